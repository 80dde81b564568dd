// Clinics: the spec's vet role, a veterinary clinic that takes hurt animals from the street.
// It signs up with its licence and where it is, an admin approves it as for NGOs, and it says
// whether it is accepting emergencies now (until when) and how many places it has free per
// species; responders look for the nearest accepting clinic.
import Type, { type Static } from 'typebox'
import {
  APPROVAL_STATUSES,
  CLINIC_ANIMAL_STATES,
  HANDOVER_STATES,
  RESCUE_ANIMAL_TYPES,
  RESCUE_STATUSES,
  URGENCIES,
} from '../enums.ts'
import { TEXT_LIMITS } from '../limits.ts'
import type { FieldError } from '../validation.ts'
import { Nullable, PageMeta, StringEnum } from './common.ts'

const text = (maxLength: number) => Type.String({ maxLength })
const lat = Type.Number({ minimum: -90, maximum: 90 })
const lng = Type.Number({ minimum: -180, maximum: 180 })

/** The species a clinic treats: the animal types of rescue cases. */
export const ClinicSpecies = Type.Array(StringEnum(RESCUE_ANIMAL_TYPES), {
  minItems: 1,
  maxItems: RESCUE_ANIMAL_TYPES.length,
  uniqueItems: true,
})

/** The most free places a clinic can give for one species. */
export const CLINIC_PLACES_MAX = 999

/** Free places per species; a species left out has none. */
export const ClinicPlaces = Type.Object(
  Object.fromEntries(
    RESCUE_ANIMAL_TYPES.map((s) => [s, Type.Optional(Type.Integer({ minimum: 0, maximum: CLINIC_PLACES_MAX }))]),
  ),
  { additionalProperties: false },
)
export type ClinicPlaces = Partial<Record<(typeof RESCUE_ANIMAL_TYPES)[number], number>>

/** POST /auth/register-vet: the person, the licence and the clinic. */
export const RegisterVetBody = Type.Object(
  {
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    password: text(200),
    phone: text(20),
    licenseNumber: text(100),
    clinicName: text(200),
    address: text(500),
    lat,
    lng,
    species: ClinicSpecies,
    hours: text(200),
  },
  { additionalProperties: false },
)
export type RegisterVetBody = Static<typeof RegisterVetBody>

export const ClinicAvailability = Type.Object({
  accepting: Type.Boolean(),
  /** Until when it accepts; null when it does not. */
  until: Nullable(Type.String()),
  places: ClinicPlaces,
  /** When the clinic last said so; null when it never did. */
  updatedAt: Nullable(Type.String()),
})
export type ClinicAvailability = Static<typeof ClinicAvailability>

export const Clinic = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  name: Type.String(),
  licenseNumber: Nullable(Type.String()),
  address: Type.String(),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  species: Type.Array(StringEnum(RESCUE_ANIMAL_TYPES)),
  hours: Type.String(),
  phone: Nullable(Type.String()),
  email: Type.String(),
  approvalStatus: StringEnum(APPROVAL_STATUSES),
  rejectionReason: Nullable(Type.String()),
  availability: ClinicAvailability,
  createdAt: Type.String(),
})
export type Clinic = Static<typeof Clinic>

export const ClinicListQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(APPROVAL_STATUSES)),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
)
export type ClinicListQuery = Static<typeof ClinicListQuery>

export const ClinicList = Type.Object({ clinics: Type.Array(Clinic), meta: PageMeta })
export type ClinicList = Static<typeof ClinicList>

export const ClinicVerifyBody = Type.Object(
  {
    action: StringEnum(['approve', 'reject'] as const),
    reason: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.rejectReason })),
  },
  { additionalProperties: false },
)
export type ClinicVerifyBody = Static<typeof ClinicVerifyBody>

/** Rejecting a clinic needs a reason: its user reads it (docs/rules.md#clinics). */
export function validateClinicDecision(body: ClinicVerifyBody): FieldError[] {
  return body.action === 'reject' && !body.reason?.trim()
    ? [{ field: 'reason', message: CLINIC_MESSAGES.rejectReason }]
    : []
}

/** PUT /clinics/me/availability. `until` is required while accepting and must be in the future. */
export const AvailabilityBody = Type.Object(
  {
    accepting: Type.Boolean(),
    until: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    places: ClinicPlaces,
  },
  { additionalProperties: false },
)
export type AvailabilityBody = Static<typeof AvailabilityBody>

export const NearbyClinicsQuery = Type.Object(
  { lat, lng, species: Type.Optional(StringEnum(RESCUE_ANIMAL_TYPES)) },
  { additionalProperties: false },
)
export type NearbyClinicsQuery = Static<typeof NearbyClinicsQuery>

export const NearbyClinic = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  distanceM: Type.Integer(),
  phone: Nullable(Type.String()),
  hours: Type.String(),
  species: Type.Array(StringEnum(RESCUE_ANIMAL_TYPES)),
  places: ClinicPlaces,
  until: Type.String(),
  updatedAt: Type.String(),
})
export type NearbyClinic = Static<typeof NearbyClinic>

export const NearbyClinicList = Type.Object({ clinics: Type.Array(NearbyClinic) })
export type NearbyClinicList = Static<typeof NearbyClinicList>

/** How far a responder is shown clinics, and how long a clinic may say it accepts at once. */
export const CLINIC_NEARBY_RADIUS_M = 25_000
export const CLINIC_ACCEPTING_MAX_HOURS = 72

export const CLINIC_MESSAGES = {
  rejectReason: 'validation.clinicRejectReason',
  untilRequired: 'validation.clinicUntilRequired',
  untilPast: 'validation.clinicUntilPast',
  /** Worded with `{ hours: CLINIC_ACCEPTING_MAX_HOURS }`. */
  untilTooFar: 'validation.clinicUntilTooFar',
  notApproved: 'Your clinic is not approved yet, so it cannot take emergencies. An admin reviews new clinics.',
} as const

/**
 * An animal handed to the clinic (GET /clinics/me/handovers): the hand-over's state and the
 * clinic's own number and news, the case as a clinic reads it (the animal, its condition, an
 * approximate place) and the responder who brings it.
 */
export const ClinicHandover = Type.Object({
  id: Type.Integer(),
  rescueId: Type.Integer(),
  state: StringEnum(HANDOVER_STATES),
  clinicRef: Nullable(Type.String()),
  animalState: Nullable(StringEnum(CLINIC_ANIMAL_STATES)),
  handedAt: Type.String(),
  answeredAt: Nullable(Type.String()),
  caseStatus: StringEnum(RESCUE_STATUSES),
  animalType: StringEnum(RESCUE_ANIMAL_TYPES),
  urgency: StringEnum(URGENCIES),
  description: Type.String(),
  injuries: Nullable(Type.String()),
  place: Type.Object({ city: Type.String(), pincode: Nullable(Type.String()) }),
  responder: Type.Object({ name: Type.String(), phone: Nullable(Type.String()), ngo: Nullable(Type.String()) }),
})
export type ClinicHandover = Static<typeof ClinicHandover>

export const ClinicHandoverList = Type.Object({ handovers: Type.Array(ClinicHandover) })
export type ClinicHandoverList = Static<typeof ClinicHandoverList>

/** How many hand-overs the clinic's page lists, newest first. */
export const CLINIC_HANDOVERS_LISTED = 50
