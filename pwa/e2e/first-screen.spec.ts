// The emergency path's first screen (components/layout/first-screen.ts): the home page and
// /rescue show "Report an animal in need" and the hotline from index.html itself, in the phone's
// language, before any of the app's code has arrived; the app then takes their place without
// moving them. An NGO's home is its queue; the installed app's icon has two shortcuts.
import { type Browser, expect, type Page, type Route, test } from '@playwright/test'
import { DEMO, signIn } from './support/app.ts'

const HOTLINE = 'tel:+912240001234'

function hold() {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  return { held, release }
}

/** Holds every script of the app until `release`, so only index.html (and its styles) is in. */
async function holdScripts(page: Page) {
  const code = hold()
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await code.held
    await route.continue()
  })
  return code
}

/**
 * Every layout shift of the page so far (the Layout Instability API), as CLS counts them: each
 * with its score and what moved (the element, and its box before and after), so a failure says
 * which part of the page jumped.
 */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] }
    w.shifts = []
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`
    const nameOf = (node: Node | null) =>
      node instanceof Element
        ? `<${node.localName}${node.id ? `#${node.id}` : ''} class="${node.getAttribute('class') ?? ''}">${(node.textContent ?? '').slice(0, 40)}`
        : String(node?.nodeName)
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map((s) => `${nameOf(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`)
        w.shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)
}

async function phone(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
  return { context, page: await context.newPage() }
}

for (const { locale, report, call } of [
  { locale: 'en-IN', report: 'Report an animal in need', call: 'Call the 24/7 hotline +91 22 4000 1234' },
  { locale: 'mr-IN', report: 'संकटातील प्राण्याची तक्रार करा', call: '24/7 हेल्पलाइनवर फोन करा +91 22 4000 1234' },
  { locale: 'hi-IN', report: 'मुसीबत में फँसे जानवर की रिपोर्ट करें', call: '24/7 हेल्पलाइन पर फ़ोन करें +91 22 4000 1234' },
]) {
  test(`${locale}: the home page's report button and hotline are drawn before the app's code, then the app's take their place without moving`, async ({
    browser,
  }) => {
    const { context, page } = await phone(browser, locale)
    const shifts = await watchShifts(page)
    const code = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })

    // Only index.html so far: the links are there, work without any script, and sit above the fold.
    const reportLink = page.getByRole('link', { name: report })
    const hotline = page.getByRole('link', { name: call })
    await expect(hotline).toBeVisible()
    await expect(hotline).toHaveAttribute('href', HOTLINE)
    await expect(reportLink).toHaveAttribute('href', '/rescue/form')
    await expect(page.getByRole('banner')).toHaveCount(0)
    const before = { report: await reportLink.boundingBox(), hotline: await hotline.boundingBox() }
    expect((before.hotline?.y ?? 900) + (before.hotline?.height ?? 0)).toBeLessThanOrEqual(844)

    code.release()
    // The app's header and page, with the same two links exactly where the static ones were.
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#first-screen')).toHaveCount(0)
    await expect(hotline).toHaveCount(1)
    expect(await reportLink.boundingBox()).toEqual(before.report)
    expect(await hotline.boundingBox()).toEqual(before.hotline)
    expect(await shifts()).toEqual([])

    // Above the adoption hero.
    const hero = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(before.hotline?.y ?? 0).toBeLessThan(hero?.y ?? 0)
    await context.close()
  })
}

test('/rescue: the hotline beside the report button, from index.html, and the page loads no report-form code', async ({
  browser,
}) => {
  const { context, page } = await phone(browser, 'en-IN')
  const shifts = await watchShifts(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const code = await holdScripts(page)
  await page.goto('/rescue', { waitUntil: 'commit' })
  const button = page.getByRole('link', { name: 'Report Rescue Case' })
  const hotline = page.getByRole('link', { name: /Call the 24\/7 hotline/ })
  await expect(page.getByRole('heading', { level: 1, name: 'Help us save a life' })).toBeVisible()
  await expect(hotline).toHaveAttribute('href', HOTLINE)
  const before = { button: await button.boundingBox(), hotline: await hotline.boundingBox() }

  code.release()
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'How Rescue Works' })).toBeVisible()
  await expect(page.locator('#first-screen')).toHaveCount(0)
  expect(await button.boundingBox()).toEqual(before.button)
  expect(await hotline.boundingBox()).toEqual(before.hotline)
  expect(await shifts()).toEqual([])
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => /\/(rescue\.form|ReportWizard|store|account)-/.test(path))).toEqual([])

  // The button opens the report form.
  await button.click()
  await expect(page).toHaveURL(/\/rescue\/form$/)
  await context.close()
})

