// "How fast help comes": the public figures per area (the pincode of the report) and for the whole
// city over the last STATS_WINDOW_DAYS days up to the last midnight in Mumbai (../stats.ts), computed
// from the history of the cases an NGO accepted. A group with fewer than STATS_MIN_CASES such cases,
// or with cases from fewer than STATS_MIN_REPORTERS people, is left out entirely (counted in
// `hidden`, with why), a median is never taken over fewer than STATS_MIN_CASES cases, and no place
// finer than the area is given (docs/rules.md#public-statistics).
import Type, { type Static, type TSchema } from 'typebox'
import { RESCUE_OUTCOMES, type RescueOutcome } from '../enums.ts'
import { Nullable, StringEnum } from './common.ts'
import { ReunionFigures } from './lost-found.ts'

/**
 * Seconds from the report to the step: the median and the 90th percentile, over the cases that
 * reached it; null when fewer than STATS_MIN_CASES did.
 */
export const Delay = Type.Object({
  /** How many of the group's cases reached the step. */
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

/** The figures of a group of cases (an area, or the whole city). */
const groupFigures = {
  cases: Type.Integer(),
  firstAccept: Delay,
  onTheWay: Delay,
  outcomes: AreaOutcomes,
}
export const CityFigures = Type.Object(groupFigures)
export type CityFigures = Static<typeof CityFigures>

export const AreaFigures = Type.Object({
  /** The pincode the cases were reported in. */
  area: Type.String(),
  ...groupFigures,
})
export type AreaFigures = Static<typeof AreaFigures>

/**
 * Why the city's figures are not shown: too few cases, cases from too few reporters, or the
 * cases left out of the areas shown are too few (or from too few reporters) to be a group of
 * their own, so the city less the areas would show them.
 */
export const CITY_HIDDEN_REASONS = ['few_cases', 'few_reporters', 'reveals_left_out'] as const
export type CityHiddenReason = (typeof CITY_HIDDEN_REASONS)[number]

/** Some areas and how many cases an NGO acted on in them. */
const LeftOutAreas = Type.Object({ areas: Type.Integer(), cases: Type.Integer() })

/** What the rules leave out, and why: nothing of these cases is shown but how many there are. */
export const HiddenFigures = Type.Object({
  /** Areas with fewer than `minCases` cases an NGO acted on. */
  fewCases: LeftOutAreas,
  /** Areas with enough cases, reported by fewer than `minReporters` people. */
  fewReporters: LeftOutAreas,
  /** Cases an NGO acted on whose report named no pincode: in the city's figures only. */
  withoutArea: Type.Integer(),
  /** Cases reported in the window that no NGO accepted before its end: in no figure. */
  notActedOn: Type.Integer(),
  /** Why the city's figures are not shown (null: they are). */
  city: Nullable(StringEnum(CITY_HIDDEN_REASONS)),
})
export type HiddenFigures = Static<typeof HiddenFigures>

export const ResponseTimes = Type.Object({
  /**
   * The window: cases reported from `from` to `to`, as their history stood at `to` (the last
   * midnight in Mumbai: a day's cases show the next day, all at once).
   */
  from: Type.String(),
  to: Type.String(),
  windowDays: Type.Integer(),
  minCases: Type.Integer(),
  minReporters: Type.Integer(),
  /** When these figures were computed (they are kept for a few minutes). */
  computedAt: Type.String(),
  /** The whole city's cases, under the same rules as an area; null: see `hidden.city`. */
  city: Nullable(CityFigures),
  areas: Type.Array(AreaFigures),
  hidden: HiddenFigures,
  /**
   * Lost posts made in the window, and how many were reunited within REUNITED_WITHIN_DAYS
   * (docs/rules.md#public-statistics): null while there are fewer than minCases of them.
   */
  lostFound: Type.Optional(Nullable(ReunionFigures)),
})
export type ResponseTimes = Static<typeof ResponseTimes>

/**
 * The CSV's columns, in order. One row per area shown (`group` "area"), one for the city (`group`
 * "city", with `left_out_because` and no figures when it is not shown), and one per reason
 * something is left out (`group` "left_out": how many areas and cases, and why).
 */
export const RESPONSE_TIMES_CSV_COLUMNS = [
  'group',
  'area',
  'areas',
  'cases',
  'left_out_because',
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
