// An NGO's actions on a case (docs/rules.md#one-offline-engine): each is sent once
// with an Idempotency-Key, may carry proof photos, and is refused with a 409 naming why
// when the case moved on while the worker was offline.
import type { Translator } from './i18n.ts'
import type { RescueAction } from './machines.ts'

/** Actions that may carry proof photos (up to MAX_PROOF_PHOTOS each). */
export const PROOF_ACTIONS: readonly RescueAction[] = ['progress', 'rescued', 'completed']
export const MAX_PROOF_PHOTOS = 5

export const RESCUE_ACTION_LABELS: Record<RescueAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  progress: 'Progress update',
  rescued: 'Mark as Rescued',
  completed: 'Mark as Completed',
  handover: 'Take to a clinic',
  clinic_admit: 'Admitted',
  clinic_refuse: 'Could not take',
  clinic_update: 'Update',
  cant: "Can't",
}

/** An action's button in the display language. */
export function rescueActionLabel(t: Translator, action: RescueAction): string {
  return t(`move.rescue.${action}`)
}

/** Machine-readable reasons of a refused action (409 body `reason`). */
export const RESCUE_CONFLICT_REASONS = [
  'reassigned',
  'cancelled',
  'ngo_suspended',
  'status_changed',
  'taken',
  'handover_answered',
] as const
export type RescueConflictReason = (typeof RESCUE_CONFLICT_REASONS)[number]

export const RESCUE_CONFLICT_MESSAGES: Record<RescueConflictReason, string> = {
  reassigned: 'This case is no longer assigned to your NGO: an admin moved it. Your update was not applied.',
  cancelled: 'The reporter cancelled this rescue request. Your update was not applied.',
  ngo_suspended:
    'Your NGO is not approved or has been suspended, so it can no longer act on rescue cases. Your update was not applied.',
  status_changed: 'This case changed while you were offline. Your update was not applied.',
  taken: 'Someone else accepted this case first. If you are already on the way, call the helpline.',
  handover_answered: 'This hand-over was already answered or replaced. Your answer was not applied.',
}
