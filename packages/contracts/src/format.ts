// Display rules shared by every screen (docs/rules.md#entities and docs/rules.md#validation), in
// the display language (i18n.ts).
import { displayIntlLocale, type Translator } from './i18n.ts'

/** Age in whole months as "N months", "N years" or "2y 3m"; text with year/month unchanged. */
export function formatAge(t: Translator, age: number | string | null | undefined, missing?: string): string {
  if (age === null || age === undefined || age === '') return missing ?? t('format.ageUnknown')
  if (typeof age === 'string') {
    if (/year|month/i.test(age)) return age
    const n = Number(age)
    if (!Number.isFinite(n)) return age
    age = n
  }
  const months = Math.max(0, Math.round(age))
  if (months < 12) return t('format.months', { count: months })
  const years = Math.floor(months / 12)
  const rest = months % 12
  if (rest === 0) return t('format.years', { count: years })
  return t('format.yearsMonths', { years, months: rest })
}

/** City from city, else the first comma-separated part of location, default Mumbai. */
export function displayCity(animal: { city?: string | null; location?: string | null }): string {
  const city = animal.city?.trim()
  if (city) return city
  const first = animal.location?.split(',')[0]?.trim()
  return first || 'Mumbai'
}

export const PLACEHOLDER_IMAGE = '/images/placeholder-pet.svg'

/**
 * Image path rule: http(s) and /images/ used as is; values containing uploads/ resolved
 * against the API host (base with /api removed); bare file names with a dot served from
 * uploads/animals; anything else the placeholder.
 */
export function resolveImageUrl(value: string | null | undefined, apiBase = '/api'): string {
  if (!value) return PLACEHOLDER_IMAGE
  if (value.startsWith('http') || value.startsWith('/images/')) return value
  const host = apiBase.replace(/\/api\/?$/, '')
  if (value.includes('uploads/')) {
    const path = value.slice(value.indexOf('uploads/'))
    return `${host}/${path}`
  }
  if (!value.includes('/') && value.includes('.')) return `${host}/uploads/animals/${value}`
  return PLACEHOLDER_IMAGE
}

type AnyFormat = Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat
const formats = new Map<string, AnyFormat>()

/** One formatter per kind and locale, made when first needed. */
function formatter<F extends AnyFormat>(kind: string, make: (locale: string) => F): F {
  const locale = displayIntlLocale()
  const key = `${kind} ${locale}`
  let found = formats.get(key)
  if (!found) {
    found = make(locale)
    formats.set(key, found)
  }
  return found as F
}

const dateFormat = () =>
  formatter('date', (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short', year: 'numeric' }))
/** A date with its time, as every screen shows one. */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  // One clock style in every language: 24 hours, as the field screens show it.
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}
const dateTimeFormat = () => formatter('dateTime', (l) => new Intl.DateTimeFormat(l, DATE_TIME_OPTIONS))
const timeFormat = () =>
  formatter('time', (l) => new Intl.DateTimeFormat(l, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))
const relative = () => formatter('relative', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }))

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return ''
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? '' : dateFormat().format(d)
}

/** The time of day on the one clock every language uses (24 hours: "18:05"). */
export function formatTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return ''
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? '' : timeFormat().format(d)
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return ''
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? '' : dateTimeFormat().format(d)
}

/**
 * How long ago, in the display language's words: "just now" under a minute (and for a clock a little ahead),
 * then minutes, hours, "yesterday" and days for a week; older than that the date itself.
 */
export function formatRelativeTime(
  t: Translator,
  value: string | number | Date | null | undefined,
  now: number | Date = Date.now(),
): string {
  if (value === null || value === undefined) return ''
  const then = new Date(value).getTime()
  if (Number.isNaN(then)) return ''
  const seconds = Math.round((new Date(now).getTime() - then) / 1000)
  if (seconds < 60) return t('format.justNow')
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return relative().format(-minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return relative().format(-hours, 'hour')
  const days = Math.floor(hours / 24)
  if (days < 7) return relative().format(-days, 'day')
  return formatDate(then)
}

const numberFormat = () => formatter('number', (l) => new Intl.NumberFormat(l))
const unitFormat = (unit: 'second' | 'minute' | 'hour' | 'day') =>
  formatter(`unit ${unit}`, (l) => new Intl.NumberFormat(l, { style: 'unit', unit, unitDisplay: 'long' }))

/** A count in the display language's digits and grouping (en-IN: 1,00,000). */
export function formatNumber(value: number): string {
  return numberFormat().format(value)
}

/**
 * A span of time in the display language, in its two largest units: seconds under a minute,
 * then whole minutes, hours and minutes under a day, days and hours after that ("1 hour 5
 * minutes"); the smaller unit is left out when it is zero.
 */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return unitFormat('second').format(Math.max(0, Math.round(seconds)))
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return unitFormat('minute').format(minutes)
  const [big, small, per, bigUnit, smallUnit] =
    minutes < 24 * 60
      ? [Math.floor(minutes / 60), minutes % 60, 60, 'hour' as const, 'minute' as const]
      : [Math.floor(minutes / (24 * 60)), Math.round((minutes % (24 * 60)) / 60), 24, 'day' as const, 'hour' as const]
  const [whole, rest] = small === per ? [big + 1, 0] : [big, small]
  const first = unitFormat(bigUnit).format(whole)
  return rest === 0 ? first : `${first} ${unitFormat(smallUnit).format(rest)}`
}

const distanceFormat = (digits: number) =>
  formatter(`distance ${digits}`, (l) => new Intl.NumberFormat(l, { maximumFractionDigits: digits }))

/**
 * A distance in the display language, the one way every screen shows one: whole metres under
 * 100 m, tens of metres under a kilometre, then kilometres to one decimal ("40 m", "350 m",
 * "2.4 km", "18 km"; Marathi "350 मी", "2.4 किमी"). The number in
 * the language's digits and grouping, the unit's word from the catalog.
 */
export function formatDistance(t: Translator, metres: number): string {
  const m = Math.max(0, metres)
  const shown = m < 100 ? Math.round(m) : Math.round(m / 10) * 10
  if (shown < 1000) return t('format.metres', { distance: distanceFormat(0).format(shown) })
  const km = Math.max(1, m / 1000)
  return t('format.km', { distance: distanceFormat(1).format(km) })
}

/** Shorten text to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text
}

const STORED_PHOTO = /\/uploads\/[^?#]+(?<!-thumb|-small)\.webp$/

/** The thumbnail of a stored photo (server photos are "<uuid>.webp" with "<uuid>-thumb.webp", 400 px). */
export function thumbnailUrl(url: string): string {
  return STORED_PHOTO.test(url) ? url.replace(/\.webp$/, '-thumb.webp') : url
}

/** The small (360x270, 4:3) version of a stored photo ("<uuid>-small.webp"); null for any other address. */
export function smallPhotoUrl(url: string): string | null {
  return STORED_PHOTO.test(url) ? url.replace(/\.webp$/, '-small.webp') : null
}
