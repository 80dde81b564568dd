// "How fast help comes": the public figures per area (the pincode of the report) over the last
// STATS_WINDOW_DAYS days (../stats.ts), computed from the cases' history only. An area with fewer than
// STATS_MIN_CASES cases is left out entirely, and no place finer than the area is given.
import Type, { type Static, type TSchema } from 'typebox'
import { RESCUE_OUTCOMES, type RescueOutcome } from '../enums.ts'
import { Nullable } from './common.ts'
import { ReunionFigures } from './lost-found.ts'

/** Seconds from the report to the step: the median and the 90th percentile (null: none reached it). */
export const Delay = Type.Object({
  /** How many of the area's cases reached the step. */
  reached: Type.Integer(),
  medianSeconds: Nullable(Type.Integer()),
  p90Seconds: Nullable(Type.Integer()),
})
export type Delay = Static<typeof Delay>

/**
 * How many of the area's completed cases ended in each outcome (RESCUE_OUTCOMES), by the
 * outcome of the case's latest completion. A case completed before outcomes were asked has
 * none, so these may add up to fewer than `completed`.
 */
export const CompletedAs = Type.Object({
  treated_on_site: Type.Integer(),
  taken_to_clinic: Type.Integer(),
  admitted: Type.Integer(),
  released_after_treatment: Type.Integer(),
  died: Type.Integer(),
  not_found: Type.Integer(),
  fostered_adopted: Type.Integer(),
} satisfies Record<RescueOutcome, TSchema>)
export type CompletedAs = Static<typeof CompletedAs>

/** Where the area's cases stand: completed (and with which outcome), cancelled, or still open. */
export const AreaOutcomes = Type.Object({
  completed: Type.Integer(),
  completedAs: CompletedAs,
  cancelled: Type.Integer(),
  open: Type.Integer(),
})

export const AreaFigures = Type.Object({
  /** The pincode the cases were reported in. */
  area: Type.String(),
  cases: Type.Integer(),
  firstAccept: Delay,
  onTheWay: Delay,
  outcomes: AreaOutcomes,
})
export type AreaFigures = Static<typeof AreaFigures>

export const ResponseTimes = Type.Object({
  /** The window: cases reported from `from` to `to`. */
  from: Type.String(),
  to: Type.String(),
  windowDays: Type.Integer(),
  minCases: Type.Integer(),
  /** When these figures were computed (they are kept for a few minutes). */
  computedAt: Type.String(),
  areas: Type.Array(AreaFigures),
  /**
   * Lost posts made in the window, and how many were reunited within REUNITED_WITHIN_DAYS
   * (docs/rules.md#public-statistics): null while there are fewer than minCases of them.
   */
  lostFound: Type.Optional(Nullable(ReunionFigures)),
})
export type ResponseTimes = Static<typeof ResponseTimes>

/** The CSV's columns, in order (one row per area shown). */
export const RESPONSE_TIMES_CSV_COLUMNS = [
  'area',
  'cases',
  'first_accept_reached',
  'first_accept_median_seconds',
  'first_accept_p90_seconds',
  'on_the_way_reached',
  'on_the_way_median_seconds',
  'on_the_way_p90_seconds',
  'completed',
  'cancelled',
  'open',
  ...RESCUE_OUTCOMES.map((o) => `completed_${o}` as const),
] as const
