// Which API module may import which (docs/architecture.md#module-arrows): the arrows below, and
// no other. A module uses the ones under it; one under it never reaches back up, so each can be
// read, changed and tested from the bottom up. A new arrow is a decision: where the thing it
// needs belongs (lib/ for what several modules share, as lib/geo.ts; a hook its caller hands
// in, as the SMS receipt or the dispatch routes' caller), or, when it is right, a line here.
// lib/, db/ and plugins/ import no module: only the app (app.ts), the seed and the scripts do.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

/** Module -> the modules it may import. */
const ALLOWED: Record<string, string[]> = {
  admin: ['adoptions', 'animals', 'dispatch', 'ngos', 'notifications', 'rescues', 'users'],
  adoptions: ['notifications'],
  alerts: ['notifications'],
  animals: ['adoptions', 'notifications'],
  // Two-way, still: sign-up and passwords read users' rows; users' routes, e-mail change and
  // admin's revocation use auth's service, mail guard and sessions.
  auth: ['ngos', 'users'],
  clinics: ['notifications'],
  coverage: ['notifications', 'teams'],
  dev: ['dispatch', 'rescues'],
  dispatch: ['notifications', 'responders'],
  favourites: ['animals'],
  'lost-found': ['alerts', 'notifications', 'rescues', 'responders'],
  // Two-way with users, still: an NGO's owner account; a user's profile names their NGO.
  ngos: ['notifications', 'rescues', 'users'],
  notifications: ['push'],
  rescues: ['clinics', 'dispatch', 'notifications', 'teams'],
  responders: ['teams'],
  sms: ['rescues'],
  teams: ['auth'],
  users: ['animals', 'auth', 'ngos', 'push'],
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.ts$/.test(entry.name) ? [path] : []
  })
}

/** Every import of a file of one module from another, as "from -> to: file -> file". */
function moduleArrows(root: string): { from: string; to: string; where: string }[] {
  const modules = join(root, 'modules')
  const found: { from: string; to: string; where: string }[] = []
  for (const file of sources(modules)) {
    const from = relative(modules, file).split('/')[0] ?? ''
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = relative(modules, resolve(dirname(file), spec))
      if (target.startsWith('..')) continue
      const to = target.split('/')[0] ?? ''
      if (to !== from)
        found.push({ from, to, where: `${relative(root, file)} -> ${relative(root, join(modules, target))}` })
    }
  }
  return found
}

/** The arrows not in `allowed`, each with where it is. */
function newArrows(root: string, allowed: Record<string, string[]>): string[] {
  return moduleArrows(root)
    .filter((a) => !(allowed[a.from] ?? []).includes(a.to))
    .map((a) => `${a.from} -> ${a.to} (${a.where})`)
}

/** Files outside modules/ that import one, but for the app, the seed and the scripts. */
function lowerReachingUp(root: string): string[] {
  const modules = join(root, 'modules')
  const found: string[] = []
  for (const file of sources(root).filter((f) => !f.startsWith(modules))) {
    const own = relative(root, file)
    if (own === 'app.ts' || own.startsWith('seed/') || own.startsWith('scripts/')) continue
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = relative(root, resolve(dirname(file), spec))
      if (target.startsWith('modules/')) found.push(`${own} -> ${target}`)
    }
  }
  return found
}

describe('API module arrows', () => {
  it('a module imports only the modules it is allowed to', () => {
    expect(newArrows(src, ALLOWED)).toEqual([])
  })

  it('every allowed arrow is still in the code (the list says how the modules stand)', () => {
    const standing = new Set(moduleArrows(src).map((a) => `${a.from} -> ${a.to}`))
    const listed = Object.entries(ALLOWED).flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}`))
    expect(listed.filter((arrow) => !standing.has(arrow))).toEqual([])
  })

  it('lib/, db/ and plugins/ import no module', () => {
    expect(lowerReachingUp(src)).toEqual([])
  })

  it('the check finds a new arrow, and not a module importing itself or lib/', () => {
    const root = mkdtempSync(join(tmpdir(), 'api-modules-'))
    for (const dir of ['modules/rescues', 'modules/dispatch', 'lib']) mkdirSync(join(root, dir), { recursive: true })
    writeFileSync(
      join(root, 'modules/dispatch/dispatch.ring.ts'),
      "import { findRescue } from '../rescues/rescues.repository.ts'\nimport { geo } from '../../lib/geo.ts'\n",
    )
    writeFileSync(
      join(root, 'modules/rescues/rescues.move.ts'),
      "import { startRing } from '../dispatch/dispatch.ring.ts'\n",
    )
    writeFileSync(join(root, 'modules/rescues/rescues.service.ts'), "import * as repo from './rescues.repository.ts'\n")
    writeFileSync(join(root, 'lib/geo.ts'), "import type { Viewer } from '../modules/rescues/rescues.access.ts'\n")
    expect(newArrows(root, { rescues: ['dispatch'] })).toEqual([
      'dispatch -> rescues (modules/dispatch/dispatch.ring.ts -> modules/rescues/rescues.repository.ts)',
    ])
    expect(lowerReachingUp(root)).toEqual(['lib/geo.ts -> modules/rescues/rescues.access.ts'])
  })
})
