// The admin area's own calls: the dashboard counts (GET /admin/stats) and user management
// (GET/PUT/DELETE /users/:id, PUT /users/:id/role). All are admin only on the server.
import type { Role } from '@paws/contracts'
import type {
  AdminStats,
  MapConfig,
  NgoFigures,
  NgoOptions,
  RescueMap,
  RescueMapQuery,
} from '@paws/contracts/schemas/admin'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { User } from '@paws/contracts/schemas/users'
import type { AdminUserUpdateBody, UserList, UserListQuery } from '@paws/contracts/schemas/users-admin'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type Query } from '../http/client.ts'
import { patchRescueLists, rescueKeys } from './rescues.ts'

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: UserListQuery) => [...adminKeys.users(), filters] as const,
}

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => api.get<AdminStats>('/admin/stats', { signal }),
  })

export const userListQuery = (filters: UserListQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ signal }) => api.get<UserList>('/users', { query: filters as Query, signal }),
  })

export interface UserUpdate {
  id: number
  /** Only the fields that changed. */
  fields: AdminUserUpdateBody
  /** Set when the role changes: it has its own endpoint. */
  role?: Role
}

/**
 * The role first (the server refuses an admin's own, and then nothing has changed), then the
 * other fields; the server's refusal of either is thrown with its message.
 */
export function useUpdateUser() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, fields, role }: UserUpdate): Promise<User | null> => {
      let user: User | null = null
      if (role !== undefined) user = await api.put<User>(`/users/${id}/role`, { role })
      if (Object.keys(fields).length > 0) user = await api.put<User>(`/users/${id}`, fields)
      return user
    },
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** DELETE /users/:id deactivates the account (no sign-in) and keeps its records. */
export function useDeleteUser() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/users/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

export const adminDeskKeys = {
  ngoOptions: (rescueId: number) => [...adminKeys.all, 'ngo-options', rescueId] as const,
  ngoFigures: (ngoId: number) => [...adminKeys.all, 'ngo-figures', ngoId] as const,
}

/** Approved, active NGOs nearest the case first, with how busy and quick each is; one suggested. */
export const ngoOptionsQuery = (rescueId: number) =>
  queryOptions({
    queryKey: adminDeskKeys.ngoOptions(rescueId),
    queryFn: ({ signal }) => api.get<NgoOptions>(`/admin/rescues/${rescueId}/ngo-options`, { signal }),
  })

export const ngoFiguresQuery = (ngoId: number) =>
  queryOptions({
    queryKey: adminDeskKeys.ngoFigures(ngoId),
    queryFn: ({ signal }) => api.get<NgoFigures>(`/admin/ngos/${ngoId}/figures`, { signal }),
  })

/** Merges the duplicate `id` into `intoId`; both cases' lists and details are refetched. */
export function useMergeRescue() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, intoId }: { id: number; intoId: number }) =>
      api.post<Rescue>(`/admin/rescues/${id}/merge`, { intoId }),
    // The rows change in place: the duplicate points to the survivor, the survivor is the answer.
    onSuccess: (survivor, { id, intoId }) =>
      patchRescueLists(qc, (r) => (r.id === survivor.id ? survivor : r.id === id ? { ...r, mergedIntoId: intoId } : r)),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: rescueKeys.lists(), refetchType: 'none' }),
        qc.invalidateQueries({ queryKey: rescueKeys.details() }),
        qc.invalidateQueries({ queryKey: adminKeys.all }),
      ]),
  })
}

/**
 * The desk's answers to a report held for review (docs/rules.md#dispatch): release it to ring,
 * or mark its reporting account as sending false reports (which holds its other open reports
 * too, so the lists are read again).
 */
export function useTriageAnswer() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'release' | 'false-reports' }) =>
      api.post<Rescue>(`/admin/rescues/${id}/${kind}`, {}),
    onSuccess: (rescue) => patchRescueLists(qc, (r) => (r.id === rescue.id ? rescue : r)),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: rescueKeys.lists() }),
        qc.invalidateQueries({ queryKey: rescueKeys.details() }),
        qc.invalidateQueries({ queryKey: adminKeys.all }),
      ]),
  })
}

/** Downloads the CSV of an admin list with its current filter (GET /admin/export/<list>.csv). */
/** The admin lists that export to CSV (GET /admin/export/{list}.csv). */
export type CsvList = 'rescues' | 'users' | 'ngos' | 'animals' | 'adoptions'

export async function downloadCsv(list: CsvList, filters: Query): Promise<void> {
  const { page: _page, limit: _limit, ...filter } = filters
  const text = await api.get<string>(`/admin/export/${list}.csv`, { query: filter })
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${list}-${new Date().toISOString().slice(0, 10)}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Every open case with a position for the admin map (not a page of the list). */
export const rescueMapQuery = (filters: RescueMapQuery) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'rescue-map', filters] as const,
    queryFn: ({ signal }) => api.get<RescueMap>('/admin/rescues/map', { query: filters as Query, signal }),
  })

export const mapConfigQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'map-config'] as const,
    queryFn: ({ signal }) => api.get<MapConfig>('/admin/map-config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
