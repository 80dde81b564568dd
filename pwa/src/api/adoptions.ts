// Adoption applications: lists (GET /adoptions) and creation.
import type { AdoptionList, AdoptionListQuery } from '@paws/contracts/schemas/adoptions'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type Query } from './client.ts'

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

/**
 * The application dialog sends fixed placeholder answers; the real details are collected
 * later during the review (spec part 1 section 3).
 */
export const PLACEHOLDER_APPLICATION = {
  livingSpace: 'house',
  hasYard: true,
  hasPets: false,
  hasChildren: false,
  experience: 'basic',
  workSchedule: 'flexible',
  references: [
    { name: 'To be provided', phone: '0000000000', relationship: 'To be provided' },
    { name: 'To be provided', phone: '0000000000', relationship: 'To be provided' },
  ],
}

export function useCreateAdoption() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ animalId, animalName }: { animalId: number; animalName: string }) =>
      api.post<{ id: number }>('/adoptions', {
        animalId,
        applicationData: PLACEHOLDER_APPLICATION,
        notes: `I am interested in adopting ${animalName}. Please contact me to discuss the next steps.`,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adoptionKeys.all }),
  })
}
