// The installed service worker: after one visit, /animals reloads without a network; and the
// session copy it uses to send queued reports follows sign-in and sign-out.
import { expect, test, type Page } from '@playwright/test'
import { DEMO, signIn } from './support/app.ts'

test('the app installs a service worker and /animals reloads offline', async ({ page, context }) => {
  await page.goto('/animals')
  await expect(page.getByRole('article').first()).toBeVisible()
  // The worker takes control of the page (clientsClaim) once it is active.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      )
    }
    return registration.active?.scriptURL
  })
  expect(worker).toMatch(/\/sw\.js$/)
  // A visit with the worker in control caches the list and its photos.
  await page.reload()
  await expect(page.getByRole('article')).toHaveCount(12)
  const names = await page.getByRole('article').getByRole('heading').allTextContents()
  const firstPhoto = page.getByRole('article').first().getByRole('img')
  await expect
    .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('api-animals')).keys()).some((r) => r.url.includes('/api/animals?')),
      ),
    )
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Find your new best friend' })).toBeVisible()
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(names)
  await expect(page.getByText('Failed to load animals. Please try again.')).toHaveCount(0)
  await expect
    .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await context.setOffline(false)
})

/** The session copy the service worker reads (IndexedDB "paws-offline", store "auth"). */
function workerSession(page: Page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name)
    if (!names.includes('paws-offline')) return 'no database'
    return new Promise<string | null>((resolve, reject) => {
      const open = indexedDB.open('paws-offline')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        const get = db.transaction('auth').objectStore('auth').get('session')
        get.onsuccess = () => {
          db.close()
          resolve((get.result as { token: string | null } | undefined)?.token ?? null)
        }
      }
    })
  })
}

test('the session is shared with the service worker from sign-in to sign-out', async ({ page }) => {
  // A signed-out visit does not even open the offline store.
  await page.goto('/animals')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await workerSession(page)).toBe('no database')

  await signIn(page, DEMO.adopter, undefined, '/animals')
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toBeTruthy()
  await expect.poll(() => workerSession(page)).toBe(token)

  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expect.poll(() => workerSession(page)).toBeNull()
})
