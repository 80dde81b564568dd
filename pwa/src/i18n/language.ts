// The active language: loads its catalog (a small public chunk first, the rest with the first
// page that needs it; see parts.ts), activates it for Lingui and the shared display rules, sets
// <html lang> and, when it was chosen, remembers it on this device. Listeners hear every
// change (the root renders the app again in the new language).
import { i18n, type Messages } from '@lingui/core'
import { INTL_LOCALES, LANGUAGE_TAGS, type Locale, setDisplayLocale } from '@paws/contracts'
import { storeLocale } from './locale.ts'
import type { CatalogPart, MorePart } from './parts.ts'

type Loader = () => Promise<{ default: Messages }>

const catalogs: Record<Locale, Record<CatalogPart, Loader>> = {
  en: {
    public: () => import('virtual:paws-catalog/en/public'),
    animals: () => import('virtual:paws-catalog/en/animals'),
    home: () => import('virtual:paws-catalog/en/home'),
    entry: () => import('virtual:paws-catalog/en/entry'),
    rest: () => import('virtual:paws-catalog/en/rest'),
  },
  mr: {
    public: () => import('virtual:paws-catalog/mr/public'),
    animals: () => import('virtual:paws-catalog/mr/animals'),
    home: () => import('virtual:paws-catalog/mr/home'),
    entry: () => import('virtual:paws-catalog/mr/entry'),
    rest: () => import('virtual:paws-catalog/mr/rest'),
  },
  hi: {
    public: () => import('virtual:paws-catalog/hi/public'),
    animals: () => import('virtual:paws-catalog/hi/animals'),
    home: () => import('virtual:paws-catalog/hi/home'),
    entry: () => import('virtual:paws-catalog/hi/entry'),
    rest: () => import('virtual:paws-catalog/hi/rest'),
  },
}

const listeners = new Set<(locale: Locale) => void>()
let current: Locale | undefined
/** The parts besides the public one that a page asked for: a new language loads them too. */
const wanted = new Set<MorePart>()
const loaded = new Map<string, Promise<Messages>>()
/** The parts ("mr/rest") whose messages are in Lingui's catalog now. */
const merged = new Set<string>()
/** The language being made active (a part loaded later waits for it). */
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

/** Asks the service worker to keep this language's catalogs for offline use (sw.ts). */
function keepOnThisPhone(locale: Locale): void {
  if (locale === 'en' || !('serviceWorker' in navigator)) return
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'CATALOG_LANGUAGE', locale }))
    .catch(() => undefined)
}

/**
 * The installed app's description and shortcuts speak the page's language: the
 * build writes a manifest per language (vite.config.ts, manifestIn), and Chromium reads the one
 * the page links when it offers to install the app.
 */
function linkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (link) link.href = locale === 'en' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`
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
    // The parts a page asked for (the first page's, named at start) load alongside the public one.
    const more = [...wanted]
    const [publicPart, ...moreParts] = await Promise.all([part(locale, 'public'), ...more.map((w) => part(locale, w))])
    const messages = Object.assign({ ...publicPart }, ...moreParts)
    i18n.loadAndActivate({ locale, locales: INTL_LOCALES[locale], messages })
    merged.clear()
    for (const which of more) merged.add(`${locale}/${which}`)
    setDisplayLocale(locale)
    document.documentElement.lang = LANGUAGE_TAGS[locale]
    linkManifest(locale)
    keepOnThisPhone(locale)
    if (remember) storeLocale(locale)
    current = locale
    for (const listener of listeners) listener(locale)
  })()
  return activation
}

/** Adds a part of the active language's catalog (and of every language chosen later). */
async function loadPart(which: MorePart): Promise<void> {
  wanted.add(which)
  await activation.catch(() => undefined)
  const locale = currentLocale()
  if (merged.has(`${locale}/${which}`)) return
  const messages = await part(locale, which)
  if (locale === currentLocale()) {
    i18n.load(locale, messages)
    merged.add(`${locale}/${which}`)
  }
}

/**
 * Names the parts the first page will need before the language is activated, so they load at
 * once with the public part instead of after it (a cold start offline of a case).
 */
export function wantParts(more: MorePart[]): void {
  for (const which of more) wanted.add(which)
}

/** Loads these parts of the active language's catalog (a page's, named by parts.ts). */
export async function loadParts(more: MorePart[]): Promise<void> {
  await Promise.all(more.map(loadPart))
}

/** Loads the words of every screen (forms, dashboard, cases, account). */
export const loadWholeCatalog = () => loadParts(['animals', 'entry', 'rest'])

/** Whether the words of every screen are in (a page that needs them waits, or shows nothing yet). */
export function hasWholeCatalog(): boolean {
  return (
    current !== undefined && (['animals', 'entry', 'rest'] as const).every((which) => merged.has(`${current}/${which}`))
  )
}
