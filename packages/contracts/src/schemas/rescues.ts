// Rescue cases: what POST/PUT /rescues accept and what the API answers (docs/rules.md#entities and
// docs/rules.md#api-conventions, docs/rules.md#permissions, docs/rules.md#status-machines and
// docs/rules.md#offline-reports).
import Type, { type Static } from 'typebox'
import {
  BLEEDING,
  BREATHING,
  CONSCIOUSNESS,
  INJURIES,
  MOBILITY,
  RESCUE_ANIMAL_TYPES,
  RESCUE_STATUSES,
  URGENCIES,
} from '../enums.ts'
import { HistoryEntry, Nullable, PageMeta, PageQuery, StringEnum } from './common.ts'
import { PHOTO_HASH_PATTERN } from '../photo-hash.ts'
import { TRIAGE_REASONS } from '../dispatch.ts'
import { TEXT_LIMITS } from '../limits.ts'

export const RescueLocation = Type.Object({
  address: Type.String(),
  city: Type.String(),
  state: Nullable(Type.String()),
  pincode: Nullable(Type.String()),
  landmarks: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  /** GPS accuracy in metres. */
  accuracy: Nullable(Type.Number()),
})
export type RescueLocation = Static<typeof RescueLocation>

export const RescueCondition = Type.Object({
  injuries: Nullable(StringEnum(INJURIES)),
  mobility: Nullable(StringEnum(MOBILITY)),
  consciousness: Nullable(StringEnum(CONSCIOUSNESS)),
  bleeding: Nullable(StringEnum(BLEEDING)),
  breathing: Nullable(StringEnum(BREATHING)),
})
export type RescueCondition = Static<typeof RescueCondition>

export const RescueContact = Type.Object({ canStay: Type.Boolean(), canTransport: Type.Boolean() })
export type RescueContact = Static<typeof RescueContact>

export const RescuePhoto = Type.Object({ clientId: Type.String(), url: Type.String(), sha256: Nullable(Type.String()) })
export type RescuePhoto = Static<typeof RescuePhoto>

const Person = Type.Object({ firstName: Type.String(), lastName: Type.String() })

/** The caller's part in "Was the animal helped?" (docs/rules.md#closure). */
export const CaseClosure = Type.Object({
  /** The case is completed and the caller has not answered for this completion yet. */
  ask: Type.Boolean(),
  /** Until when "No, it is still there" reopens the case. */
  reopensUntil: Type.String(),
  /** The caller's answer to the latest completion. */
  answer: Nullable(
    Type.Object({ helped: Type.Boolean(), note: Nullable(Type.String()), reopened: Type.Boolean(), at: Type.String() }),
  ),
})
export type CaseClosure = Static<typeof CaseClosure>

/** POST /rescues/{id}/closure: the reporter's or a follower's answer, once per completion. */
export const ClosureBody = Type.Object(
  {
    helped: Type.Boolean(),
    note: Type.Optional(Nullable(Type.String({ maxLength: TEXT_LIMITS.closureNote }))),
  },
  { additionalProperties: false },
)
export type ClosureBody = Static<typeof ClosureBody>

