// One filter's notifications, newest first, 20 at a time with "Load more".
import type { MessageId } from '@lingui/core'
import type { NotificationFilter } from '@paws/contracts'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Inbox, RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { notificationKeys, notificationListQuery, useDeleteNotification, useMarkRead } from '../../api/notifications.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { notify } from '../../lib/toast.ts'
import { NotificationItem } from './NotificationItem.tsx'
import { t } from '../../i18n/index.ts'

/** The current time, ticking once a minute, so "5 minutes ago" stays true. */
function useNow(intervalMs = 60_000) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

/** What an empty list says, per filter. */
const EMPTY_STATES = {
  all: { title: 'notifText.emptyAll', text: 'notifText.emptyAllText' },
  unread: { title: 'notifText.emptyUnread', text: 'notifText.emptyUnreadText' },
  read: { title: 'notifText.emptyRead', text: 'notifText.emptyReadText' },
} as const satisfies Record<NotificationFilter, { title: MessageId; text: MessageId }>

export function NotificationList({ filter }: { filter: NotificationFilter }) {
  const query = useInfiniteQuery(notificationListQuery(filter))
  const markRead = useMarkRead()
  const remove = useDeleteNotification()
  const now = useNow()
  const qc = useQueryClient()
  // Every page of the list carries the unread count: the header badge takes the newest.
  // Each arrival counts, even with the same number: the badge may have moved since.
  const latestUnread = query.data?.pages.at(-1)?.unreadCount
  const arrivedAt = query.dataUpdatedAt
  useEffect(() => {
    if (latestUnread !== undefined && arrivedAt > 0) qc.setQueryData(notificationKeys.unread(), latestUnread)
  }, [latestUnread, arrivedAt, qc])

  if (query.isPending) return <LoadingScreen full={false} text={t('notes.loadingNotifications')} />
  if (query.isError) {
    return (
      <Alert tone="error" title={t('notifText.loadFailed')}>
        <p>{describeError(query.error, '')}</p>
        <button type="button" className="btn-secondary mt-3" onClick={() => void query.refetch()}>
          <RefreshCw className="h-5 w-5" aria-hidden="true" />
          {t('notes.retry')}
        </button>
      </Alert>
    )
  }

  const items = query.data.pages.flatMap((p) => p.notifications)
  const total = query.data.pages.at(-1)?.meta.total ?? items.length
  if (items.length === 0) {
    const empty = EMPTY_STATES[filter]
    return (
      <div className="card flex flex-col items-center gap-2 p-8 text-center">
        <Inbox className="h-10 w-10 text-slate-500" aria-hidden="true" />
        <p className="text-lg font-semibold">{t(empty.title)}</p>
        <p className="max-w-md text-slate-700">{t(empty.text)}</p>
      </div>
    )
  }

  const pendingId = markRead.isPending ? markRead.variables : remove.isPending ? remove.variables : undefined
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={t('notes.listLabel', { filter: t(`notifText.${filter}`) })}>
        {items.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            now={now}
            busy={pendingId === n.id}
            onMarkRead={(id) => markRead.mutate(id, { onError: () => notify(t('notifText.actionFailed'), 'error') })}
            onDelete={(id) =>
              remove.mutate(id, {
                onSuccess: () => notify(t('notifText.deleted'), 'success'),
                onError: () => notify(t('notifText.actionFailed'), 'error'),
              })
            }
          />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('notes.showingOf', { length: items.length, total })}
        </p>
        {query.hasNextPage && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('notes.loading') : t('notes.loadMore')}
          </button>
        )}
      </div>
    </div>
  )
}
