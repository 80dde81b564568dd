// Bytes on the wire, as a phone pays them (docs/rules.md#first-load): everything a first visit
// moves until the network is idle (scripts, styles, fonts, photos, data, and every response's
// headers), counted by the browser itself (the DevTools protocol's encodedDataLength: the bytes
// received for a response, headers included), once with the browser accepting gzip only and
// once accepting Brotli too. The product runs as `npm start` runs it on a fresh data directory,
// behind the stand-in for the production proxy's HTTPS (tls-proxy.ts: HTTP/2, as phones reach
// it). A fresh browser for each load: no cache, the service worker blocked (its precache is
// the installed app's, a budget of its own). The window: until the page has set its settled
// mark, then until no request has been made for 500 ms, and at least 2.5 s after the mark, so
// the idle-time prefetches a first visit makes are counted too.
//
// Targets: /rescue at most 135 kB of script with gzip and 150 kB with Brotli; /animals at
// 390x844, device pixel ratio 2, with the first page of cards scrolled through, at most 225 kB
// in all with gzip and 250 kB with Brotli. Prints each load's bytes by kind, and any response of
// the app that came without a compression it could have had. Exits 1 on a miss.
//
//   npm run bench:wire                 WIRE_VERBOSE=1 lists every response
//   WIRE_DIST=<folder> npm run bench:wire   (another build of the PWA: a baseline)
//   WIRE_ORIGIN=http://127.0.0.1:3000 npm run bench:wire   (a running server, behind the proxy)
import { loadavg } from 'node:os'
import { chromium, type Request as PwRequest } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { PAGE_SETTLED_MARK } from './first-load.ts'
import { reportMachineLoad } from './machine.ts'
import { startProduct, type ProductServer } from './product-server.ts'
import { startTlsProxy, type TlsProxy } from './tls-proxy.ts'

reportMachineLoad()

const ENCODINGS = { gzip: ['gzip', 'deflate'], brotli: ['br', 'gzip', 'deflate'] } as const
type Encoding = keyof typeof ENCODINGS
const QUIET_MS = 500
const AFTER_SETTLED_MS = 2500

interface Response {
  url: string
  type: string
  encoding: string
  mime: string
  bytes: number
  afterSettled: boolean
}

interface Load {
  responses: Response[]
  total: number
  byType: Map<string, number>
}

const TARGETS: {
  path: string
  what: string
  count: (load: Load) => number
  limits: Record<Encoding, number>
  scroll?: boolean
}[] = [
  {
    path: '/rescue',
    what: 'script',
    count: (load) => load.byType.get('script') ?? 0,
    limits: { gzip: 135_000, brotli: 150_000 },
  },
  {
    path: '/animals',
    what: 'everything, first page of cards scrolled',
    count: (load) => load.total,
    limits: { gzip: 225_000, brotli: 250_000 },
    scroll: true,
  },
]

/** Text the server should send compressed (what the build precompresses, and JSON). */
const COMPRESSIBLE = /javascript|css|html|json|svg|xml|manifest/

