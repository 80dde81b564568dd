// The same animal, one case (docs/rules.md#places). Before a report goes in, the
// reporter is shown the open cases of the same animal type reported nearby in the last hours
// (NEARBY_RADIUS_M, NEARBY_WINDOW_HOURS); "this is the same animal" makes them a follower of
// that case, with their note on its timeline and their photos on it (uploaded_by), instead of
// a new case. A report that arrives without that check (from the offline outbox) is flagged as
// a possible duplicate of the nearest such case, for an admin to decide; never merged here.
//
// The search: a latitude/longitude box around the point narrows the cases through the index
// (migration 0011), then the great-circle distance keeps those really within the radius.
//
// What a passer-by learns is the approximate place only (rescues.privacy.access.ts, lib/geo.ts): the list is
// measured from each case's approximate position, its distances are rounded, it names the
// case's landmark or city but never its typed address, and it is rate-limited per account.
// Following is earned (docs/rules.md#followers): the caller must be within the radius of the
// case, by a position their phone measured (sent with its GPS accuracy, at most
// FOLLOW_MAX_ACCURACY_M: a typed or picked place, or a vague fix, proves nothing), or present a
// photo whose perceptual hash matches one of the case's (a forwarded picture says nothing of
// where its sharer stands); and may follow a few cases an hour.
import { RESCUE_TERMINAL, type RescueAnimalType, rescueConflictMessage, type ServerNote } from '@paws/contracts'
import {
  FOLLOW_MAX_ACCURACY_M,
  type FollowBody,
  NEARBY_RADIUS_M,
  NEARBY_WINDOW_HOURS,
  type NearbyList,
  type NearbyQuery,
  type Rescue,
} from '@paws/contracts/schemas/rescues'
import type { Db } from '../../db/database.ts'
import { BusinessRule, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { approximatePosition, boxAround, distanceM, GRID_SLACK_M, roundedDistance } from '../../lib/geo.ts'
import { actorFor, historyValues } from '../../lib/history.ts'
import type { Viewer } from './rescues.access.ts'
import { announceFollower } from './rescues.notify.ts'
import { caseHasPhotoLike } from './rescues.photo-hashes.repository.ts'
import * as repo from './rescues.repository.ts'
import { caseFacts } from './rescues.notify.ts'
import type { RescueDeps } from './rescues.deps.ts'

export interface NearbySearch {
  lat: number
  lng: number
  animalType: RescueAnimalType
  now?: Date
  beforeId?: number
  notOf?: number
  /** Measure from each case's approximate position (what a passer-by may learn). */
  approximate?: boolean
}

/** The statement of the search: the cases inside the box around the point (the benchmark explains it). */
export function nearbyBoxQuery(db: Db, search: NearbySearch) {
  const now = search.now ?? new Date()
  return repo.casesInBoxQuery(db, {
    animalType: search.animalType,
    box: boxAround(search.lat, search.lng, NEARBY_RADIUS_M + (search.approximate ? GRID_SLACK_M : 0)),
    since: new Date(now.getTime() - NEARBY_WINDOW_HOURS * 3_600_000),
    beforeId: search.beforeId,
    notOf: search.notOf,
  })
}

/** The open cases within the radius and window, nearest first. */
export async function findNearby(db: Db, search: NearbySearch) {
  const rows = await nearbyBoxQuery(db, search).execute()
  return rows
    .map((row) => ({ row, distance: distanceM(search, search.approximate ? approximatePosition(row) : row) }))
    .filter((c) => c.distance <= NEARBY_RADIUS_M)
    .sort((a, b) => a.distance - b.distance || b.row.id - a.row.id)
}

/** The follow's position when the phone measured it closely enough to count; otherwise null. */
function measuredPosition(body: FollowBody): { lat: number; lng: number } | null {
  const { lat, lng, accuracy } = body
  if (lat === undefined || lng === undefined || accuracy === undefined) return null
  return accuracy <= FOLLOW_MAX_ACCURACY_M ? { lat, lng } : null
}

export function createRescueFollows(deps: RescueDeps, get: (viewer: Viewer, id: number) => Promise<Rescue>) {
  const { db, notifier } = deps

  /** What the wizard offers: cases the caller did not report and does not follow yet. */
  async function nearby(viewer: Viewer, query: NearbyQuery): Promise<NearbyList> {
    const found = await findNearby(db, { ...query, notOf: viewer.id, approximate: true })
    return {
      rescues: found.slice(0, 10).map(({ row, distance }) => ({
        id: row.id,
        animalType: row.animal_type,
        status: row.status,
        urgency: row.urgency,
        distanceM: roundedDistance(distance),
        createdAt: new Date(row.created_at).toISOString(),
        place: row.place,
        photo: row.photo,
      })),
    }
  }

  /**
   * "This is the same animal": the caller follows the case; the first time, their note goes
   * on its timeline and the people of the case are told. A repeat (an outbox retry) changes
   * nothing.
   */
  async function follow(viewer: Viewer, id: number, body: FollowBody): Promise<Rescue> {
    if (viewer.role === 'ngo') throw new Forbidden('error.rescue.ngoCannotFollow')
    const added = await db.transaction().execute(async (trx) => {
      const status = await repo.lockRescue(trx, id)
      const row = status ? await repo.findRescue(trx, id) : undefined
      if (!row) throw new NotFound('error.rescue.notFound')
      if (row.requester_id === viewer.id) throw new Conflict('error.followOwnCase')
      const now = row.status
      if (RESCUE_TERMINAL.includes(now)) throw new Conflict((t) => rescueConflictMessage(t, now, now))
      if (row.merged_into_id !== null) {
        throw new Conflict('error.rescue.mergedFollow', { id: String(row.merged_into_id) })
      }
      if (await repo.isFollower(trx, id, viewer.id)) return false
      const { lat, lng } = row.location
      const from = measuredPosition(body)
      const near =
        from !== null &&
        typeof lat === 'number' &&
        typeof lng === 'number' &&
        distanceM(from, approximatePosition({ lat, lng })) <= NEARBY_RADIUS_M + GRID_SLACK_M
      if (!near && !(await caseHasPhotoLike(trx, id, body.photoHashes ?? []))) {
        const radius = { radius: NEARBY_RADIUS_M }
        throw new BusinessRule('error.followNotNear', radius, [
          { field: 'lat', message: 'error.followNotNear', values: radius },
        ])
      }
      if (!(await repo.addFollower(trx, id, viewer.id))) return false
      const actor = await actorFor(trx, viewer.id, 'follower')
      const note = body.note?.trim() || null
      const text: ServerNote = note
        ? { key: 'historyNote.sameAnimalNote', values: { note } }
        : { key: 'historyNote.sameAnimal' }
      await repo.insertHistory(trx, { rescue_id: id, ...historyValues(actor, row.status, row.status, text) })
      await announceFollower(trx, notifier, caseFacts(row), row.ngo_id, viewer.id)
      return true
    })
    if (added) notifier.flush()
    return get(viewer, id)
  }

  return { nearby, follow }
}
