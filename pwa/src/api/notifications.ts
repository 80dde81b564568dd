// Notifications (docs/rules.md#notifications): the paged list per filter, the unread count the
// header shows, read/delete mutations that refresh both, and the per-account preferences.
import type { NotificationFilter } from '@paws/contracts'
import type {
  Notification,
  NotificationList,
  NotificationPreferences,
  NotificationPreferencesBody,
} from '@paws/contracts/schemas/notifications'
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../http/client.ts'

export const NOTIFICATIONS_PAGE_SIZE = 20
/** How often the header's unread count is refreshed while the app is open. */
export const UNREAD_POLL_MS = 3 * 60_000

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  unread: () => [...notificationKeys.all, 'unread-count'] as const,
  // Outside `all`: marking something read must not refetch the settings.
  preferences: () => ['notification-preferences'] as const,
}

export const notificationListQuery = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationList>('/notifications', {
        query: { filter, page: pageParam, limit: NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
    // Fresh on every visit, but not fetched twice when the route's loader has just fetched it.
    staleTime: 5_000,
  })

/** Just the count (one unread row is fetched with it). */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) =>
      (await api.get<NotificationList>('/notifications', { query: { filter: 'unread', limit: 1 }, signal }))
        .unreadCount,
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  })

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => api.get<NotificationPreferences>('/notifications/preferences', { signal }),
  })

function useRefresh() {
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: notificationKeys.all })
}

export function useMarkRead() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: number) => api.put<Notification>(`/notifications/${id}/read`),
    onSettled: refresh,
  })
}

export function useMarkAllRead() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: () => api.put<{ updated: number; unreadCount: number }>('/notifications/read-all'),
    onSettled: refresh,
  })
}

export function useDeleteNotification() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/notifications/${id}`),
    onSettled: refresh,
  })
}

/** Saves one or more switches; the screen shows the new value at once and reverts on failure. */
export function useSavePreferences() {
  const qc = useQueryClient()
  const key = notificationKeys.preferences()
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      api.put<NotificationPreferences>('/notifications/preferences', body),
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: key })
      const before = qc.getQueryData<NotificationPreferences>(key)
      if (before) qc.setQueryData<NotificationPreferences>(key, { ...before, ...body })
      return { before }
    },
    onError: (_error, _body, context) => {
      if (context?.before) qc.setQueryData(key, context.before)
    },
    onSuccess: (saved) => qc.setQueryData(key, saved),
  })
}
