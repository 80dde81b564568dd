// An NGO's field actions on a case (accept, decline, progress, rescued, completed, the hand-over,
// and Can't or "looks false" on an offer) and a clinic's answers (admitted, could not take, the animal's news) in
// the outbox (docs/rules.md#one-offline-engine): kept in IndexedDB with an idempotency
// key and their proof photos until the server has them; shown on the case at once.
import {
  type CantReason,
  type ClinicAnimalState,
  isOfferAnswer,
  RESCUE_ACTION_MOVES,
  type RescueAction,
  type RescueOutcome,
  type RescueStatus,
} from '@paws/contracts'
import type { ActionEntry, OfflineDb, StoredPhoto } from './db.ts'
import { OutboxStorageError } from './storage-error.ts'

/** An action on a case as the field screens hand it to the outbox. */
export interface CaseActionInput {
  userId: number
  caseId: number
  action: RescueAction
  note?: string | null
  declineReason?: string | null
  cantReason?: CantReason | null
  reason?: string | null
  outcome?: { kind: RescueOutcome; place: string | null }
  clinic?: { id: number; name: string }
  clinicRef?: string | null
  animalState?: ClinicAnimalState | null
  photos?: StoredPhoto[]
}

export async function enqueueAction(db: OfflineDb, input: CaseActionInput, now = Date.now()): Promise<ActionEntry> {
  const entry: ActionEntry = {
    id: crypto.randomUUID(),
    userId: input.userId,
    caseId: input.caseId,
    action: input.action,
    note: input.note?.trim() || null,
    declineReason: input.declineReason?.trim() || null,
    cantReason: input.cantReason ?? null,
    reason: input.reason?.trim() || null,
    outcome: input.outcome ?? null,
    clinic: input.clinic ?? null,
    clinicRef: input.clinicRef?.trim() || null,
    animalState: input.animalState ?? null,
    photos: input.photos ?? [],
    state: 'waiting',
    applied: false,
    conflict: null,
    createdAt: now,
    updatedAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
  }
  try {
    await db.actions.add(entry)
  } catch (error) {
    const name = (error as { name?: string; inner?: { name?: string } })?.name
    if (name === 'QuotaExceededError' || (error as { inner?: { name?: string } })?.inner?.name === 'QuotaExceededError')
      throw new OutboxStorageError()
    throw error
  }
  return entry
}

/** "Dismiss" on an action the server did not apply (or one the person gives up on). */
export async function dismissAction(db: OfflineDb, id: string): Promise<void> {
  await db.actions.delete(id)
}

/**
 * The status the case shows on the phone: the server's, moved on by the actions still on
 * their way (not by those the server refused).
 */
export function statusWithPending(status: RescueStatus, pending: readonly ActionEntry[]): RescueStatus {
  let shown = status
  for (const entry of pending) {
    // "Can't" and "looks false" answer an offer and leave the case as it is.
    if (entry.state === 'not_applied' || isOfferAnswer(entry.action)) continue
    shown = RESCUE_ACTION_MOVES[entry.action].to
  }
  return shown
}
