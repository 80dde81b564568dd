// The product's languages: English, Marathi and Hindi. Messages are ICU
// MessageFormat strings in JSON catalogs, one per language and package (contracts, pwa, api),
// compiled before use by Lingui's compiler (at build time in the PWA, at start in the API) and
// rendered by @lingui/core. English is the source language and the fallback.
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

/** A message of the display language's catalog, or undefined when the loaded catalog lacks it. */
export type Translate = (id: string, values?: Record<string, unknown>) => string | undefined

let active: { translate: Translate; intl: string } | undefined

/**
 * Sets the language the shared display rules speak (the PWA does, when its language is
 * chosen); without one they speak English in en-IN, as the API's logs and exports do.
 */
export function setDisplayLanguage(language: { translate: Translate; locale: Locale } | undefined): void {
  active = language && { translate: language.translate, intl: INTL_LOCALES[language.locale] }
}

/**
 * The message `id` in the display language when one is set and its loaded catalog has it;
 * otherwise `english` (a part of the catalog still loading never shows a bare key).
 */
export function tr(id: string, english: string, values?: Record<string, unknown>): string {
  return active?.translate(id, values) ?? english
}

/** The Intl locale dates and numbers are shown in. */
export function displayIntlLocale(): string {
  return active?.intl ?? INTL_LOCALES.en
}

/** The enums whose values have labels in the catalogs ("enum.<kind>.<value>"). */
export type LabelledEnum =
  | 'species'
  | 'rescueAnimal'
  | 'rescueOutcome'
  | 'clinicAnimalState'
  | 'gender'
  | 'size'
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

/** An enum value's label in the display language; `english` (else the value) without one. */
export function enumLabel(kind: LabelledEnum, value: string, english?: string): string {
  return tr(`enum.${kind}.${value}`, english ?? value)
}
