// Dispatch for a responder (docs/rules.md#dispatch): the cases offered to them and the open
// cases near them nobody has taken, each as the approximate place only. Read from the server
// whenever online and kept on the phone (offline/dispatch-lists.ts), read from the phone with
// no signal, with when they were saved. Shapes are fixed by packages/contracts/src/schemas/dispatch.ts.
import type { MapConfig } from '@paws/contracts/schemas/admin'
import type { OfferList, OpenCaseList } from '@paws/contracts/schemas/dispatch'
import { type FetchQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { call, fieldCasesEpoch } from '../offline/index.ts'
import { api } from '../http/client.ts'
import { isUnreachable } from './field.ts'
import { dutyQuery } from './teams.ts'

export interface Kept<T> {
  data: T
  /** When the phone's copy was saved, if this is it (no signal); null for a live answer. */
  savedAt: number | null
}

export interface Point {
  lat: number
  lng: number
}

export const dispatchKeys = {
  all: ['dispatch'] as const,
  offers: (userId: number) => [...dispatchKeys.all, 'offers', userId] as const,
  nearby: (userId: number, at: Point | null) =>
    [...dispatchKeys.all, 'nearby', userId, at ? `${at.lat.toFixed(3)},${at.lng.toFixed(3)}` : null] as const,
}

/** Raised when the nearby list is asked for with no position and nothing kept. */
export class NoPosition extends Error {}

async function liveOrKept<T>(
  userId: number,
  kind: 'offers' | 'nearby',
  read: (() => Promise<T>) | null,
): Promise<Kept<T>> {
  const since = fieldCasesEpoch()
  const kept = async (error: unknown) => {
    const copy = await call('keptDispatchList', userId, kind).catch(() => undefined)
    if (!copy) throw error
    return { data: copy.data as T, savedAt: copy.savedAt }
  }
  if (!read) return kept(new NoPosition())
  try {
    const data = await read()
    void call('keepDispatchList', userId, kind, data, since).catch(() => undefined)
    return { data, savedAt: null }
  } catch (error) {
    if (!isUnreachable(error)) throw error
    return kept(error)
  }
}

/** The cases offered to this member in the last day: open ones and those taken since. */
export const offersQuery = (userId: number) =>
  queryOptions({
    queryKey: dispatchKeys.offers(userId),
    queryFn: ({ signal }) => liveOrKept(userId, 'offers', () => api.get<OfferList>('/rescues/offers', { signal })),
    refetchInterval: 30_000,
  })

/**
 * Near me, not yet taken, from the phone's position (403 when off duty). With no position
 * yet, the list kept on the phone, if any. The server answers 30 of these in 10 minutes.
 */
export const nearbyOpenQuery = (userId: number, at: Point | null) =>
  queryOptions({
    queryKey: dispatchKeys.nearby(userId, at),
    queryFn: ({ signal }) =>
      liveOrKept(
        userId,
        'nearby',
        at
          ? () =>
              api.get<OpenCaseList>('/rescues/nearby-open', {
                query: { lat: Number(at.lat.toFixed(5)), lng: Number(at.lng.toFixed(5)) },
                signal,
              })
          : null,
      ),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })

/** The map's tile server (the API's MAP_TILE_URL) for the app's maps; public. */
export const mapTilesQuery = () =>
  queryOptions({
    queryKey: ['map-config'] as const,
    queryFn: ({ signal }) => api.get<MapConfig>('/rescues/map-config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** How long /respond's loader waits for its first answers before it draws with its own loading states. */
const FIRST_ANSWERS_MS = 3000

/**
 * Starts /respond's first calls (the member's duty and the offers) and resolves once those the
 * phone had no answer for yet have settled, at most FIRST_ANSWERS_MS later, or at once with no
 * signal: the page is then drawn once with its lists instead of moving down as each arrives.
 * Never rejects.
 */
export function prefetchRespond(client: QueryClient, userId: number): Promise<void> {
  const firsts: Promise<void>[] = []
  const start = <T, K extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, K>) => {
    const known = client.getQueryData(options.queryKey) !== undefined
    const done = client.prefetchQuery(options)
    if (!known) firsts.push(done)
  }
  start(dutyQuery(userId))
  start(offersQuery(userId))
  if (firsts.length === 0 || !navigator.onLine) return Promise.resolve()
  return Promise.race([
    Promise.all(firsts).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_MS)),
  ])
}
