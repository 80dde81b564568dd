// An NGO's actions on a case from the field (DESIGN section 11, issue 12). Each carries an
// Idempotency-Key: the key is claimed in the same transaction that applies the action, and
// the first outcome is stored with it, so a repeat (an outbox re-sending after a lost
// answer) answers that outcome and records nothing twice. An action whose case moved on
// while the worker was offline is refused with a 409 naming the reason (reassigned,
// cancelled, NGO suspended, status changed); that refusal is kept with the key too.
// Proof photos (up to 5 per step) attach to the timeline entry the action wrote.
import {
  declineReasonError,
  MAX_PROOF_PHOTOS,
  PROOF_ACTIONS,
  RESCUE_ACTION_MOVES,
  RESCUE_CONFLICT_MESSAGES,
  type RescueConflictReason,
  rescueConflictMessage,
  type RescueStatus,
} from '@paws/contracts'
import type { ProofPhotos, RescueActionBody, RescueActionResult } from '@paws/contracts/schemas/rescue-actions'
import { createHash } from 'node:crypto'
import type { Trx } from '../../db/database.ts'
import type { RescueUpdate } from '../../db/schema.ts'
import { BusinessRule, Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { actorFor, historyValues } from '../../lib/history.ts'
import { removeImage, storeImage } from '../../lib/images.ts'
import type { Viewer } from './rescues.access.ts'
import { viewFor } from './rescues.access.ts'
import * as actions from './rescues.actions.repository.ts'
import { announceMove } from './rescues.notify.ts'
import type { IncomingPhoto } from './rescues.photos.ts'
import * as repo from './rescues.repository.ts'
import { caseFacts } from './rescues.notify.ts'
import { NOT_FOUND } from './rescues.access.ts'
import type { RescueDeps } from './rescues.deps.ts'
import { rescueDetail } from './rescues.service.ts'

const NOT_AN_NGO = 'Only the NGO a case is assigned to can accept, decline or update it.'

/** The 409 for a refused action; the status is named only while the case is still the NGO's. */
export function actionConflict(reason: RescueConflictReason, current: RescueStatus | null, to?: RescueStatus) {
  const detail = reason === 'status_changed' && current && to ? ` ${rescueConflictMessage(current, to)}` : ''
  return new Conflict(`${RESCUE_CONFLICT_MESSAGES[reason]}${detail}`, { reason, currentStatus: current })
}

function refusal(viewer: Viewer, row: { status: RescueStatus; ngo_id: number | null }, from: readonly RescueStatus[]) {
  if (viewer.ngoBlocked) return 'ngo_suspended' as const
  if (row.ngo_id === null || row.ngo_id !== viewer.ngoId) return 'reassigned' as const
  if (row.status === 'cancelled') return 'cancelled' as const
  if (!from.includes(row.status)) return 'status_changed' as const
  return null
}

export function createRescueActions(deps: RescueDeps) {
  const { db, notifier, storage } = deps

  async function answer(viewer: Viewer, row: actions.ActionRow): Promise<RescueActionResult> {
    const { to } = RESCUE_ACTION_MOVES[row.action]
    if (row.outcome !== 'applied') throw actionConflict(row.outcome, row.current_status, to)
    const current = await repo.findRescue(db, row.rescue_id)
    const visible = current && (current.ngo_id === viewer.ngoId || row.action === 'decline')
    return {
      action: row.action,
      historyId: row.history_id ?? 0,
      rescue: visible ? await rescueDetail(db, row.rescue_id, viewFor('ngo', true)) : null,
    }
  }

  async function apply(trx: Trx, viewer: Viewer, id: number, key: string, body: RescueActionBody) {
    // The case first: a key is claimed only on a case that exists (rescue_actions refers to it).
    if (!(await repo.lockRescue(trx, id))) throw new NotFound(NOT_FOUND)
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
    if (!row) throw new NotFound(NOT_FOUND)
    // Another NGO's case is "not found", as when reading it; only one this NGO had was "reassigned".
    if (viewer.ngoId !== null && !(await actions.everAssigned(trx, id, viewer.ngoId))) throw new NotFound(NOT_FOUND)
    const move = RESCUE_ACTION_MOVES[body.action]
    const reason = refusal(viewer, row, move.from)
    if (reason) {
      const currentStatus = reason === 'reassigned' || reason === 'ngo_suspended' ? null : row.status
      await actions.settleAction(trx, viewer.id, key, {
        outcome: reason,
        history_id: null,
        current_status: currentStatus,
      })
      return { repeat: false as const, refused: { reason, currentStatus, to: move.to } }
    }
    const from = row.status
    const noteOnly = body.action === 'progress' && from === 'in_progress'
    const declineReason = body.action === 'decline' ? body.declineReason?.trim() || null : null
    if (!noteOnly) {
      const set: RescueUpdate = { status: move.to }
      if (body.action === 'decline') {
        set.ngo_id = null
        set.declined_by_ngo_id = row.ngo_id
        set.decline_reason = declineReason
      }
      await repo.moveStatus(trx, id, from, set, { ngoId: row.ngo_id ?? undefined })
    }
    const who = await actorFor(trx, viewer.id, 'ngo')
    const note = declineReason ?? (body.note?.trim() || null)
    const historyId = await actions.insertHistoryEntry(trx, {
      rescue_id: id,
      ...historyValues(who, from, noteOnly ? from : move.to, note),
    })
    await actions.settleAction(trx, viewer.id, key, {
      outcome: 'applied',
      history_id: historyId,
      current_status: noteOnly ? from : move.to,
    })
    if (!noteOnly) {
      const ngo = { id: row.ngo_id ?? 0, name: row.ngo_name ?? 'The NGO' }
      await announceMove(trx, notifier, caseFacts(row), { to: move.to, actorId: viewer.id, ngo, declineReason })
    }
    return { repeat: false as const, refused: null }
  }

  /** Applies the action once per key; 201 the first time, 200 for a repeat of an applied one. */
  async function act(
    viewer: Viewer,
    id: number,
    key: string,
    body: RescueActionBody,
  ): Promise<{ result: RescueActionResult; created: boolean }> {
    if (viewer.role !== 'ngo' || (viewer.ngoId === null && !viewer.ngoBlocked)) throw new Forbidden(NOT_AN_NGO)
    if (body.action === 'decline') {
      const error = declineReasonError(body.declineReason)
      if (error) throw new ValidationFailed([{ field: 'declineReason', message: error }])
    }
    const prior = await actions.findAction(db, viewer.id, key)
    if (prior) return { result: await answer(viewer, sameAction(prior, id, body)), created: false }
    const outcome = await db.transaction().execute((trx) => apply(trx, viewer, id, key, body))
    if (outcome.repeat) {
      const row = await actions.findAction(db, viewer.id, key)
      if (!row) throw new Conflict('This action is being saved. Please try again.')
      return { result: await answer(viewer, sameAction(row, id, body)), created: false }
    }
    notifier.flush()
    if (outcome.refused) {
      const { reason, currentStatus, to } = outcome.refused
      throw actionConflict(reason, currentStatus, to)
    }
    const row = await actions.findAction(db, viewer.id, key)
    if (!row) throw new NotFound(NOT_FOUND)
    return { result: await answer(viewer, row), created: true }
  }

  function sameAction(row: actions.ActionRow, id: number, body: RescueActionBody): actions.ActionRow {
    if (row.rescue_id !== id || row.action !== body.action) {
      throw new BusinessRule('This Idempotency-Key was already used for another action. Send a new key.', [
        { field: 'idempotency-key', message: 'Already used for another action' },
      ])
    }
    return row
  }

  /** Proof photos of an applied progress, rescued or completed step, once per client photo id. */
  async function addProof(viewer: Viewer, id: number, key: string, incoming: IncomingPhoto[]): Promise<ProofPhotos> {
    const row = await actions.findAction(db, viewer.id, key)
    if (!row || row.rescue_id !== id) throw new NotFound('No action with this key on this case.')
    if (row.outcome !== 'applied' || row.history_id === null) {
      throw actionConflict(row.outcome === 'applied' ? 'status_changed' : row.outcome, row.current_status)
    }
    if (!PROOF_ACTIONS.includes(row.action)) {
      throw new BusinessRule('Only progress updates, Rescued and Completed carry photos.')
    }
    const historyId = row.history_id
    const known = await actions.clientIdsOf(db, id)
    const fresh: { clientId: string; bytes: Buffer; sha256: string }[] = []
    for (const photo of incoming) {
      if (photo.clientId === null) {
        throw new ValidationFailed([{ field: 'photoIds', message: 'Proof photos need their client photo ids' }])
      }
      if (known.has(photo.clientId)) continue
      known.add(photo.clientId)
      fresh.push({ clientId: photo.clientId, bytes: photo.bytes, sha256: sha256(photo.bytes) })
    }
    const proofOf = async () => (await actions.proofPhotosOf(db, id)).get(historyId) ?? []
    const stored = await proofOf()
    const tooMany = (count: number) =>
      new BusinessRule(`A step can have at most ${MAX_PROOF_PHOTOS} photos; this one already has ${count}.`)
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
        const now = (await actions.proofPhotosOf(trx, id)).get(historyId) ?? []
        const present = await actions.clientIdsOf(trx, id)
        const adding = saved.filter((p) => !present.has(p.clientId))
        if (now.length + adding.length > MAX_PROOF_PHOTOS) throw tooMany(now.length)
        return new Set(await actions.insertProofPhotos(trx, id, historyId, viewer.id, adding))
      })
    } finally {
      await Promise.all(saved.filter((p) => !kept.has(p.clientId)).map((p) => removeImage(storage, p.url)))
    }
    const photos = await proofOf()
    return { historyId, photos: photos.map((p) => ({ clientId: p.client_id, url: p.url, sha256: p.sha256 })) }
  }

  return { act, addProof }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export type RescueActions = ReturnType<typeof createRescueActions>
