// Saved searches that alert: the browse filters an adopter saves under a name, and
// what /alerts answers: every browse filter, search words and breed included.
import Type, { type Static } from 'typebox'
import { AGE_BAND_KEYS, ALERT_KINDS, GENDERS, SIZES, SPECIES } from '../enums.ts'
import { TEXT_LIMITS } from '../limits.ts'
import { Nullable, StringEnum } from './common.ts'

/** A new listing is told at once; later ones within this window arrive together in one message. */
export const ALERT_GROUP_MINUTES = 60
/** At most this many alert messages per alert per day (Asia/Kolkata calendar day). */
export const ALERT_DAILY_CAP = 5
export const MAX_ALERTS_PER_USER = 20

export const AlertFilters = Type.Object(
  {
    /**
     * What the alert follows: newly listed animals (the default, and an alert with no kind), or new
     * lost or found posts (docs/rules.md#lost-and-found) of the species within radiusKm of lat, lng.
     */
    kind: Type.Optional(StringEnum(ALERT_KINDS)),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    radiusKm: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 20 })),
    species: Type.Optional(StringEnum(SPECIES)),
    gender: Type.Optional(StringEnum(GENDERS)),
    size: Type.Optional(StringEnum(SIZES)),
    age: Type.Optional(StringEnum(AGE_BAND_KEYS as readonly string[])),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    breed: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: TEXT_LIMITS.search, pattern: '\\S' })),
  },
  { additionalProperties: false },
)
export type AlertFilters = Static<typeof AlertFilters>

export const AlertCreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.alertName, pattern: '\\S' }),
    filters: AlertFilters,
  },
  { additionalProperties: false },
)
export type AlertCreateBody = Static<typeof AlertCreateBody>

export const AlertUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: TEXT_LIMITS.alertName, pattern: '\\S' })),
    paused: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type AlertUpdateBody = Static<typeof AlertUpdateBody>

export const Alert = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  filters: AlertFilters,
  paused: Type.Boolean(),
  createdAt: Type.String(),
  lastSentAt: Nullable(Type.String()),
})
export type Alert = Static<typeof Alert>

export const AlertList = Type.Object({ alerts: Type.Array(Alert) })
export type AlertList = Static<typeof AlertList>

/** The browse page showing an alert's filters: /animals?species=dog&city=Andheri. */
export function browsePathOf(filters: AlertFilters): string {
  const pairs = (['search', 'species', 'breed', 'gender', 'size', 'age', 'city'] as const)
    .filter((key) => filters[key])
    .map((key) => `${key}=${encodeURIComponent(filters[key] as string)}`)
  return pairs.length > 0 ? `/animals?${pairs.join('&')}` : '/animals'
}
