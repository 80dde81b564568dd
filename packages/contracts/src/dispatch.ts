// Dispatch (docs/rules.md#dispatch): a case with a place is offered to the on-duty responders
// nearest to it, the ring widens on time, and the first accept wins. The reasons a responder
// gives for "Can't", the states of an offer and the admins' defaults live here.
import type { Urgency } from './enums.ts'

export const CANT_REASONS = ['too_far', 'no_transport', 'busy'] as const
export type CantReason = (typeof CANT_REASONS)[number]

/**
 * Why an offer was answered without taking the case: a "Can't" reason, or "looks false" (the
 * responder's own words are kept with the case for the admins' desk).
 */
export const OFFER_ANSWER_REASONS = [...CANT_REASONS, 'looks_false'] as const
export type OfferAnswerReason = (typeof OFFER_ANSWER_REASONS)[number]

/**
 * Why a report waits at the admins' desk instead of ringing anyone (docs/rules.md#dispatch): a
 * new account past its day's limit of critical and high reports, or an account marked as
 * sending false reports.
 */
export const TRIAGE_REASONS = ['new_account', 'false_reports'] as const
export type TriageReason = (typeof TRIAGE_REASONS)[number]

/** A new account: created within these days, and no report of it taken by an NGO yet. */
export const NEW_ACCOUNT_DAYS = 7
/** Open critical and high reports a new account may have from one day (24 hours) before the next is held. */
export const NEW_ACCOUNT_RUNG_REPORTS_PER_DAY = 3
/** "Looks false" answers from this many different people mark the reporting account. */
export const FALSE_FLAGS_TO_MARK = 2

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
  openOffers: 5,
  outerRadiusM: 5000,
  farRadiusM: 10_000,
} as const

/**
 * A near ring holding fewer than this many on duty is thin: the first step offers the wide ring
 * and the area's coordinators at once (docs/rules.md#dispatch).
 */
export const THIN_RING = 3

/** Offers left unanswered in a row that take a responder off duty (docs/rules.md#dispatch). */
export const UNANSWERED_IN_A_ROW = 3

/** Why the roster took someone off duty. */
export const PAUSED_FOR = ['unanswered'] as const

/** Why an offer was made, as the admins' ring view reads it. */
export const OFFER_WHYS = ['near', 'thin', 'wide', 'outer', 'far', 'area', 'replaces', 'rota', 'morning'] as const
export type OfferWhy = (typeof OFFER_WHYS)[number]

/** The steps of a ring the admins' view lists. */
export const RING_STEPS = ['widen', 'admins', 'no-answer', 'no-cover', 'morning'] as const

/** The night watch: 22:00 to 07:00, India time (minutes of the day). */
export const NIGHT_FROM_MINUTE = 22 * 60
export const NIGHT_TO_MINUTE = 7 * 60

/** Critical and high cases are offered in rings; medium and low wait in the self-pick list. */
export function isRung(urgency: Urgency): boolean {
  return urgency === 'critical' || urgency === 'high'
}
