// Adoption applications: what /adoptions accepts and answers (docs/rules.md#entities,
// docs/rules.md#status-machines and docs/rules.md#api-conventions; docs/rules.md#permissions and
// docs/rules.md#status-machines).
import Type, { type Static } from 'typebox'
import { LIVING_SPACES, MAX_REFERENCES, PET_EXPERIENCE, WORK_SCHEDULES } from '../application.ts'
import { ADOPTION_STATUSES, ALL_ANIMAL_STATUSES } from '../enums.ts'
import { TEXT_LIMITS } from '../limits.ts'
import { HistoryEntry, Nullable, PageMeta, PageQuery, StringEnum } from './common.ts'

const text = (max: number) => Type.String({ maxLength: max })
const choice = <T extends readonly string[]>(values: T) => Type.Optional(StringEnum(values))

/** A reference the applicant gives: a name and a 10-digit phone; the relation is optional. */
export const Reference = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    phone: Type.String({ pattern: '^\\d{10}$' }),
    relationship: Type.Optional(text(100)),
  },
  { additionalProperties: false },
)
export type Reference = Static<typeof Reference>

/**
 * The applicant's answers (docs/rules.md#entities; docs/rules.md#departures-from-the-spec). Every
 * question is optional and validated when answered: a skipped question is absent (stored and shown
 * as not answered, never filled in). Unknown fields are refused.
 */
export const ApplicationData = Type.Object(
  {
    livingSpace: choice(LIVING_SPACES),
    hasYard: Type.Optional(Type.Boolean()),
    hasPets: Type.Optional(Type.Boolean()),
    hasChildren: Type.Optional(Type.Boolean()),
    experience: choice(PET_EXPERIENCE),
    workSchedule: choice(WORK_SCHEDULES),
    references: Type.Optional(Type.Array(Reference, { maxItems: MAX_REFERENCES })),
  },
  { additionalProperties: false },
)
export type ApplicationData = Static<typeof ApplicationData>

/**
 * As read back: answers stored before the questions had fixed choices keep their words, so
 * the read side takes any text (the write side above is strict).
 */
const StoredApplicationData = Type.Object({
  livingSpace: Type.Optional(Type.String()),
  hasYard: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  hasPets: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  hasChildren: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  experience: Type.Optional(Type.String()),
  workSchedule: Type.Optional(Type.String()),
  references: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.Optional(Type.String()),
        phone: Type.Optional(Type.String()),
        relationship: Type.Optional(Type.String()),
      }),
    ),
  ),
})
export type StoredApplicationData = Static<typeof StoredApplicationData>

const Person = Type.Object({ firstName: Type.String(), lastName: Type.String() })

const adoptionFields = {
  id: Type.Integer(),
  status: StringEnum(ADOPTION_STATUSES),
  /** Why the applicant wants to adopt (admin cards show its first 100 characters). */
  reason: Nullable(Type.String()),
  /** The applicant's message to the owner. */
  notes: Nullable(Type.String()),
  rejectionReason: Nullable(Type.String()),
  /** Present for admins and the animal's owner only. */
  adminNotes: Type.Optional(Nullable(Type.String())),
  applicationData: StoredApplicationData,
  /**
   * False for applications made before the questions were asked (their placeholder answers
   * and message were cleared by migration 0009): the screens read "Not asked".
   */
  questionsAsked: Type.Boolean(),
  /** When the owner first decided (the first move out of pending or under review). */
  processedAt: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Same as createdAt (the old client's name). */
  appliedDate: Type.String(),
  updatedAt: Type.String(),
  adopterId: Type.Integer(),
  /** Only the applicant, the animal's owner and admins can read an application at all. */
  adopter: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
  }),
  animalId: Type.Integer(),
  animal: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    species: Type.String(),
    breed: Nullable(Type.String()),
    /** Whole months. */
    age: Nullable(Type.Integer()),
    gender: Type.String(),
    images: Type.Array(Type.String()),
    shelterId: Type.Integer(),
    status: StringEnum(ALL_ANIMAL_STATUSES),
  }),
  /** The animal's owner (the user whose id is animal.shelterId). */
  owner: Person,
}

export const Adoption = Type.Object(adoptionFields)
export type Adoption = Static<typeof Adoption>

