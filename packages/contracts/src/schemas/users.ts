import Type, { type Static } from 'typebox'
import { APPROVAL_STATUSES, NGO_SERVICES, ROLES } from '../enums.ts'
import { LOCALES } from '../i18n.ts'
import { Nullable, StringEnum } from './common.ts'

export const Address = Type.Record(Type.String(), Type.Unknown())

export const NgoStatus = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  approvalStatus: StringEnum(APPROVAL_STATUSES),
  /** The account's part in the NGO's team: its coordinators manage the team. */
  memberKind: Type.Optional(StringEnum(['coordinator', 'responder'] as const)),
})

export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: StringEnum(ROLES),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Nullable(Type.String()),
  address: Nullable(Address),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  pincode: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  isActive: Type.Boolean(),
  emailVerified: Type.Boolean(),
  lastLoginAt: Nullable(Type.String()),
  createdAt: Type.String(),
  ngoStatus: Nullable(NgoStatus),
  /** A clinic's (vet's) own approval, for its banner; absent for every other role. */
  clinicStatus: Type.Optional(NgoStatus),
  /** The account's language: e-mails, pushes and notifications are in it (null: never chosen, English). */
  locale: Nullable(StringEnum(LOCALES)),
})
export type User = Static<typeof User>

const name = Type.String({ maxLength: 100 })
const email = Type.String({ maxLength: 254 })
const password = Type.String({ maxLength: 200 })
const phone = Type.String({ maxLength: 20 })

export const RegisterBody = Type.Object(
  {
    firstName: name,
    lastName: name,
    email,
    password,
    phone,
    role: Type.Optional(Type.Literal('adopter')),
  },
  { additionalProperties: false },
)
export type RegisterBody = Static<typeof RegisterBody>

export const RegisterNgoBody = Type.Object(
  {
    firstName: name,
    lastName: name,
    email,
    password,
    phone,
    ngoName: Type.String({ maxLength: 200 }),
    address: Type.String({ maxLength: 500 }),
    city: Type.String({ maxLength: 100 }),
    state: Type.String({ maxLength: 100 }),
    zipCode: Type.String({ maxLength: 20 }),
    /** Where the NGO works from (the phone's position at sign-up), both or neither. */
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    registrationNumber: Type.Optional(Type.String({ maxLength: 100 })),
    website: Type.Optional(Type.String({ maxLength: 300 })),
    description: Type.String({ maxLength: 5000 }),
    servicesOffered: Type.Array(StringEnum(NGO_SERVICES), { maxItems: NGO_SERVICES.length, uniqueItems: true }),
    maxCapacity: Type.Union([Type.Integer(), Type.String({ maxLength: 10 })]),
    role: Type.Optional(Type.Literal('ngo')),
  },
  { additionalProperties: false },
)
export type RegisterNgoBody = Static<typeof RegisterNgoBody>

/** The clinic's sign-up (schemas/clinics.ts). */
export { RegisterVetBody } from './clinics.ts'

export const RegisterSupplierBody = Type.Object(
  {
    firstName: name,
    lastName: name,
    email,
    password,
    phone,
    companyName: Type.String({ maxLength: 200 }),
    businessLicense: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
)

/**
 * `signupId` names this sign-up attempt: verify-otp needs it when the address has more than
 * one sign-up waiting. The account (and its id) exists only once a code is verified, so
 * `userId` is no longer sent; it stays optional here for older clients' types.
 */
export const RegisterResponse = Type.Object({
  userId: Type.Optional(Type.Integer()),
  signupId: Type.String(),
  email: Type.String(),
  message: Type.String(),
  requiresOTPVerification: Type.Optional(Type.Boolean()),
})

/**
 * A device token (docs/rules.md#accounts-and-sessions): handed out at every sign-in, sent back
 * by the device at its next sign-in to that account, so strangers' guesses do not lock it out.
 */
const deviceToken = Type.String({ maxLength: 200 })

export const LoginBody = Type.Object(
  { email, password, deviceToken: Type.Optional(deviceToken) },
  { additionalProperties: false },
)
export type LoginBody = Static<typeof LoginBody>

export const AuthResponse = Type.Object({
  user: User,
  accessToken: Type.String(),
  refreshToken: Type.String(),
  deviceToken,
})
export type AuthResponse = Static<typeof AuthResponse>

export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() })
export type TokenPair = Static<typeof TokenPair>

export const VerifyOtpBody = Type.Object(
  { email, otp: Type.String({ maxLength: 10 }), signupId: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
)
/** A forgotten password; the owner's device sends its device token (its own reset budget). */
export const ForgotPasswordBody = Type.Object(
  { email, deviceToken: Type.Optional(deviceToken) },
  { additionalProperties: false },
)
/** A new code for one's own sign-up: `signupId` (as register answered) names it among others waiting. */
export const ResendOtpBody = Type.Object(
  { email, signupId: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
)
export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
)
export const LogoutBody = Type.Object(
  { refreshToken: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
)
export const ResetPasswordBody = Type.Object(
  { token: Type.String({ maxLength: 200 }), password },
  { additionalProperties: false },
)
export const TokenBody = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false })

export const LocaleBody = Type.Object({ locale: StringEnum(LOCALES) }, { additionalProperties: false })
export type LocaleBody = Static<typeof LocaleBody>

export const ProfileUpdateBody = Type.Object(
  {
    firstName: Type.Optional(name),
    lastName: Type.Optional(name),
    email: Type.Optional(email),
    phone: Type.Optional(phone),
    address: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 500 }), Address]))),
    city: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    state: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    pincode: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    /** Needed (only) when `email` changes; the new address then gets a code to confirm it. */
    currentPassword: Type.Optional(password),
  },
  { additionalProperties: false },
)
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>

/**
 * PUT /users/profile answers the profile; when the e-mail is being changed, the address
 * waiting for its code is `pendingEmail` (the profile's `email` is still the old one).
 */
export const ProfileUpdateResponse = Type.Intersect([User, Type.Object({ pendingEmail: Type.Optional(Type.String()) })])
export type ProfileUpdateResponse = Static<typeof ProfileUpdateResponse>

/** POST /users/profile/email/confirm: the code e-mailed to the new address. */
export const EmailChangeConfirmBody = Type.Object(
  { code: Type.String({ maxLength: 10 }) },
  { additionalProperties: false },
)

export const PasswordChangeBody = Type.Object(
  { currentPassword: password, newPassword: password },
  { additionalProperties: false },
)

/** DELETE /users/profile: closing one's own account needs the password again. */
export const DeleteAccountBody = Type.Object({ password }, { additionalProperties: false })
export type DeleteAccountBody = Static<typeof DeleteAccountBody>

export const VetProfile = Type.Object({
  id: Type.Integer(),
  approvalStatus: StringEnum(APPROVAL_STATUSES),
  licenseNumber: Nullable(Type.String()),
  clinicName: Nullable(Type.String()),
})
export const SupplierProfile = Type.Object({
  id: Type.Integer(),
  isVerified: Type.Boolean(),
  companyName: Nullable(Type.String()),
  businessLicense: Nullable(Type.String()),
})
