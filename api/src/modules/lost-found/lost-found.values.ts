// A new post's columns from its body (docs/rules.md#lost-and-found), and the clear 400s of bad
// input: a time in the future, a place outside the Mumbai region (no pincode of the region
// table within REGION_MAX_KM), no place at all, a found post that does not say where the animal
// is, a sighting without its lost post.
import { REGION_MAX_KM } from '@paws/contracts'
import { localityIn, nearestPlace, type Place, placeByPincode } from '@paws/contracts/places/places'
import type { LostFoundCreateBody } from '@paws/contracts/schemas/lost-found'
import type { Insertable } from 'kysely'
import type { LostFoundPostsTable } from '../../db/schema.ts'
import type { ApiMessageId } from '../../lib/i18n.ts'
import { ValidationFailed } from '../../lib/errors.ts'
import { approximatePosition } from '../rescues/rescues.privacy.access.ts'

/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 5 * 60_000

function bad(field: string, id: ApiMessageId): never {
  throw new ValidationFailed((t) => [{ field, message: t(id) }])
}

/** An Indian mobile or landline number as typed ("+91 98200 12345", "022-2640 1234"). */
const PHONE = /(?:\+?91[\s-]?)?(?:0?\d{2,4}[\s-]?\d{3,4}[\s-]?\d{4}|[6-9]\d{4}[\s-]?\d{5})/g

/**
 * Typed text as kept: trimmed, and any phone number in it hidden, since posts are public and
 * people talk through the relay (docs/rules.md#lost-and-found).
 */
const text = (value: string | null | undefined) => {
  const trimmed = value?.trim().replace(PHONE, '[…]') ?? ''
  return trimmed === '' ? null : trimmed
}

/** Where the post is: the point given, else the pincode's or the locality's centroid; in the region. */
export function placeOf(body: Pick<LostFoundCreateBody, 'lat' | 'lng' | 'pincode' | 'locality'>) {
  if (body.lat != null && body.lng != null) {
    const place = nearestPlace({ lat: body.lat, lng: body.lng }, REGION_MAX_KM * 1000)
    if (!place) bad('lat', 'error.lostFound.outsideRegion')
    return { lat: body.lat, lng: body.lng, source: 'gps' as const, place }
  }
  const pincode = body.pincode?.replace(/\s+/g, '')
  if (pincode) {
    const place = placeByPincode(pincode)
    if (!place) bad('pincode', 'error.lostFound.outsideRegion')
    return { lat: place.lat, lng: place.lng, source: 'pincode' as const, place }
  }
  const named = body.locality ? localityIn(body.locality) : undefined
  if (named) return { lat: named.place.lat, lng: named.place.lng, source: 'locality' as const, place: named.place }
  if (body.locality?.trim()) bad('locality', 'error.lostFound.outsideRegion')
  bad('lat', 'error.lostFound.noPlace')
}

/** The locality people know the place by (India Post's first name for the pincode). */
export const localityOf = (place: Place) => place.localities[0] ?? null

export function postValues(
  body: LostFoundCreateBody,
  userId: number,
  now: Date,
): Omit<Insertable<LostFoundPostsTable>, 'idempotency_key'> {
  const seenAt = new Date(body.seenAt)
  if (seenAt.getTime() > now.getTime() + CLOCK_SKEW_MS) bad('seenAt', 'error.lostFound.future')
  if (body.kind === 'found' && !body.foundWhere) bad('foundWhere', 'error.lostFound.foundWhereRequired')
  if (body.kind === 'sighting' && !body.lostPostId) bad('lostPostId', 'error.lostFound.lostPostRequired')
  const where = placeOf(body)
  const approx = approximatePosition(where)
  const collar = body.collar ?? 'unknown'
  return {
    user_id: userId,
    kind: body.kind,
    species: body.species,
    sex: body.sex ?? 'unknown',
    colours: JSON.stringify(body.colours ?? []),
    size: body.size ?? null,
    collar,
    collar_colour: collar === 'yes' ? (body.collarColour ?? null) : null,
    marks: JSON.stringify(body.marks ?? []),
    name: text(body.name),
    description: text(body.description),
    lat: where.lat,
    lng: where.lng,
    approx_lat: approx.lat,
    approx_lng: approx.lng,
    place_source: where.source,
    pincode: where.place.pincode,
    locality: localityOf(where.place),
    seen_at: seenAt,
    found_where: body.kind === 'found' ? (body.foundWhere ?? null) : null,
    lost_post_id: body.kind === 'sighting' ? (body.lostPostId ?? null) : null,
  }
}