export const Rescue = Type.Object({
  id: Type.Integer(),
  status: StringEnum(RESCUE_STATUSES),
  urgency: StringEnum(URGENCIES),
  animalType: StringEnum(RESCUE_ANIMAL_TYPES),
  description: Type.String(),
  location: RescueLocation,
  condition: RescueCondition,
  contact: RescueContact,
  additionalInfo: Nullable(Type.String()),
  /** Public URLs of the large photos, oldest first; each has a thumbnail (thumbnailUrl). */
  images: Type.Array(Type.String()),
  /** The client photo id of each image, same order as images. */
  photoIds: Type.Array(Type.String()),
  /**
   * Detail only, for the requester and admins: each photo with its client id and the SHA-256
   * (hex) of the bytes the server received, before re-encoding (null for older photos).
   */
  photos: Type.Optional(Type.Array(RescuePhoto)),
  /**
   * The reporting account (null when it came by SMS or was erased): for the reporter, the NGO
   * holding the case and admins only; a follower, a responder before accepting and a stranger
   * never read it, as it would link one reporter's cases.
   */
  requesterId: Type.Optional(Nullable(Type.Integer())),
  /** Present for the requester, admins and the assigned NGO. */
  requester: Type.Optional(
    Nullable(
      Type.Object({
        firstName: Type.String(),
        lastName: Type.String(),
        email: Type.String(),
        phone: Nullable(Type.String()),
      }),
    ),
  ),
  ngoId: Nullable(Type.Integer()),
  ngo: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** Admin notes, decline reason and the NGO that declined: admins and the NGO only. */
  notes: Type.Optional(Nullable(Type.String())),
  declineReason: Type.Optional(Nullable(Type.String())),
  declinedBy: Type.Optional(Nullable(Type.Integer())),
  assignedVolunteerId: Nullable(Type.Integer()),
  assignedVolunteer: Nullable(Person),
  rescuedAnimalId: Nullable(Type.Integer()),
  /**
   * Admins and the NGO: when the assigned NGO let its deadline pass without accepting
   * ("No response from {ngo}"); null once the case moved on or was reassigned.
   */
  escalatedAt: Type.Optional(Nullable(Type.String())),
  /**
   * Admins and the NGO: the report waits at the admins' desk instead of ringing anyone, and
   * why (TRIAGE_REASONS; docs/rules.md#dispatch); null when it is not held.
   */
  triage: Type.Optional(Nullable(Type.Object({ reason: StringEnum(TRIAGE_REASONS), at: Type.String() }))),
  /**
   * A low or medium case filed at night (22:00 to 07:00): when an NGO will look at it (07:00,
   * when it is offered first); the reporter and everyone who reads the case see it.
   */
  promisedAt: Type.Optional(Nullable(Type.String())),
  /** Flagged as possibly the same animal as that case (admins decide whether to merge). */
  duplicateOfId: Type.Optional(Nullable(Type.Integer())),
  /** Merged into that case: this one is read-only and the survivor carries on. */
  mergedIntoId: Type.Optional(Nullable(Type.Integer())),
  /** What became of the animal, once the case is completed (kind: RESCUE_OUTCOMES). */
  outcome: Type.Optional(Nullable(Type.Object({ kind: Type.String(), place: Nullable(Type.String()) }))),
  createdAt: Type.String(),
  /** Same as createdAt (the old client's name). */
  submittedDate: Type.String(),
  updatedAt: Type.String(),
  /** Detail only: the status timeline, oldest first. */
  history: Type.Optional(Type.Array(HistoryEntry)),
  /** True when the caller follows this case (they reported the same animal). */
  following: Type.Optional(Type.Boolean()),
  /** Detail only, for the reporter and followers of a case that was completed. */
  closure: Type.Optional(CaseClosure),
})
export type Rescue = Static<typeof Rescue>

export const RescueList = Type.Object({ rescueRequests: Type.Array(Rescue), meta: PageMeta })
export type RescueList = Static<typeof RescueList>

/** priority: most urgent first, then the longest waiting (the admin desk's default). */
export const RESCUE_SORT_FIELDS = ['createdAt', 'urgency', 'status', 'priority'] as const

export const RescueListQuery = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.search })),
    status: Type.Optional(StringEnum(RESCUE_STATUSES)),
    ngoId: Type.Optional(Type.Integer({ minimum: 1 })),
    sortBy: Type.Optional(StringEnum(RESCUE_SORT_FIELDS)),
    urgency: Type.Optional(StringEnum(URGENCIES)),
    /** Only cases whose NGO did not answer in time. */
    escalated: Type.Optional(Type.Boolean()),
    /** Only cases flagged as possible duplicates and not merged yet. */
    duplicates: Type.Optional(Type.Boolean()),
    /** Only cases nobody holds: pending or declined, with no NGO. */
    unheld: Type.Optional(Type.Boolean()),
    /**
     * true: only cases an NGO holds (assigned, accepted, in progress, rescued), an NGO's field
     * list, however many; false: only the others.
     */
    held: Type.Optional(Type.Boolean()),
    /** Only open cases (not completed, cancelled or merged) with no reported position. */
    noPosition: Type.Optional(Type.Boolean()),
    /** Only reports held for the desk's triage (ringing nobody), open and with no NGO. */
    triage: Type.Optional(Type.Boolean()),
    /** Only cases reported at or after this moment (a date range's start). */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    /** Only cases reported before this moment (a date range's end, not included). */
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
)
export type RescueListQuery = Static<typeof RescueListQuery>

