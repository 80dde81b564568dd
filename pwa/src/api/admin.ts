// The admin area's own calls: the dashboard counts (GET /admin/stats) and user management
// (GET/PUT/DELETE /users/:id, PUT /users/:id/role). All are admin only on the server.
import type { Role } from '@paws/contracts'
import type { AdminStats } from '@paws/contracts/schemas/admin'
import type { User } from '@paws/contracts/schemas/users'
import type { AdminUserUpdateBody, UserList, UserListQuery } from '@paws/contracts/schemas/users-admin'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type Query } from './client.ts'

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
