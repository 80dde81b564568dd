// An NGO's actions on a case from the field (docs: the offline engine). Each carries an
// Idempotency-Key: the key is claimed in the same transaction that applies the action, and
// the first outcome is stored with it, so a repeat (an outbox re-sending after a lost
// answer) answers that outcome and records nothing twice. A repeat answers the stored outcome
// only, never the live case: the key is no pass to a case the caller may no longer see. An
// action whose case moved on while the worker was offline is refused with a 409 naming the
// reason (reassigned, cancelled, NGO suspended, status changed); that refusal is kept with the
// key too. An NGO that may not act (pending, rejected, suspended) is refused before anything
// is stored. Every move goes through the one move path (rescues.move.ts). Proof photos (up
// to 5 per step) attach to the timeline entry the action wrote.
import {
  declineReasonError,
  isNoteOnly,
  isOfferAnswer,
  MAX_PROOF_PHOTOS,
  PROOF_ACTIONS,
  RESCUE_ACTION_MOVES,
  RESCUE_OPEN,
  type RescueConflictReason,
  rescueConflictMessage,
  rescueConflictReason,
  type RescueStatus,
  type Translator,
} from '@paws/contracts'
import {
  HANDOVER_MESSAGES,
  type ProofPhotos,
  RESCUE_OUTCOME_MESSAGES,
  type RescueActionBody,
  type RescueActionResult,
} from '@paws/contracts/schemas/rescue-actions'
import { createHash } from 'node:crypto'
import type { Trx } from '../../db/database.ts'
import type { RescueUpdate } from '../../db/schema.ts'
import { BusinessRule, Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { actorFor, historyValues } from '../../lib/history.ts'
import { removeImage, storeImage } from '../../lib/images.ts'
import type { Viewer } from './rescues.access.ts'
import { viewFor } from './rescues.access.ts'
import * as actions from './rescues.actions.repository.ts'
import type { RescueDeps } from './rescues.deps.ts'
import { moveCase } from './rescues.move.ts'
import type { IncomingPhoto } from './rescues.photos.service.ts'
import * as repo from './rescues.repository.ts'
import { rescueDetail } from './rescues.service.ts'
import { cantTake } from '../dispatch/dispatch.ring.ts'
import { clinicStep, handOver, handoverFieldError, isClinicAction } from './rescues.handover.service.ts'
import { offerOf } from '../dispatch/dispatch.repository.ts'
import { mayTake } from '../dispatch/dispatch.take.ts'
import { looksFalse } from './rescues.triage.service.ts'

/**
 * The 409 for a refused action; the status is named only while the case is still the NGO's,
 * and a case taken first names who took it.
 */
export function actionConflict(
  reason: RescueConflictReason,
  current: RescueStatus | null,
  to?: RescueStatus,
  takenBy?: string | null,
) {
  const words = (t: Translator) => {
    const detail = reason === 'status_changed' && current && to ? ` ${rescueConflictMessage(t, current, to)}` : ''
    const who = reason === 'taken' && takenBy ? `${t('conflict.takenBy', { ngo: takenBy })} ` : ''
    return `${who}${rescueConflictReason(t, reason)}${detail}`
  }
  return new Conflict(words, undefined, {
    reason,
    currentStatus: current,
    ...(reason === 'taken' && takenBy ? { takenBy } : {}),
  })
}

function refusal(viewer: Viewer, row: { status: RescueStatus; ngo_id: number | null }, from: readonly RescueStatus[]) {
  if (row.ngo_id === null || row.ngo_id !== viewer.ngoId) return 'reassigned' as const
  if (row.status === 'cancelled') return 'cancelled' as const
  if (!from.includes(row.status)) return 'status_changed' as const
  return null
}

/** Completing asks what became of the animal; a clinic or shelter is named; no other action has one. */
function outcomeErrorOf(body: RescueActionBody): { field: string; message: string } | null {
  if (body.action !== 'completed') {
    return body.outcome || body.outcomePlace
      ? { field: 'outcome', message: RESCUE_OUTCOME_MESSAGES.onlyCompleted }
      : null
  }
  if (!body.outcome) return { field: 'outcome', message: RESCUE_OUTCOME_MESSAGES.required }
  if (body.outcome === 'taken_to_clinic' && !body.outcomePlace?.trim()) {
    return { field: 'outcomePlace', message: RESCUE_OUTCOME_MESSAGES.placeRequired }
  }
  return null
}

/** Earliest a phone's step may be dated: a day before it reached the server. */
const OCCURRED_MAX_AGE_MS = 24 * 3_600_000

/**
 * The moment a step was made on the phone, clamped within bounds (docs/rules.md#the-time-it-happened):
 * never after it reached the server (a phone's clock ahead), never before the case reached
 * whoever acts (its assignment, or the moment it became open to take), at most
 * OCCURRED_MAX_AGE_MS before it arrived.
 */
async function occurredWithin(trx: Trx, id: number, claimed: Date): Promise<Date> {
  const { now, assignedAt } = await repo.assignmentClock(trx, id)
  const earliest = Math.max(now.getTime() - OCCURRED_MAX_AGE_MS, assignedAt?.getTime() ?? 0)
  return new Date(Math.min(now.getTime(), Math.max(earliest, claimed.getTime())))
}

export function createRescueActions(deps: RescueDeps) {
  const { db, storage } = deps

  /**
   * The stored outcome of an action. The case goes with it only on the first answer, and
   * only while the caller's NGO still holds it; a repeat gets the outcome alone (the phone
   * reads the case again through GET, which applies today's access).
   */
  async function answer(viewer: Viewer, row: actions.ActionRow, first: boolean): Promise<RescueActionResult> {
    const to = isOfferAnswer(row.action) ? undefined : RESCUE_ACTION_MOVES[row.action].to
    if (row.outcome !== 'applied') throw actionConflict(row.outcome, row.current_status, to, row.taken_by)
    const current = first ? await repo.findRescue(db, row.rescue_id) : undefined
    const held = current !== undefined && viewer.ngoId !== null && current.ngo_id === viewer.ngoId
    return {
      action: row.action,
      historyId: row.history_id ?? 0,
      rescue: held ? await rescueDetail(db, row.rescue_id, viewFor('ngo', true)) : null,
    }
  }

  async function apply(trx: Trx, viewer: Viewer, id: number, key: string, body: RescueActionBody) {
    // The case first: a key is claimed only on a case that exists (rescue_actions refers to it).
    if (!(await repo.lockRescue(trx, id))) throw new NotFound('error.rescue.notFound')
    const claimed = await actions.claimAction(trx, {
      user_id: viewer.id,
      idempotency_key: key,
      rescue_id: id,
      action: body.action,
      outcome: 'applied',
      history_id: null,
      current_status: null,
    })
    if (!claimed) return { repeat: true as const }
    const row = await repo.findRescue(trx, id)
    if (!row) throw new NotFound('error.rescue.notFound')
    const refuse = async (reason: RescueConflictReason, currentStatus: RescueStatus | null, takenBy?: string) => {
      await actions.settleAction(trx, viewer.id, key, {
        outcome: reason,
        history_id: null,
        current_status: currentStatus,
        taken_by: takenBy ?? null,
      })
      const to = isOfferAnswer(body.action) ? undefined : RESCUE_ACTION_MOVES[body.action].to
      return { repeat: false as const, refused: { reason, currentStatus, to, takenBy } }
    }
    // A case nobody holds: offered to this responder, or near them on duty (docs/rules.md#dispatch).
    const occurredAt = body.occurredAt ? await occurredWithin(trx, id, new Date(body.occurredAt)) : null
    const stepNote = body.note?.trim() || null
    if (isClinicAction(body.action)) {
      const done = await clinicStep(trx, deps, { viewer, row, body, note: stepNote, occurredAt, action: body.action })
      if ('refused' in done) return refuse(done.refused, done.current)
      await actions.settleAction(trx, viewer.id, key, {
        outcome: 'applied',
        history_id: done.historyId,
        current_status: row.status,
      })
      return { repeat: false as const, refused: null }
    }
    const open = row.ngo_id === null && row.merged_into_id === null && RESCUE_OPEN.includes(row.status)
    const offer = await offerOf(trx, id, viewer.id)
    if (body.action === 'cant') {
      if (offer?.state === 'open' && open) {
        await cantTake(trx, deps, row, viewer.id, body.cantReason ?? 'busy')
        await actions.settleAction(trx, viewer.id, key, {
          outcome: 'applied',
          history_id: null,
          current_status: row.status,
        })
        return { repeat: false as const, refused: null }
      }
      if (!offer) throw new NotFound('error.rescue.notFound')
      return refuse(row.ngo_name ? 'taken' : 'status_changed', null, row.ngo_name ?? undefined)
    }
    // "Looks false" answers an offer (docs/rules.md#dispatch): only the responders it was offered to.
    if (body.action === 'looks-false') {
      if (!offer) {
        if (await mayTake(trx, viewer, row, false, deps)) throw new Forbidden('error.rescue.looksFalseNotOffered')
        throw new NotFound('error.rescue.notFound')
      }
      if (offer.state !== 'open' || !open)
        return refuse(row.ngo_name ? 'taken' : 'status_changed', null, row.ngo_name ?? undefined)
      const historyId = await looksFalse(trx, deps, row, viewer, body.reason?.trim() ?? '')
      await actions.settleAction(trx, viewer.id, key, {
        outcome: 'applied',
        history_id: historyId,
        current_status: row.status,
      })
      return { repeat: false as const, refused: null }
    }
    if (body.action === 'accept' && open && (await mayTake(trx, viewer, row, offer?.state === 'open', deps))) {
      const ngo = await repo.assignableNgo(trx, viewer.ngoId ?? 0)
      if (!ngo) return refuse('ngo_suspended', null)
      const occurred = body.occurredAt ? await occurredWithin(trx, id, new Date(body.occurredAt)) : null
      const historyId = await moveCase(trx, deps, {
        row,
        to: 'accepted',
        by: { id: viewer.id, role: 'ngo' },
        set: { ngo_id: ngo.id, assigned_volunteer_id: viewer.id },
        guard: { noNgo: true },
        note: body.note?.trim() || null,
        entry: { occurred_at: occurred },
        announce: { ngo },
      })
      if (historyId === null) throw new Conflict((t) => rescueConflictMessage(t, row.status, 'accepted'))
      await actions.settleAction(trx, viewer.id, key, {
        outcome: 'applied',
        history_id: historyId,
        current_status: 'accepted',
      })
      return { repeat: false as const, refused: null }
    }
    // Offered to this responder, and someone else accepted it first.
    if (offer && row.ngo_id !== viewer.ngoId) {
      return refuse(row.ngo_name ? 'taken' : 'status_changed', null, row.ngo_name ?? undefined)
    }
    // Another NGO's case is "not found", as when reading it; only one this NGO had was "reassigned".
    if (viewer.ngoId !== null && !(await actions.everAssigned(trx, id, viewer.ngoId)))
      throw new NotFound('error.rescue.notFound')
    const move = RESCUE_ACTION_MOVES[body.action]
    const reason = refusal(viewer, row, move.from)
    if (reason) return refuse(reason, reason === 'reassigned' ? null : row.status)
    const from = row.status
    const entry = {
      outcome: body.action === 'completed' ? (body.outcome ?? null) : null,
      outcome_place: body.action === 'completed' ? body.outcomePlace?.trim() || null : null,
      occurred_at: occurredAt,
    }
    const declineReason = body.action === 'decline' ? body.declineReason?.trim() || null : null
    const note = declineReason ?? (body.note?.trim() || null)
    const by = { id: viewer.id, role: 'ngo' }
    let historyId: number | null
    if (body.action === 'handover') {
      historyId = await handOver(trx, deps, { viewer, row, body, note, occurredAt })
      if (historyId === null) throw new Conflict((t) => rescueConflictMessage(t, row.status, move.to))
    } else if (isNoteOnly(body.action, from)) {
      const who = await actorFor(trx, viewer.id, 'ngo')
      historyId = await repo.insertHistory(trx, { rescue_id: id, ...historyValues(who, from, from, note), ...entry })
    } else {
      const set: RescueUpdate =
        body.action === 'decline'
          ? { ngo_id: null, declined_by_ngo_id: row.ngo_id, decline_reason: declineReason }
          : body.action === 'completed'
            ? { outcome: entry.outcome, outcome_place: entry.outcome_place }
            : {}
      historyId = await moveCase(trx, deps, {
        row,
        to: move.to,
        by,
        set,
        guard: { ngoId: viewer.ngoId ?? undefined },
        note,
        entry,
        announce: { ngo: { id: row.ngo_id ?? 0, name: row.ngo_name ?? 'The NGO' }, declineReason },
      })
      // The case is locked and was checked above; a miss here means the lock did not hold.
      if (historyId === null) throw new Conflict((t) => rescueConflictMessage(t, row.status, move.to))
    }
    await actions.settleAction(trx, viewer.id, key, {
      outcome: 'applied',
      history_id: historyId,
      current_status: isNoteOnly(body.action, from) ? from : move.to,
    })
    return { repeat: false as const, refused: null }
  }

  /** Applies the action once per key; 201 the first time, 200 for a repeat of an applied one. */
  async function act(
    viewer: Viewer,
    id: number,
    key: string,
    body: RescueActionBody,
  ): Promise<{ result: RescueActionResult; created: boolean }> {
    if (viewer.role === 'vet' && isClinicAction(body.action)) {
      if (!viewer.clinicId) throw new Forbidden(HANDOVER_MESSAGES.notAClinic)
    } else if (viewer.role !== 'ngo' || (viewer.ngoId === null && !viewer.ngoBlocked) || isClinicAction(body.action)) {
      throw new Forbidden('error.rescue.notTheNgo')
    }
    // An NGO that may not act gets nothing, not even the outcome of an earlier key, and no row is stored.
    if (viewer.ngoBlocked) throw actionConflict('ngo_suspended', null)
    if (body.action === 'decline') {
      const error = declineReasonError(body.declineReason)
      if (error) throw new ValidationFailed([{ field: 'declineReason', message: error }])
    }
    const handoverError = handoverFieldError(body)
    if (handoverError) throw new ValidationFailed([handoverError])
    const outcomeError = outcomeErrorOf(body)
    if (outcomeError) throw new ValidationFailed([outcomeError])
    if (body.action === 'cant' && !body.cantReason) {
      throw new ValidationFailed([{ field: 'cantReason', message: 'error.rescue.cantReason' }])
    }
    if (body.action === 'looks-false' && !body.reason?.trim()) {
      throw new ValidationFailed([{ field: 'reason', message: 'error.rescue.looksFalseReason' }])
    }
    if (body.action !== 'looks-false' && body.reason != null) {
      throw new ValidationFailed([{ field: 'reason', message: 'error.rescue.reasonOnlyLooksFalse' }])
    }
    const prior = await actions.findAction(db, viewer.id, key)
    if (prior) return { result: await answer(viewer, sameAction(prior, id, body), false), created: false }
    const outcome = await db.transaction().execute((trx) => apply(trx, viewer, id, key, body))
    if (outcome.repeat) {
      const row = await actions.findAction(db, viewer.id, key)
      if (!row) throw new Conflict('error.rescue.actionBeingSaved')
      return { result: await answer(viewer, sameAction(row, id, body), false), created: false }
    }
    deps.notifier.flush()
    if (outcome.refused) {
      const { reason, currentStatus, to, takenBy } = outcome.refused
      throw actionConflict(reason, currentStatus, to, takenBy)
    }
    const row = await actions.findAction(db, viewer.id, key)
    if (!row) throw new NotFound('error.rescue.notFound')
    return { result: await answer(viewer, row, true), created: true }
  }

  function sameAction(row: actions.ActionRow, id: number, body: RescueActionBody): actions.ActionRow {
    if (row.rescue_id !== id || row.action !== body.action) {
      throw new BusinessRule('error.rescue.keyReused', undefined, [
        { field: 'idempotency-key', message: 'error.rescue.keyUsedField' },
      ])
    }
    return row
  }

  /** Proof photos of an applied progress, rescued or completed step, once per client photo id. */
  async function addProof(viewer: Viewer, id: number, key: string, incoming: IncomingPhoto[]): Promise<ProofPhotos> {
    const row = await actions.findAction(db, viewer.id, key)
    if (!row || row.rescue_id !== id) throw new NotFound('error.rescue.noSuchAction')
    if (row.outcome !== 'applied' || row.history_id === null) {
      throw actionConflict(row.outcome === 'applied' ? 'status_changed' : row.outcome, row.current_status)
    }
    if (isOfferAnswer(row.action) || !PROOF_ACTIONS.includes(row.action)) {
      throw new BusinessRule('error.rescue.photosNotForStep')
    }
    const historyId = row.history_id
    // Only while the caller's NGO still holds the case: a key is no pass to a case that went
    // to another NGO (or back to the pool), and a replay then gets the refusal, nothing more.
    const holds = async (on: Trx | typeof db) => {
      const now = await repo.findRescue(on, id)
      if (!now || viewer.ngoId === null || now.ngo_id !== viewer.ngoId) throw actionConflict('reassigned', null)
    }
    await holds(db)
    const known = await actions.clientIdsOf(db, id)
    const fresh: { clientId: string; bytes: Buffer; sha256: string }[] = []
    for (const photo of incoming) {
      if (photo.clientId === null) {
        throw new ValidationFailed([{ field: 'photoIds', message: 'error.rescue.proofPhotoIds' }])
      }
      if (known.has(photo.clientId)) continue
      known.add(photo.clientId)
      fresh.push({ clientId: photo.clientId, bytes: photo.bytes, sha256: sha256(photo.bytes) })
    }
    const proofOf = async () => (await actions.proofPhotosOf(db, id)).get(historyId) ?? []
    const stored = await proofOf()
    const tooMany = (count: number) => new BusinessRule('error.rescue.stepPhotosMax', { max: MAX_PROOF_PHOTOS, count })
    if (stored.length + fresh.length > MAX_PROOF_PHOTOS) throw tooMany(stored.length)
    const saved: { clientId: string; url: string; sha256: string }[] = []
    let kept = new Set<string>()
    try {
      for (const photo of fresh) {
        const { url } = await storeImage(storage, 'rescues', photo.bytes)
        saved.push({ clientId: photo.clientId, url, sha256: photo.sha256 })
      }
      kept = await db.transaction().execute(async (trx) => {
        await repo.lockRescue(trx, id)
        await holds(trx)
        const now = (await actions.proofPhotosOf(trx, id)).get(historyId) ?? []
        const present = await actions.clientIdsOf(trx, id)
        const adding = saved.filter((p) => !present.has(p.clientId))
        if (now.length + adding.length > MAX_PROOF_PHOTOS) throw tooMany(now.length)
        return new Set(await actions.insertProofPhotos(trx, id, historyId, viewer.id, adding))
      })
    } finally {
      await Promise.all(saved.filter((p) => !kept.has(p.clientId)).map((p) => removeImage(storage, p.url)))
    }
    // A pure replay (every photo already stored) answers those photos only: never more than
    // the first answer gave, whatever was added to the step since.
    const asked = new Set(incoming.map((p) => p.clientId))
    const photos = (await proofOf()).filter((p) => fresh.length > 0 || asked.has(p.client_id))
    return { historyId, photos: photos.map((p) => ({ clientId: p.client_id, url: p.url, sha256: p.sha256 })) }
  }

  return { act, addProof }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export type RescueActions = ReturnType<typeof createRescueActions>