const shortText = (max: number) => Type.String({ maxLength: max })

export const RescueLocationInput = Type.Object(
  {
    address: Type.Optional(shortText(500)),
    city: Type.Optional(shortText(100)),
    state: Type.Optional(Nullable(shortText(100))),
    pincode: Type.Optional(Nullable(shortText(12))),
    landmarks: Type.Optional(Nullable(shortText(500))),
    lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    lng: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
    accuracy: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1_000_000 }))),
  },
  { additionalProperties: false },
)
export type RescueLocationInput = Static<typeof RescueLocationInput>

export const RescueConditionInput = Type.Object(
  {
    injuries: Type.Optional(Nullable(StringEnum(INJURIES))),
    mobility: Type.Optional(Nullable(StringEnum(MOBILITY))),
    consciousness: Type.Optional(Nullable(StringEnum(CONSCIOUSNESS))),
    bleeding: Type.Optional(Nullable(StringEnum(BLEEDING))),
    breathing: Type.Optional(Nullable(StringEnum(BREATHING))),
  },
  { additionalProperties: false },
)
export type RescueConditionInput = Static<typeof RescueConditionInput>

export const RescueContactInput = Type.Object(
  { canStay: Type.Optional(Type.Boolean()), canTransport: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
)

/**
 * The report fields. animalType, urgency, location.address/city/pincode and description are
 * required by the wizard rules (validateRescueReport), checked by the service so each
 * missing field gets its own message.
 */
const reportFields = {
  animalType: Type.Optional(Type.String({ maxLength: 20, description: `One of: ${RESCUE_ANIMAL_TYPES.join(', ')}` })),
  urgency: Type.Optional(Type.String({ maxLength: 20, description: `One of: ${URGENCIES.join(', ')}` })),
  description: Type.Optional(shortText(5000)),
  location: Type.Optional(RescueLocationInput),
  condition: Type.Optional(RescueConditionInput),
  contact: Type.Optional(RescueContactInput),
  additionalInfo: Type.Optional(Nullable(shortText(5000))),
  /**
   * Create only (an edit ignores it, so the outbox may send a revised report as it is): the
   * reporter was shown the open cases nearby (GET /rescues/nearby) and said this is another
   * animal. Without it the server flags the new case as a possible duplicate of the nearest
   * one (duplicate_of_id, for the admin; never merged on its own).
   */
  nearbyChecked: Type.Optional(Type.Boolean()),
  /**
   * Create only: each photo's perceptual hash (photo-hash.ts), computed on the phone, so a
   * later report of the same picture (forwarded by others) is offered this case.
   */
  photoHashes: Type.Optional(Type.Array(Type.String({ pattern: PHOTO_HASH_PATTERN }), { maxItems: 5 })),
}

/** POST /rescues, with an optional `Idempotency-Key: <uuid>` header. */
export const RescueCreateBody = Type.Object(reportFields, { additionalProperties: false })
export type RescueCreateBody = Static<typeof RescueCreateBody>

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      format: 'uuid',
      description: 'Client-made UUID of this report. A repeat from the same user answers the existing case (200).',
    }),
  ),
})

/**
 * PUT /rescues/:id. Who may send what:
 * requester: report fields and { status: 'cancelled' };
 * admin: everything; { ngoId } assigns (status pending, or declined with no NGO);
 * assigned NGO: { status } per the machine; { status: 'declined', declineReason }.
 */
export const RescueUpdateBody = Type.Object(
  {
    ...reportFields,
    status: Type.Optional(StringEnum(RESCUE_STATUSES)),
    ngoId: Type.Optional(Type.Integer({ minimum: 1 })),
    declineReason: Type.Optional(Nullable(shortText(TEXT_LIMITS.stepNote))),
    /** Sent by the old client with a decline; the server records the declining NGO itself. */
    declinedBy: Type.Optional(Nullable(Type.Integer())),
    /** A note for the timeline entry of a status change. */
    note: Type.Optional(Nullable(shortText(TEXT_LIMITS.stepNote))),
    notes: Type.Optional(Nullable(shortText(5000))),
    assignedVolunteerId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    rescuedAnimalId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    /** Admin: the stored image URLs to keep; the case's other photos are deleted. */
    images: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 5 })),
  },
  { additionalProperties: false },
)
export type RescueUpdateBody = Static<typeof RescueUpdateBody>

