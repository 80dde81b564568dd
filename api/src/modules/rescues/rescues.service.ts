// Rescue cases: report (exactly once per Idempotency-Key), list and read with the scoping of
// docs/rules.md#permissions, and the workflow (rescues.workflow.ts) and photos (rescues.photos.service.ts)
// built on the same dependencies.
import type {
  RescueList,
  RescueListQuery,
  Rescue,
  RescueCreateBody,
  SamePhotoList,
  SamePhotoQuery,
} from '@paws/contracts/schemas/rescues'
import type { Database, Db, Trx } from '../../db/database.ts'
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { actorFor, type HistoryActor, historyValues, toHistoryEntry } from '../../lib/history.ts'
import { actorOf, relationTo, scopeOf, type Viewer, viewFor } from './rescues.access.ts'
import { proofPhotosOf } from './rescues.actions.repository.ts'
import { handoversOfCase } from '../clinics/clinics.handovers.repository.ts'
import { type RescueView, toRescue } from './rescues.mapper.ts'
import { announceReport, caseFacts } from './rescues.notify.ts'
import { createRescueFollows, findNearby } from './rescues.nearby.service.ts'
import { startRing } from '../dispatch/dispatch.ring.ts'
import { closureFor } from './rescues.closure.service.ts'
import type { RescueDeps } from './rescues.deps.ts'
import * as repo from './rescues.repository.ts'
import { timelineFor } from './rescues.timeline.access.ts'
import { reportValues } from './rescues.values.ts'
import { findSamePhoto, keepPhotoHashes } from './rescues.photo-hashes.repository.ts'
import { answeringCase, holdNew, joinSamePhoto, triageOnFiling } from './rescues.triage.service.ts'

/** The timeline's reporter of a case filed by a signed-out phone's SMS, until an account claims it. */
const SMS_REPORTER: HistoryActor = { id: null, role: 'requester', name: 'SMS' }

type Handovers = Map<number, { name: string; ref: string | null }>

/**
 * A rescue step's own facts: the moment it was made on the phone, a completion's outcome, a
 * step of a hand-over to a clinic.
 */
function stepFacts(h: Awaited<ReturnType<typeof repo.historyOf>>[number], handovers: Handovers) {
  const handover = h.handover_id ? handovers.get(h.handover_id) : undefined
  return {
    ...(h.occurred_at ? { occurredAt: new Date(h.occurred_at).toISOString() } : {}),
    ...(h.outcome ? { outcome: { kind: h.outcome, place: h.outcome_place ?? null } } : {}),
    ...(handover && h.clinic_step
      ? {
          clinic: {
            step: h.clinic_step,
            name: handover.name,
            ref: h.clinic_step === 'admitted' ? handover.ref : null,
            animalState: h.animal_state ?? null,
          },
        }
      : {}),
  }
}

/** The case as `view` allows, with its photos and timeline (`viewerId` reads their own notes). */
export async function rescueDetail(db: Database, id: number, view: RescueView, viewerId?: number): Promise<Rescue> {
  const row = await repo.findRescue(db, id)
  if (!row) throw new NotFound('error.rescue.notFound')
  const photos = await repo.photosOf(db, [id])
  const history = await repo.historyOf(db, id)
  const proof = await proofPhotosOf(db, id)
  const handovers: Handovers = new Map(
    (await handoversOfCase(db, id)).map((h) => [h.id, { name: h.clinic_name ?? '', ref: h.clinic_ref }]),
  )
  // A merged case's last entry into cancelled is the merge: it reads "Merged into #N" (docs/rules.md#closure).
  const mergeEntry = row.merged_into_id !== null ? history.findLast((h) => h.to_status === 'cancelled')?.id : undefined
  const entries = history.map((h) => {
    const shots = proof.get(h.id)
    const merged = h.id === mergeEntry && row.merged_into_id !== null ? { mergedInto: row.merged_into_id } : {}
    const entry = { ...toHistoryEntry(h), id: h.id, ...stepFacts(h, handovers), ...merged }
    return shots
      ? { ...entry, photos: shots.map((p) => ({ clientId: p.client_id, url: p.url, sha256: p.sha256 })) }
      : entry
  })
  return toRescue(row, photos.get(id) ?? [], view, timelineFor(entries, view, viewerId))
}

/**
 * The nearest older open case of the same animal type within the radius and window of
 * GET /rescues/nearby, for a report the reporter did not check against them (one sent from
 * the offline outbox): the admin sees it flagged, nothing is merged.
 */
async function possibleDuplicate(db: Db, row: repo.RescueRow): Promise<number | null> {
  const { lat, lng } = row.location
  if (typeof lat !== 'number' || typeof lng !== 'number') return null
  const found = await findNearby(db, {
    lat,
    lng,
    animalType: row.animal_type,
    now: new Date(row.created_at),
    beforeId: row.id,
  })
  return found[0]?.row.id ?? null
}

