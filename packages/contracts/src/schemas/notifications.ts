// Notifications, their preferences and web push subscriptions (docs/rules.md#notifications).
import Type, { type Static } from 'typebox'
import { NOTIFICATION_FILTERS, NOTIFICATION_TYPES } from '../enums.ts'
import { PageMeta, PageQuery, StringEnum } from './common.ts'

export const Notification = Type.Object({
  id: Type.Integer(),
  type: StringEnum(NOTIFICATION_TYPES),
  title: Type.String(),
  message: Type.String(),
  /** The page to open, e.g. /rescue/12. */
  url: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String(),
})
export type Notification = Static<typeof Notification>

export const NotificationList = Type.Object({
  notifications: Type.Array(Notification),
  meta: PageMeta,
  unreadCount: Type.Integer(),
})
export type NotificationList = Static<typeof NotificationList>

export const NotificationListQuery = Type.Object(
  {
    page: PageQuery.page,
    limit: PageQuery.limit,
    _t: PageQuery._t,
    filter: Type.Optional(StringEnum(NOTIFICATION_FILTERS)),
  },
  { additionalProperties: false },
)
export type NotificationListQuery = Static<typeof NotificationListQuery>

export const NotificationPreferences = Type.Object({ email: Type.Boolean(), push: Type.Boolean(), sms: Type.Boolean() })
export type NotificationPreferences = Static<typeof NotificationPreferences>

/** Defaults (docs/rules.md#limits): e-mail and push on, SMS off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { email: true, push: true, sms: false }

export const NotificationPreferencesBody = Type.Partial(NotificationPreferences, { additionalProperties: false })
export type NotificationPreferencesBody = Static<typeof NotificationPreferencesBody>

export const ReadAllResult = Type.Object({ updated: Type.Integer(), unreadCount: Type.Integer() })

/** What the service worker shows for a push (JSON, under 3,000 bytes). */
export const PushPayload = Type.Object({
  title: Type.String(),
  body: Type.String(),
  url: Type.String(),
  notificationId: Type.Integer(),
  type: StringEnum(NOTIFICATION_TYPES),
  tag: Type.String(),
  /** The notification buttons' words in the recipient's language. */
  actions: Type.Optional(
    Type.Object({
      accept: Type.String(),
      view: Type.String(),
      cant: Type.Optional(Type.String()),
      helped: Type.Optional(Type.String()),
      stillThere: Type.Optional(Type.String()),
    }),
  ),
  /** An offer of a case nobody has taken (docs/rules.md#dispatch): Accept and Can't. */
  offerCaseId: Type.Optional(Type.Integer()),
  /** A completed case asking "Was the animal helped?" (docs/rules.md#closure): Yes and "No, it is still there". */
  closureCaseId: Type.Optional(Type.Integer()),
  /** A quiet notice (docs/rules.md#lost-and-found): shown without sound or vibration. */
  silent: Type.Optional(Type.Boolean()),
})
export type PushPayload = Static<typeof PushPayload>

export const VapidPublicKey = Type.Object({ publicKey: Type.String() })

const base64url = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '^[A-Za-z0-9_=-]+$' })

/** PushSubscription.toJSON() as the browser gives it. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: 2048 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object({ p256dh: base64url(200), auth: base64url(100) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
)
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>

export const PushEndpointBody = Type.Object(
  { endpoint: Type.String({ minLength: 10, maxLength: 2048 }) },
  { additionalProperties: false },
)
