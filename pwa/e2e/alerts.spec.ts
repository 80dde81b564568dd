// Alerts: an adopter saves the browse filters as a named alert; when a matching
// animal is listed the alert-match job tells them once (a notification), and a non-matching
// listing tells them nothing. The alert is paused and deleted from the profile. Matching runs
// in the job queue, so this spec needs the server started with E2E_JOBS_ENABLED=true.
import { expect, test } from '@playwright/test'
import { apiToken, createAdopter, signIn } from './support/app.ts'

test.skip(process.env.E2E_JOBS_ENABLED !== 'true', 'alert matching runs in the job queue: set E2E_JOBS_ENABLED=true')

test('an alert saved from the filters fires once for a matching listing and not for another', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const adopter = await createAdopter(request, 'alert')
  const lister = await createAdopter(request, 'lister')
  const listerToken = await apiToken(request, lister.email, lister.password)
  const adopterToken = await apiToken(request, adopter.email, adopter.password)
  const city = `Alertpur${Math.random().toString(36).slice(2, 6)}`

  await signIn(page, adopter.email, adopter.password, `/animals?species=cat&gender=female&city=${city}`)
  await page.getByRole('button', { name: 'Alert me about new matches' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this search as an alert' })
  await expect(dialog.getByLabel('Alert name')).toHaveValue(`Female cats in ${city}`)
  await dialog.getByLabel('Alert name').fill('Girl cats near me')
  await dialog.getByRole('button', { name: 'Save Alert' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Alert "Girl cats near me" saved.' })).toBeVisible()

  const list = (name: string, species: string) =>
    request.post('/api/animals', {
      headers: { authorization: `Bearer ${listerToken}` },
      data: { name, species, size: 'small', gender: 'female', age: 10, city },
    })
  const notifications = async () => {
    const res = await request.get('/api/notifications', { headers: { authorization: `Bearer ${adopterToken}` } })
    return ((await res.json()) as { notifications: { title: string; url: string }[] }).notifications
  }
  // A dog does not match; a cat does, and is told within a minute.
  const dog = await list('Tiger', 'dog')
  expect(dog.status(), await dog.text()).toBe(201)
  const cat = await list('Billi', 'cat')
  expect(cat.status(), await cat.text()).toBe(201)
  const catId = ((await cat.json()) as { id: number }).id
  await expect.poll(async () => (await notifications()).length, { timeout: 60_000 }).toBe(1)
  const [told] = await notifications()
  expect(told).toMatchObject({ title: 'New match for your alert "Girl cats near me"', url: `/animals/${catId}` })
  // Nothing more arrives for the dog.
  await page.waitForTimeout(3_000)
  expect(await notifications()).toHaveLength(1)

  // The notification page shows it; the profile lists the alert, pauses and deletes it.
  await page.goto('/notifications')
  await expect(page.getByText('New match for your alert "Girl cats near me"')).toBeVisible()
  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Your Alerts' })
  const row = section.getByRole('listitem').filter({ hasText: 'Girl cats near me' })
  await expect(row).toContainText(`Cat · Female · ${city}`)
  await row.getByRole('button', { name: 'Pause' }).click()
  await expect(row.getByText('Paused')).toBeVisible()
  await row.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete the alert "Girl cats near me"?' })
    .getByRole('button', { name: 'Delete Alert' })
    .click()
  await expect(section).toContainText('No alerts yet.')
})