async function measure(origin: string, path: string, encoding: Encoding, scroll: boolean): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // The proxy's throwaway certificate (tls-proxy.ts); this browser is used for nothing else.
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  })
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
    // The encodings the browser offers (a phone's browser offers Brotli over HTTPS; one that
    // does not, or a proxy that strips it, is the gzip case). Set on the context, so the page's
    // workers ask the same.
    await context.setExtraHTTPHeaders({ 'Accept-Encoding': ENCODINGS[encoding].join(', ') })
    const page = await context.newPage()
    const seen = new Map<PwRequest, { startedAt: number }>()
    const pending: Promise<Response & { startedAt: number }>[] = []
    let lastActivity = Date.now()
    let settledAt: number | null = null
    // The page's requests and its workers' (Playwright reports both on the context).
    context.on('request', (request) => {
      if (request.url().startsWith('data:')) return
      lastActivity = Date.now()
      seen.set(request, { startedAt: Date.now() })
    })
    const finish = (request: PwRequest, failed: boolean) => {
      const entry = seen.get(request)
      if (!entry) return
      seen.delete(request)
      lastActivity = Date.now()
      pending.push(
        (async () => {
          const response = failed ? null : await request.response()
          const headers = response ? await response.allHeaders() : {}
          // The bytes received for the response: its headers and its body as sent (encoded).
          const sizes = failed ? null : await request.sizes().catch(() => null)
          return {
            url: request.url(),
            type: request.resourceType(),
            encoding: headers['content-encoding'] ?? '',
            mime: headers['content-type'] ?? '',
            bytes: sizes ? sizes.responseHeadersSize + sizes.responseBodySize : 0,
            afterSettled: false,
            startedAt: entry.startedAt,
          }
        })(),
      )
    }
    context.on('requestfinished', (request) => finish(request, false))
    context.on('requestfailed', (request) => finish(request, true))

    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 })
    const handle = await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null,
      PAGE_SETTLED_MARK,
      { timeout: 60_000 },
    )
    await handle.dispose()
    settledAt = Date.now()
    if (scroll) {
      // A person reading the first page of cards: each card comes into view in turn, so the
      // photos load as they would (lazily, near the view).
      const cards = page.locator('main article')
      const count = await cards.count()
      if (count === 0) throw new Error(`${path} shows no cards`)
      for (let i = 0; i < count; i++) await cards.nth(i).scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    }
    // Idle: nothing in flight and nothing started for QUIET_MS, and the idle-time prefetches'
    // moment (at most 2 s after the mark) passed.
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 60_000
      const check = () => {
        const now = Date.now()
        if (seen.size === 0 && now - lastActivity >= QUIET_MS && now - (settledAt ?? now) >= AFTER_SETTLED_MS)
          return resolve()
        if (now > deadline)
          return reject(
            new Error(`${path}: the network never went idle (${[...seen.keys()].map((r) => r.url()).join(', ')})`),
          )
        setTimeout(check, 50)
      }
      check()
    })
    const responses = (await Promise.all(pending)).map(({ startedAt, ...r }) => ({
      ...r,
      afterSettled: startedAt > (settledAt ?? 0),
    }))
    const byType = new Map<string, number>()
    for (const r of responses) byType.set(r.type, (byType.get(r.type) ?? 0) + r.bytes)
    return { responses, total: responses.reduce((n, r) => n + r.bytes, 0), byType }
  } finally {
    await browser.close()
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

let server: ProductServer | null = null
let proxy: TlsProxy | null = null
const problems: string[] = []
try {
  let upstream = process.env.WIRE_ORIGIN
  if (!upstream) {
    console.log('Starting the product (npm start) on a fresh data directory, behind HTTPS...')
    server = await startProduct(process.env.WIRE_DIST ? { pwaDist: process.env.WIRE_DIST } : {})
    upstream = server.origin
  }
  proxy = await startTlsProxy(upstream)
  const origin = proxy.origin
  for (const target of TARGETS) {
    for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
      const load = await measure(origin, target.path, encoding, target.scroll ?? false)
      const figure = target.count(load)
      const limit = target.limits[encoding]
      const ok = figure <= limit
      if (!ok) problems.push(`${target.path} ${target.what} with ${encoding}: ${kB(figure)} (target <= ${kB(limit)})`)
      const kinds = [...load.byType.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([type, bytes]) => `${type} ${kB(bytes)}`)
        .join(', ')
      const later = load.responses.filter((r) => r.afterSettled)
      console.log(
        `\n${target.path} with ${encoding}: ${target.what} ${kB(figure)}, target <= ${kB(limit)}: ${ok ? 'ok' : 'ABOVE'}; load average ${loadavg()[0].toFixed(1)}`,
      )
      console.log(`  ${load.responses.length} responses, ${kB(load.total)} in all: ${kinds}`)
      console.log(
        `  of which after the page settled (idle-time prefetches, photos scrolled into view): ${later.length} responses, ${kB(later.reduce((n, r) => n + r.bytes, 0))}`,
      )
      const own = (r: Response) => r.url.startsWith(origin) && !r.url.includes('/uploads/')
      const plain = load.responses.filter((r) => own(r) && COMPRESSIBLE.test(r.mime) && r.bytes > 1024 && !r.encoding)
      for (const r of plain) {
        console.log(`  sent without compression: ${kB(r.bytes)} ${r.url.replace(origin, '')} (${r.mime})`)
        problems.push(`${r.url.replace(origin, '')} came without compression (${encoding})`)
      }
      const wrong = load.responses.filter(
        (r) => own(r) && r.encoding && !ENCODINGS[encoding].some((e) => e === r.encoding),
      )
      for (const r of wrong) problems.push(`${r.url.replace(origin, '')} came as ${r.encoding}, not accepted`)
      if (process.env.WIRE_VERBOSE) {
        for (const r of [...load.responses].sort((a, b) => b.bytes - a.bytes)) {
          console.log(
            `    ${kB(r.bytes).padStart(9)}  ${r.type.padEnd(10)} ${(r.encoding || '-').padEnd(5)} ${r.afterSettled ? 'later ' : '      '}${r.url.replace(origin, '')}`,
          )
        }
      }
    }
  }
} catch (error) {
  console.error(error)
  problems.push('the benchmark could not run')
} finally {
  await proxy?.close()
  await server?.stop()
}
if (problems.length > 0) {
  console.error(`\nWire benchmark FAILED:\n${[...new Set(problems)].map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nWire benchmark passed.')
