// Adoption applications in the admin area: every application with a status filter, the admin
// edit (PUT /adoptions/:id: any status, notes, dates, answers) and delete.
import type {
  AdoptionAdminUpdateBody,
  AdoptionDetail,
  AdoptionList,
  AdoptionListQuery,
} from '@paws/contracts/schemas/adoptions'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adoptionKeys } from './adoptions.ts'
import { api, type Query } from '../http/client.ts'

export type AdminAdoptionFilters = Pick<AdoptionListQuery, 'status' | 'page' | 'limit' | 'sortBy' | 'sortOrder'>

export const adminAdoptionListQuery = (filters: AdminAdoptionFilters) =>
  queryOptions({
    queryKey: [...adoptionKeys.lists(), 'admin', filters] as const,
    queryFn: ({ signal }) =>
      api.get<AdoptionList>('/adoptions', { query: { ...filters, type: 'all' } as Query, signal }),
    placeholderData: keepPreviousData,
  })

export function useAdminUpdateAdoption() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdoptionAdminUpdateBody }) =>
      api.put<AdoptionDetail>(`/adoptions/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: adoptionKeys.all }),
  })
}

export function useDeleteAdoption() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/adoptions/${id}`),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: adoptionKeys.detail(id) })
      return qc.invalidateQueries({ queryKey: adoptionKeys.all })
    },
  })
}
