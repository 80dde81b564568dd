// Lost and found posts (docs/rules.md#lost-and-found): query options with hierarchical keys and
// mutations that refresh them. A new lost or found post does not go through here: it goes
// through the outbox (src/offline, posts.ts), so none is lost on a bad connection; a sighting,
// made on a post's page with the page open, is sent at once.
import type {
  LostFoundCloseBody,
  LostFoundCreateBody,
  LostFoundImages,
  LostFoundList,
  LostFoundListQuery,
  LostFoundMatches,
  LostFoundMessage,
  LostFoundPost,
  LostFoundThreads,
  SearchCell,
  SearchCells,
  SearchPartyAnswer,
  TagCreated,
  TagFoundAnswer,
  TagFoundBody,
  TagPage,
} from '@paws/contracts/schemas/lost-found'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StoredPhoto } from '../offline/index.ts'
import { api, type Query } from '../http/client.ts'

export type LostFoundFilters = Pick<LostFoundListQuery, 'kind' | 'species' | 'lat' | 'lng' | 'radiusKm' | 'mine'>

export const lostFoundKeys = {
  all: ['lost-found'] as const,
  lists: () => [...lostFoundKeys.all, 'list'] as const,
  list: (filters: LostFoundFilters) => [...lostFoundKeys.lists(), filters] as const,
  post: (id: number) => [...lostFoundKeys.all, 'post', id] as const,
  matches: (id: number) => [...lostFoundKeys.post(id), 'matches'] as const,
  messages: (id: number) => [...lostFoundKeys.post(id), 'messages'] as const,
  sightings: (id: number) => [...lostFoundKeys.post(id), 'sightings'] as const,
  cells: (id: number) => [...lostFoundKeys.post(id), 'cells'] as const,
  tag: (code: string) => [...lostFoundKeys.all, 'tag', code] as const,
}

export const lostFoundListQuery = (filters: LostFoundFilters) =>
  queryOptions({
    queryKey: lostFoundKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<LostFoundList>('/lost-found/posts', { query: { ...filters, limit: 50 } as Query, signal }),
  })

export const lostFoundPostQuery = (id: number) =>
  queryOptions({
    queryKey: lostFoundKeys.post(id),
    queryFn: ({ signal }) => api.get<LostFoundPost>(`/lost-found/posts/${id}`, { signal }),
  })

/**
 * A lost post's sightings: the open sighting posts that name it (the list has no filter by lost
 * post, so the newest hundred sightings are read and picked).
 */
export const sightingsQuery = (id: number) =>
  queryOptions({
    queryKey: lostFoundKeys.sightings(id),
    queryFn: async ({ signal }) => {
      const list = await api.get<LostFoundList>('/lost-found/posts', {
        query: { kind: 'sighting', limit: 100 },
        signal,
      })
      return list.posts.filter((p) => p.lostPostId === id)
    },
  })

export const matchesQuery = (id: number) =>
  queryOptions({
    queryKey: lostFoundKeys.matches(id),
    queryFn: ({ signal }) => api.get<LostFoundMatches>(`/lost-found/posts/${id}/matches`, { signal }),
  })

export const messagesQuery = (id: number) =>
  queryOptions({
    queryKey: lostFoundKeys.messages(id),
    queryFn: ({ signal }) => api.get<LostFoundThreads>(`/lost-found/posts/${id}/messages`, { signal }),
  })

export const searchCellsQuery = (id: number) =>
  queryOptions({
    queryKey: lostFoundKeys.cells(id),
    queryFn: ({ signal }) => api.get<SearchCells>(`/lost-found/posts/${id}/search-cells`, { signal }),
    // The owner watches the map fill as people tick their cells.
    refetchInterval: 30_000,
  })

export const tagQuery = (code: string) =>
  queryOptions({
    queryKey: lostFoundKeys.tag(code),
    queryFn: ({ signal }) => api.get<TagPage>(`/lost-found/tags/${code}`, { signal }),
  })

function useRefreshPost(id: number) {
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: lostFoundKeys.post(id) })
}

/** "I saw this one": a sighting post with its place, time and an optional photo. */
export function useAddSighting(lostPostId: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, photo }: { body: LostFoundCreateBody; photo: StoredPhoto | null }) => {
      const created = await api.post<LostFoundPost>('/lost-found/posts', { ...body, kind: 'sighting', lostPostId })
      if (photo) {
        const form = new FormData()
        form.append('photoIds', JSON.stringify([photo.id]))
        form.append('images', new Blob([photo.data], { type: photo.type }), photo.name)
        await api.post<LostFoundImages>(`/lost-found/posts/${created.id}/images`, form)
      }
      return created
    },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: lostFoundKeys.post(lostPostId) }),
        qc.invalidateQueries({ queryKey: lostFoundKeys.lists() }),
      ]),
  })
}

export function useSendMessage(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: { text: string; threadId?: number }) =>
      api.post<LostFoundMessage>(`/lost-found/posts/${id}/messages`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: lostFoundKeys.messages(id) }),
  })
}

export function useReportMessage(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string | null }) =>
      api.post<unknown>(`/lost-found/posts/${id}/messages/${messageId}/report`, { reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: lostFoundKeys.messages(id) }),
  })
}

export function useClosePost(id: number) {
  const refresh = useRefreshPost(id)
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: LostFoundCloseBody) => api.post<LostFoundPost>(`/lost-found/posts/${id}/close`, body),
    onSuccess: () => Promise.all([refresh(), qc.invalidateQueries({ queryKey: lostFoundKeys.lists() })]),
  })
}

export function useMakeTag() {
  return useMutation({
    mutationFn: (postId: number) => api.post<TagCreated>('/lost-found/tags', { postId }),
  })
}

export function useTagFound(code: string) {
  return useMutation({
    mutationFn: (body: TagFoundBody) => api.post<TagFoundAnswer>(`/lost-found/tags/${code}/found`, body),
  })
}

export function useAskSearchParty(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<SearchPartyAnswer>(`/lost-found/posts/${id}/search-party`),
    onSuccess: () => qc.invalidateQueries({ queryKey: lostFoundKeys.cells(id) }),
  })
}

/** Takes a cell ("claim"; a second person's claim is a 409) or ticks it searched. */
export function useCellMove(id: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ cellId, move }: { cellId: number; move: 'claim' | 'searched' }) =>
      api.post<SearchCell>(`/lost-found/posts/${id}/search-cells/${cellId}/${move}`),
    onSettled: () => qc.invalidateQueries({ queryKey: lostFoundKeys.cells(id) }),
  })
}
