// NGO teams and on-duty responders: the members of an NGO (coordinators and responders, each
// with their own account), invitations by e-mail, the case's assigned member, and a member's
// on-duty status with where they are (no finer than about 100 m) and what they can do.
import Type, { type Static } from 'typebox'
import { PAUSED_FOR } from '../dispatch.ts'
import { MESSAGES } from '../messages.ts'
import { type FieldError, isEmail } from '../validation.ts'
import { Nullable, StringEnum } from './common.ts'

export const MEMBER_KINDS = ['coordinator', 'responder'] as const
export type MemberKind = (typeof MEMBER_KINDS)[number]

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7

export const InvitationBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    kind: StringEnum(MEMBER_KINDS),
  },
  { additionalProperties: false },
)
export type InvitationBody = Static<typeof InvitationBody>

/** An invitation goes to an address that looks like an e-mail one (spaces around it dropped). */
export function validateInvitation(body: Pick<InvitationBody, 'email'>): FieldError[] {
  return isEmail(body.email.trim().toLowerCase()) ? [] : [{ field: 'email', message: MESSAGES.email }]
}

export const Invitation = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  kind: StringEnum(MEMBER_KINDS),
  expiresAt: Type.String(),
})
export type Invitation = Static<typeof Invitation>

export const AcceptInvitationBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
)
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>

export const Membership = Type.Object({
  ngoId: Type.Integer(),
  ngoName: Type.String(),
  kind: StringEnum(MEMBER_KINDS),
})
export type Membership = Static<typeof Membership>

export const Member = Type.Object({
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  kind: StringEnum(MEMBER_KINDS),
  /** The NGO's own account (the one that registered it): it stays a coordinator. */
  isNgoAccount: Type.Boolean(),
  joinedAt: Type.String(),
  onDuty: Type.Boolean(),
  /** Their answers to the offers of the last 30 days (docs/rules.md#dispatch). */
  answers: Type.Object({
    offered: Type.Integer(),
    accepted: Type.Integer(),
    cant: Type.Integer(),
    unanswered: Type.Integer(),
  }),
})
export type Member = Static<typeof Member>

export const MemberList = Type.Object({
  members: Type.Array(Member),
  /** Invitations not yet used and not expired. */
  invitations: Type.Array(Invitation),
})
export type MemberList = Static<typeof MemberList>

export const MemberParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) })

export const VolunteerBody = Type.Object(
  { userId: Nullable(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
)
export type VolunteerBody = Static<typeof VolunteerBody>

export const DUTY_HOURS = [1, 3, 8] as const
export type DutyHours = (typeof DUTY_HOURS)[number]
export const DUTY_SKILLS = ['transport', 'first_aid', 'catching'] as const
export type DutySkill = (typeof DUTY_SKILLS)[number]

/** Positions are kept to 3 decimals of a degree: about 110 m north-south, 105 m east-west in Mumbai. */
export const DUTY_POSITION_DECIMALS = 3

/** A time of day, India time, as "HH:MM" (24 hours). */
const TimeOfDay = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' })

/**
 * The hours a member is offered no case (docs/rules.md#dispatch), India time; `from` after
 * `to` spans midnight (22:00 to 07:00). The two may not be equal.
 */
export const QuietHours = Type.Object({ from: TimeOfDay, to: TimeOfDay }, { additionalProperties: false })
export type QuietHours = Static<typeof QuietHours>

/** Quiet hours from a time to the same time say nothing: refused (docs/rules.md#dispatch). */
export const quietHoursEmpty = (quiet: QuietHours): boolean => quiet.from === quiet.to

export const DutyBody = Type.Object(
  {
    onDuty: Type.Boolean(),
    /** 1, 3 or 8 hours; null: until switched off. Ignored when going off duty. */
    hours: Type.Optional(Nullable(Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(8)]))),
    lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    lng: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
    skills: Type.Optional(Type.Array(StringEnum(DUTY_SKILLS), { maxItems: DUTY_SKILLS.length, uniqueItems: true })),
    /** Set them (null: none); left out keeps them. Kept on or off duty. */
    quietHours: Type.Optional(Nullable(QuietHours)),
  },
  { additionalProperties: false },
)
export type DutyBody = Static<typeof DutyBody>

export const Duty = Type.Object({
  onDuty: Type.Boolean(),
  /** When it ends by itself; null while on duty until switched off, or when off duty. */
  until: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  skills: Type.Array(StringEnum(DUTY_SKILLS)),
  quietHours: Nullable(QuietHours),
  updatedAt: Nullable(Type.String()),
  /** Off duty because the roster took them off ("unanswered": offers left unanswered in a row); null otherwise. */
  pausedFor: Nullable(StringEnum(PAUSED_FOR)),
})
export type Duty = Static<typeof Duty>

/** One night of an NGO's rota: who is woken for critical and high cases, weekday 0 (Sunday) to 6. */
export const NightWatchEntry = Type.Object(
  {
    weekday: Type.Integer({ minimum: 0, maximum: 6 }),
    userId: Type.Integer({ minimum: 1 }),
    /** India time, "HH:MM"; from after to spans midnight (the night starting that weekday). */
    from: TimeOfDay,
    to: TimeOfDay,
  },
  { additionalProperties: false },
)
export type NightWatchEntry = Static<typeof NightWatchEntry>

/** GET/PUT /ngos/me/night-watch: the whole rota (a PUT replaces it). */
export const NightWatch = Type.Object(
  { rota: Type.Array(NightWatchEntry, { maxItems: 70 }) },
  { additionalProperties: false },
)
export type NightWatch = Static<typeof NightWatch>