/** Answer of the photo routes: the case's photos after the call. */
export const RescueImages = Type.Object({ urls: Type.Array(Type.String()), photoIds: Type.Array(Type.String()) })
export type RescueImages = Static<typeof RescueImages>

export const ImageIndexParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  index: Type.Integer({ minimum: 0, maximum: 50 }),
})

/** A client photo id: what the device names a photo so a re-sent photo is stored once. */
export const PHOTO_ID_PATTERN = '^[A-Za-z0-9_.:-]{1,100}$'

/** How far and how far back GET /rescues/nearby looks for the same animal. */
export const NEARBY_RADIUS_M = 300
export const NEARBY_WINDOW_HOURS = 48
/**
 * A follow's position counts only as the phone measured it (docs/rules.md#followers): with the
 * accuracy its GPS gave, at most this many metres. A place typed or picked on a map has none.
 */
export const FOLLOW_MAX_ACCURACY_M = 100

export const NearbyQuery = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    animalType: StringEnum(RESCUE_ANIMAL_TYPES),
  },
  { additionalProperties: false },
)
export type NearbyQuery = Static<typeof NearbyQuery>

/** An open case that may be the same animal: what a passer-by needs to recognise it. */
export const NearbyRescue = Type.Object({
  id: Type.Integer(),
  animalType: StringEnum(RESCUE_ANIMAL_TYPES),
  status: StringEnum(RESCUE_STATUSES),
  urgency: StringEnum(URGENCIES),
  /** Metres from the point asked about to the case's approximate place, in steps of 50. */
  distanceM: Type.Integer(),
  createdAt: Type.String(),
  /** The area: pincode and city (never the typed address or landmark). */
  place: Type.String(),
  /** The first photo (large; thumbnailUrl gives the small one), if any. */
  photo: Nullable(Type.String()),
})
export type NearbyRescue = Static<typeof NearbyRescue>

export const NearbyList = Type.Object({ rescues: Type.Array(NearbyRescue) })
export type NearbyList = Static<typeof NearbyList>

/** GET /rescues/same-photo: the hashes of the photos about to be reported, comma-separated. */
export const SamePhotoQuery = Type.Object(
  { hashes: Type.String({ pattern: '^[0-9a-f]{16}(,[0-9a-f]{16}){0,4}$' }) },
  { additionalProperties: false },
)
export type SamePhotoQuery = Static<typeof SamePhotoQuery>

/** How long an open case's photos are looked at for the same picture. */
export const SAME_PHOTO_WINDOW_DAYS = 7

/** An open case with a photo that is the same picture as one about to be reported. */
export const SamePhotoRescue = Type.Object({
  id: Type.Integer(),
  animalType: StringEnum(RESCUE_ANIMAL_TYPES),
  status: StringEnum(RESCUE_STATUSES),
  urgency: StringEnum(URGENCIES),
  createdAt: Type.String(),
  /** The area: pincode and city (never the typed address or landmark). */
  place: Type.String(),
  photo: Nullable(Type.String()),
  /** How many of the 64 bits of the closest pair of hashes differ. */
  bits: Type.Integer(),
})
export type SamePhotoRescue = Static<typeof SamePhotoRescue>
export const SamePhotoList = Type.Object({ rescues: Type.Array(SamePhotoRescue) })
export type SamePhotoList = Static<typeof SamePhotoList>

/**
 * POST /rescues/:id/follow: "this is the same animal", with what the follower saw, where they
 * are (when the phone measured it: with its GPS accuracy) and the perceptual hashes of their
 * photos (following is only for someone the phone places within NEARBY_RADIUS_M of the case, or
 * holding one of its pictures).
 */
export const FollowBody = Type.Object(
  {
    note: Type.Optional(Nullable(shortText(TEXT_LIMITS.followNote))),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    /** The GPS accuracy in metres the phone gave with lat and lng; without it the position is not counted. */
    accuracy: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    photoHashes: Type.Optional(Type.Array(Type.String({ pattern: PHOTO_HASH_PATTERN }), { maxItems: 5 })),
  },
  { additionalProperties: false },
)
export type FollowBody = Static<typeof FollowBody>
