// `npm test`: installs if needed, then runs every package's tests, one package at a time:
// contracts, api, the PWA's unit tests, then its browser tests in a Chromium found (or
// installed) by scripts/browser.mjs. Without a browser, the other suites still run and one
// line says how to get one.
// TEST_DATABASE_URL=postgres://... runs the API suite on that PostgreSQL server (a database
// is created for the run and dropped after) instead of the embedded PGlite.
// `npm test -- api` (or pwa, contracts) runs the named packages' tests only.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ensureDevanagariFont, findChromium, HOW_TO_GET_ONE } from './browser.mjs'
import { runPnpm } from './pnpm.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
if (!existsSync(new URL('../node_modules/.modules.yaml', import.meta.url))) {
  if (runPnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root }) !== 0) process.exit(1)
}

const packages = ['contracts', 'api', 'pwa']
const only = process.argv.slice(2)
const unknown = only.filter((name) => !packages.includes(name))
if (unknown.length) {
  console.error(`Unknown package ${unknown.join(', ')}: choose from ${packages.join(', ')}.`)
  process.exit(2)
}

const failed = []
const run = (name, script, env = process.env, args = []) => {
  console.log(`\n> ${name}: ${[script, ...args].join(' ')}`)
  if (runPnpm(['--filter', `@paws/${name}`, 'run', script, ...args], { cwd: root, env }) !== 0)
    failed.push(`${name} ${[script, ...args].join(' ')}`)
}

for (const name of only.length ? packages.filter((p) => only.includes(p)) : packages) {
  if (name !== 'pwa') {
    run(name, 'test')
    continue
  }
  run(name, 'test:unit')
  const chromium = findChromium()
  if (!chromium) {
    console.error(`\n${HOW_TO_GET_ONE}`)
    failed.push('pwa test:e2e (no browser)')
    continue
  }
  ensureDevanagariFont()
  console.log(`> browser tests in ${chromium}`)
  run(name, 'test:e2e', { ...process.env, CHROMIUM_PATH: chromium })
  // Saved alerts are matched in the job queue, which the main browser run keeps off (nothing
  // it does may send pushes or fire deadlines behind the tests' backs): their spec gets a
  // server of its own with jobs on.
  run(name, 'test:e2e', { ...process.env, CHROMIUM_PATH: chromium, E2E_JOBS_ENABLED: 'true' }, ['e2e/alerts.spec.ts'])
}

if (failed.length) console.error(`\nFailed: ${failed.join('; ')}`)
process.exit(failed.length ? 1 : 0)
