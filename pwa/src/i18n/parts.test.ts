// The public part of a catalog holds every word the public pages show (parts.ts): a key missing
// from it would show bare on /, /animals or an animal's page until the rest loads.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import english from '../locales/en.json' with { type: 'json' }
import { needsOnlyPublic, partOf, partsFor } from './parts.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The folders whose components the public pages render (the shell, home, browse, an animal). */
const PUBLIC_FOLDERS = [
  'components/layout',
  'components/animals',
  'components/ui',
  'features/home',
  'features/animals/browse',
  'features/animals/detail',
  'features/stats',
]
const PUBLIC_ROUTES = [
  'routes/__root.tsx',
  'routes/index.tsx',
  'routes/animals.index.tsx',
  'routes/animals.$id.tsx',
  'routes/how-fast-help-comes.tsx',
]

function publicFiles(): string[] {
  const inFolders = PUBLIC_FOLDERS.flatMap((folder) =>
    readdirSync(`${root}/${folder}`)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => `${folder}/${name}`),
  )
  return [...inFolders, ...PUBLIC_ROUTES]
}

/** The catalog keys a source file names: t('key') and tr('key', ...). */
function keysIn(source: string): string[] {
  return [...source.matchAll(/\b(?:t|tr)\(\s*'([A-Za-z0-9_.]+)'/g)].map((match) => match[1])
}

describe('catalog parts', () => {
  it('the public pages are home, browse, an animal and the public statistics', () => {
    expect(['/', '/animals', '/animals/12', '/how-fast-help-comes'].every(needsOnlyPublic)).toBe(true)
    expect(['/rescue/form', '/dashboard', '/animals/new/edit/x'].some(needsOnlyPublic)).toBe(false)
  })

  it('every key the public pages name is in the public part, or in the home part on the home page', () => {
    const homePage = (file: string) => file.startsWith('features/home/') || file === 'routes/index.tsx'
    const outside = publicFiles().flatMap((file) =>
      keysIn(readFileSync(`${root}/${file}`, 'utf8'))
        .filter((key) => key in english)
        .filter((key) => !(partOf(key) === 'public' || (partOf(key) === 'home' && homePage(file))))
        .map((key) => `${file}: ${key}`),
    )
    expect(outside).toEqual([])
  })

  it('the home page alone loads the home part; the other pages but browse and an animal load the rest', () => {
    expect(['/', '/animals', '/animals/12', '/dashboard'].map(partsFor)).toEqual(['home', null, null, 'whole'])
  })
})
