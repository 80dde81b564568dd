// A private owner lists a pet with two photos, edits it, changes its status and deletes it.
import { expect, test } from '@playwright/test'
import { createAdopter, signIn } from './support/app.ts'
import { makePhotos } from './support/photos.ts'

test('list a pet with two photos, edit it, change its status, delete it', async ({ page, request }, testInfo) => {
  const photos = await makePhotos(testInfo.outputPath('photos'))
  const owner = await createAdopter(request, 'owner')
  await signIn(page, owner.email, owner.password, '/add-animal')
  await expect(page.getByRole('heading', { name: 'List Your Pet', level: 1 })).toBeVisible()

  // Required fields first: the form says what is missing.
  await page.getByRole('button', { name: 'List My Pet' }).click()
  await expect(page.getByText('Please fill in all required fields (Name, Species, Size)')).toBeVisible()

  const name = `Tipu ${owner.userId}`
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Species').selectOption('dog')
  await page.getByLabel('Breed').fill('Indian Pariah')
  await page.getByLabel('Age (months)').fill('18')
  await page.getByLabel('Gender').selectOption('male')
  await page.getByLabel('Size').selectOption('medium')
  await page.getByLabel('Weight (kg)').fill('14.5')
  await page.getByLabel('Color').fill('Brown')
  await page.getByLabel('Description').fill('A friendly street dog who loves long walks.')
  await page.getByLabel('Reason for rehoming').fill('Moving to a building that does not allow dogs.')
  await page.getByLabel('City').fill('Mumbai')
  await page.getByLabel('Area / locality').fill('Dadar, Mumbai')
  await page.getByLabel('Vaccinated').check()

  await page.locator('input[type="file"]').setInputFiles(photos)
  await expect(page.getByRole('img', { name: 'New photo 1' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'New photo 2' })).toBeVisible()
  await expect(page.getByText('Add up to 5 photos (2 of 5 used).')).toBeVisible()

  await page.getByRole('button', { name: 'List My Pet' }).click()
  const added = page.getByRole('dialog', { name: 'Animal Added Successfully!' })
  await expect(added).toBeVisible({ timeout: 30_000 })
  await expect(added.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
  await added.getByRole('link', { name: 'View Listing' }).click()

  // The listing, with both photos stored by the server.
  await expect(page).toHaveURL(/\/animals\/\d+$/)
  const id = Number(page.url().split('/').pop())
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible()
  await expect(page.getByText('1 / 2')).toBeVisible()
  const stored = await (await request.get(`/api/animals/${id}`)).json()
  expect(stored).toMatchObject({
    name,
    species: 'dog',
    size: 'medium',
    gender: 'male',
    age: 18,
    weight: 14.5,
    shelterId: owner.userId,
    status: 'available',
  })
  expect(stored.images).toHaveLength(2)
  expect(stored.metadata).toMatchObject({ rehomingReason: 'Moving to a building that does not allow dogs.' })
  const gallery = page.getByRole('region', { name: `Photos of ${name}` })
  await expect(gallery.getByRole('img', { name: `${name}, photo 1 of 2` })).toHaveJSProperty('complete', true)
  expect(
    await gallery
      .getByRole('img', { name: `${name}, photo 1 of 2` })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0)

  // Edit.
  await page.getByRole('link', { name: 'Edit Animal' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/animals/${id}/edit$`))
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue(name)
  const renamed = `${name} Jr`
  await page.getByLabel('Name').fill(renamed)
  await page.getByLabel('Weight (kg)').fill('15')
  await page.getByLabel('Description').fill('Calm indoors, loves long walks and car rides.')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  const updated = page.getByRole('dialog', { name: 'Animal Updated Successfully' })
  await expect(updated).toBeVisible()
  await updated.getByRole('link', { name: 'View Animal' }).click()
  await expect(page).toHaveURL(new RegExp(`/animals/${id}$`))
  await expect(page.getByRole('heading', { name: renamed, level: 1 }).first()).toBeVisible()
  await expect(page.getByText('Calm indoors, loves long walks and car rides.')).toBeVisible()

  // Change status: the current one cannot be chosen again.
  await page.getByRole('button', { name: 'Change Status' }).first().click()
  const status = page.getByRole('dialog', { name: 'Change Status' })
  await expect(status.getByRole('button', { name: /^Available/ })).toBeDisabled()
  await status.getByRole('button', { name: 'Medical Hold' }).click()
  await expect(page.getByText('Animal status updated to "medical_hold" successfully!')).toBeVisible()
  await expect(status).toBeHidden()
  await expect.poll(async () => (await (await request.get(`/api/animals/${id}`)).json()).status).toBe('medical_hold')

  // Delete: cancel first, then confirm.
  await page.getByRole('button', { name: 'Delete Listing' }).first().click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Listing' })
  await expect(confirm).toContainText('This cannot be undone.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await page.getByRole('button', { name: 'Delete Listing' }).first().click()
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Animal listing deleted successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect((await request.get(`/api/animals/${id}`)).status()).toBe(404)
})

test('another user opening the edit page of a listing sees Access Denied', async ({ page, request }) => {
  const someone = await createAdopter(request, 'notowner')
  await signIn(page, someone.email, someone.password, '/animals/1/edit')
  await expect(page).toHaveURL(/\/animals\/1\/edit$/)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText('You can only edit your own animals.')).toBeVisible()
  await page.getByRole('link', { name: 'View Animal Details' }).click()
  await expect(page).toHaveURL(/\/animals\/1$/)
})
