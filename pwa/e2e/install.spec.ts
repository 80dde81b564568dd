// Installing the app: offered after a meaningful moment, never on the first load.
// Headless Chromium never decides on its own that the app may be installed, so the test fires
// the `beforeinstallprompt` event the browser would fire, with its prompt() recorded.
import type { Page } from '@playwright/test'
import { expect, fillReport, newReporter, signIn, test } from './rescue-support.ts'

interface InstallWindow {
  installPrevented?: boolean
  installPrompted?: number
}

async function fireInstallEvent(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as InstallWindow
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        w.installPrompted = (w.installPrompted ?? 0) + 1
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(event)
    w.installPrevented = event.defaultPrevented
  })
}

const offer = (page: Page) => page.getByRole('region', { name: 'Keep Mumbai Paws on your phone' })

test('the install offer follows a filed report, never the first load; Not now is remembered', async ({
  page,
  request,
}) => {
  await page.goto('/animals')
  await expect(page.getByRole('article').first()).toBeVisible()
  await fireInstallEvent(page)
  // The browser's own install bar is held back for the right moment, and nothing is offered yet.
  expect(await page.evaluate(() => (window as unknown as InstallWindow).installPrevented)).toBe(true)
  await page.getByRole('link', { name: 'Mumbai Paws home' }).click()
  await expect(offer(page)).toHaveCount(0)

  const me = await newReporter(request)
  await signIn(page, me.email, undefined, '/rescue/form')
  await fireInstallEvent(page)
  await fillReport(page, { description: 'Install offer: puppy limping near the bus stop' })
  const sent = page.getByRole('dialog', { name: 'Rescue Request Submitted!' })
  await expect(sent).toBeVisible()
  await sent.getByRole('link', { name: 'View My Requests' }).click()
  await expect(offer(page)).toBeVisible()
  await offer(page).getByRole('button', { name: 'Install' }).click()
  expect(await page.evaluate(() => (window as unknown as InstallWindow).installPrompted)).toBe(1)
  await expect(offer(page)).toHaveCount(0)

  // Another report, another offer; "Not now" is then kept on the phone.
  await page.goto('/rescue/form')
  await fireInstallEvent(page)
  await fillReport(page, { description: 'Install offer: cat stuck on a ledge' })
  await page
    .getByRole('dialog', { name: 'Rescue Request Submitted!' })
    .getByRole('link', { name: 'View My Requests' })
    .click()
  await offer(page).getByRole('button', { name: 'Not now' }).click()
  await expect(offer(page)).toHaveCount(0)
  await page.goto('/rescue/form')
  await fireInstallEvent(page)
  await fillReport(page, { description: 'Install offer: bird with a hurt wing' })
  await page
    .getByRole('dialog', { name: 'Rescue Request Submitted!' })
    .getByRole('link', { name: 'View My Requests' })
    .click()
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(offer(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('install-snoozed-at'))).toMatch(/^\d+$/)
})
