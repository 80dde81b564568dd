import { enumLabel, formatDateTime, formatRelativeTime, type NotificationType } from '@paws/contracts'
import type { Notification } from '@paws/contracts/schemas/notifications'
import { useNavigate } from '@tanstack/react-router'
import { CalendarDays, Check, Heart, Info, Settings, Siren, Trash2, type LucideIcon } from 'lucide-react'
import { useId, type MouseEvent } from 'react'
import { t } from '../../i18n/index.ts'

/** Each kind's icon and colour; its name is the catalog's ("enum.notificationType.<kind>"). */
const ICONS: Record<NotificationType, { Icon: LucideIcon; tone: string }> = {
  adoption: { Icon: Heart, tone: 'bg-rose-100 text-rose-800' },
  rescue: { Icon: Siren, tone: 'bg-amber-100 text-amber-900' },
  general: { Icon: Info, tone: 'bg-sky-100 text-sky-900' },
  appointment: { Icon: CalendarDays, tone: 'bg-violet-100 text-violet-900' },
  system: { Icon: Settings, tone: 'bg-slate-200 text-slate-800' },
}

/** Only pages of this app are opened from a notification. */
const sameSite = (url: string) => url.startsWith('/') && !url.startsWith('//')

export function NotificationItem({
  notification: n,
  now,
  busy,
  onMarkRead,
  onDelete,
}: {
  notification: Notification
  now: number
  busy: boolean
  onMarkRead: (id: number) => void
  onDelete: (id: number) => void
}) {
  const titleId = useId()
  const navigate = useNavigate()
  const kind = n.type in ICONS ? n.type : 'general'
  const { Icon, tone } = ICONS[kind]
  const label = enumLabel(t, 'notificationType', kind)

  function open(e: MouseEvent<HTMLAnchorElement>) {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    if (!n.read) onMarkRead(n.id)
    void navigate({ href: n.url })
  }

  return (
    <li
      className={`card p-4 ${n.read ? '' : 'border-l-4 border-l-brand-700 bg-brand-50/60'}`}
      aria-labelledby={titleId}
    >
      <div className="flex gap-3 sm:gap-4">
        <span className={`grid h-11 w-11 shrink-0 place-items-center rounded-full ${tone}`}>
          <Icon className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-2">
            <h3
              id={titleId}
              className={`min-w-0 flex-1 text-base ${n.read ? 'font-medium text-slate-800' : 'font-bold text-slate-900'}`}
            >
              {sameSite(n.url) ? (
                <a href={n.url} onClick={open} className="underline-offset-2 hover:underline">
                  {n.title}
                </a>
              ) : (
                n.title
              )}
            </h3>
            {!n.read && (
              <span className="mt-1.5 flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-800">
                <span className="h-2.5 w-2.5 rounded-full bg-brand-700" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('notes.unread')}</span>
              </span>
            )}
          </div>
          <p className="mt-1 break-words text-slate-700">{n.message}</p>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
              {formatRelativeTime(t, n.createdAt, now)}
            </time>
          </p>
        </div>
      </div>
      <div className="-mb-2 -mr-2 mt-1 flex flex-wrap justify-end gap-1">
        {!n.read && (
          <button
            type="button"
            className="btn-ghost px-3 text-brand-800"
            onClick={() => onMarkRead(n.id)}
            disabled={busy}
            aria-describedby={titleId}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('notes.markAsRead')}
          </button>
        )}
        <button
          type="button"
          className="btn-ghost px-3 text-red-800"
          onClick={() => onDelete(n.id)}
          disabled={busy}
          aria-describedby={titleId}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('notes.delete')}
        </button>
      </div>
    </li>
  )
}
