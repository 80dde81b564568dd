// Lost and found posts (docs/rules.md#lost-and-found): the limits both sides check, the
// windows of matching and telling people, and a match's reasons in the reader's language.
import type { AnimalMark, CoatColour, CollarColour, Gender, LostFoundSize } from './enums.ts'
import { formatDistance } from './format.ts'
import { displayIntlLocale, enumLabel, type Translator } from './i18n.ts'

export const LOST_FOUND_LIMITS = {
  name: 60,
  description: 2000,
  colours: 4,
  message: 1000,
  tagFoundText: 500,
  /** A post's photos, as for a rescue report (MAX_IMAGES). */
  photos: 5,
} as const

/** A place is in the Mumbai region when one of the region table's pincodes is this close. */
export const REGION_MAX_KM = 15

/** The farthest a candidate match may be from the post's place. */
export const MATCH_RADIUS_KM = 10
/** A found animal seen up to this long before the owner says it was lost still matches (a late "last seen"). */
export const MATCH_DAYS_BEFORE = 3
/** ...and up to this long after. */
export const MATCH_DAYS_AFTER = 60
/** At most this many matches are answered, best first. */
export const MATCH_LIMIT = 20

/** A found post this close to an open lost post of the same species, in its window, tells the owner at once. */
export const FOUND_NEAR_LOST_KM = 3

/** Quiet notices about lost animals (a new post, a search party) each person gets per Mumbai day, at most. */
export const QUIET_NOTICES_PER_DAY = 3
/** Responders and saved alerts this close to the last place hear of a lost animal. */
export const QUIET_NOTICE_KM = 2

/** An open lost post closes as still lost this many days after it was made. */
export const LOST_POST_OPEN_DAYS = 60
/** The public figure: the share of lost posts reunited within this many days. */
export const REUNITED_WITHIN_DAYS = 14

/** The search party covers this radius around the last sighting... */
export const SEARCH_RADIUS_M = 1000
/** ...in square cells of this side. */
export const SEARCH_CELL_M = 200

/** "I found this animal" from a tag: at most this many per hour from one address. */
export const TAG_FOUND_PER_HOUR = 5

/** Why a candidate may be the same animal: each reason with its values, rendered by matchReasonText. */
export type MatchReason =
  | { key: 'distance'; km: number }
  | { key: 'days'; days: number }
  | { key: 'colours'; colours: CoatColour[] }
  | { key: 'size'; size: LostFoundSize }
  | { key: 'sex'; sex: Exclude<Gender, 'unknown'> }
  | { key: 'collar'; collarColour: CollarColour | null }
  | { key: 'marks'; marks: AnimalMark[] }
  | { key: 'photo'; percent: number }
  | { key: 'tag' }

export const MATCH_REASON_KEYS = [
  'distance',
  'days',
  'colours',
  'size',
  'sex',
  'collar',
  'marks',
  'photo',
  'tag',
] as const satisfies readonly MatchReason['key'][]

function list(items: string[]): string {
  return new Intl.ListFormat(displayIntlLocale(), { style: 'long', type: 'conjunction' }).format(items)
}

/** One reason as a short phrase: "1.2 km", "2 days", "brown and white", "red collar". */
export function matchReasonText(t: Translator, reason: MatchReason): string {
  switch (reason.key) {
    case 'distance':
      return formatDistance(t, reason.km * 1000)
    case 'days':
      return t('lostFound.reason.days', { days: reason.days })
    case 'colours':
      return list(reason.colours.map((c) => enumLabel(t, 'colour', c)))
    case 'size':
      return t('lostFound.reason.size', { size: enumLabel(t, 'size', reason.size) })
    case 'sex':
      return enumLabel(t, 'gender', reason.sex)
    case 'collar':
      return reason.collarColour
        ? t('lostFound.reason.collarColour', { colour: enumLabel(t, 'collarColour', reason.collarColour) })
        : t('lostFound.reason.collar')
    case 'marks':
      return list(reason.marks.map((m) => enumLabel(t, 'mark', m)))
    case 'photo':
      return t('lostFound.reason.photo', { percent: reason.percent })
    case 'tag':
      return t('lostFound.reason.tag')
  }
}

/** "1.2 km, 2 days, brown and white, red collar". */
export function matchReasonsText(t: Translator, reasons: MatchReason[]): string {
  return reasons.map((r) => matchReasonText(t, r)).join(', ')
}
