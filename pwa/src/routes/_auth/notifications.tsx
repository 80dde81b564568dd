import { NOTIFICATION_FILTERS, type NotificationFilter } from '@paws/contracts'
import { createFileRoute } from '@tanstack/react-router'
import { notificationListQuery, notificationPreferencesQuery, unreadCountQuery } from '../../api/notifications.ts'
import { NotificationsPage } from '../../features/notifications/NotificationsPage.tsx'

type Search = { filter?: NotificationFilter }

export const Route = createFileRoute('/_auth/notifications')({
  validateSearch: (search: Record<string, unknown>): Search =>
    NOTIFICATION_FILTERS.includes(search.filter as NotificationFilter) && search.filter !== 'all'
      ? { filter: search.filter as NotificationFilter }
      : {},
  loaderDeps: ({ search }) => search,
  // Started with the page's code, not after it: the list keeps its own loading and error states
  // (offline it shows what the cache has), so the loader prefetches rather than blocks.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(notificationListQuery(deps.filter ?? 'all'))
    void context.queryClient.prefetchQuery(unreadCountQuery())
    void context.queryClient.prefetchQuery(notificationPreferencesQuery())
  },
  component: function NotificationsRoute() {
    return <NotificationsPage filter={Route.useSearch().filter ?? 'all'} />
  },
})
