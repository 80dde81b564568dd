// Dispatch: the rings that offer a case to the responders near it, the self-pick list and
// the admins' settings for them (docs/rules.md#dispatch).
import Type, { type Static } from 'typebox'
import { RESCUE_ANIMAL_TYPES, RESCUE_STATUSES, URGENCIES } from '../enums.ts'
import { OFFER_ANSWER_REASONS, OFFER_STATES, OFFER_WHYS, RING_STEPS } from '../dispatch.ts'
import { Nullable, StringEnum } from './common.ts'
import { RescueCondition } from './rescues.ts'

/** The admins' settings of the rings (GET/PUT /admin/settings/dispatch). */
export const DispatchSettings = Type.Object(
  {
    /** The first ring: on-duty responders within this many metres. */
    nearRadiusM: Type.Integer({ minimum: 200, maximum: 10_000 }),
    /** The widened ring, and the self-pick list's reach. */
    wideRadiusM: Type.Integer({ minimum: 500, maximum: 25_000 }),
    /** How many responders each ring offers a case to (the nearest first). */
    ringSize: Type.Integer({ minimum: 1, maximum: 10 }),
    /** Minutes before the ring widens to wideRadiusM and the area's coordinators. */
    widenCriticalMinutes: Type.Integer({ minimum: 1, maximum: 120 }),
    widenHighMinutes: Type.Integer({ minimum: 1, maximum: 240 }),
    /** Minutes before the admins are told nobody took it. */
    adminsCriticalMinutes: Type.Integer({ minimum: 2, maximum: 240 }),
    adminsHighMinutes: Type.Integer({ minimum: 2, maximum: 480 }),
    /** Minutes an urgent offer (critical, high) waits for an answer before the ring offers the next nearest. */
    noAnswerMinutes: Type.Integer({ minimum: 1, maximum: 60 }),
    /** The same for a quiet offer (medium, low: "new case near you", "open case in your area"). */
    noAnswerQuietMinutes: Type.Integer({ minimum: 1, maximum: 240 }),
    /** At most this many offers per responder a day. */
    offersPerDay: Type.Integer({ minimum: 1, maximum: 50 }),
    /** How many offers a critical or high case keeps open: each "Can't" or silence is replaced. */
    openOffers: Type.Integer({ minimum: 1, maximum: 20 }),
    /** The outer ring of critical and high cases, once the wide one is spent. */
    outerRadiusM: Type.Integer({ minimum: 500, maximum: 50_000 }),
    /** The far ring of critical cases, once nobody is left to ask within the outer one. */
    farRadiusM: Type.Integer({ minimum: 500, maximum: 50_000 }),
  },
  { additionalProperties: false },
)
export type DispatchSettings = Static<typeof DispatchSettings>

/** An open case as a responder sees it before accepting: the approximate place only. */
export const OpenCase = Type.Object({
  id: Type.Integer(),
  status: StringEnum(RESCUE_STATUSES),
  urgency: StringEnum(URGENCIES),
  animalType: StringEnum(RESCUE_ANIMAL_TYPES),
  description: Type.String(),
  condition: RescueCondition,
  createdAt: Type.String(),
  /** The approximate place (about 100 m): pincode and city, no address or landmark. */
  place: Type.Object({
    lat: Nullable(Type.Number()),
    lng: Nullable(Type.Number()),
    pincode: Nullable(Type.String()),
    city: Type.String(),
    /** No GPS position was reported: lat and lng are the centre of the typed pincode or locality. */
    fromTypedPlace: Type.Boolean(),
  }),
  /** From the point asked about (or the responder's duty position), in steps of 50 m. */
  distanceM: Nullable(Type.Integer()),
  /** The first photo, if any. */
  photo: Nullable(Type.String()),
})
export type OpenCase = Static<typeof OpenCase>

/** GET /rescues/nearby-open: open cases nobody has taken, by urgency then distance. */
export const OpenCaseList = Type.Object({ rescues: Type.Array(OpenCase) })
export type OpenCaseList = Static<typeof OpenCaseList>

export const NearbyOpenQuery = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
)
export type NearbyOpenQuery = Static<typeof NearbyOpenQuery>

/** One offer of a case to this responder. */
export const Offer = Type.Object({
  id: Type.Integer(),
  state: StringEnum(OFFER_STATES),
  offeredAt: Type.String(),
  /** Who took the case when it is no longer open ("Taken by <NGO>"). */
  takenBy: Nullable(Type.String()),
  rescue: OpenCase,
})
export type Offer = Static<typeof Offer>
export const OfferList = Type.Object({ offers: Type.Array(Offer) })
export type OfferList = Static<typeof OfferList>

/** GET /admin/rescues/:id/ring: to whom the case was offered, what they said, what comes next. */
export const RingView = Type.Object({
  offers: Type.Array(
    Type.Object({
      userId: Type.Integer(),
      name: Type.String(),
      ngo: Type.String(),
      ring: Type.Integer(),
      distanceM: Nullable(Type.Integer()),
      offeredAt: Type.String(),
      state: StringEnum(OFFER_STATES),
      reason: Nullable(StringEnum(OFFER_ANSWER_REASONS)),
      answeredAt: Nullable(Type.String()),
      /** Why it was made: the near ring, a thin ring's wide one, the outer ring, a replacement... */
      why: Nullable(StringEnum(OFFER_WHYS)),
      /** When the ring passed over it for silence (it stays open: a late accept still wins). */
      passedOverAt: Nullable(Type.String()),
    }),
  ),
  /** The next step ("widen", "admins") and when; null when the ring is over. */
  next: Nullable(Type.Object({ step: Type.String(), at: Type.String() })),
  /** Every step the ring took, in order: widened, the admins told, no cover here, the morning. */
  steps: Type.Array(Type.Object({ step: StringEnum(RING_STEPS), at: Type.String() })),
})
export type RingView = Static<typeof RingView>

/** GET /admin/rescues/rings?ids=: the rings of up to 50 cases at once (the admins' list rows). */
export const RingsQuery = Type.Object(
  { ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$' }) },
  { additionalProperties: false },
)
export type RingsQuery = Static<typeof RingsQuery>

export const RingList = Type.Object({
  rings: Type.Array(Type.Object({ rescueId: Type.Integer(), ...RingView.properties })),
})
export type RingList = Static<typeof RingList>
