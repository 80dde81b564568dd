// `npm start`: on a machine with only Node and npm, installs (pinned pnpm, frozen lockfile),
// builds the PWA when its sources changed, and runs the API, which migrates, seeds demo data
// on the first start with the embedded database, and serves the PWA at /.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runPnpm } from './pnpm.mjs'
import { serve } from './serve.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const step = (text) => console.log(`\n> ${text}`)

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: Node 20.19 or newer is needed.`)
  process.exit(1)
}

step('Installing dependencies (pnpm, frozen lockfile)')
if (runPnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root }) !== 0) process.exit(1)

function newest(dir) {
  if (!existsSync(dir)) return 0
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

const pwa = join(root, 'pwa')
const builtAt = existsSync(join(pwa, 'dist', 'index.html')) ? statSync(join(pwa, 'dist', 'index.html')).mtimeMs : 0
const fileAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0)
const sourcesAt = Math.max(
  newest(join(pwa, 'src')),
  newest(join(pwa, 'public')),
  newest(join(root, 'packages')),
  fileAt(join(pwa, 'vite.config.ts')),
  fileAt(join(pwa, 'index.html')),
)
if (!existsSync(join(pwa, 'index.html'))) {
  step('The PWA has no sources yet; serving the API only')
} else if (builtAt >= sourcesAt && process.env.FORCE_BUILD !== '1') {
  step('PWA build is up to date')
} else {
  step('Building the PWA')
  if (runPnpm(['--filter', '@paws/pwa', 'build'], { cwd: root }) !== 0) process.exit(1)
}

step('Starting the server')
serve()
