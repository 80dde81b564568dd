// Alerts: the signed-in person's saved searches (keyed by account), saving the
// browse filters, pausing, resuming and deleting.
import type { Alert, AlertCreateBody, AlertList, AlertUpdateBody } from '@paws/contracts/schemas/alerts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../http/client.ts'

export const alertKeys = {
  all: ['alerts'] as const,
  list: (userId: number) => [...alertKeys.all, userId] as const,
}

export const alertsQuery = (userId: number) =>
  queryOptions({
    queryKey: alertKeys.list(userId),
    queryFn: ({ signal }) => api.get<AlertList>('/alerts', { signal }),
  })

export function useSaveAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: AlertCreateBody) => api.post<Alert>('/alerts', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: alertKeys.all }),
  })
}

export function useUpdateAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AlertUpdateBody }) => api.put<Alert>(`/alerts/${id}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: alertKeys.all }),
  })
}

export function useDeleteAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/alerts/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: alertKeys.all }),
  })
}