/** A move the caller may make now: what to send as status, and the button's text. */
export const AdoptionMove = Type.Object({
  to: StringEnum(ADOPTION_STATUSES),
  label: Type.String(),
  /** True when rejectionReason must be sent with this move. */
  reasonRequired: Type.Boolean(),
})
export type AdoptionMove = Static<typeof AdoptionMove>

/** GET /adoptions/:id and the answers of the writes: the application, its timeline and the caller's moves. */
export const AdoptionDetail = Type.Object({
  ...adoptionFields,
  history: Type.Array(HistoryEntry),
  /** The caller's part in this application. */
  role: StringEnum(['admin', 'owner', 'applicant'] as const),
  allowedMoves: Type.Array(AdoptionMove),
})
export type AdoptionDetail = Static<typeof AdoptionDetail>

export const AdoptionList = Type.Object({ adoptions: Type.Array(Adoption), meta: PageMeta })
export type AdoptionList = Static<typeof AdoptionList>

export const ADOPTION_SORT_FIELDS = ['createdAt', 'updatedAt', 'status'] as const
export const ADOPTION_LIST_TYPES = ['sent', 'received', 'all'] as const

export const AdoptionListQuery = Type.Object(
  {
    ...PageQuery,
    /**
     * sent: the caller's own applications; received: applications to animals the caller
     * owns; all: every application (admins only). Default: all for admins, else sent.
     */
    type: Type.Optional(StringEnum(ADOPTION_LIST_TYPES)),
    search: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.search })),
    status: Type.Optional(StringEnum(ADOPTION_STATUSES)),
    animalId: Type.Optional(Type.Integer({ minimum: 1 })),
    adopterId: Type.Optional(Type.Integer({ minimum: 1 })),
    sortBy: Type.Optional(StringEnum(ADOPTION_SORT_FIELDS)),
  },
  { additionalProperties: false },
)
export type AdoptionListQuery = Static<typeof AdoptionListQuery>

/** POST /adoptions. */
export const AdoptionCreateBody = Type.Object(
  {
    animalId: Type.Integer({ minimum: 1 }),
    /** The answers given; a question left out is stored as not answered. */
    applicationData: Type.Optional(ApplicationData),
    /** The applicant's message to the owner. */
    notes: Type.Optional(Nullable(text(TEXT_LIMITS.adoptionMessage))),
    reason: Type.Optional(Nullable(text(TEXT_LIMITS.adoptionMessage))),
  },
  { additionalProperties: false },
)
export type AdoptionCreateBody = Static<typeof AdoptionCreateBody>

/**
 * PUT /adoptions/:id/status. The owner moves per the machine (rejectionReason required to
 * reject); the applicant may only cancel; an admin may set any status.
 */
export const AdoptionStatusBody = Type.Object(
  {
    status: StringEnum(ADOPTION_STATUSES),
    /** A note for the timeline entry. */
    note: Type.Optional(Nullable(text(TEXT_LIMITS.adoptionNote))),
    rejectionReason: Type.Optional(Nullable(text(TEXT_LIMITS.adoptionNote))),
  },
  { additionalProperties: false },
)
export type AdoptionStatusBody = Static<typeof AdoptionStatusBody>

/** PUT /adoptions/:id (admin). A status other than the current one is a move (an override when outside the machine). */
export const AdoptionAdminUpdateBody = Type.Object(
  {
    status: Type.Optional(StringEnum(ADOPTION_STATUSES)),
    note: Type.Optional(Nullable(text(TEXT_LIMITS.adoptionNote))),
    notes: Type.Optional(Nullable(text(5000))),
    reason: Type.Optional(Nullable(text(5000))),
    adminNotes: Type.Optional(Nullable(text(5000))),
    rejectionReason: Type.Optional(Nullable(text(TEXT_LIMITS.adoptionNote))),
    applicationData: Type.Optional(ApplicationData),
    /** A date or date-time (e.g. from a datetime-local field); null clears it. */
    processedAt: Type.Optional(Nullable(text(40))),
    completedAt: Type.Optional(Nullable(text(40))),
  },
  { additionalProperties: false },
)
export type AdoptionAdminUpdateBody = Static<typeof AdoptionAdminUpdateBody>
