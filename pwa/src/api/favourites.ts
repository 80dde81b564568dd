// Favourites: the hearted animals and their ids (keyed by account, so another
// account never sees them), and hearting with the heart turning at once (rolled back on failure).
import type { FavouriteIds, FavouriteList, FavouriteState } from '@paws/contracts/schemas/favourites'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../http/client.ts'

export const favouriteKeys = {
  all: ['favourites'] as const,
  ids: (userId: number) => [...favouriteKeys.all, userId, 'ids'] as const,
  list: (userId: number) => [...favouriteKeys.all, userId, 'list'] as const,
}

export const favouriteIdsQuery = (userId: number) =>
  queryOptions({
    queryKey: favouriteKeys.ids(userId),
    queryFn: ({ signal }) => api.get<FavouriteIds>('/favourites/ids', { signal }),
    staleTime: 60_000,
  })

export const favouritesQuery = (userId: number) =>
  queryOptions({
    queryKey: favouriteKeys.list(userId),
    queryFn: ({ signal }) => api.get<FavouriteList>('/favourites', { signal }),
  })

export function useToggleFavourite(userId: number) {
  const qc = useQueryClient()
  const key = favouriteKeys.ids(userId)
  return useMutation({
    mutationFn: ({ animalId, favourite }: { animalId: number; favourite: boolean }) =>
      favourite
        ? api.put<FavouriteState>(`/favourites/${animalId}`, {})
        : api.delete<FavouriteState>(`/favourites/${animalId}`),
    onMutate: async ({ animalId, favourite }) => {
      await qc.cancelQueries({ queryKey: key })
      const before = qc.getQueryData<FavouriteIds>(key)
      const ids = (before?.animalIds ?? []).filter((id) => id !== animalId)
      qc.setQueryData<FavouriteIds>(key, { animalIds: favourite ? [animalId, ...ids] : ids })
      return { before }
    },
    onError: (_err, _vars, context) => {
      if (context?.before) qc.setQueryData(key, context.before)
    },
    onSettled: () => qc.invalidateQueries({ queryKey: [...favouriteKeys.all, userId] }),
  })
}
