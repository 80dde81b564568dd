// The JavaScript a browser really fetches for a first visit: a fresh Chromium profile with
// the service worker blocked and the HTTP cache disabled loads the page, and every script
// response is gzipped (zlib level 9) and summed.
//
// What counts (docs/rules.md#first-load): a first load is the script the page fetches before it
// is usable. For the PWA that is every script whose request started before the app set its
// `paws:page-settled` performance mark (the window has loaded, no query is fetching, the photos
// in view have arrived). Scripts requested after the mark are the app's idle-time prefetches
// (`afterPageSettled`, run at the browser's next idle moment): they are listed apart, never
// summed into the first load. A page without the mark (the hello-world baseline) counts every
// script fetched until the network is idle.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'

/** The mark the PWA sets once its first page has settled (pwa/src/lib/page-settled.ts). */
export const PAGE_SETTLED_MARK = 'paws:page-settled'

export interface Script {
  url: string
  bytes: number
  gzip: number
}

export interface FirstLoad {
  /** The scripts of the first load, largest first. */
  scripts: Script[]
  bytes: number
  gzip: number
  /** Scripts requested after the page settled (idle-time prefetches), largest first. */
  prefetched: Script[]
  /** When the page set its settled mark, in ms since navigation; null without the mark. */
  settledMs: number | null
}

const sum = (scripts: Script[], key: 'bytes' | 'gzip') => scripts.reduce((n, s) => n + s[key], 0)

/**
 * Loads `url`, waits for `ready` (a CSS selector), for the settled mark when `settledMark` is
 * set, and for network idle after it, and sums the scripts.
 */
export async function measureFirstLoad(url: string, ready: string, settledMark = true): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const pending: Promise<Script | null>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 })
    let settledMs: number | null = null
    if (settledMark) {
      const handle = await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null,
        PAGE_SETTLED_MARK,
        { timeout: 30_000 },
      )
      settledMs = (await handle.jsonValue()) as number
      // The idle-time prefetches wait for an idle moment (at most 2 s) after the mark.
      await page.waitForTimeout(2500)
    }
    await page.waitForLoadState('networkidle')
    const started = new Map<string, number>(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as [string, number]),
      ),
    )
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null)
    scripts.sort((a, b) => b.gzip - a.gzip)
    const isPrefetch = (s: Script) => settledMs !== null && (started.get(s.url) ?? 0) > settledMs
    const first = scripts.filter((s) => !isPrefetch(s))
    return {
      scripts: first,
      bytes: sum(first, 'bytes'),
      gzip: sum(first, 'gzip'),
      prefetched: scripts.filter(isPrefetch),
      settledMs,
    }
  } finally {
    await browser.close()
  }
}
