// What a page's number, plural and date formatters cost its main thread at start, with the
// app's warm-up (a worker reads the language's locale data first: src/i18n/warm-intl.ts) and
// without it (the worker's script refused, so the page reads the data itself, as it did before).
// Each run loads the page cold in a fresh Chromium at full speed, signed in as PROFILE_AS (the
// NGO demo account by default), in PROFILE_LOCALE's language, and sums the time spent making
// formatters on the main thread until the page settles; the two versions alternate.
//
//   npx tsx bench/first-format.ts [/dashboard]      FORMAT_RUNS=8, PROFILE_LOCALE=en by default
//
// A diagnosis, like main-thread.ts, not a target: bench/lighthouse.bench.ts holds the targets.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { demoSession } from './demo-session.ts'
import { reportMachineLoad } from './machine.ts'
import { startProduct } from './product-server.ts'

reportMachineLoad()

const path = process.argv[2] ?? '/dashboard'
const as = process.env.PROFILE_AS ?? 'ngo@demo.test'
const locale = process.env.PROFILE_LOCALE ?? 'en'
const RUNS = Number(process.env.FORMAT_RUNS ?? 8)
const WARMUP_SCRIPT = '**/assets/intl-warmup.worker-*.js'

/**
 * Wraps the formatters' constructors so each one made on the main thread is timed (a script's
 * text: tsx would add helpers to a function that the page does not have).
 */
const TIME_FORMATTERS = `(() => {
  const timed = { first: -1, total: 0, made: 0 }
  window.formatters = timed
  for (const kind of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'RelativeTimeFormat']) {
    const Original = Intl[kind]
    function Timed(...args) {
      const start = performance.now()
      const made = new Original(...args)
      const took = performance.now() - start
      if (timed.first < 0) timed.first = took
      timed.total += took
      timed.made += 1
      return made
    }
    Timed.prototype = Original.prototype
    Object.assign(Timed, Original)
    Timed.supportedLocalesOf = Original.supportedLocalesOf
    Object.defineProperty(Intl, kind, { value: Timed, configurable: true, writable: true })
  }
})()`

type Version = 'as built' | 'no warm-up (baseline)'
const server = await startProduct()
const session = await demoSession(server.origin, as)
const results = new Map<Version, { first: number; total: number }[]>([
  ['as built', []],
  ['no warm-up (baseline)', []],
])
try {
  for (let run = 0; run < RUNS; run++) {
    for (const version of results.keys()) {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
      try {
        const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
        await context.addInitScript(
          ({ items, language }) => {
            for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v)
            localStorage.setItem('paws.locale', language)
          },
          { items: session, language: locale },
        )
        await context.addInitScript({ content: TIME_FORMATTERS })
        if (version !== 'as built') await context.route(WARMUP_SCRIPT, (route) => route.abort())
        const page = await context.newPage()
        let workers = 0
        page.on('worker', () => {
          workers += 1
        })
        await page.goto(`${server.origin}${path}`)
        await page.waitForFunction(() => performance.getEntriesByName('paws:page-settled').length > 0, null, {
          timeout: 30_000,
        })
        if (version === 'as built' && workers === 0) throw new Error('the page started no warm-up worker')
        const timed = await page.evaluate(
          () => (window as unknown as { formatters: { first: number; total: number; made: number } }).formatters,
        )
        if (timed.made === 0) throw new Error(`${path} made no formatter: nothing to measure`)
        results.get(version)?.push(timed)
      } finally {
        await browser.close()
      }
    }
  }
} finally {
  await server.stop()
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(`\nFormatters made on the main thread while ${path} loads (${locale}), full speed, ${RUNS} runs each:`)
for (const [version, runs] of results) {
  console.log(
    `  ${version.padEnd(24)} all: median ${median(runs.map((r) => r.total)).toFixed(1)} ms (runs ${runs.map((r) => r.total.toFixed(1)).join(' ')}); ` +
      `the first: median ${median(runs.map((r) => r.first)).toFixed(1)} ms`,
  )
}
const [built, baseline] = [...results.values()].map((runs) => median(runs.map((r) => r.total)))
console.log(`  as built / baseline: ${(built / baseline).toFixed(2)}x (ratio of the medians of all)`)
