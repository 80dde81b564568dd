// `npm test`: installs if needed, then runs every package's tests one package at a time.
// TEST_DATABASE_URL=postgres://... runs the API suite on that PostgreSQL server (a database
// is created for the run and dropped after) instead of the embedded PGlite.
// `npm test -- api` runs the tests of the named packages only.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runPnpm } from './pnpm.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
if (!existsSync(new URL('../node_modules/.modules.yaml', import.meta.url))) {
  if (runPnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root }) !== 0) process.exit(1)
}
// `npm test -- api` (or pwa, contracts) runs one package's tests only.
const only = process.argv.slice(2)
const filters = only.flatMap((name) => ['--filter', `@paws/${name}`])
process.exit(runPnpm([...filters, '-r', '--workspace-concurrency=1', 'test'], { cwd: root }))
