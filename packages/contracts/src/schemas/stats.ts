// "How fast help comes": the public figures per area (the pincode of the report) over the last
// STATS_WINDOW_DAYS days (../stats.ts), computed from the cases' history only. An area with fewer than
// STATS_MIN_CASES cases is left out entirely, and no place finer than the area is given.
import Type, { type Static } from 'typebox'
import { Nullable } from './common.ts'

/** Seconds from the report to the step: the median and the 90th percentile (null: none reached it). */
export const Delay = Type.Object({
  /** How many of the area's cases reached the step. */
  reached: Type.Integer(),
  medianSeconds: Nullable(Type.Integer()),
  p90Seconds: Nullable(Type.Integer()),
})
export type Delay = Static<typeof Delay>

/** Where the area's cases stand: completed, cancelled, or still open. */
export const AreaOutcomes = Type.Object({
  completed: Type.Integer(),
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
] as const
