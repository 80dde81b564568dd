// Adoption applications: query options with hierarchical keys, applying, and the workflow
// moves (PUT /adoptions/:id/status). Shapes are fixed by packages/contracts/src/schemas/adoptions.ts.
// A move may change the animal's status too (approved -> pending, ...), so animals refresh as well.
import type {
  AdoptionCreateBody,
  AdoptionDetail,
  AdoptionList,
  AdoptionListQuery,
  AdoptionStatusBody,
} from '@paws/contracts/schemas/adoptions'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { animalKeys } from './animals.ts'
import { api, type Query } from '../http/client.ts'

export type AdoptionFilters = Omit<AdoptionListQuery, '_t'>

export const adoptionKeys = {
  all: ['adoptions'] as const,
  lists: () => [...adoptionKeys.all, 'list'] as const,
  list: (filters: AdoptionFilters) => [...adoptionKeys.lists(), filters] as const,
  detail: (id: number) => [...adoptionKeys.all, 'detail', id] as const,
}

/** type sent: the caller's applications; received: to the caller's animals; all: admins. */
export const adoptionListQuery = (filters: AdoptionFilters) =>
  queryOptions({
    queryKey: adoptionKeys.list(filters),
    queryFn: ({ signal }) => api.get<AdoptionList>('/adoptions', { query: filters as Query, signal }),
  })

/** Applications to the caller's animals, newest first (spec: the latest 10). */
export const receivedAdoptionsQuery = (limit = 10) =>
  adoptionListQuery({ type: 'received', limit, sortBy: 'createdAt', sortOrder: 'DESC' })

/** The caller's own applications, newest first. */
export const myAdoptionsQuery = (limit = 10) =>
  adoptionListQuery({ type: 'sent', limit, sortBy: 'createdAt', sortOrder: 'DESC' })

export const adoptionQuery = (id: number) =>
  queryOptions({
    queryKey: adoptionKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdoptionDetail>(`/adoptions/${id}`, { signal }),
  })

export function useCreateAdoption() {
  const qc = useQueryClient()
  return useMutation({
    /** The applicant's own answers and message, as the apply sheet collected them. */
    mutationFn: (body: AdoptionCreateBody) => api.post<AdoptionDetail>('/adoptions', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: adoptionKeys.all }),
  })
}

function refreshAfterMove(qc: QueryClient, id: number, detail?: AdoptionDetail) {
  if (detail) qc.setQueryData(adoptionKeys.detail(id), detail)
  return Promise.all([
    qc.invalidateQueries({ queryKey: adoptionKeys.all }),
    qc.invalidateQueries({ queryKey: animalKeys.all }),
  ])
}

export interface AdoptionMoveVars {
  id: number
  body: AdoptionStatusBody
}

/**
 * PUT /adoptions/:id/status for any application (lists act on several). On failure the lists
 * and the application are reloaded too: a 409 means someone else moved it first.
 */
export function useAdoptionMove() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: AdoptionMoveVars) => api.put<AdoptionDetail>(`/adoptions/${id}/status`, body),
    onSuccess: (detail, { id }) => refreshAfterMove(qc, id, detail),
    onError: (_err, { id }) => refreshAfterMove(qc, id),
  })
}
