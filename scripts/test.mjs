// `npm test`: installs if needed, then runs every package's tests: contracts, api, the PWA's
// unit tests, then its browser tests in a Chromium found (or installed) by scripts/browser.mjs.
// Without a browser, the other suites still run and one line says how to get one.
// TEST_DATABASE_URL=postgres://... runs the API suite on that PostgreSQL server (a database
// is created for the run and dropped after) instead of the embedded PGlite.
// `npm test -- api` (or pwa, contracts) runs the named packages' tests only.
// With the browser tests, the API suite runs beside them instead of before them, at a lower
// CPU priority: the browser suite leaves about a third of two cores idle (it waits on the page
// and the server), which the API suite takes while the browser's processes keep the CPU first.
// Its output goes to a file, printed here when it ends.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureDevanagariFont, findChromium, HOW_TO_GET_ONE } from './browser.mjs'
import { e2eFailures } from './e2e-failures.mjs'
import { pnpmCommand, runPnpm } from './pnpm.mjs'

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

/** Niceness of the API suite beside the browser tests: the kernel runs it when a core is free. */
const BESIDE_PRIORITY = 10

/** Starts `name`'s tests in the background at BESIDE_PRIORITY; resolves when they end. */
function runBeside(name, script) {
  const dir = mkdtempSync(join(tmpdir(), `paws-test-${name}-`))
  const log = join(dir, 'output.log')
  console.log(`\n> ${name}: ${script}, beside the browser tests at a lower priority (output: ${log})`)
  // A file, not a pipe: the browser tests run with spawnSync, which holds this process's event
  // loop, so a pipe would fill and stop the suite.
  const out = openSync(log, 'w')
  const [cmd, pre] = pnpmCommand()
  const child = spawn(cmd, [...pre, '--filter', `@paws/${name}`, 'run', script], {
    cwd: root,
    stdio: ['ignore', out, out],
    shell: process.platform === 'win32',
  })
  closeSync(out)
  if (child.pid) setPriority(child.pid, BESIDE_PRIORITY)
  return new Promise((resolve) => {
    // A suite that could not start is a failed one ('close' follows with no exit code).
    child.on('error', (error) => console.error(`${name}: ${script} could not start: ${error.message}`))
    child.on('close', (code) => {
      console.log(`\n> ${name}: ${script} (run beside the browser tests)`)
      process.stdout.write(readFileSync(log))
      rmSync(dir, { recursive: true, force: true })
      if (code !== 0) failed.push(`${name} ${script}`)
      resolve()
    })
  })
}

// Each browser run also writes Playwright's JSON report, read at the end to say in a few lines
// which tests failed: by then the browser suite's own account has scrolled far up the log.
const reports = mkdtempSync(join(tmpdir(), 'paws-test-e2e-'))
const e2eRuns = []
const runE2e = (label, env, args = []) => {
  const report = join(reports, `${e2eRuns.length}.json`)
  e2eRuns.push({ label, report })
  run('pwa', 'test:e2e', { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report }, ['--reporter=list,json', ...args])
}

const selected = only.length ? packages.filter((p) => only.includes(p)) : packages
const browser = selected.includes('pwa') ? findChromium() : null
const api = selected.includes('api') && browser ? runBeside('api', 'test') : null

for (const name of selected) {
  if (name === 'api' && api) continue
  if (name !== 'pwa') {
    run(name, 'test')
    continue
  }
  run(name, 'test:unit')
  if (!browser) {
    console.error(`\n${HOW_TO_GET_ONE}`)
    failed.push('pwa test:e2e (no browser)')
    continue
  }
  ensureDevanagariFont()
  console.log(`> browser tests in ${browser}`)
  runE2e('the browser tests', { ...process.env, CHROMIUM_PATH: browser })
  // Saved alerts are matched in the job queue, which the main browser run keeps off (nothing
  // it does may send pushes or fire deadlines behind the tests' backs): their spec gets a
  // server of its own with jobs on.
  // Its own output folder: Playwright empties the folder it writes to, and the main run's
  // traces of a failure must survive.
  runE2e('the saved-alerts test', { ...process.env, CHROMIUM_PATH: browser, E2E_JOBS_ENABLED: 'true' }, [
    'e2e/alerts.spec.ts',
    '--output=test-results/alerts',
  ])
}

await api
for (const { label, report } of e2eRuns) {
  const lines = e2eFailures(report)
  if (lines === null) console.error(`\n${label}: no report was written (the run did not start or was stopped)`)
  else if (lines.length) console.error(`\nWhat failed in ${label}:\n${lines.join('\n')}`)
}
rmSync(reports, { recursive: true, force: true })
if (failed.length) console.error(`\nFailed: ${failed.join('; ')}`)
process.exit(failed.length ? 1 : 0)
