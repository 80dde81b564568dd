// What a visit costs on a prepaid data pack, measured in Chromium with
// DevTools network accounting: every request of the page and of its service worker is counted
// with the bytes it moved over the network (headers and encoded body, as DevTools reports
// them); answers the service worker gave from its cache move nothing and are counted apart.
// The product runs as `npm start` runs it (fresh data directory, demo animals with photos),
// at 390x844, DPR 2 (a phone's screen). Four moments, each against its budget:
//   1. a first visit to /animals with the first page of cards scrolled through, with no
//      service worker (the worker would fetch the later photos itself), until the network is
//      idle (budget 250 kB); then, in a visit that stays on the first screen, the service
//      worker's precache (budget 400 kB), which must not start before the page's own images
//      have arrived;
//   2. a repeat visit to /animals (budget 20 kB);
//   3. an animal page opened from the list (budget 60 kB);
//   4. the first visit again with Save-Data on (smaller, no prefetch), against the first visit.
// Baseline in the same run: the first visit of the hello-world React + TanStack Router app
// (bench/hello), the least any app on this stack moves. The visit runs DATA_RUNS times (3):
// each run is printed with the machine's load, the budgets hold for the median.
// DATA_DETAIL=1 also lists each request of the median first visit and of the precache.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { startProduct } from './product-server.ts'
import { serveStatic } from './static-server.ts'

// Playwright reports the service worker's own requests only with this set (Chromium).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1'

const BUDGET = { firstVisit: 250_000, precache: 400_000, repeat: 20_000, animalPage: 60_000 }
const RUNS = Number(process.env.DATA_RUNS ?? 3)
const pwaDir = fileURLToPath(new URL('..', import.meta.url))

interface Row {
  url: string
  type: string
  /** Bytes over the network; 0 when the service worker answered from its cache. */
  bytes: number
  byWorker: boolean
  fromWorker: boolean
  endedAt: number
  startedAt: number
}

/** Records every finished request of the context (pages and service worker). */
function account(context: BrowserContext) {
  const rows: Row[] = []
  const pending: Promise<void>[] = []
  const started = new WeakMap<object, number>()
  context.on('request', (request) => started.set(request, Date.now()))
  context.on('requestfinished', (request) => {
    const endedAt = Date.now()
    pending.push(
      (async () => {
        const response = await request.response()
        const sizes = await request.sizes().catch(() => null)
        const fromWorker = response?.fromServiceWorker() ?? false
        rows.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: fromWorker || !sizes ? 0 : sizes.responseHeadersSize + sizes.responseBodySize,
          byWorker: request.serviceWorker() !== null,
          fromWorker,
          startedAt: started.get(request) ?? endedAt,
          endedAt,
        })
      })(),
    )
  })
  return {
    /** The rows recorded since `mark`, once every pending one is read. */
    async since(mark: number): Promise<Row[]> {
      await Promise.all(pending)
      return rows.slice(mark)
    },
    mark: () => rows.length,
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const sum = (rows: Row[]) => rows.reduce((n, r) => n + r.bytes, 0)

/** With DATA_DETAIL set, each request on a line of its own, the largest first. */
function listRows(rows: Row[]): void {
  if (!process.env.DATA_DETAIL) return
  for (const r of [...rows].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`    ${kB(r.bytes).padStart(9)}  ${r.type.padEnd(10)} ${new URL(r.url).pathname}`)
  }
}

