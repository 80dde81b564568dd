// The JavaScript a browser really fetches for a first visit: a fresh Chromium profile with
// the service worker blocked and the HTTP cache disabled loads the page, and every script
// response until the network is idle is gzipped (zlib level 9) and summed.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'

export interface Script {
  url: string
  bytes: number
  gzip: number
}

export interface FirstLoad {
  scripts: Script[]
  bytes: number
  gzip: number
}

/** Loads `url`, waits for `ready` (a CSS selector) and for network idle, and sums the scripts. */
export async function measureFirstLoad(url: string, ready: string): Promise<FirstLoad> {
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
    await page.waitForLoadState('networkidle')
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null)
    scripts.sort((a, b) => b.gzip - a.gzip)
    return {
      scripts,
      bytes: scripts.reduce((n, s) => n + s.bytes, 0),
      gzip: scripts.reduce((n, s) => n + s.gzip, 0),
    }
  } finally {
    await browser.close()
  }
}
