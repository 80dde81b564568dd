// 360 px, the width of most cheap Android phones: with a report waiting on the phone (the
// header's badge), in English, Marathi and Hindi, every main screen and state fits: the
// document is no wider than the screen and no element reaches past its edge or cuts its text
// (measured, not only pictured). The NGO's action bar is one row.
import './support/english.ts'
import type { Page } from '@playwright/test'
import { RESCUE_TEXT } from '../src/lib/rescue-texts.ts'
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
  serviceWorkerReady,
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
    await expect(page.getByRole('dialog', { name: RESCUE_TEXT.savedOffline })).toBeVisible()
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
