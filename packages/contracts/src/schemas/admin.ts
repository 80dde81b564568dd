import Type, { type Static } from 'typebox'

/** GET /admin/stats: the admin dashboard's cards. */
export const AdminStats = Type.Object({
  /** Rescue cases waiting for an NGO: status pending, or declined and not yet reassigned. */
  pendingRescues: Type.Integer(),
  /** Rescue cases assigned to an NGO that has not answered yet. */
  assignedRescues: Type.Integer(),
  /** Animals that are not deleted. */
  totalAnimals: Type.Integer(),
  /** Adoption applications waiting for the owner: pending or under review. */
  pendingAdoptions: Type.Integer(),
  totalUsers: Type.Integer(),
  /** Approved, active NGOs. */
  partnerNgos: Type.Integer(),
})
export type AdminStats = Static<typeof AdminStats>

/**
 * How long an assigned NGO has to accept a case before the admins are told (escalation).
 * Critical and high urgency share one deadline; medium and low the other.
 */
export const EscalationSettings = Type.Object(
  {
    urgentMinutes: Type.Integer({ minimum: 5, maximum: 1440 }),
    otherMinutes: Type.Integer({ minimum: 5, maximum: 2880 }),
  },
  { additionalProperties: false },
)
export type EscalationSettings = Static<typeof EscalationSettings>
export const ESCALATION_DEFAULTS: EscalationSettings = { urgentMinutes: 30, otherMinutes: 120 }

/** The figures that say how busy and how quick an NGO is (assign dialog, NGO admin page). */
export const NgoFigures = Type.Object({
  /** Cases assigned to it and not yet finished: assigned, accepted, in progress, rescued. */
  openCases: Type.Integer(),
  /** Median minutes from assignment to acceptance over the last 30 days; null with none. */
  medianAcceptMinutes: Type.Union([Type.Number(), Type.Null()]),
  /** Accepted cases behind the median. */
  acceptedLast30Days: Type.Integer(),
})
export type NgoFigures = Static<typeof NgoFigures>

/** GET /admin/rescues/:id/ngo-options: approved, active NGOs, nearest to the case first. */
export const NgoOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Type.Union([Type.String(), Type.Null()]),
  /** Straight-line distance from the case, in kilometres; null when either has no coordinates. */
  distanceKm: Type.Union([Type.Number(), Type.Null()]),
  maxCapacity: Type.Union([Type.Integer(), Type.Null()]),
  figures: NgoFigures,
})
export type NgoOption = Static<typeof NgoOption>
export const NgoOptions = Type.Object({
  ngos: Type.Array(NgoOption),
  /** The one to pick: the nearest with room (open cases below capacity); null when none. */
  suggestedId: Type.Union([Type.Integer(), Type.Null()]),
})
export type NgoOptions = Static<typeof NgoOptions>

/** POST /admin/rescues/:id/merge: the duplicate (:id) goes into `intoId`, which stays. */
export const MergeBody = Type.Object({ intoId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false })
export type MergeBody = Static<typeof MergeBody>

/** GET /admin/map-config: where the admin map reads its tiles (server configuration). */
export const MapConfig = Type.Object({ tileUrl: Type.String(), attribution: Type.String() })
export type MapConfig = Static<typeof MapConfig>
