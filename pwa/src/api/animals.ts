// Animals: query options with hierarchical keys and mutations that invalidate them.
// Shapes are fixed by packages/contracts/src/schemas/animals.ts.
import type {
  AnimalCities,
  Animal,
  AnimalAdminUpdateBody,
  AnimalCreateBody,
  AnimalList,
  AnimalListQuery,
  AnimalUpdateBody,
} from '@paws/contracts/schemas/animals'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type Query } from '../http/client.ts'
import { isApiError } from '../http/errors.ts'
import { tokens } from '../http/tokens.ts'

export type AnimalFilters = Omit<AnimalListQuery, 'includeDeleted' | '_t'>
export type AnimalStatusValue = NonNullable<AnimalUpdateBody['status']>

export const animalKeys = {
  all: ['animals'] as const,
  lists: () => [...animalKeys.all, 'list'] as const,
  list: (filters: AnimalFilters) => [...animalKeys.lists(), filters] as const,
  details: () => [...animalKeys.all, 'detail'] as const,
  detail: (id: number) => [...animalKeys.details(), id] as const,
  cities: () => [...animalKeys.all, 'cities'] as const,
}

// Public animal reads are the same whoever asks, so they are asked without the session: the
// service worker keeps them (offline/cache-policy.ts) and a signed-in phone reads them offline
// too. Only a user's own listings (owner=me) carry the session.
export const animalListQuery = (filters: AnimalFilters) =>
  queryOptions({
    queryKey: animalKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AnimalList>('/animals', { query: filters as Query, signal, anonymous: filters.owner === undefined }),
    placeholderData: keepPreviousData,
  })

/** Home page: the 3 newest available animals. */
export const featuredAnimalsQuery = () =>
  animalListQuery({ limit: 3, status: 'available', sortBy: 'createdAt', sortOrder: 'DESC' })

/** Asked publicly; only a 404 is asked again with the session (a deleted animal, for an admin). */
export const animalQuery = (id: number) =>
  queryOptions({
    queryKey: animalKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Animal>(`/animals/${id}`, { signal, anonymous: true })
      } catch (error) {
        if (!isApiError(error, 404) || !tokens.access()) throw error
        return api.get<Animal>(`/animals/${id}`, { signal })
      }
    },
  })

export const animalCitiesQuery = () =>
  queryOptions({
    queryKey: animalKeys.cities(),
    queryFn: ({ signal }) => api.get<AnimalCities>('/animals/cities', { signal, anonymous: true }),
    staleTime: 10 * 60_000,
  })

/** Multipart body of POST /animals: text fields, JSON-encoded objects, photos under `images`. */
export function animalFormData(body: AnimalCreateBody, photos: Blob[]): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  for (const [i, photo] of photos.entries()) form.append('images', photo, (photo as File).name || `photo-${i + 1}.jpg`)
  return form
}

type Progress = { onProgress?: (fraction: number) => void }

export function useCreateAnimal() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ body, photos, onProgress }: { body: AnimalCreateBody; photos: Blob[] } & Progress) =>
      photos.length > 0
        ? api.post<Animal>('/animals', animalFormData(body, photos), { onUploadProgress: onProgress })
        : api.post<Animal>('/animals', body),
    onSuccess: (animal) => {
      qc.setQueryData(animalKeys.detail(animal.id), animal)
      return qc.invalidateQueries({ queryKey: animalKeys.lists() })
    },
  })
}

export function useUpdateAnimal(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: AnimalUpdateBody) => api.put<Animal>(`/animals/${id}`, body),
    onSuccess: (animal) => {
      if (animal && typeof animal === 'object') qc.setQueryData(animalKeys.detail(id), animal)
      return qc.invalidateQueries({ queryKey: animalKeys.all })
    },
  })
}

export function useUploadAnimalImages(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ photos, onProgress }: { photos: Blob[] } & Progress) => {
      const form = new FormData()
      for (const [i, photo] of photos.entries()) {
        form.append('images', photo, (photo as File).name || `photo-${i + 1}.jpg`)
      }
      return api.post<{ urls: string[] }>(`/animals/${id}/images`, form, { onUploadProgress: onProgress })
    },
    onSettled: () => qc.invalidateQueries({ queryKey: animalKeys.detail(id) }),
  })
}

export function useDeleteAnimalImage(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (index: number) => api.delete<unknown>(`/animals/${id}/images/${index}`),
    onSettled: () => qc.invalidateQueries({ queryKey: animalKeys.all }),
  })
}

export function useDeleteAnimal(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<unknown>(`/animals/${id}`),
    onSuccess: () => {
      qc.removeQueries({ queryKey: animalKeys.detail(id) })
      return qc.invalidateQueries({ queryKey: animalKeys.lists() })
    },
  })
}

// ---------------------------------------------------------------------------------------
// Admin (docs/screens.md#admin): every animal, deleted ones included on request, and
// the admin edit (PUT /animals/admin/:id). Photos and delete use the hooks above.

export type AdminAnimalFilters = Pick<
  AnimalListQuery,
  'status' | 'includeDeleted' | 'page' | 'limit' | 'sortBy' | 'sortOrder'
>

export const adminAnimalListQuery = (filters: AdminAnimalFilters) =>
  queryOptions({
    queryKey: [...animalKeys.lists(), 'admin', filters] as const,
    queryFn: ({ signal }) => api.get<AnimalList>('/animals', { query: filters as Query, signal }),
    placeholderData: keepPreviousData,
  })

export function useAdminUpdateAnimal(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: AnimalAdminUpdateBody) => api.put<Animal>(`/animals/admin/${id}`, body),
    onSuccess: (animal) => {
      qc.setQueryData(animalKeys.detail(id), animal)
      return qc.invalidateQueries({ queryKey: animalKeys.all })
    },
  })
}
