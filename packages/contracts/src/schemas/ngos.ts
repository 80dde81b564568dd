// NGO profiles as the NGO list, the admin area and the NGO's own user see them.
import Type, { type Static } from 'typebox'
import { APPROVAL_STATUSES, NGO_SERVICES } from '../enums.ts'
import { TEXT_LIMITS } from '../limits.ts'
import { Nullable, PageMeta, PageQuery, StringEnum } from './common.ts'

const ContactInfo = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    website: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
)

const Location = Type.Object(
  {
    address: Type.Optional(Type.String({ maxLength: 500 })),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    state: Type.Optional(Type.String({ maxLength: 100 })),
    zipCode: Type.Optional(Type.String({ maxLength: 20 })),
    /** Where the NGO works from, for nearest-first assignment. */
    lat: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    lng: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
  },
  { additionalProperties: false },
)

/**
 * An NGO. The public sees the first block only; the admin and the NGO's own user also get
 * the optional second block (who runs it, registration, approval and its reason).
 */
export const Ngo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  contactInfo: Type.Object({
    email: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    website: Type.Optional(Type.String()),
  }),
  location: Type.Object({
    address: Type.Optional(Type.String()),
    city: Type.Optional(Type.String()),
    state: Type.Optional(Type.String()),
    zipCode: Type.Optional(Type.String()),
    lat: Type.Optional(Nullable(Type.Number())),
    lng: Type.Optional(Nullable(Type.Number())),
  }),
  servicesOffered: Type.Array(Type.String()),
  maxCapacity: Nullable(Type.Integer()),
  isVerified: Type.Boolean(),
  isActive: Type.Boolean(),
  images: Type.Array(Type.String()),
  createdAt: Type.String(),

  userId: Type.Optional(Nullable(Type.Integer())),
  user: Type.Optional(
    Nullable(Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() })),
  ),
  registrationNumber: Type.Optional(Nullable(Type.String())),
  approvalStatus: Type.Optional(StringEnum(APPROVAL_STATUSES)),
  rejectionReason: Type.Optional(Nullable(Type.String())),
  updatedAt: Type.Optional(Type.String()),
})
export type Ngo = Static<typeof Ngo>

export const NgoList = Type.Object({ ngos: Type.Array(Ngo), meta: PageMeta })
export type NgoList = Static<typeof NgoList>

export const NgoListQuery = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.search })),
    isVerified: Type.Optional(Type.Boolean()),
    status: Type.Optional(StringEnum(['active', 'inactive'] as const)),
    sortBy: Type.Optional(StringEnum(['name', 'createdAt'] as const)),
  },
  { additionalProperties: false },
)
export type NgoListQuery = Static<typeof NgoListQuery>

/** What the NGO's own user may edit. */
const profileFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ maxLength: 5000 }),
  registrationNumber: Nullable(Type.String({ maxLength: 100 })),
  contactInfo: ContactInfo,
  location: Location,
  servicesOffered: Type.Array(StringEnum(NGO_SERVICES), { maxItems: NGO_SERVICES.length, uniqueItems: true }),
  maxCapacity: Nullable(Type.Integer({ minimum: 1, maximum: 100_000 })),
}

/** Admin only on top of the profile fields. */
const adminFields = { isVerified: Type.Boolean(), isActive: Type.Boolean() }

export const NgoUpdateBody = Type.Partial(Type.Object({ ...profileFields, ...adminFields }), {
  additionalProperties: false,
})
export type NgoUpdateBody = Static<typeof NgoUpdateBody>

/** POST /ngos (admin): a profile, optionally for an existing user of role ngo. */
export const NgoCreateBody = Type.Object(
  {
    name: profileFields.name,
    description: Type.Optional(profileFields.description),
    registrationNumber: Type.Optional(profileFields.registrationNumber),
    contactInfo: Type.Optional(ContactInfo),
    location: Type.Optional(Location),
    servicesOffered: Type.Optional(profileFields.servicesOffered),
    maxCapacity: Type.Optional(profileFields.maxCapacity),
    userId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Default true: an NGO the admin team adds is one it has checked. */
    isVerified: Type.Optional(Type.Boolean()),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type NgoCreateBody = Static<typeof NgoCreateBody>

export const NgoVerifyBody = Type.Object(
  {
    action: StringEnum(['approve', 'reject'] as const),
    reason: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.rejectReason })),
  },
  { additionalProperties: false },
)
export type NgoVerifyBody = Static<typeof NgoVerifyBody>

export const NGO_MESSAGES = {
  rejectReason: 'validation.ngoRejectReason',
} as const
