// The active language: loads its catalog (a small public chunk first, the rest with the first
// page that needs it; see parts.ts), activates it for Lingui and the shared display rules, sets
// <html lang> and, when it was chosen, remembers it on this device. Listeners hear every
// change (the root renders the app again in the new language).
import { i18n, type MessageId, type Messages } from '@lingui/core'
import { INTL_LOCALES, LANGUAGE_TAGS, type Locale, setDisplayLanguage } from '@paws/contracts'
import { storeLocale } from './locale.ts'
import type { CatalogPart } from './parts.ts'

type Loader = () => Promise<{ default: Messages }>

const catalogs: Record<Locale, Record<CatalogPart, Loader>> = {
  en: { public: () => import('virtual:paws-catalog/en/public'), rest: () => import('virtual:paws-catalog/en/rest') },
  mr: { public: () => import('virtual:paws-catalog/mr/public'), rest: () => import('virtual:paws-catalog/mr/rest') },
  hi: { public: () => import('virtual:paws-catalog/hi/public'), rest: () => import('virtual:paws-catalog/hi/rest') },
}

const listeners = new Set<(locale: Locale) => void>()
let current: Locale | undefined
/** Whether a page needed the whole catalog: a new language then loads it whole too. */
let whole = false
const loaded = new Map<string, Promise<Messages>>()
/** The languages whose rest of the catalog is in Lingui's messages now. */
const merged = new Set<Locale>()
/** The language being made active (the rest of a catalog waits for it). */
let activation: Promise<void> = Promise.resolve()

function part(locale: Locale, which: CatalogPart): Promise<Messages> {
  const key = `${locale}/${which}`
  let found = loaded.get(key)
  if (!found) {
    found = catalogs[locale][which]().then((module) => module.default)
    found.catch(() => loaded.delete(key))
    loaded.set(key, found)
  }
  return found
}

export function currentLocale(): Locale {
  return current ?? 'en'
}

export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Speaks `locale` from now on. `remember` keeps it on this device (a person's choice, or their
 * account's); a language guessed from the device's settings is not kept.
 */
export function activateLocale(locale: Locale, remember = false): Promise<void> {
  activation = (async () => {
    const messages = { ...(await part(locale, 'public')) }
    // A page may have asked for the whole catalog meanwhile (the first page's route guard).
    const withRest = whole
    if (withRest) Object.assign(messages, await part(locale, 'rest'))
    i18n.loadAndActivate({ locale, locales: INTL_LOCALES[locale], messages })
    merged.clear()
    if (withRest) merged.add(locale)
    setDisplayLanguage({
      locale,
      translate: (id, values) => (id in i18n.messages ? i18n._(id as MessageId, values) : undefined),
    })
    document.documentElement.lang = LANGUAGE_TAGS[locale]
    if (remember) storeLocale(locale)
    current = locale
    for (const listener of listeners) listener(locale)
  })()
  return activation
}

/** Loads the rest of the active language's catalog (forms, dashboard, cases, account). */
export async function loadWholeCatalog(): Promise<void> {
  whole = true
  await activation.catch(() => undefined)
  const locale = currentLocale()
  const rest = await part(locale, 'rest')
  if (locale === currentLocale()) {
    i18n.load(locale, rest)
    merged.add(locale)
  }
}

/** Whether the rest of the catalog is in (a page that needs it waits, or shows nothing yet). */
export function hasWholeCatalog(): boolean {
  return whole && current !== undefined && merged.has(current)
}
