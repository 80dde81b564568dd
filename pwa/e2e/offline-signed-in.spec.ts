// A signed-in phone offline: the public animal lists it has seen still show (they are asked
// without the session, so the service worker keeps them for whoever uses the phone), a list
// it has not seen says "offline" rather than "failed", and a session that ends without
// signing out takes the photo cache and an NGO's kept cases with it, as signing out does.
import type { Page } from '@playwright/test'
import { DEMO, expect, goOffline, goOnline, serviceWorkerReady, signIn, test } from './rescue-support.ts'

const FAILED = 'Failed to load animals. Please try again.'
const OFFLINE = /You are offline, and this list is not saved on this phone yet/

const cacheKeys = (page: Page, name: string) =>
  page.evaluate(
    async (cache) => ((await caches.has(cache)) ? (await (await caches.open(cache)).keys()).length : 0),
    name,
  )

test('a signed-in adopter offline on /animals still sees the list just seen; an unseen one says offline', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.adopter, undefined, '/animals')
  await serviceWorkerReady(page)
  await page.reload()
  await expect(page.getByRole('article')).toHaveCount(12)
  const names = await page.getByRole('article').getByRole('heading').allTextContents()
  // The list was asked without the session, so the worker kept it.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('api-animals')).keys()).some((r) => r.url.includes('/api/animals?')),
      ),
    )
    .toBe(true)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

  await goOffline(context)
  await page.reload()
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(names)
  await expect(page.getByText(FAILED)).toHaveCount(0)

  // A list this phone never fetched: offline, not a failure.
  await page.goto('/animals?species=bird&gender=female&size=large')
  await expect(page.getByText(OFFLINE)).toBeVisible()
  await expect(page.getByText(FAILED)).toHaveCount(0)
  await goOnline(context)
})

test("a session that ends without signing out clears the photo cache and the NGO's kept cases", async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.ngo, undefined, '/dashboard')
  await serviceWorkerReady(page)
  await page.reload()
  await expect(page.getByTestId('queue-heading')).toBeVisible()
  await expect.poll(async () => (await page.evaluate(() => readStore('cases'))).length).toBeGreaterThan(0)
  // Photos seen while signed in are in the worker's photo cache: an animal with photos (the
  // newest animals, listed by other tests, may have none).
  const listed = (await (await request.get('/api/animals', { params: { limit: 100 } })).json()) as {
    animals: { id: number; images: string[] }[]
  }
  const withPhoto = listed.animals.find((a) => a.images.length > 0)
  expect(withPhoto, 'a demo animal with a photo').toBeDefined()
  await page.goto(`/animals/${withPhoto?.id}`)
  await expect(page.getByRole('img').first()).toBeVisible()
  await expect.poll(() => cacheKeys(page, 'uploads')).toBeGreaterThan(0)

  // The session is ended elsewhere (signed out on the server); the phone still holds it.
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    refreshToken: localStorage.getItem('refreshToken') ?? '',
  }))
  const revoked = await request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${stored.token}` },
    data: { refreshToken: stored.refreshToken },
  })
  expect(revoked.ok(), await revoked.text()).toBe(true)

  // The next start finds the renewal refused: the session ends on its own.
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: /Signed out/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expect.poll(async () => (await page.evaluate(() => readStore('cases'))).length).toBe(0)
  await expect.poll(() => cacheKeys(page, 'uploads')).toBe(0)
})

test('a header status whose code could not be fetched is left out, and the page is drawn without it', async ({
  page,
}) => {
  // The signal goes just as the duty switch's and the outbox badge's code are asked for.
  await page.route(/\/assets\/(OutboxBadge|DutyStatus)-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'))
  await signIn(page, DEMO.ngo, undefined, '/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0)
})
