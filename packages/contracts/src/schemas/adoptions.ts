// Adoption applications: what /adoptions accepts and answers (spec part 1 section 3, part 2
// sections 3, 4 and 7; DESIGN sections 4 and 5).
import Type, { type Static } from 'typebox'
import { ADOPTION_STATUSES, ALL_ANIMAL_STATUSES } from '../enums.ts'
import { HistoryEntry, Nullable, PageMeta, PageQuery, StringEnum } from './common.ts'

const text = (max: number) => Type.String({ maxLength: max })
/** The application form's yes/no answers: a boolean, or the applicant's own words. */
const answer = Type.Union([Type.Boolean(), text(500)])

export const Reference = Type.Object(
  {
    name: Type.Optional(text(100)),
    phone: Type.Optional(Type.Union([text(20), Type.Number()])),
    relationship: Type.Optional(text(100)),
  },
  { additionalProperties: false },
)

/**
 * The applicant's answers (spec part 1 section 3). The application dialog sends fixed
 * placeholder answers and the admin edit form may send {} for text that did not parse, so
 * every field is optional and the yes/no ones take a boolean or text; unknown fields are
 * refused.
 */
export const ApplicationData = Type.Object(
  {
    livingSpace: Type.Optional(text(200)),
    hasYard: Type.Optional(answer),
    hasPets: Type.Optional(answer),
    hasChildren: Type.Optional(answer),
    experience: Type.Optional(text(2000)),
    workSchedule: Type.Optional(text(500)),
    references: Type.Optional(Type.Array(Reference, { maxItems: 5 })),
  },
  { additionalProperties: false },
)
export type ApplicationData = Static<typeof ApplicationData>

export const PLACEHOLDER_REFERENCE_NAME = 'To be provided'

/**
 * The fixed answers the application dialog sends; the real details are collected during the
 * review (spec part 1 section 3). The demo seed and the API tests send the same.
 */
export const PLACEHOLDER_APPLICATION = {
  livingSpace: 'house',
  hasYard: true,
  hasPets: false,
  hasChildren: false,
  experience: 'basic',
  workSchedule: 'flexible',
  references: [
    { name: PLACEHOLDER_REFERENCE_NAME, phone: '0000000000', relationship: 'To be provided' },
    { name: PLACEHOLDER_REFERENCE_NAME, phone: '0000000000', relationship: 'To be provided' },
  ],
} satisfies ApplicationData

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
  applicationData: ApplicationData,
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
    search: Type.Optional(Type.String({ maxLength: 100 })),
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
    applicationData: ApplicationData,
    notes: Type.Optional(Nullable(text(5000))),
    reason: Type.Optional(Nullable(text(5000))),
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
    note: Type.Optional(Nullable(text(2000))),
    rejectionReason: Type.Optional(Nullable(text(2000))),
  },
  { additionalProperties: false },
)
export type AdoptionStatusBody = Static<typeof AdoptionStatusBody>

/** PUT /adoptions/:id (admin). A status other than the current one is a move (an override when outside the machine). */
export const AdoptionAdminUpdateBody = Type.Object(
  {
    status: Type.Optional(StringEnum(ADOPTION_STATUSES)),
    note: Type.Optional(Nullable(text(2000))),
    notes: Type.Optional(Nullable(text(5000))),
    reason: Type.Optional(Nullable(text(5000))),
    adminNotes: Type.Optional(Nullable(text(5000))),
    rejectionReason: Type.Optional(Nullable(text(2000))),
    applicationData: Type.Optional(ApplicationData),
    /** A date or date-time (e.g. from a datetime-local field); null clears it. */
    processedAt: Type.Optional(Nullable(text(40))),
    completedAt: Type.Optional(Nullable(text(40))),
  },
  { additionalProperties: false },
)
export type AdoptionAdminUpdateBody = Static<typeof AdoptionAdminUpdateBody>
