// Runs the pinned pnpm (from package.json's packageManager) on a machine that may have
// only Node and npm: a matching global pnpm is used, otherwise npx fetches the pinned one.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager.replace(
  /^pnpm@/,
  '',
)

export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' })
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm', []]
  return ['npx', ['-y', `pnpm@${pinned}`]]
}

export function runPnpm(args, options = {}) {
  const [cmd, pre] = pnpmCommand()
  const result = spawnSync(cmd, [...pre, ...args], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  })
  if (result.error) throw result.error
  return result.status ?? 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(runPnpm(process.argv.slice(2)))
}
