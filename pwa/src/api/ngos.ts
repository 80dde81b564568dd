// NGO profiles in the admin area: the full list with its filters, edit, approve or reject,
// and delete (which the server turns into deactivation, so cases and history keep their NGO).
// Shapes are fixed by packages/contracts/src/schemas/ngos.ts.
import type { Ngo, NgoList, NgoListQuery, NgoUpdateBody, NgoVerifyBody } from '@paws/contracts/schemas/ngos'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type Query } from '../http/client.ts'

export type NgoFilters = Omit<NgoListQuery, '_t'>

export const ngoKeys = {
  // The same root as the assignable NGOs of api/rescues.ts, so an edit here refreshes that list too.
  all: ['ngos'] as const,
  adminLists: () => [...ngoKeys.all, 'admin'] as const,
  adminList: (filters: NgoFilters) => [...ngoKeys.adminLists(), filters] as const,
  mine: () => [...ngoKeys.all, 'mine'] as const,
}

/** The signed-in NGO user's own NGO. */
export const myNgoQuery = () =>
  queryOptions({
    queryKey: ngoKeys.mine(),
    queryFn: ({ signal }) => api.get<Ngo>('/users/me/ngo', { signal }),
  })

export const adminNgoListQuery = (filters: NgoFilters) =>
  queryOptions({
    queryKey: ngoKeys.adminList(filters),
    queryFn: ({ signal }) => api.get<NgoList>('/ngos', { query: filters as Query, signal }),
  })

function useNgoMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ngoKeys.all }) })
}

export const useUpdateNgo = () =>
  useNgoMutation(({ id, body }: { id: number; body: NgoUpdateBody }) => api.put<Ngo>(`/ngos/${id}`, body))

export const useVerifyNgo = () =>
  useNgoMutation(({ id, body }: { id: number; body: NgoVerifyBody }) => api.post<Ngo>(`/ngos/${id}/verify`, body))

export const useDeleteNgo = () => useNgoMutation((id: number) => api.delete<{ message: string }>(`/ngos/${id}`))