test.describe(() => {
  // Cold means from the network: a service worker that took the page after sign-in would serve
  // the app's code from its cache, past the held scripts.
  test.use({ serviceWorkers: 'block' })

  test("an NGO's home is its queue of cases, and the visitors' first screen is not shown to it", async ({ page }) => {
    await signIn(page, DEMO.ngo)
    await expect(page).toHaveURL(/\/dashboard\?tab=assigned-rescues$/)
    await expect(page.getByRole('tab', { name: 'Assigned Rescues', selected: true })).toBeVisible()

    // Opened cold with the app's code held: no report button (an NGO does not report), no hero.
    const code = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.locator('#app-shell')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Report an animal in need' })).toHaveCount(0)
    code.release()
    await expect(page).toHaveURL(/\/dashboard\?tab=assigned-rescues$/)
    await expect(page.getByRole('tab', { name: 'Assigned Rescues', selected: true })).toBeVisible()
  })
})

test("the installed app's shortcuts open a new report and the reporter's own list", async ({ page, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts: { name: string; url: string }[]
  }
  expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: 'Report a rescue', url: '/rescue/form' },
    { name: 'My reports', url: '/dashboard?tab=rescue' },
  ])
  await signIn(page, DEMO.adopter)
  await page.goto(manifest.shortcuts[0].url)
  await expect(page.getByRole('heading', { name: 'Report a Rescue Case' })).toBeVisible()
  await page.goto(manifest.shortcuts[1].url)
  await expect(page.getByRole('tab', { name: 'My Rescue Requests', selected: true })).toBeVisible()
})

for (const { locale, report, mine } of [
  { locale: 'mr-IN', report: 'रेस्क्यू नोंदवा', mine: 'माझ्या तक्रारी' },
  { locale: 'hi-IN', report: 'रेस्क्यू दर्ज करें', mine: 'मेरी रिपोर्टें' },
]) {
  test(`${locale}: the page links the manifest in its language, whose description and shortcuts are in it`, async ({
    browser,
  }) => {
    const { context, page } = await phone(browser, locale)
    await page.goto('/rescue')
    const link = page.locator('link[rel="manifest"]')
    await expect(link).toHaveAttribute('href', `/manifest.${locale.slice(0, 2)}.webmanifest`)
    const manifest = (await (await page.request.get((await link.getAttribute('href')) ?? '')).json()) as {
      lang: string
      description: string
      shortcuts: { name: string; short_name: string; description: string; url: string }[]
      share_target: { action: string }
    }
    expect(manifest.lang).toBe(locale)
    expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: report, url: '/rescue/form' },
      { name: mine, url: '/dashboard?tab=rescue' },
    ])
    const words = [manifest.description, ...manifest.shortcuts.flatMap((s) => [s.name, s.short_name, s.description])]
    expect(words.filter((w) => /[A-Za-z]/.test(w))).toEqual([])
    // The same app otherwise: shared photos still open a report.
    expect(manifest.share_target.action).toBe('/rescue/share')
    await context.close()
  })
}

test("an NGO's dashboard, opened cold while the server is slow, draws its header and cases without moving", async ({
  browser,
}) => {
  const { context, page } = await phone(browser, 'en-IN')
  await signIn(page, DEMO.ngo)
  await expect(page).toHaveURL(/\/dashboard\?tab=assigned-rescues$/)
  const shifts = await watchShifts(page)
  // Every API answer, and the words of the signed-in screens, take a second and a half, as on a
  // slow link or a busy server: the app draws before they are in.
  const slow = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  }
  await page.route('**/api/**', slow)
  await page.route(/\/assets\/catalog-en-(rest|entry)-[\w-]+\.js$/, slow)
  await page.goto('/dashboard?tab=assigned-rescues')
  await expect(page.getByRole('tab', { name: 'Assigned Rescues', selected: true })).toBeVisible()
  // The duty control comes last, with its own slow answer.
  await expect(page.locator('header').getByRole('button', { name: /duty/ })).toBeVisible()
  expect(await shifts()).toEqual([])
  await context.close()
})
