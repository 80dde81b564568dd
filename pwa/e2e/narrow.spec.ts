// 360 px, the width of most cheap Android phones: with a report waiting on the phone (the
// header's badge), in English, Marathi and Hindi, every main screen and state fits: the
// document is no wider than the screen and no element reaches past its edge or cuts its text
// (measured, not only pictured). The NGO's action bar is one row.
import { english } from './support/english.ts'
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { overflowingAt } from './support/overflow.ts'
import {
  apiLogin,
  DEMO,
  expect,
  fillReport,
  goOffline,
  goOnline,
  newReporter,
  PASSWORD,
  png,
  serviceWorkerReady,
  shareToApp,
  signIn,
  test,
} from './rescue-support.ts'

const LANGUAGES = [
  ['en', 'English'],
  ['mr', 'मराठी'],
  ['hi', 'हिन्दी'],
] as const

async function fits(page: Page, label: string) {
  await page.screenshot({ path: test.info().outputPath(`${label}.png`), fullPage: true })
  expect(await overflowingAt(page), label).toEqual([])
}

/** Measured, and the test goes on to measure the other screens (every overflow in one run). */
async function fitsToo(page: Page, label: string) {
  await page.screenshot({ path: test.info().outputPath(`${label}.png`), fullPage: true })
  expect.soft(await overflowingAt(page), label).toEqual([])
}

const catalogs = Object.fromEntries(
  LANGUAGES.map(([locale]) => [
    locale,
    {
      ...JSON.parse(readFileSync(new URL(`../../packages/contracts/locales/${locale}.json`, import.meta.url), 'utf8')),
      ...JSON.parse(readFileSync(new URL(`../src/locales/${locale}.json`, import.meta.url), 'utf8')),
    } as Record<string, string>,
  ]),
)
/** The app's words for `key` in `locale` (the screens are driven in the language measured). */
function say(locale: string, key: string): string {
  const text = catalogs[locale][key]
  if (!text) throw new Error(`no ${key} in ${locale}`)
  return text
}

/** The language chosen in the header (kept on the phone and, signed in, on the account). */
async function speak(page: Page, locale: string) {
  await page.locator('header select').selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`)
}

for (const [locale, name] of LANGUAGES) {
  test(`at 360 px every main screen fits in ${name} with a report waiting on the phone`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 360, height: 740 })
    const me = await newReporter(request, 'Narrow')

    // Signed out first: the public pages and the report form.
    await page.goto('/')
    await speak(page, locale)
    for (const path of ['/', '/animals', '/rescue', '/rescue/form', '/login', '/register']) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await fits(page, `${locale}-visitor${path.replace(/\//g, '-')}`)
    }

    // A report filed with no signal (the form driven in English): the "Saved on this phone"
    // sheet, then the report keeps waiting once data is back (the server never takes it).
    await speak(page, 'en')
    await signIn(page, me.email, PASSWORD, '/rescue/form')
    // The app is installed on the phone (its service worker is registered once a page has settled).
    await serviceWorkerReady(page)
    await context.route('**/api/rescues', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
    )
    await goOffline(context)
    await fillReport(page, { urgency: 'Critical', description: 'Dog lying still by the road' })
    await expect(page.getByRole('dialog', { name: english('rescueText.savedOffline') })).toBeVisible()
    await fits(page, 'en-saved-on-this-phone')
    await goOnline(context)
    await page.goto('/dashboard?tab=rescue')
    await speak(page, locale)

    for (const path of [
      '/',
      '/animals',
      '/rescue',
      '/rescue/form',
      '/dashboard?tab=rescue',
      '/notifications',
      '/profile',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByTestId('outbox-badge')).toBeVisible()
      await fits(page, `${locale}-waiting${path.replace(/[/?=]/g, '-')}`)
    }
    // The menu, opened.
    await page.locator('header button[aria-expanded]').click()
    await fits(page, `${locale}-menu`)
  })

  test(`at 360 px the NGO's case screen fits in ${name}, its action bar in one row`, async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const ngo = await apiLogin(request, DEMO.ngo)
    try {
      await signIn(page, DEMO.ngo, PASSWORD, '/dashboard')
      await speak(page, locale)
      await expect(page.getByTestId('queue-heading')).toBeVisible()
      await fits(page, `${locale}-ngo-dashboard`)
      const list = await request.get('/api/rescues?limit=100', {
        headers: { authorization: `Bearer ${ngo.accessToken}` },
      })
      const cases = (await list.json()).rescueRequests as { id: number; status: string }[]
      // A case waiting for the NGO's answer (Accept and Decline) and one in progress (its next step).
      const shown = ['assigned', 'accepted', 'in_progress'].flatMap((status) => {
        const one = cases.find((c) => c.status === status)
        return one ? [{ status, one }] : []
      })
      expect(shown.length, "the demo NGO's cases").toBeGreaterThan(0)
      for (const { status, one } of shown) {
        await page.goto(`/rescue/${one.id}`)
        const bar = page.getByTestId('field-action-bar')
        await expect(bar).toBeVisible()
        await fits(page, `${locale}-ngo-case-${status}`)
        // One row: every control spans the same horizontal line (heights may differ).
        const spans = await bar.evaluate((el) =>
          [...el.children]
            .filter((c) => (c as HTMLElement).offsetWidth > 0)
            .map((c) => [c.getBoundingClientRect().top, c.getBoundingClientRect().bottom]),
        )
        expect(spans.length).toBeGreaterThanOrEqual(2)
        const lowestTop = Math.max(...spans.map(([top]) => top))
        const highestBottom = Math.min(...spans.map(([, bottom]) => bottom))
        expect(lowestTop, `the ${status} case's action bar is one row`).toBeLessThan(highestBottom)
      }
    } finally {
      // The demo account keeps English for the other specs.
      await request.put('/api/users/locale', {
        headers: { authorization: `Bearer ${ngo.accessToken}` },
        data: { locale: 'en' },
      })
    }
  })
}

