// A page whose code cannot be downloaded (signal gone mid-visit, or a deploy replaced the
// file) says so and offers the ways on, instead of a blank "Something went wrong".
import { expect, test } from '@playwright/test'

// Without the service worker, so the page's code really comes from the network.
test.use({ serviceWorkers: 'block' })

test('a page whose code fails to download explains it and loads after Reload App', async ({ page }) => {
  let failing = true
  await page.route(/\/assets\/how-adoption-works-[^/]+\.js$/, (route) =>
    failing ? route.abort('internetdisconnected') : route.fallback(),
  )
  await page.goto('/how-adoption-works')

  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Part of the app could not be downloaded.')
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expect(alert.getByRole('link', { name: 'Home' })).toBeVisible()

  failing = false
  await alert.getByRole('button', { name: 'Reload App' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'How Adoption Works' })).toBeVisible()
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0)
})

test('Try Again loads the page in place once its code can be downloaded', async ({ page }) => {
  let failing = true
  await page.route(/\/assets\/how-adoption-works-[^/]+\.js$/, (route) =>
    failing ? route.abort('internetdisconnected') : route.fallback(),
  )
  await page.goto('/how-adoption-works')
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })
  await expect(alert).toBeVisible()
  // Marks this document: Try Again must not reload it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  failing = false
  await alert.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'How Adoption Works' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})
