// The product's languages: English, Marathi and Hindi. Messages are ICU
// MessageFormat strings in JSON catalogs, one per language and package (contracts, pwa, api),
// compiled before use by Lingui's compiler (at build time in the PWA, at start in the API) and
// rendered by @lingui/core. English is the source language and the fallback.
import type sharedCatalog from '../locales/en.json'

export const LOCALES = ['en', 'mr', 'hi'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language's tag for the page (<html lang>) and the API's answers. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' }

/**
 * The Intl locale of each language: Indian digit grouping (12,34,567) and the language's month
 * and day names, with the digits people type and read on phones in Mumbai (0-9: Marathi's
 * default would be Devanagari digits, which case numbers and phone numbers do not use).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN-u-nu-latn', hi: 'hi-IN-u-nu-latn' }

/** Each language in its own script, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', mr: 'मराठी', hi: 'हिन्दी' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The language for a list of preferred language tags, most preferred first (a device's
 * `navigator.languages`, or a parsed Accept-Language): the first that is one of ours by its
 * primary subtag ("mr-IN" is Marathi), else English.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}

/** The tags of an Accept-Language header, by falling quality ("*" and q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

/** The id of a shared message (packages/contracts/locales/en.json). */
export type SharedMessageId = keyof typeof sharedCatalog

/**
 * Renders a shared message in the reader's language: the PWA passes its `t()`, the API a
 * renderer bound to the request's language. The shared rules take one instead of choosing a
 * language themselves (docs/rules.md#languages).
 */
export type Translator = (id: SharedMessageId, values?: Record<string, unknown>) => string

let intlLocale = INTL_LOCALES.en

/**
 * Sets the language dates and numbers are shown in (the PWA does, when its language is
 * chosen); without one they are shown in en-IN, as the API's logs and exports are.
 */
export function setDisplayLocale(locale: Locale): void {
  intlLocale = INTL_LOCALES[locale]
}

/** The Intl locale dates and numbers are shown in. */
export function displayIntlLocale(): string {
  return intlLocale
}

/** The enums whose values have labels in the catalogs ("enum.<kind>.<value>"). */
export type LabelledEnum =
  | 'species'
  | 'rescueAnimal'
  | 'rescueOutcome'
  | 'clinicAnimalState'
  | 'gender'
  | 'size'
  | 'lostFoundKind'
  | 'colour'
  | 'collar'
  | 'collarColour'
  | 'mark'
  | 'foundWhere'
  | 'lostFoundStatus'
  | 'lostFoundOutcome'
  | 'reunitedHow'
  | 'searchCell'
  | 'alertKind'
  | 'ageBand'
  | 'animalStatus'
  | 'rescueStatus'
  | 'urgency'
  | 'injury'
  | 'mobility'
  | 'consciousness'
  | 'bleeding'
  | 'breathing'
  | 'adoptionStatus'
  | 'service'
  | 'trait'
  | 'livingSpace'
  | 'petExperience'
  | 'workSchedule'
  | 'notificationType'

/**
 * An enum value's label ("enum.<kind>.<value>", a space in the value written "_": "guinea pig"
 * is "enum.species.guinea_pig") in the reader's language; a value with no label reads as itself.
 */
export function enumLabel(t: Translator, kind: LabelledEnum, value: string): string {
  const id = `enum.${kind}.${value.replaceAll(' ', '_')}` as SharedMessageId
  const label = t(id)
  return label === id ? value : label
}

/**
 * A city's name in the reader's language ("place.<name>", "Navi Mumbai" is "place.navi_mumbai");
 * a city the catalogs do not name reads as typed.
 */
export function placeName(t: Translator, city: string): string {
  const id = `place.${city
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')}` as SharedMessageId
  const name = t(id)
  return name === id ? city : name
}
