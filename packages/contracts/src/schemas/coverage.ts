// The coverage map (docs/rules.md#coverage): the region in cells of about 1 km, and for the
// last 7 days how many hours each had at least two members on duty within reach, and how many
// of its cases waited long for someone to accept them.
import Type, { type Static } from 'typebox'

/** A cell's side: 0.01 degree, about 1.1 km north-south and 1.05 km east-west in Mumbai. */
export const COVERAGE_CELL_DEGREES = 0.01
/** The days the map looks back over. */
export const COVERAGE_DAYS = 7
/** On duty within this many metres of a cell's centre counts toward its cover. */
export const COVERAGE_REACH_M = 1500
/** An hour is covered when at least this many members were on duty within reach. */
export const COVERAGE_MIN_ON_DUTY = 2
/** A case that waited longer than this for an accept is a long wait. */
export const COVERAGE_LONG_WAIT_MINUTES = 30
/** A cell is thin when fewer than this share of the hours were covered. */
export const COVERAGE_THIN_SHARE = 0.5
/** The largest box one question may ask about, in kilometres a side. */
export const COVERAGE_MAX_BOX_KM = 50

export const CoverageQuery = Type.Object(
  {
    minLat: Type.Number({ minimum: -90, maximum: 90 }),
    minLng: Type.Number({ minimum: -180, maximum: 180 }),
    maxLat: Type.Number({ minimum: -90, maximum: 90 }),
    maxLng: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
)
export type CoverageQuery = Static<typeof CoverageQuery>

export const CoverageCell = Type.Object({
  /** The cell's south-west corner; its side is COVERAGE_CELL_DEGREES. */
  minLat: Type.Number(),
  minLng: Type.Number(),
  /** Hours of the last 7 days with at least two members on duty within 1.5 km of its centre. */
  hoursCovered: Type.Integer({ minimum: 0 }),
  /** Cases filed in it in the last 7 days. */
  cases: Type.Integer({ minimum: 0 }),
  /** Of those, the ones that waited over 30 minutes for an accept (or wait still). */
  longWaits: Type.Integer({ minimum: 0 }),
  /** Covered less than half of the hours. */
  thin: Type.Boolean(),
})
export type CoverageCell = Static<typeof CoverageCell>

export const CoverageMap = Type.Object({
  /** The hours looked at (7 days). */
  hours: Type.Integer(),
  cellDegrees: Type.Number(),
  /** The cells of the box with a case or a covered hour; every other cell of it had neither. */
  cells: Type.Array(CoverageCell),
})
export type CoverageMap = Static<typeof CoverageMap>
