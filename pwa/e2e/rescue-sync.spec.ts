// The sync engine against a misbehaving world (docs/rules.md#offline-reports): a server that
// answers 503 for a while, an access token that expired while the phone was offline, a 4xx that
// retrying cannot fix, and a browser without Background Sync.
import { english } from './support/english.ts'
import type { BrowserContext, Page, Route } from '@playwright/test'
import {
  expect,
  fillReport,
  goOffline,
  goOnline,
  newReporter,
  outboxCount,
  serverCases,
  serviceWorkerReady,
  signIn,
  test,
} from './rescue-support.ts'

const CREATE = '**/api/rescues'

/** Answers the next `times` report POSTs with `status` (the photo uploads are not touched). */
async function refuseReports(
  context: BrowserContext,
  times: number,
  status: number,
  body: object,
  headers: Record<string, string> = {},
) {
  let left = times
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST' || left <= 0) return route.fallback()
    left -= 1
    await route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) })
  }
  await context.route(CREATE, handler)
  return { left: () => left, stop: () => context.unroute(CREATE, handler) }
}

async function expectQueued(page: Page) {
  const saved = page.getByRole('dialog', { name: english('rescueText.savedOffline') })
  await expect(saved.getByText(english('rescueText.savedOfflineText'))).toBeVisible({ timeout: 20_000 })
  return saved
}

test('503 for a while, then recovery: each report arrives once, retried without anyone pressing a button', async ({
  page,
  context,
  request,
}) => {
  const me = await newReporter(request)
  let down = true
  let refused = 0
  await context.route(CREATE, async (route) => {
    if (route.request().method() !== 'POST' || !down) return route.fallback()
    refused += 1
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Down for maintenance' }),
    })
  })
  await signIn(page, me.email, undefined, '/rescue/form')
  await fillReport(page, { description: 'Outage report 1', photos: [1, 2] })
  await (await expectQueued(page)).getByRole('button', { name: 'Report another animal' }).click()
  await fillReport(page, { description: 'Outage report 2', photos: [3] })
  await (await expectQueued(page)).getByRole('link', { name: 'View My Requests' }).click()
  await expect(page.getByRole('heading', { name: 'Waiting on this phone (2)' })).toBeVisible()
  await expect(page.getByText('Last try: The server is busy (503).').first()).toBeVisible()

  // The server recovers; nobody presses anything: the retry timer (and Background Sync where
  // the browser has it) send both.
  down = false
  expect(refused).toBeGreaterThanOrEqual(2)
  // Each entry waits out its backoff (it grows with every refused try, up to minutes); the
  // latest one due bounds how long the timer may take.
  const due = await page.evaluate(async () =>
    Math.max(0, ...(await readStore('outbox')).map((e) => (e as { nextAttemptAt: number }).nextAttemptAt - Date.now())),
  )
  await expect.poll(() => outboxCount(page), { timeout: due + 20_000 }).toBe(0)
  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => c.description).sort()).toEqual(['Outage report 1', 'Outage report 2'])
  expect(cases.map((c) => c.photos.length).sort()).toEqual([1, 2])
  await expect(page.getByRole('heading', { name: 'Sent from this phone' })).toBeVisible()
})

test('an access token that expired offline is renewed during sync; nothing is lost', async ({
  page,
  context,
  request,
}) => {
  const me = await newReporter(request)
  await signIn(page, me.email, undefined, '/rescue/form')
  await serviceWorkerReady(page)
  await goOffline(context)
  await fillReport(page, { description: 'Made with a token that then expired', photos: [4, 5] })
  await expectQueued(page)
  // The stored access token no longer passes (as after its 15 minutes); the refresh token is good.
  const bad = await page.evaluate(async () => {
    const token = localStorage.getItem('token')!
    const expired = `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`
    localStorage.setItem('token', expired)
    const auth = await readAuth()
    await writeAuth({ key: 'session', token: expired, refreshToken: auth!.refreshToken })
    return expired
  })
  // The page or the service worker (Background Sync) may be the one to renew it.
  const refreshed = context.waitForEvent('response', (r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200)
  await goOnline(context)
  await refreshed
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0)
  const cases = await serverCases(request, me.accessToken)
  expect(cases).toHaveLength(1)
  expect(cases[0].photos).toHaveLength(2)
  // Whoever renewed it, the page carries on with the new session after a restart.
  expect((await page.evaluate(() => readAuth()))?.token).not.toBe(bad)
  await page.goto('/dashboard?tab=rescue')
  await expect(page.getByRole('article', { name: /^Case #\d+: Dog/ })).toBeVisible()
  const tokens = await page.evaluate(async () => ({
    local: localStorage.getItem('token'),
    idb: (await readAuth())?.token,
  }))
  expect(tokens.local).not.toBe(bad)
  expect(tokens.idb).toBe(tokens.local)
})

test('a session that ended while offline keeps the report, asks to sign in, and sends it after sign-in', async ({
  page,
  context,
  request,
}) => {
  const me = await newReporter(request)
  await signIn(page, me.email, undefined, '/rescue/form')
  await serviceWorkerReady(page)
  await goOffline(context)
  await fillReport(page, { description: 'Kept through a sign-in', photos: [9] })
  await expectQueued(page)
  // Both tokens are dead now (as after a sign-out on another device).
  await page.evaluate(async () => {
    const token = localStorage.getItem('token')!
    const dead = {
      token: `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`,
      refreshToken: 'revoked-refresh-token',
    }
    localStorage.setItem('token', dead.token)
    localStorage.setItem('refreshToken', dead.refreshToken)
    await writeAuth({ key: 'session', ...dead })
  })
  await page.goto('/dashboard?tab=rescue')
  await goOnline(context)
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 })
  await expect(page.getByRole('link', { name: '1 report waiting to be sent: sign in to send' })).toBeVisible()
  expect(await outboxCount(page)).toBe(1)

  await page.getByLabel('Email').fill(me.email)
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0)
  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => [c.description, c.photos.length])).toEqual([['Kept through a sign-in', 1]])
})

