// An NGO's actions on a case (docs/rules.md#one-offline-engine): each is sent once
// with an Idempotency-Key, may carry proof photos, and is refused with a 409 naming why
// when the case moved on while the worker was offline.
import type { Translator } from './i18n.ts'
import type { RescueAction } from './machines.ts'

/** Actions that may carry proof photos (up to MAX_PROOF_PHOTOS each). */
export const PROOF_ACTIONS: readonly RescueAction[] = ['progress', 'rescued', 'completed']
export const MAX_PROOF_PHOTOS = 5

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

/** Why an action was refused, in the reader's language ("conflict.reason.<reason>"). */
export function rescueConflictReason(t: Translator, reason: RescueConflictReason): string {
  return t(`conflict.reason.${reason}`)
}
