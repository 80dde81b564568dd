// Applying to adopt: signed-out visitors are sent to sign in first; a signed-in adopter sends
// the application from the dialog and sees the success dialog.
import { expect, test } from '@playwright/test'
import { apiToken, createAdopter, DEMO, DEMO_PASSWORD, listAnimals, signIn } from './support/app.ts'

test('a visitor pressing the adoption button is sent to sign in and back', async ({ page, request }) => {
  const [animal] = (await listAnimals(request, { status: 'available' })).animals
  await page.goto(`/animals/${animal.id}`)
  await page.getByRole('button', { name: "I'm Interested in Adopting" }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fanimals%2F${animal.id}$`))
  await page.getByLabel('Email').fill(DEMO.adopter)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/animals/${animal.id}$`))
  await expect(page.getByRole('button', { name: "I'm Interested in Adopting" })).toBeEnabled()
})

test('only an available animal can be applied for', async ({ page, request }) => {
  const [adopted] = (await listAnimals(request, { status: 'adopted' })).animals
  await page.goto(`/animals/${adopted.id}`)
  await expect(page.getByRole('button', { name: 'Successfully Adopted! 🎉' })).toBeDisabled()
})

test('the owner of a listing cannot apply for it', async ({ page, request }) => {
  const { animals } = await listAnimals(request, { status: 'available' })
  const ownerLogin = await request.post('/api/auth/login', { data: { email: DEMO.owner, password: DEMO_PASSWORD } })
  const ownerId = ((await ownerLogin.json()) as { user: { id: number } }).user.id
  const own = animals.find((a) => a.shelterId === ownerId)!
  await signIn(page, DEMO.owner, undefined, `/animals/${own.id}`)
  await expect(page.getByRole('button', { name: 'Change Status' })).toBeVisible()
  await expect(page.getByRole('button', { name: "I'm Interested in Adopting" })).toHaveCount(0)
})

test('apply to adopt as another user and see the success dialog', async ({ page, request }) => {
  const adopter = await createAdopter(request, 'adopt')
  const animal = (await listAnimals(request, { status: 'available' })).animals.find(
    (a) => a.shelterId !== adopter.userId,
  )!
  await signIn(page, adopter.email, adopter.password, `/animals/${animal.id}`)
  await page.getByRole('button', { name: "I'm Interested in Adopting" }).click()
  const dialog = page.getByRole('dialog', { name: `Adopt ${animal.name}` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  const done = page.getByRole('dialog', { name: 'Application Submitted!' })
  await expect(done).toBeVisible()
  await expect(done).toContainText(`Thank you for applying to adopt ${animal.name}.`)
  await done.getByRole('link', { name: 'View My Applications' }).click()
  await expect(page).toHaveURL(/\/dashboard\?tab=adoption$/)
  await expect(page.getByRole('tab', { name: 'My Applications', selected: true })).toBeVisible()
  await expect(page.getByRole('tabpanel')).toContainText(animal.name)

  // The server has the application.
  const token = await apiToken(request, adopter.email, adopter.password)
  const mine = await request.get('/api/adoptions', { headers: { authorization: `Bearer ${token}` } })
  expect(mine.ok()).toBe(true)
  const { adoptions } = (await mine.json()) as { adoptions: { animalId?: number; animal?: { id: number } }[] }
  expect(adoptions.some((a) => (a.animalId ?? a.animal?.id) === animal.id)).toBe(true)
})