test('a 422 shows the server message; the entry needs attention and can be fixed and resent, or deleted', async ({
  page,
  context,
  request,
}) => {
  const me = await newReporter(request)
  const message = 'Reports from this area go to our partner helpline. Please check the pincode.'
  const refusing = await refuseReports(context, 2, 422, { statusCode: 422, error: 'Unprocessable Entity', message })
  await signIn(page, me.email, undefined, '/rescue/form')
  await fillReport(page, { description: 'Will be refused first', pincode: '400001', photos: [6] })
  const failed = page.getByRole('alertdialog', { name: english('rescueText.submitFailed') })
  await expect(failed.getByText(message)).toBeVisible({ timeout: 20_000 })

  // Try Again opens the entry itself, with the server's reason, to fix and resend.
  await failed.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { name: 'Fix and Resend Report' })).toBeVisible()
  await expect(page.getByText(message)).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Dog' })).toBeChecked()
  await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByLabel('Pincode')).toHaveValue('400001')
  await page.getByLabel('Pincode').fill('400014')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Description').fill('Fixed and resent')
  await page.getByRole('button', { name: 'Next' }).click()
  // The second refusal is still armed: this resend is refused too and shows on the dashboard.
  await page.getByRole('button', { name: 'Submit Rescue Request' }).click()
  await expect(
    page.getByRole('alertdialog', { name: english('rescueText.submitFailed') }).getByText(message),
  ).toBeVisible({
    timeout: 20_000,
  })
  expect(refusing.left()).toBe(0)
  await page.goto('/dashboard?tab=rescue')
  const entry = page.getByRole('listitem', { name: /Report on this phone: Dog, Needs attention/ })
  await expect(entry.getByText(message)).toBeVisible()
  await expect(entry.getByRole('link', { name: 'Edit' })).toBeVisible()
  await expect(page.getByRole('link', { name: '1 report waiting to be sent' })).toBeVisible()

  // Send now, with the server accepting again.
  await entry.getByRole('button', { name: 'Send now' }).click()
  await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0)
  let cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => [c.description, c.photos.length])).toEqual([['Fixed and resent', 1]])

  // Another refused one is deleted from the phone: it never reaches the server.
  await refuseReports(context, 1, 422, { statusCode: 422, error: 'Unprocessable Entity', message })
  await page.goto('/rescue/form')
  await fillReport(page, { description: 'Refused and deleted' })
  await expect(page.getByRole('alertdialog', { name: english('rescueText.submitFailed') })).toBeVisible({
    timeout: 20_000,
  })
  await page.goto('/dashboard?tab=rescue')
  await page
    .getByRole('listitem', { name: /Needs attention/ })
    .getByRole('button', { name: 'Delete' })
    .click()
  await page
    .getByRole('alertdialog', { name: 'Delete this report?' })
    .getByRole('button', { name: 'Delete Report' })
    .click()
  await expect(page.getByRole('listitem', { name: /Needs attention/ })).toHaveCount(0)
  expect(await outboxCount(page)).toBe(0)
  cases = await serverCases(request, me.accessToken)
  expect(cases).toHaveLength(1)
})

test('without Background Sync the outbox still drains on online, on start and on Send now', async ({
  page,
  context,
  request,
}) => {
  await context.addInitScript(() => {
    delete (window as { SyncManager?: unknown }).SyncManager
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync
  })
  const me = await newReporter(request)
  await signIn(page, me.email, undefined, '/rescue/form')
  expect(
    await page.evaluate(async () => 'SyncManager' in window || 'sync' in (await navigator.serviceWorker.ready)),
  ).toBe(false)
  await serviceWorkerReady(page)

  // The network comes back while the app is open.
  await goOffline(context)
  await fillReport(page, { description: 'Sent on the online event', photos: [7] })
  await expectQueued(page)
  await goOnline(context)
  await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0)

  // The network comes back while the app is closed: the next start sends it.
  await page.goto('/rescue/form')
  await goOffline(context)
  await fillReport(page, { description: 'Sent on the next start', photos: [8] })
  await expectQueued(page)
  await page.close()
  await goOnline(context)
  const later = await context.newPage()
  await later.goto('/animals')
  await expect.poll(() => outboxCount(later), { timeout: 20_000 }).toBe(0)

  // The server asks to come back in two minutes; Send now does not wait.
  const busy = await refuseReports(
    context,
    1,
    503,
    { statusCode: 503, error: 'Service Unavailable', message: 'Busy' },
    { 'retry-after': '120' },
  )
  await later.goto('/rescue/form')
  await fillReport(later, { description: 'Sent by the button' })
  await (await expectQueued(later)).getByRole('link', { name: 'View My Requests' }).click()
  expect(busy.left()).toBe(0)
  const entry = later.getByRole('listitem', { name: /Waiting to send/ })
  await expect(entry.getByText('Last try: The server is busy (503).')).toBeVisible()
  await entry.getByRole('button', { name: 'Send now' }).click()
  await expect.poll(() => outboxCount(later), { timeout: 10_000 }).toBe(0)

  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => c.description).sort()).toEqual([
    'Sent by the button',
    'Sent on the next start',
    'Sent on the online event',
  ])
})
