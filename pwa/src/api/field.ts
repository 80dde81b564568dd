// An NGO's field work: its open cases, read from the server whenever online and
// kept on the phone (offline/cases.ts), read from the phone when there is no signal.
import { thumbnailUrl } from '@paws/contracts'
import type { Rescue, RescueList } from '@paws/contracts/schemas/rescues'
import { queryOptions } from '@tanstack/react-query'
import { call, fieldCasesEpoch, markKept, type SnapshotOf } from '../offline/index.ts'
import { afterPageSettled } from '../lib/page-settled.ts'
import { api } from '../http/client.ts'
import { isApiError } from '../http/errors.ts'
import { rescueKeys } from './rescues.ts'

export interface FieldCases {
  /**
   * The open cases (assigned, accepted, in progress, rescued): online as the list gives them
   * (no timeline), while each one's full detail is kept on the phone behind the queue; with no
   * signal the kept copies.
   */
  open: Rescue[]
  /** The NGO's finished cases (online only). */
  closed: Rescue[]
  /** When the phone's copy was saved, if this is it (no signal); null for a live answer. */
  savedAt: number | null
}

/** No answer from the server at all (no signal, or it timed out): the kept copy may stand in. */
export const isUnreachable = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')

/** Puts the case photos the field needs (thumbnails, the first large one) in the photo cache. */
function warmPhotos(cases: Rescue[]) {
  const urls = cases.flatMap((c) => [...c.images.map((u) => thumbnailUrl(u)), ...c.images.slice(0, 1)])
  for (const url of urls) void fetch(url).catch(() => undefined)
}

/** The latest refresh's number: an older one still fetching does not overwrite what it kept. */
let latestKeep = 0

/**
 * Keeps each open case's full detail (with its timeline) on the phone for no signal, and its
 * photos, once the queue is drawn and the page settled: the worker does not wait for one call
 * per case to see it, and those calls do not compete with the page's own.
 * Nothing is kept if a newer refresh or a sign-out came meanwhile (keepFieldCases).
 */
async function keepInBackground(userId: number, ids: number[], snapshotOf?: SnapshotOf) {
  const run = ++latestKeep
  const since = fieldCasesEpoch()
  try {
    const open = await Promise.all(ids.map((id) => api.get<Rescue>(`/rescues/${id}`)))
    if (run !== latestKeep) return
    await call('keepFieldCases', userId, open, snapshotOf, since)
    warmPhotos(open)
  } catch {
    // No signal or a case gone meanwhile: the copies of the last refresh stay until the next.
  }
}

const FIELD_PAGE = 100

/** Every case the NGO holds, newest first, however many: one page of 100 at a time. */
async function heldCases(signal: AbortSignal): Promise<Rescue[]> {
  const cases: Rescue[] = []
  for (let page = 1; ; page++) {
    const list = await api.get<RescueList>('/rescues', {
      query: { held: true, page, limit: FIELD_PAGE, sortBy: 'createdAt', sortOrder: 'DESC' },
      signal,
    })
    cases.push(...list.rescueRequests)
    if (page >= list.meta.totalPages || list.rescueRequests.length === 0) return cases
  }
}

/** The NGO's latest finished cases (the newest 100). */
async function latestClosed(signal: AbortSignal): Promise<Rescue[]> {
  const list = await api.get<RescueList>('/rescues', {
    query: { held: false, limit: FIELD_PAGE, sortBy: 'createdAt', sortOrder: 'DESC' },
    signal,
  })
  return list.rescueRequests
}

/**
 * The NGO's open cases. `snapshotOf` draws each kept case as HTML for a cold start with no
 * signal (components/field/case-snapshot.ts; the data layer does not draw).
 */
export const fieldCasesQuery = (userId: number, snapshotOf?: SnapshotOf) =>
  queryOptions({
    queryKey: [...rescueKeys.all, 'field', userId] as const,
    queryFn: async ({ signal }): Promise<FieldCases> => {
      try {
        const [open, closed] = await Promise.all([heldCases(signal), latestClosed(signal)])
        // Once the page has what it needs (its own data and photos first on a slow link).
        afterPageSettled(
          () =>
            void keepInBackground(
              userId,
              open.map((r) => r.id),
              snapshotOf,
            ),
        )
        return { open, closed, savedAt: null }
      } catch (error) {
        if (!isUnreachable(error)) throw error
        const kept = await call('keptFieldCases', userId).catch(() => [])
        if (kept.length === 0) throw error
        return {
          open: kept.map((k) => markKept(k.rescue, k.savedAt)),
          closed: [],
          savedAt: Math.min(...kept.map((k) => k.savedAt)),
        }
      }
    },
  })
