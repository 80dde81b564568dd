// Rescue cases: query options with hierarchical keys and mutations that refresh them. Creating
// a report does not go through here: every report goes through the outbox (src/offline) so
// none is lost on a bad connection.
import type {
  ClosureBody,
  NearbyList,
  NearbyQuery,
  Rescue,
  RescueImages,
  RescueList,
  RescueListQuery,
  RescueUpdateBody,
  SamePhotoList,
} from '@paws/contracts/schemas/rescues'
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call, markKept } from '../offline/index.ts'
import { api, type Query } from '../http/client.ts'
import { isApiError } from '../http/errors.ts'

export type RescueFilters = Omit<RescueListQuery, '_t'>

export const rescueKeys = {
  all: ['rescues'] as const,
  lists: () => [...rescueKeys.all, 'list'] as const,
  list: (filters: RescueFilters) => [...rescueKeys.lists(), filters] as const,
  details: () => [...rescueKeys.all, 'detail'] as const,
  detail: (id: number) => [...rescueKeys.details(), id] as const,
}

export const rescueListQuery = (filters: RescueFilters) =>
  queryOptions({
    queryKey: rescueKeys.list(filters),
    queryFn: ({ signal }) => api.get<RescueList>('/rescues', { query: filters as Query, signal }),
  })

/** The newest cases the caller may see (their own; an NGO's assigned ones; all for admins). */
export const recentRescuesQuery = (limit = 10) => rescueListQuery({ limit, sortBy: 'createdAt', sortOrder: 'DESC' })

export const rescueQuery = (id: number) =>
  queryOptions({
    queryKey: rescueKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Rescue>(`/rescues/${id}`, { signal })
      } catch (error) {
        // No signal: an NGO's case kept on the phone stands in, marked with when it was saved.
        if (!isApiError(error) || (error.kind !== 'network' && error.kind !== 'timeout')) throw error
        const kept = await call('keptCaseForSession', id).catch(() => undefined)
        if (!kept) throw error
        return markKept(kept.rescue, kept.savedAt)
      }
    },
  })

function useRefreshRescue(id: number, inPlace = false) {
  const qc = useQueryClient()
  return (rescue?: Rescue) => {
    if (rescue && typeof rescue === 'object') qc.setQueryData(rescueKeys.detail(id), rescue)
    if (!inPlace || !rescue || typeof rescue !== 'object') return qc.invalidateQueries({ queryKey: rescueKeys.all })
    patchRescueLists(qc, (r) => (r.id === rescue.id ? rescue : r))
    return Promise.all([
      // The lists shown keep their rows until the next page, filter or visit; the rest is read again.
      qc.invalidateQueries({ queryKey: rescueKeys.lists(), refetchType: 'none' }),
      qc.invalidateQueries({ queryKey: rescueKeys.details() }),
      qc.invalidateQueries({ queryKey: ['admin'] }),
    ])
  }
}

/** Rewrites the rows of every cached rescues list (a change shown in place, without a refetch). */
export function patchRescueLists(qc: QueryClient, change: (rescue: Rescue) => Rescue) {
  qc.setQueriesData<RescueList>({ queryKey: rescueKeys.lists() }, (list) =>
    list ? { ...list, rescueRequests: list.rescueRequests.map(change) } : list,
  )
}

/**
 * PUT /rescues/:id: edits, status moves, assignment, decline. `inPlace`: the lists show the
 * answer in the case's row instead of being fetched again (the admin desk's assignment).
 */
export function useUpdateRescue(id: number, { inPlace = false }: { inPlace?: boolean } = {}) {
  const refresh = useRefreshRescue(id, inPlace)
  return useMutation({
    mutationFn: (body: RescueUpdateBody) => api.put<Rescue>(`/rescues/${id}`, body),
    onSuccess: (rescue) => refresh(rescue),
  })
}

/** The reporter's or a follower's answer to "Was the animal helped?" (docs/rules.md#closure). */
export function useAnswerClosure(id: number) {
  const refresh = useRefreshRescue(id)
  return useMutation({
    mutationFn: (body: ClosureBody) => api.post<Rescue>(`/rescues/${id}/closure`, body),
    onSuccess: (rescue) => refresh(rescue),
  })
}

export interface NewPhoto {
  id: string
  blob: Blob
  name: string
}

/** Photos for an existing case, each with its client photo id (a re-send is stored once). */
export function useUploadRescuePhotos(id: number) {
  const refresh = useRefreshRescue(id)
  return useMutation({
    mutationFn: ({ photos, onProgress }: { photos: NewPhoto[]; onProgress?: (fraction: number) => void }) => {
      const form = new FormData()
      form.append('photoIds', JSON.stringify(photos.map((p) => p.id)))
      for (const photo of photos) form.append('images', photo.blob, photo.name)
      return api.post<RescueImages>(`/rescues/${id}/images`, form, { onUploadProgress: onProgress })
    },
    onSettled: () => refresh(),
  })
}

export function useDeleteRescuePhoto(id: number) {
  const refresh = useRefreshRescue(id)
  return useMutation({
    mutationFn: (index: number) => api.delete<RescueImages>(`/rescues/${id}/images/${index}`),
    onSettled: () => refresh(),
  })
}

/**
 * Open cases of the same animal near a point (the wizard's "is this the same animal?" offer).
 * A short timeout: a slow answer must not hold up a report, it is filed without the offer.
 */
export function fetchNearby(query: NearbyQuery, signal?: AbortSignal): Promise<NearbyList> {
  return api.get<NearbyList>('/rescues/nearby', { query: query as unknown as Query, signal, timeoutMs: 8_000 })
}

/** Open cases with a photo that is the same picture as one of these (perceptual hashes). */
export function fetchSamePhoto(hashes: string[], signal?: AbortSignal): Promise<SamePhotoList> {
  return api.get<SamePhotoList>('/rescues/same-photo', {
    query: { hashes: hashes.join(',') },
    signal,
    timeoutMs: 8_000,
  })
}

/**
 * "This is the same animal": follow the case with a note, then add the reporter's photos to
 * it (each with its client photo id, so a repeat after a lost answer stores nothing twice).
 */
export function useFollowCase() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      note,
      at,
      photoHashes,
      photos,
    }: {
      id: number
      note: string | null
      /**
       * Where the phone measured the follower to be (with its GPS accuracy), when it did: following
       * is for someone within the nearby radius...
       */
      at: { lat: number; lng: number; accuracy: number } | null
      /** ...or holding one of the case's pictures (their photos' perceptual hashes). */
      photoHashes: string[]
      photos: NewPhoto[]
    }) => {
      const rescue = await api.post<Rescue>(`/rescues/${id}/follow`, {
        note,
        ...at,
        ...(photoHashes.length > 0 ? { photoHashes } : {}),
      })
      if (photos.length > 0) {
        const form = new FormData()
        form.append('photoIds', JSON.stringify(photos.map((p) => p.id)))
        for (const photo of photos) form.append('images', photo.blob, photo.name)
        await api.post<RescueImages>(`/rescues/${id}/images`, form)
      }
      return rescue
    },
    onSuccess: (rescue) => {
      qc.setQueryData(rescueKeys.detail(rescue.id), rescue)
      return qc.invalidateQueries({ queryKey: rescueKeys.all })
    },
  })
}
