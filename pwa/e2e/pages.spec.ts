// The information pages anyone can open from the footer, the e-mail verification link, and what
// a slow link shows first.
import { HELPLINE_PHONE, HELPLINE_TEL } from '@paws/contracts'
import { expect, test } from '@playwright/test'

test('contact page gives the helpline as a call link', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible()
  // The footer has the number too: the page's own list is the one checked.
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: HELPLINE_PHONE })).toHaveAttribute('href', `tel:${HELPLINE_TEL}`)
})

test('privacy policy and terms open with their sections', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What we collect', level: 2 })).toBeVisible()
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: '1. About Mumbai Paws', level: 2 })).toBeVisible()
})

test('a verification link that is not valid says so and leads to login', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token')
  await expect(page.getByRole('alert')).toContainText(/invalid or has expired/i)
  await page.getByRole('link', { name: 'Go to Login' }).click()
  await expect(page).toHaveURL(/\/login/)
})

test('a verification link without a token says it is invalid', async ({ page }) => {
  await page.goto('/verify-email')
  await expect(page.getByRole('alert')).toContainText('This verification link is invalid or has expired.')
})

test('the footer newsletter checks the address, then confirms and empties the field', async ({ page }) => {
  await page.goto('/contact')
  const footer = page.getByRole('contentinfo')
  const field = footer.getByLabel('Subscribe to our newsletter')
  await field.fill('not-an-address')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText('Please enter a valid email')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill('reader@example.com')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText('Successfully subscribed to newsletter!')).toBeVisible()
  await expect(field).toHaveValue('')
})

test('on a slow link the header shows before the app arrives, and the footer stays off the first screen while a page loads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const hold = () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    return { held, release }
  }
  const code = hold()
  const list = hold()
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await code.held
    await route.continue()
  })
  await page.route(/\/api\/animals\?/, async (route) => {
    await list.held
    await route.continue()
  })
  await page.goto('/animals', { waitUntil: 'commit' })
  // Only index.html and its styles so far: the header's bar is there already.
  await expect(page.locator('#app-shell').getByText('Mumbai Paws')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)

  code.release()
  // The app's own header replaces it (one header, never two), while the list is on its way.
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.locator('#app-shell')).toHaveCount(0)
  const footer = await page.getByRole('contentinfo').boundingBox()
  expect(footer?.y).toBeGreaterThanOrEqual(844)

  list.release()
  await expect(page.getByRole('article').first()).toBeVisible()
})

test("a page's own code is fetched alongside the language catalog, not after it", async ({ page }) => {
  // Held: the second part of the English catalog, which every page but the public ones waits for.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/catalog-en-rest-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const pageCode = page.waitForRequest(/\/assets\/register-[\w-]+\.js$/)
  await page.goto('/register', { waitUntil: 'commit' })
  // The sign-up page's chunk goes out while the catalog is still on its way.
  await pageCode
  release()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the app draws the page once it is ready, or its header and loading screen once the usual wait is over', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const list = (await (await request.get('/api/animals?limit=1')).json()) as { animals: { id: number; name: string }[] }
  const animal = list.animals[0]
  const hold = () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    return { held, release }
  }
  const answer = new RegExp(`/api/animals/${animal.id}$`)
  // What the page held when the app drew into #root for the first time.
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrame?: string | null }
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.firstChild) return
      w.firstFrame = document.querySelector('main h1')?.textContent ?? null
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const firstFrame = () => page.evaluate(() => (window as unknown as { firstFrame?: string | null }).firstFrame)
  // Timers stand still, so the loading screen's wait never runs out: the app draws when the
  // page is ready, and not before (an empty page drawn first, then the page, is the fault).
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
  const first = hold()
  await page.route(answer, async (route) => {
    await first.held
    await route.continue()
  })
  const catalog = page.waitForResponse(/\/assets\/catalog-en-public-[\w-]+\.js$/)
  await page.goto(`/animals/${animal.id}`, { waitUntil: 'commit' })
  await catalog
  // Time for a frame drawn too early to be drawn (this waits in the test, not in the page).
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(await firstFrame(), 'nothing drawn while the page waits for its answer').toBeUndefined()
  first.release()
  await expect.poll(firstFrame).toContain(animal.name)

  // The answer held, timers running (a context of its own): once the wait is over the app
  // draws its header and the page's loading screen.
  const context = await browser.newContext({ baseURL })
  const slow = await context.newPage()
  const second = hold()
  await slow.route(answer, async (route) => {
    await second.held
    await route.continue()
  })
  await slow.goto(`/animals/${animal.id}`, { waitUntil: 'commit' })
  await expect(slow.getByRole('banner')).toHaveCount(1)
  await expect(slow.locator('#app-shell')).toHaveCount(0)
  await expect(slow.getByRole('main').getByRole('status')).toHaveText(/^Loading/)
  second.release()
  await expect(slow.getByRole('heading', { level: 1, name: animal.name })).toBeVisible()
  await context.close()
})

test("a dialog's code comes once the page has its own code, data and photo, and its dialogs open with no signal after that", async ({
  page,
  context,
  request,
}) => {
  const listed = await request.get('/api/animals', { params: { status: 'available', limit: 100 } })
  const animal = ((await listed.json()).animals as { id: number; name: string; images: string[] }[]).find(
    (a) => a.images.length > 0,
  )
  if (!animal) throw new Error('the demo data has an available animal with a photo')
  // In order: the page's photo arriving, and the dialogs' frame being asked for.
  const events: string[] = []
  page.on('requestfinished', (r) => {
    if (r.url().includes('/uploads/')) events.push('photo')
  })
  const frame = page.waitForRequest(/\/assets\/DialogFrame-[\w-]+\.js$/)
  const shareDialog = page.waitForRequest(/\/assets\/ShareDialog-[\w-]+\.js$/)
  page.on('request', (r) => {
    if (/\/assets\/DialogFrame-[\w-]+\.js$/.test(r.url())) events.push('frame')
  })
  await page.goto(`/animals/${animal.id}`)
  await expect(page.getByRole('heading', { level: 1, name: animal.name })).toBeVisible()
  await (await frame).response()
  await (await shareDialog).response()
  expect(events.indexOf('photo')).toBeGreaterThanOrEqual(0)
  expect(events.indexOf('photo')).toBeLessThan(events.indexOf('frame'))

  // The signal goes: the share dialog still opens, its frame already on the phone.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Share with Friends' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').getByRole('heading')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})
