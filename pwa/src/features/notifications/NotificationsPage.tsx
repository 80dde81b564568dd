import { NOTIFICATION_FILTERS, type NotificationFilter } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { CheckCheck } from 'lucide-react'
import { unreadCountQuery, useMarkAllRead } from '../../api/notifications.ts'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { notify } from '../../lib/toast.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { NotificationList } from './NotificationList.tsx'
import { NotificationSettings } from './NotificationSettings.tsx'
import { t } from '../../i18n/index.ts'

/** The notifications page: unread count, mark all read, one tab per filter, and the preferences. */
export function NotificationsPage({ filter }: { filter: NotificationFilter }) {
  const { user } = useSession()
  const navigate = useNavigate({ from: '/notifications' })
  const unread = useQuery({ ...unreadCountQuery(), enabled: Boolean(user) })
  const markAll = useMarkAllRead()

  if (!user) {
    return (
      <div className="page-narrow text-center">
        <h1 className="text-3xl font-bold">{t('notifText.title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('notifText.loggedOut')}</p>
        <Link to="/login" search={{ redirect: '/notifications' }} className="btn-primary mt-6">
          {t('notes.logIn')}
        </Link>
      </div>
    )
  }

  const count = unread.data ?? 0
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('notifText.title')}</h1>
          <p className="mt-1 text-lg text-slate-700" aria-live="polite">
            {unread.isPending
              ? '\u00a0'
              : count === 0
                ? t('notes.noUnreadNotifications')
                : t('notes.unreadCount', { count })}
          </p>
        </div>
        <button
          type="button"
          className="btn-secondary"
          disabled={count === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () => notify(t('notifText.allRead'), 'success'),
              onError: () => notify(t('notifText.actionFailed'), 'error'),
            })
          }
        >
          <CheckCheck className="h-5 w-5" aria-hidden="true" />
          {markAll.isPending ? t('notes.marking') : t('notes.markAllAsRead')}
        </button>
      </div>

      <Tabs
        label={t('notes.showNotifications')}
        tabs={NOTIFICATION_FILTERS.map((f) => ({
          id: f,
          label: (
            <>
              {t(`notifText.${f}`)}
              {f === 'unread' && count > 0 && (
                <span className="rounded-full bg-brand-700 px-2 text-sm font-bold text-white" aria-hidden="true">
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </>
          ),
        }))}
        selected={filter}
        onSelect={(key) => void navigate({ search: key === 'all' ? {} : { filter: key }, replace: true })}
        listClassName="grid grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1"
        tabClassName="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-base font-semibold text-slate-700 outline-none hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm"
        panelClassName="mt-4 outline-none"
      >
        <NotificationList filter={filter} />
      </Tabs>

      <NotificationSettings />
    </div>
  )
}
