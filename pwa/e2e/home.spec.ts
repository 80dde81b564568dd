// The home page opened directly (the server's shell at /), and its featured animals.
import { expect, test } from '@playwright/test'
import { DEMO, listAnimals, signIn } from './support/app.ts'

test('the home page loads at / with the newest available animals', async ({ page, request }) => {
  const newest = await listAnimals(request, { status: 'available', sortBy: 'createdAt', sortOrder: 'DESC', limit: 3 })
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Every pet deserves a forever home', level: 1 })).toBeVisible()
  const featured = page.getByRole('region', { name: 'Meet our newest friends' })
  await expect(featured.getByRole('article')).toHaveCount(3)
  await expect(featured.getByRole('article').getByRole('heading')).toHaveText(newest.animals.map((a) => a.name))
  await featured.getByRole('link', { name: 'View all' }).click()
  await expect(page).toHaveURL(/\/animals$/)
})

test('an admin opening the home page goes to the admin area', async ({ page }) => {
  await signIn(page, DEMO.admin)
  await expect(page).toHaveURL(/\/admin$/)
})
