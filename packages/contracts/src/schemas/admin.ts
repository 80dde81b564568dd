import Type, { type Static } from 'typebox'
import { RESCUE_ANIMAL_TYPES, RESCUE_STATUSES, URGENCIES } from '../enums.ts'
import { StringEnum } from './common.ts'

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
 * GET /admin/rescues/attention: the admin dashboard's "needs attention" counts, each the size
 * of the rescues list it links to (the list's escalated, duplicates and unheld filters).
 */
export const AdminAttention = Type.Object({
  /** Cases whose NGO or ring did not answer in time ("No response"). */
  noResponse: Type.Integer(),
  /** Cases flagged as possible duplicates and not merged yet. */
  duplicates: Type.Integer(),
  /** Critical cases nobody holds: pending or declined, with no NGO. */
  criticalUnheld: Type.Integer(),
  /** Reports held for the desk's review, ringing nobody (docs/rules.md#dispatch). */
  heldForReview: Type.Integer(),
})
export type AdminAttention = Static<typeof AdminAttention>

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
  /** The one to pick: the nearest with room (open cases below capacity); null when none, or when the case has no usable place. */
  suggestedId: Type.Union([Type.Integer(), Type.Null()]),
})
export type NgoOptions = Static<typeof NgoOptions>

/** POST /admin/rescues/:id/merge: the duplicate (:id) goes into `intoId`, which stays. */
export const MergeBody = Type.Object({ intoId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false })
export type MergeBody = Static<typeof MergeBody>

/** GET /admin/map-config: where the admin map reads its tiles (server configuration). */
export const MapConfig = Type.Object({ tileUrl: Type.String(), attribution: Type.String() })
export type MapConfig = Static<typeof MapConfig>

/** GET /admin/rescues/map: the open cases with a position, every one of them (not a page). */
export const RescueMapQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(RESCUE_STATUSES)),
    urgency: Type.Optional(StringEnum(URGENCIES)),
  },
  { additionalProperties: false },
)
export type RescueMapQuery = Static<typeof RescueMapQuery>

export const RescueMapPoint = Type.Object({
  id: Type.Integer(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** No GPS position was reported: lat and lng are the centre of the typed pincode or locality. */
  approximate: Type.Boolean(),
  animalType: StringEnum(RESCUE_ANIMAL_TYPES),
  urgency: StringEnum(URGENCIES),
  status: StringEnum(RESCUE_STATUSES),
  createdAt: Type.String(),
})
export type RescueMapPoint = Static<typeof RescueMapPoint>

/** At most this many points, the most urgent and longest waiting first; `truncated` says when more matched. */
export const RESCUE_MAP_LIMIT = 5000
export const RescueMap = Type.Object({
  points: Type.Array(RescueMapPoint),
  truncated: Type.Boolean(),
  /** Open cases matching the same filters with no position at all (no GPS, no known pincode or locality), so not drawn. */
  withoutPosition: Type.Integer(),
})
export type RescueMap = Static<typeof RescueMap>
