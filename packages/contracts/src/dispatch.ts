// Dispatch (docs/rules.md#dispatch): a case with a place is offered to the on-duty responders
// nearest to it, the ring widens on time, and the first accept wins. The reasons a responder
// gives for "Can't", the states of an offer and the admins' defaults live here.
import type { Urgency } from './enums.ts'

export const CANT_REASONS = ['too_far', 'no_transport', 'busy'] as const
export type CantReason = (typeof CANT_REASONS)[number]

/**
 * An offer is open until the responder answers (accepted, cant) or the case is gone from
 * the ring: taken by someone else (taken) or closed, merged or assigned by hand (withdrawn).
 */
export const OFFER_STATES = ['open', 'accepted', 'cant', 'taken', 'withdrawn'] as const
export type OfferState = (typeof OFFER_STATES)[number]

export const DISPATCH_DEFAULTS = {
  nearRadiusM: 1500,
  wideRadiusM: 3000,
  ringSize: 5,
  widenCriticalMinutes: 3,
  widenHighMinutes: 10,
  adminsCriticalMinutes: 10,
  adminsHighMinutes: 30,
  noAnswerMinutes: 2,
  noAnswerQuietMinutes: 10,
  offersPerDay: 6,
} as const

/** Critical and high cases are offered in rings; medium and low wait in the self-pick list. */
export function isRung(urgency: Urgency): boolean {
  return urgency === 'critical' || urgency === 'high'
}
