// NGO teams and on duty: the coordinator's team (members, invitations), joining by an
// invitation's code, the case's assigned member, and the signed-in member's duty. Shapes are
// fixed by packages/contracts/src/schemas/teams.ts.
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type {
  Duty,
  DutyBody,
  Invitation,
  InvitationBody,
  MemberList,
  Membership,
  NightWatch,
} from '@paws/contracts/schemas/teams'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../http/client.ts'
import { keepDuty, keptDuty } from '../offline/index.ts'
import { rescueKeys } from './rescues.ts'

export const teamKeys = {
  all: ['team'] as const,
  members: (userId: number) => [...teamKeys.all, 'members', userId] as const,
  duty: (userId: number) => [...teamKeys.all, 'duty', userId] as const,
  nightWatch: (userId: number) => [...teamKeys.all, 'night-watch', userId] as const,
}

/** The NGO's night rota (a coordinator's); keyed by the signed-in user. */
export const nightWatchQuery = (userId: number) =>
  queryOptions({
    queryKey: teamKeys.nightWatch(userId),
    queryFn: ({ signal }) => api.get<NightWatch>('/ngos/me/night-watch', { signal }),
  })

export function useSaveNightWatch(userId: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: NightWatch) => api.put<NightWatch>('/ngos/me/night-watch', body),
    onSuccess: (saved) => qc.setQueryData(teamKeys.nightWatch(userId), saved),
  })
}

/** The coordinator's team; keyed by the signed-in user so another account never reads it. */
export const membersQuery = (userId: number) =>
  queryOptions({
    queryKey: teamKeys.members(userId),
    queryFn: ({ signal }) => api.get<MemberList>('/ngos/me/members', { signal }),
  })

export function useInvite(userId: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: InvitationBody) => api.post<Invitation>('/ngos/me/members/invitations', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.members(userId) }),
  })
}

export function useRemoveMember(userId: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (memberId: number) => api.delete<void>(`/ngos/me/members/${memberId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.members(userId) }),
  })
}

export const acceptInvitation = (code: string) => api.post<Membership>('/ngos/invitations/accept', { code })

/** PUT /rescues/:id/volunteer: the coordinator names the member who goes (or nobody). */
export function useAssignVolunteer(rescueId: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (userId: number | null) => api.put<Rescue>(`/rescues/${rescueId}/volunteer`, { userId }),
    onSuccess: (rescue) => {
      qc.setQueryData(rescueKeys.detail(rescueId), rescue)
      return qc.invalidateQueries({ queryKey: rescueKeys.all })
    },
  })
}

/** The member's duty; re-read every minute so an end by time shows without a reload. */
/**
 * The member's duty. Until the server answers (a reload with no signal), the header shows the
 * duty kept on the phone from the last answer (offline/kept-duty.ts), read again at once.
 */
export const dutyQuery = (userId: number) =>
  queryOptions({
    queryKey: teamKeys.duty(userId),
    queryFn: async ({ signal }) => {
      const duty = await api.get<Duty>('/responders/me/duty', { signal })
      keepDuty(userId, duty)
      return duty
    },
    initialData: () => keptDuty(userId),
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
  })

export function useSetDuty(userId: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: DutyBody) => api.put<Duty>('/responders/me/duty', body),
    onSuccess: (duty) => {
      keepDuty(userId, duty)
      qc.setQueryData(teamKeys.duty(userId), duty)
    },
  })
}
