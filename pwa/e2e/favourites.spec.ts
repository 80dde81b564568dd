// Favourites: the heart on cards asks a visitor to sign in and brings them back;
// signed in, it saves the animal, which then shows on the Favourites page, and un-hearting
// takes it off.
import { expect, test } from '@playwright/test'
import { createAdopter, DEMO_PASSWORD, listAnimals } from './support/app.ts'

test('hearting an animal: sign in first, then it is in Favourites until un-hearted', async ({ page, request }) => {
  const adopter = await createAdopter(request, 'fav')
  const [animal] = (await listAnimals(request, { status: 'available' })).animals
  await page.goto(`/animals/${animal.id}`)
  await page.getByRole('button', { name: `Save ${animal.name} to favourites` }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await page.getByLabel('Email').fill(adopter.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/animals/${animal.id}$`))

  const heart = page.getByRole('button', { name: `Save ${animal.name} to favourites` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').filter({ hasText: `${animal.name} saved to your favourites.` })).toBeVisible()

  await page.goto('/favourites')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: animal.name })
  await expect(card).toHaveCount(1)
  await card.getByRole('button', { name: `Save ${animal.name} to favourites` }).click()
  await page.reload()
  await expect(page.getByText('No favourites yet')).toBeVisible()
})