/** Step 1 of the wizard by its fields' values (the same in every language). */
async function animalAndUrgency(page: Page, urgency = 'high') {
  await page.locator('input[name=animalType][value=dog]').check()
  await page.locator(`input[name=urgency][value=${urgency}]`).check()
}

/** Steps 2 to 4, each measured, to the Submit button. */
async function stepsTwoToFour(page: Page, locale: string, label: string) {
  const next = page.getByRole('button', { name: say(locale, 'wizard.next'), exact: true })
  // Labelled "Address" or, with the phone's position, "Where exactly": found by what they hold.
  await page.locator('input[autocomplete=street-address]').fill('Near the Matunga flyover, gate 2')
  await page.locator('input[autocomplete=postal-code]').fill('400019')
  await fitsToo(page, `${label}-step-2`)
  await next.click()
  await page.getByLabel(say(locale, 'wizard.description'), { exact: true }).fill('Dog hit by a taxi, cannot stand')
  await fitsToo(page, `${label}-step-3`)
  await next.click()
  await expect(page.getByRole('button', { name: say(locale, 'wizard.submitRescueRequest') })).toBeVisible()
  await fitsToo(page, `${label}-step-4`)
}

/** A case reported through the API by `token`'s account at a position. */
async function caseAt(request: APIRequestContext, token: string, at: { lat: number; lng: number }) {
  const created = await request.post('/api/rescues', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      animalType: 'dog',
      urgency: 'high',
      description: 'Dog limping near the bus stop, a wound on the front leg',
      location: { address: 'Matunga bus stop', city: 'Mumbai', pincode: '400019', ...at },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()).id as number
}

