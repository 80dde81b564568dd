// The post form's values and what POST /lost-found/posts takes (contracts LostFoundCreateBody):
// the checks the form makes before a post goes into the outbox (the server checks them again,
// with the Mumbai region's bounds: docs/rules.md#lost-and-found).
import type {
  AnimalMark,
  CoatColour,
  CollarColour,
  CollarState,
  FieldError,
  FoundWhere,
  Gender,
  LostFoundSize,
  Species,
} from '@paws/contracts'
import { LOST_FOUND_LIMITS } from '@paws/contracts'
import type { LostFoundCreateBody } from '@paws/contracts/schemas/lost-found'
import type { MessageId } from '../../../i18n/index.ts'

export type PostKind = 'lost' | 'found'

export interface PostValues {
  species: Species | ''
  sex: Gender
  colours: CoatColour[]
  size: LostFoundSize | ''
  collar: CollarState
  collarColour: CollarColour | ''
  marks: AnimalMark[]
  name: string
  description: string
  lat: number | null
  lng: number | null
  pincode: string
  locality: string
  /** A datetime-local value in the phone's time ("2026-12-06T18:30"). */
  seenAt: string
  foundWhere: FoundWhere | ''
}

/** The phone's local time as a datetime-local value, to the minute. */
export function localDateTime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

export function emptyPost(now: Date = new Date()): PostValues {
  return {
    species: '',
    sex: 'unknown',
    colours: [],
    size: '',
    collar: 'unknown',
    collarColour: '',
    marks: [],
    name: '',
    description: '',
    lat: null,
    lng: null,
    pincode: '',
    locality: '',
    seenAt: localDateTime(now),
    foundWhere: '',
  }
}

/** When the animal was seen: a real time, not ahead of now; a message id, or null. */
export function seenAtError(seenAt: string, now: Date = new Date()): MessageId | null {
  const seen = new Date(seenAt)
  if (!seenAt || Number.isNaN(seen.getTime())) return 'lf.error.when'
  // A minute's grace: the phone's clock and the form's default "now".
  return seen.getTime() > now.getTime() + 60_000 ? 'lf.error.future' : null
}

/** Message ids (the PWA's catalog) per field; none when the post can go. */
export function postErrors(kind: PostKind, v: PostValues, now: Date = new Date()): FieldError<MessageId>[] {
  const errors: FieldError<MessageId>[] = []
  if (!v.species) errors.push({ field: 'species', message: 'lf.error.species' })
  if (v.colours.length > LOST_FOUND_LIMITS.colours) errors.push({ field: 'colours', message: 'lf.error.colours' })
  const noPlace = (v.lat === null || v.lng === null) && !/^\s*\d{3}\s?\d{3}\s*$/.test(v.pincode)
  if (noPlace) errors.push({ field: 'place', message: 'lf.error.place' })
  const when = seenAtError(v.seenAt, now)
  if (when) errors.push({ field: 'seenAt', message: when })
  if (kind === 'found' && !v.foundWhere) errors.push({ field: 'foundWhere', message: 'lf.error.foundWhere' })
  if (v.name.length > LOST_FOUND_LIMITS.name) errors.push({ field: 'name', message: 'lf.error.name' })
  if (v.description.length > LOST_FOUND_LIMITS.description)
    errors.push({ field: 'description', message: 'lf.error.description' })
  return errors
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

export function postBody(kind: PostKind, v: PostValues): LostFoundCreateBody {
  if (!v.species) throw new Error('postBody: no species (postErrors first)')
  const placed = v.lat !== null && v.lng !== null
  return {
    kind,
    species: v.species,
    sex: v.sex,
    colours: v.colours,
    size: v.size || null,
    collar: v.collar,
    collarColour: v.collar === 'yes' && v.collarColour ? v.collarColour : null,
    marks: v.marks,
    name: kind === 'lost' ? orNull(v.name) : null,
    description: orNull(v.description),
    lat: placed ? v.lat : null,
    lng: placed ? v.lng : null,
    pincode: orNull(v.pincode),
    locality: orNull(v.locality),
    seenAt: new Date(v.seenAt).toISOString(),
    foundWhere: kind === 'found' && v.foundWhere ? v.foundWhere : null,
  }
}
