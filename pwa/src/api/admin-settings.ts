// The admins' settings: the escalation deadlines (GET/PUT /admin/settings/escalation), the
// rings of dispatch (GET/PUT /admin/settings/dispatch) and the hotline's SMS number
// (GET/PUT /admin/settings/sms); all admin only on the server.
import type { AdminAttention, EscalationSettings } from '@paws/contracts/schemas/admin'
import type { DispatchSettings, RingList, RingView } from '@paws/contracts/schemas/dispatch'
import type { SmsHotline } from '@paws/contracts/schemas/sms'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../http/client.ts'
import { adminKeys } from './admin.ts'

const settingsKey = [...adminKeys.all, 'settings'] as const

export const escalationSettingsQuery = () =>
  queryOptions({
    queryKey: [...settingsKey, 'escalation'] as const,
    queryFn: ({ signal }) => api.get<EscalationSettings>('/admin/settings/escalation', { signal }),
  })

export const dispatchSettingsQuery = () =>
  queryOptions({
    queryKey: [...settingsKey, 'dispatch'] as const,
    queryFn: ({ signal }) => api.get<DispatchSettings>('/admin/settings/dispatch', { signal }),
  })

export const smsSettingsQuery = () =>
  queryOptions({
    queryKey: [...settingsKey, 'sms'] as const,
    queryFn: ({ signal }) => api.get<SmsHotline>('/admin/settings/sms', { signal }),
  })

/** Saves all three; each PUT answers what is now stored, which replaces the cached copy. */
export function useSaveSettings() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (value: { escalation: EscalationSettings; dispatch: DispatchSettings; sms: SmsHotline }) => {
      const escalation = await api.put<EscalationSettings>('/admin/settings/escalation', value.escalation)
      const dispatch = await api.put<DispatchSettings>('/admin/settings/dispatch', value.dispatch)
      const sms = await api.put<SmsHotline>('/admin/settings/sms', value.sms)
      return { escalation, dispatch, sms }
    },
    onSuccess: ({ escalation, dispatch, sms }) => {
      qc.setQueryData(escalationSettingsQuery().queryKey, escalation)
      qc.setQueryData(dispatchSettingsQuery().queryKey, dispatch)
      qc.setQueryData(smsSettingsQuery().queryKey, sms)
    },
  })
}

/** The dashboard's "needs attention" counts (GET /admin/rescues/attention). */
export const adminAttentionQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'attention'] as const,
    queryFn: ({ signal }) => api.get<AdminAttention>('/admin/rescues/attention', { signal }),
  })

/** The rings of the list's open rows at once (GET /admin/rescues/rings?ids=), re-read while shown. */
export const rescueRingsQuery = (rescueIds: number[]) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'rings', rescueIds.join(',')] as const,
    queryFn: ({ signal }) => api.get<RingList>(`/admin/rescues/rings?ids=${rescueIds.join(',')}`, { signal }),
    enabled: rescueIds.length > 0,
    refetchInterval: 30_000,
  })

/** A case's ring (GET /admin/rescues/{id}/ring): the offers made, their answers and the next step. */
export const rescueRingQuery = (rescueId: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'ring', rescueId] as const,
    queryFn: ({ signal }) => api.get<RingView>(`/admin/rescues/${rescueId}/ring`, { signal }),
    // The ring moves on its own (answers, widening): read it again while the page is open.
    refetchInterval: 30_000,
  })
