// The parts of a catalog a page loads hold every word its code draws (parts.ts): a key missing
// from them would show bare on that page until the rest loads.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import sharedEnglish from '../../../packages/contracts/locales/en.json' with { type: 'json' }
import pwaEnglish from '../locales/en.json' with { type: 'json' }
import { type CatalogPart, partOf, partsFor } from './parts.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Every key a page may draw: the app's and the shared catalog's (a form label, an enum's name). */
const english = { ...sharedEnglish, ...pwaEnglish }

/**
 * The pages a visit may start on without an account, by an address and their route file, and
 * the parts the route loads itself for the accounts that see more there.
 */
const FIRST_PAGES: [address: string, route: string, ownLoad?: CatalogPart[]][] = [
  ['/', 'index'],
  ['/animals', 'animals.index'],
  ['/animals/12', 'animals.$id'],
  // An NGO's latest cases: the route loads the whole catalog for an NGO.
  ['/rescue', 'rescue.index', ['animals', 'entry', 'rest']],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/register-ngo', 'register-ngo'],
  ['/verify-otp', 'verify-otp'],
  ['/verify-email', 'verify-email'],
  ['/forgot-password', 'forgot-password'],
  ['/reset-password', 'reset-password'],
  ['/how-adoption-works', 'how-adoption-works'],
  ['/adoption', 'adoption.index'],
  ['/contact', 'contact'],
  ['/privacy-policy', 'privacy-policy'],
  ['/terms-and-conditions', 'terms-and-conditions'],
  ['/how-fast-help-comes', 'how-fast-help-comes'],
]

/**
 * The app's files a module imports statically, directly or not: what draws with it. What a page
 * imports lazily (a dialog, a signed-in list) loads the catalog's rest with it.
 */
function staticClosure(start: string): string[] {
  const seen = new Set<string>()
  const queue = [resolve(root, start)]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, from] of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^']*?'(\.[^']+)'/gm)) {
      const path = resolve(dirname(file), from)
      if (existsSync(path)) queue.push(path)
    }
  }
  return [...seen].map((file) => relative(root, file))
}

/** The catalog keys a source file names: t('key') and tr('key', ...). */
function keysIn(source: string): string[] {
  return [...source.matchAll(/\b(?:t|tr)\(\s*'([A-Za-z0-9_.]+)'/g)].map((match) => match[1])
}

describe('catalog parts', () => {
  it.each(FIRST_PAGES)(
    'every key %s draws with its code (and the shell) is in the parts it loads',
    (address, route, ownLoad = []) => {
      const loaded = new Set<CatalogPart>(['public', ...partsFor(address), ...ownLoad])
      const files = new Set([...staticClosure('routes/__root.tsx'), ...staticClosure(`routes/${route}.tsx`)])
      const outside = [...files].flatMap((file) =>
        keysIn(readFileSync(`${root}/${file}`, 'utf8'))
          .filter((key) => key in english && !loaded.has(partOf(key)))
          .map((key) => `${file}: ${key} (${partOf(key)})`),
      )
      expect(outside).toEqual([])
    },
  )

  it("the share dialog an animal's page opens draws only words of the parts that page loads", () => {
    const loaded = new Set<CatalogPart>(['public', ...partsFor('/animals/12')])
    const outside = staticClosure('features/animals/detail/ShareDialog.tsx')
      .filter((file) => !file.startsWith('i18n/'))
      .flatMap((file) =>
        keysIn(readFileSync(`${root}/${file}`, 'utf8'))
          .filter((key) => !(key in english) || !loaded.has(partOf(key)))
          .map((key) => `${file}: ${key} (${key in english ? partOf(key) : 'no such key'})`),
      )
    expect(outside).toEqual([])
  })

  it('the emergency path loads only the public part; signed-in pages load every part but home', () => {
    expect(
      ['/', '/animals', '/animals/12', '/rescue', '/login', '/adoption', '/dashboard', '/rescue/form'].map(partsFor),
    ).toEqual([
      ['home', 'animals'],
      ['animals'],
      ['animals'],
      [],
      ['entry'],
      ['entry'],
      ['animals', 'entry', 'rest'],
      ['animals', 'entry', 'rest'],
    ])
  })

  it('a key goes by its prefix; the shared rule messages and the outbox words go with the forms', () => {
    expect(['nav.home', 'browse.title', 'home.hero', 'auth.signIn', 'dashboard.title'].map(partOf)).toEqual([
      'public',
      'animals',
      'home',
      'entry',
      'rest',
    ])
    expect(['validation.passwordsDiffer', 'outbox.error.noConnection'].map(partOf)).toEqual(['entry', 'entry'])
  })
})