function byType(rows: Row[]): string {
  const totals = new Map<string, number>()
  for (const r of rows) totals.set(r.type, (totals.get(r.type) ?? 0) + r.bytes)
  return [...totals]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${type} ${kB(n)}`)
    .join(', ')
}

/** Network idle, and every image in view arrived (lazy ones below the fold are not asked for). */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.images].every((img) => {
        const r = img.getBoundingClientRect()
        return img.complete || r.bottom <= 0 || r.top >= window.innerHeight
      }),
    undefined,
    { timeout: 30_000 },
  )
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await page.waitForLoadState('networkidle')
}

/** Scrolls through the first page of cards as a reader would, a screen at a time, photos in. */
async function scrollFirstPage(page: Page) {
  const cards = page.locator('article')
  const count = await cards.count()
  for (let i = 0; i < count; i++) {
    await cards.nth(i).scrollIntoViewIfNeeded()
    await page.waitForTimeout(50)
  }
  await settle(page)
}

/** A first visit with the first page of cards scrolled through, no service worker: its rows. */
async function scrolledFirstVisit(origin: string): Promise<Row[]> {
  const { browser, context } = await newContext(false, 'block')
  try {
    const log = account(context)
    const page = await context.newPage()
    await page.goto(`${origin}/animals`)
    await page.locator('article').first().waitFor({ state: 'visible', timeout: 30_000 })
    await settle(page)
    await scrollFirstPage(page)
    return await log.since(0)
  } finally {
    await browser.close()
  }
}

async function newContext(saveData = false, serviceWorkers: 'allow' | 'block' = 'allow') {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  })
  return { browser, context }
}

interface Visit {
  page: Row[]
  precache: Row[]
  precacheStartedBeforeImages: boolean
  repeat: Row[]
  animal: Row[]
  animalFromCache: number
}

async function visit(origin: string, saveData: boolean): Promise<Visit> {
  const { browser, context } = await newContext(saveData)
  try {
    const log = account(context)
    const page = await context.newPage()
    await page.goto(`${origin}/animals`)
    await page.locator('article').first().waitFor({ state: 'visible', timeout: 30_000 })
    await settle(page)
    // The service worker is running and its precache done once it controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await settle(page)
    const first = await log.since(0)
    const own = first.filter((r) => !r.byWorker)
    const precache = first.filter((r) => r.byWorker)
    const lastImage = Math.max(0, ...own.filter((r) => r.type === 'image').map((r) => r.endedAt))
    const firstPrecache = Math.min(...precache.map((r) => r.startedAt), Number.POSITIVE_INFINITY)

    const repeatMark = log.mark()
    const again = await context.newPage()
    await page.close()
    await again.goto(`${origin}/animals`)
    await again.locator('article').first().waitFor({ state: 'visible', timeout: 30_000 })
    await settle(again)
    const repeat = (await log.since(repeatMark)).filter((r) => !r.fromWorker)

    const animalMark = log.mark()
    await again.locator('article a').first().click()
    await again.waitForURL(/\/animals\/\d+/)
    await again.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: 30_000 })
    await settle(again)
    const animalRows = await log.since(animalMark)
    return {
      page: own,
      precache,
      precacheStartedBeforeImages: firstPrecache < lastImage,
      repeat,
      animal: animalRows.filter((r) => !r.fromWorker),
      animalFromCache: animalRows.filter((r) => r.fromWorker).length,
    }
  } finally {
    await browser.close()
  }
}

async function helloFirstVisit(): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), 'paws-hello-'))
  try {
    await build({ configFile: join(pwaDir, 'bench/hello/vite.config.ts'), build: { outDir: out }, logLevel: 'warn' })
    const hello = await serveStatic(out)
    const { browser, context } = await newContext()
    try {
      const log = account(context)
      const page = await context.newPage()
      await page.goto(`${hello.origin}/`)
      await page.locator('h1').waitFor()
      await settle(page)
      return sum(await log.since(0))
    } finally {
      await browser.close()
      await hello.stop()
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

const problems: string[] = []
const check = (label: string, bytes: number, budget: number) => {
  const ok = bytes <= budget
  console.log(
    `  ${label.padEnd(34)} ${kB(bytes).padStart(9)}   budget ${kB(budget).padStart(8)}   ${ok ? 'ok' : 'ABOVE'}`,
  )
  if (!ok) problems.push(`${label}: ${kB(bytes)} is above ${kB(budget)}`)
}

try {
  const baseline = await helloFirstVisit()
  const product = await startProduct()
  const runs: Row[][] = []
  let plain: Visit
  let saving: Visit
  try {
    for (let i = 0; i < RUNS; i++) {
      const rows = await scrolledFirstVisit(product.origin)
      runs.push(rows)
      const photos = rows.filter((r) => r.type === 'image').length
      console.log(
        `  run ${i + 1}: first visit /animals, first page of cards scrolled, ${kB(sum(rows))} (${byType(rows)}; ${photos} photos); load average ${loadavg()[0].toFixed(1)}`,
      )
    }
    plain = await visit(product.origin, false)
    saving = await visit(product.origin, true)
  } finally {
    await product.stop()
  }
  const scrolled = [...runs].sort((a, b) => sum(a) - sum(b))[Math.floor((runs.length - 1) / 2)]
  console.log(`  median ${kB(sum(scrolled))} (runs ${runs.map((r) => kB(sum(r))).join(', ')})`)
  listRows(scrolled)
  console.log('\nData moved over the network, 390x844 DPR 2, DevTools accounting (headers + encoded bodies)')
  console.log(`  first visit /animals, first screen only: ${kB(sum(plain.page))} (${byType(plain.page)})`)
  console.log(`  precache (service worker): ${plain.precache.length} requests, ${byType(plain.precache)}`)
  listRows(plain.precache)
  console.log(
    `  repeat visit: ${plain.repeat.map((r) => `${new URL(r.url).pathname} ${kB(r.bytes)}`).join(', ') || 'nothing'}`,
  )
  console.log(
    `  animal page: ${byType(plain.animal)} (${plain.animalFromCache} answers from the service worker's cache)`,
  )
  console.log('')
  check('first visit /animals, scrolled', sum(scrolled), BUDGET.firstVisit)
  check('precache', sum(plain.precache), BUDGET.precache)
  check('repeat visit /animals', sum(plain.repeat), BUDGET.repeat)
  check('animal page from the list', sum(plain.animal), BUDGET.animalPage)
  console.log(
    `  precache waits for the page's images   ${plain.precacheStartedBeforeImages ? 'NO: it started before they arrived' : 'yes'}`,
  )
  if (plain.precacheStartedBeforeImages) problems.push('the precache started before the page images had arrived')
  const ratio = sum(plain.page) / baseline
  console.log(`\n  hello world first visit (baseline)  ${kB(baseline).padStart(9)}`)
  console.log(`  first visit /animals / baseline     ${ratio.toFixed(2).padStart(8)}x`)
  const saved = sum(saving.page) / sum(plain.page)
  console.log(
    `  with Save-Data: first visit ${kB(sum(saving.page))} (${saved.toFixed(2)}x of without), animal page ${kB(sum(saving.animal))}`,
  )
} catch (error) {
  console.error(error)
  problems.push('the benchmark could not run')
}

if (problems.length > 0) {
  console.error(
    `\nData benchmark: ${problems.length} over budget or failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  )
  process.exit(1)
}
console.log('\nData benchmark passed.')