export function createRescuesService(deps: RescueDeps) {
  const { db, notifier } = deps

  async function get(viewer: Viewer, id: number): Promise<Rescue> {
    const row = await repo.findRescue(db, id)
    const relation = row ? await relationTo(db, viewer, row) : null
    if (!relation) throw new NotFound('error.rescue.notFound')
    const rescue = await rescueDetail(db, id, viewFor(relation, true), viewer.id)
    const watcher = relation === 'follower' || row?.requester_id === viewer.id
    const closure = watcher && row ? await closureFor(db, id, row.status, viewer.id) : undefined
    return {
      ...rescue,
      ...(relation === 'follower' ? { following: true } : {}),
      ...(closure ? { closure } : {}),
    }
  }

  async function list(viewer: Viewer, query: RescueListQuery): Promise<RescueList> {
    const page = query.page ?? 1
    const limit = query.limit ?? 20
    // Which reports wait for review is the admins' desk (docs/rules.md#dispatch).
    if (query.triage && viewer.role !== 'admin') throw new Forbidden('error.rescue.triageAdminsOnly')
    const scope = scopeOf(viewer)
    const { rows, total, more } = scope
      ? await repo.listRescues(db, scope, query, page, limit)
      : { rows: [], total: 0, more: false }
    const photos = await repo.photosOf(
      db,
      rows.map((r) => r.id),
    )
    return {
      // A requester's list also holds the cases they follow (no actor part in them).
      rescueRequests: rows.map((row) => {
        const actor = actorOf(viewer, row)
        const rescue = toRescue(row, photos.get(row.id) ?? [], viewFor(actor ?? 'follower'))
        return actor ? rescue : { ...rescue, following: true }
      }),
      meta: { total, page, limit, totalPages: Math.ceil(total / limit), ...(more ? { more } : {}) },
    }
  }

  /**
   * A new case, or with a repeated idempotency key the case that key already made. `sms`: the
   * report came by SMS (docs/sms-reports.md); the SMS service records the message with the case,
   * in the same transaction, so the phone's copy sent at the same moment finds it and brings the
   * details, and a repeated SMS brings none.
   */
  async function create(
    viewer: Viewer,
    body: RescueCreateBody,
    key?: string,
    sms?: BySms,
  ): Promise<{ rescue: Rescue; created: boolean }> {
    if (viewer.role === 'ngo') {
      throw new Forbidden('error.rescue.ngoCannotReport')
    }
    const values = reportValues(body)
    const outcome = await db.transaction().execute(async (trx) => {
      const id = await repo.insertRescue(trx, { ...values, requester_id: viewer.id, idempotency_key: key ?? null })
      if (id === undefined) {
        const existing = key ? await repo.idForKey(trx, viewer.id, key) : undefined
        if (existing === undefined) throw new Conflict('error.reportBeingSaved')
        // Filed first from an SMS (few details): the phone's copy brings the rest.
        if (!sms && (await repo.completeSmsCase(trx, existing, values)))
          await keepPhotoHashes(trx, existing, body.photoHashes)
        return { id: await answeringCase(trx, existing), created: false }
      }
      const joined = await fileNew(trx, id, await actorFor(trx, viewer.id, 'requester'), body, sms)
      if (joined !== null) return { id: joined, created: false }
      return { id, created: true }
    })
    if (outcome.created) notifier.flush()
    return { rescue: await get(viewer, outcome.id), created: outcome.created }
  }

  /**
   * What every new case gets, in its transaction: the SMS it came from, timeline, flags, news,
   * the ring, or the desk's triage (docs/rules.md#dispatch). Answers the case it joined instead
   * when the same account sent the same photo again, else null.
   */
  async function fileNew(
    trx: Trx,
    id: number,
    actor: HistoryActor,
    body: RescueCreateBody,
    sms?: BySms,
  ): Promise<number | null> {
    if (sms) await sms.record(trx, id)
    await repo.insertHistory(trx, {
      rescue_id: id,
      ...historyValues(actor, null, 'pending', { key: 'historyNote.reported' }),
    })
    const row = await repo.findRescue(trx, id)
    if (!row) throw new NotFound('error.rescue.notFound')
    // The same photo again from the same account joins its first case (docs/rules.md#dispatch).
    const joined = sms ? null : await joinSamePhoto(trx, row, body.photoHashes)
    await keepPhotoHashes(trx, id, body.photoHashes)
    if (joined !== null) return joined
    const duplicateOf = body.nearbyChecked ? null : await possibleDuplicate(trx, row)
    if (duplicateOf !== null) await repo.flagDuplicate(trx, id, duplicateOf)
    const held = await triageOnFiling(trx, row, { sms: sms !== undefined })
    if (held) await holdNew(trx, deps, row, held)
    const { deskTold } = await startRing(trx, deps, row)
    if (!held)
      await announceReport(trx, notifier, caseFacts(row), actor.id, {
        duplicateOf,
        tellAdmins: !deskTold || duplicateOf !== null,
      })
    return null
  }

  /**
   * A case from a signed-out phone's SMS (docs/sms-reports.md#signed-out): no requester until an
   * account claims it, under the report's id as its idempotency key. The SMS's `record` runs first
   * in the same transaction (the claim code's one use), so a code used at the same moment files one case.
   */
  async function createAnonymous(body: RescueCreateBody, key: string, sms: BySms): Promise<number> {
    const values = reportValues(body)
    const id = await db.transaction().execute(async (trx) => {
      const id = await repo.insertRescue(trx, { ...values, requester_id: null, idempotency_key: key })
      if (id === undefined) throw new Conflict('error.reportBeingSaved')
      await fileNew(trx, id, SMS_REPORTER, body, sms)
      return id
    })
    notifier.flush()
    return id
  }

  /** Open cases whose photo is the same picture as one about to be reported (not the caller's own). */
  function samePhoto(viewer: Viewer, query: SamePhotoQuery): Promise<SamePhotoList> {
    return findSamePhoto(db, viewer.id, query)
  }

  const follows = createRescueFollows(deps, get)
  return { get, list, create, createAnonymous, samePhoto, nearby: follows.nearby, follow: follows.follow }
}

export type RescuesService = ReturnType<typeof createRescuesService>

/**
 * A report that came by SMS (docs/sms-reports.md): the SMS module records its receipt (and a
 * claim code's use) with the new case, first, in the case's transaction.
 */
export interface BySms {
  record(trx: Trx, caseId: number): Promise<void>
}
