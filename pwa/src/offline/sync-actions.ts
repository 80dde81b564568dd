// Sending one action on a case (sync.ts, docs/rules.md#one-offline-engine): the action with
// `Idempotency-Key: <entry id>` (a repeat answers the first outcome), then each proof photo in
// its own request with its client photo id. A 409 with a reason means the case moved on: the
// entry stays as not applied, with the server's message and the case's status, until the
// person dismisses it. Once applied with every photo the entry leaves the outbox and the
// case kept on the phone takes the server's answer.
import { RESCUE_CONFLICT_REASONS, RESCUE_HELD, type RescueConflictReason, type RescueStatus } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { ActionEntry, OfflineDb } from './db.ts'
import { type Call, type Outcome, photoForm } from './sync-call.ts'

/** The outcome of one action; `refused` is a 409 that names why the case moved on. */
export type ActionOutcome = Outcome | { kind: 'refused' }

function conflictOf(body: unknown): ActionEntry['conflict'] {
  const b = body as {
    reason?: string
    message?: string
    currentStatus?: RescueStatus | null
    takenBy?: string
  } | null
  const reason = RESCUE_CONFLICT_REASONS.find((r) => r === b?.reason)
  if (!reason) return null
  return {
    reason: reason as RescueConflictReason,
    message: b?.message ?? '',
    currentStatus: b?.currentStatus ?? null,
    takenBy: typeof b?.takenBy === 'string' ? b.takenBy : null,
  }
}

export function createActionSender(options: { db: OfflineDb; call: Call; apiBase: string; now: () => number }) {
  const { db, call, apiBase, now } = options
  const refusedText = 'outbox.refusedUpdate' as const

  /**
   * The kept case takes the answer's case. An answer without one (a repeat of an action whose
   * first answer was lost, or a case the NGO no longer holds) is followed by a read of the
   * case, which applies today's access: gone (404) removes it from the phone.
   */
  async function keepAnswer(entry: ActionEntry, rescue: Rescue | null) {
    const kept = await db.cases.get(entry.caseId)
    if (!kept || kept.userId !== entry.userId) return
    if (rescue) {
      await db.cases.put({ ...kept, rescue, savedAt: now() })
      return
    }
    const read = await call(`${apiBase}/rescues/${entry.caseId}`, () => ({ method: 'GET' }), refusedText)
    if (read.kind === 'ok' && RESCUE_HELD.includes((read.body as unknown as Rescue).status)) {
      await db.cases.put({ ...kept, rescue: read.body as unknown as Rescue, savedAt: now() })
    } else if (read.kind === 'ok' || (read.kind === 'attention' && read.status === 404)) {
      await db.cases.delete(entry.caseId)
    }
  }

  return async function sendAction(entry: ActionEntry): Promise<ActionOutcome> {
    if (!(await db.actions.update(entry.id, { state: 'sending', updatedAt: now() }))) return { kind: 'gone' }
    const base = `${apiBase}/rescues/${entry.caseId}/actions`
    if (!entry.applied) {
      const sent = await call(
        base,
        () => ({
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': entry.id },
          body: JSON.stringify({
            action: entry.action,
            ...(entry.note ? { note: entry.note } : {}),
            ...(entry.declineReason ? { declineReason: entry.declineReason } : {}),
            ...(entry.action === 'cant' && entry.cantReason ? { cantReason: entry.cantReason } : {}),
            ...(entry.action === 'looks-false' && entry.reason ? { reason: entry.reason } : {}),
            ...(entry.outcome ? { outcome: entry.outcome.kind, outcomePlace: entry.outcome.place } : {}),
            ...(entry.action === 'handover' && entry.clinic ? { clinicId: entry.clinic.id } : {}),
            ...(entry.action === 'clinic_admit' && entry.clinicRef ? { clinicRef: entry.clinicRef } : {}),
            ...(entry.action === 'clinic_update' && entry.animalState ? { animalState: entry.animalState } : {}),
            // The moment it was made on this phone: the server dates the step by it.
            occurredAt: new Date(entry.createdAt).toISOString(),
          }),
        }),
        refusedText,
      )
      if (sent.kind === 'attention' && sent.status === 409) {
        const conflict = conflictOf(sent.body)
        if (conflict) {
          await db.actions.update(entry.id, { state: 'not_applied', conflict, error: null, updatedAt: now() })
          // The phone's copy becomes the case as it is now (or leaves the phone if it is no longer ours).
          await keepAnswer(entry, null)
          return { kind: 'refused' }
        }
      }
      if (sent.kind !== 'ok') return sent
      await db.actions.update(entry.id, { applied: true })
      await keepAnswer(entry, (sent.body.rescue as Rescue | null) ?? null)
    }
    for (const photo of entry.photos.filter((p) => !p.uploaded)) {
      const uploaded = await call(
        `${base}/${entry.id}/photos`,
        () => ({ method: 'POST', body: photoForm(photo) }),
        refusedText,
      )
      if (uploaded.kind !== 'ok') return uploaded
      await db.transaction('rw', db.actions, async () => {
        const now = await db.actions.get(entry.id)
        if (!now) return
        await db.actions.update(entry.id, {
          photos: now.photos.map((p) => (p.id === photo.id ? { ...p, uploaded: true } : p)),
        })
      })
    }
    await db.actions.delete(entry.id)
    return { kind: 'ok', body: {} }
  }
}