for (const [locale, name] of LANGUAGES) {
  test(`at 360 px a shared photo's question and quick screen, wizard steps 2-4, the account sheet and Start over's question fit in ${name}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await speak(page, locale)
    await serviceWorkerReady(page)
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 19.0178, longitude: 72.8478, accuracy: 10 })
    // A report begun before the share (kept aside by it, and said so).
    await page.goto('/rescue/form')
    await animalAndUrgency(page)
    await expect
      .poll(
        async () =>
          ((await page.evaluate(() => readStore('drafts'))) as { values: { animalType?: string } }[])[0]?.values
            .animalType,
      )
      .toBe('dog')
    // Two photos and an iPhone's HEIC with a long name (left out, and named in a message).
    const heic = 'IMG_20261126_WA0042_from_the_building_group.HEIC'
    await shareToApp(page, [
      { name: 'IMG-WA0001.png', mimeType: 'image/png', buffer: png(81) },
      { name: 'IMG-WA0002.png', mimeType: 'image/png', buffer: png(82) },
      { name: heic, mimeType: 'image/heic', buffer: png(83) },
    ])
    await expect(page.getByText(say(locale, 'bystander.withAnimalNow'))).toBeVisible()
    await expect(page.getByText(say(locale, 'bystander.sharedPhotoWrongType').replace('{name}', heic))).toBeVisible()
    await expect(page.getByText(say(locale, 'bystander.earlierReportAside'))).toBeVisible()
    await fitsToo(page, `${locale}-with-animal-question`)
    await page.getByRole('button', { name: say(locale, 'bystander.withAnimalYes') }).click()
    await animalAndUrgency(page)
    await expect(page.getByRole('img', { name: /2$/ })).toBeVisible()
    await fitsToo(page, `${locale}-quick-share`)
    await page.getByRole('button', { name: say(locale, 'bystander.addMoreDetails') }).click()
    await stepsTwoToFour(page, locale, `${locale}-wizard`)
    await page.getByRole('button', { name: say(locale, 'wizard.submitRescueRequest') }).click()
    await expect(page.getByRole('dialog', { name: say(locale, 'bystander.signInToSend') })).toBeVisible()
    await fitsToo(page, `${locale}-account-sheet`)
    // Opened again: Start over asks first, saying the photos go.
    await page.reload()
    await page.getByRole('button', { name: say(locale, 'wizard.startOver') }).click()
    await expect(page.getByRole('alertdialog', { name: say(locale, 'wizard.startOverTitle') })).toBeVisible()
    await fitsToo(page, `${locale}-start-over-question`)
  })

  test(`at 360 px "Saved on this phone" with Send by SMS, the same-animal offer and the reporter's pages fit in ${name}`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 360, height: 740 })
    const me = await newReporter(request, 'Narrow')
    const other = await newReporter(request, 'Nearby')
    const admin = await apiLogin(request, DEMO.admin)
    const set = await request.put('/api/admin/settings/sms', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { number: '+919800012345' },
    })
    expect(set.status(), await set.text()).toBe(200)
    await context.grantPermissions(['geolocation'])
    const here = { lat: 19.0271, lng: 72.8553 }
    await context.setGeolocation({ latitude: here.lat, longitude: here.lng, accuracy: 10 })
    await page.clock.install()
    await signIn(page, me.email, PASSWORD, '/rescue/form')
    await speak(page, locale)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('paws-sms-hotline'))).toBe('+919800012345')
    await expect.poll(() => page.evaluate((id) => localStorage.getItem(`paws-sms-key:${id}`), me.userId)).not.toBeNull()

    // A critical report with no data, still waiting a minute later: the SMS is offered.
    await goOffline(context)
    await animalAndUrgency(page, 'critical')
    await page.getByRole('button', { name: say(locale, 'wizard.next'), exact: true }).click()
    await stepsTwoToFour(page, `${locale}`, `${locale}-signed-in`)
    await page.getByRole('button', { name: say(locale, 'wizard.submitRescueRequest') }).click()
    const sheet = page.getByRole('dialog', { name: say(locale, 'rescueText.savedOffline') })
    await expect(sheet).toBeVisible({ timeout: 20_000 })
    await page.clock.fastForward(61_000)
    await expect(sheet.getByRole('link', { name: say(locale, 'bystander.sendBySms') })).toBeVisible()
    await fitsToo(page, `${locale}-saved-with-sms`)

    // Online again, another report where someone else reported a dog: the offer, as soon as the
    // position is known.
    await goOnline(context)
    await caseAt(request, other.accessToken, here)
    await page.goto('/rescue/form')
    await animalAndUrgency(page)
    await page.getByRole('button', { name: say(locale, 'wizard.next'), exact: true }).click()
    await expect(page.getByRole('region', { name: say(locale, 'wizard.isThisTheSame') })).toBeVisible({
      timeout: 20_000,
    })
    await fitsToo(page, `${locale}-same-animal-offer`)

    // The reporter's own case, and an animal's page.
    const mine = await caseAt(request, me.accessToken, { lat: 19.0035, lng: 72.8402 })
    await page.goto(`/rescue/${mine}`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await fitsToo(page, `${locale}-reporter-case`)
    const animals = (await (await request.get('/api/animals?limit=1')).json()) as { animals: { id: number }[] }
    await page.goto(`/animals/${animals.animals[0].id}`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await fitsToo(page, `${locale}-animal`)
  })

  test(`at 360 px the admin pages fit in ${name}`, async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const admin = await apiLogin(request, DEMO.admin)
    try {
      await signIn(page, DEMO.admin, PASSWORD, '/admin')
      await speak(page, locale)
      for (const path of ['/admin', '/admin/rescues', '/admin/users']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        // The lists are in (their first row or their empty message).
        await page.waitForLoadState('networkidle')
        await fitsToo(page, `${locale}-admin${path.replace(/\//g, '-')}`)
      }
    } finally {
      // The demo account keeps English for the other specs.
      await request.put('/api/users/locale', {
        headers: { authorization: `Bearer ${admin.accessToken}` },
        data: { locale: 'en' },
      })
    }
  })
}
