// Applying to adopt: signed-out visitors are sent to sign in first; a signed-in adopter answers
// the application's questions on the apply sheet, and the owner reads exactly those answers.
import { ADOPTION_RESPONSE_PROMISE } from '@paws/contracts'
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

test('the adopter answers the questions and the owner reads exactly those answers', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const adopter = await createAdopter(request, 'answers')
  const ownerLogin = await request.post('/api/auth/login', { data: { email: DEMO.owner, password: DEMO_PASSWORD } })
  const ownerId = ((await ownerLogin.json()) as { user: { id: number } }).user.id
  const animal = (await listAnimals(request, { status: 'available' })).animals.find((a) => a.shelterId === ownerId)!
  await signIn(page, adopter.email, adopter.password, `/animals/${animal.id}`)
  await page.getByRole('button', { name: "I'm Interested in Adopting" }).click()
  const sheet = page.getByRole('dialog', { name: `Adopt ${animal.name}` })
  await expect(sheet).toContainText('The owner will contact you at')
  await expect(sheet).toContainText(adopter.email)

  // Choices are buttons; the yard and the work schedule are left unanswered.
  await sheet
    .getByRole('radiogroup', { name: 'Where do you live?' })
    .getByRole('radio', { name: 'Flat / apartment' })
    .click()
  await sheet.getByRole('radiogroup', { name: 'Do you have other pets?' }).getByRole('radio', { name: 'No' }).click()
  const children = sheet.getByRole('radiogroup', { name: 'Are there children at home?' })
  await children.getByRole('radio', { name: 'Yes' }).click()
  await expect(children.getByRole('radio', { name: 'Yes' })).toBeChecked()
  await sheet
    .getByRole('radiogroup', { name: 'Your experience with pets' })
    .getByRole('radio', { name: 'First pet' })
    .click()
  // A started reference needs a 10-digit phone.
  await sheet.getByLabel('Name').fill('Asha Mehta')
  await sheet.getByLabel('Phone').fill('98200')
  await sheet.getByLabel('How do they know you?').fill('Neighbour')
  await sheet.getByLabel(`Message to ${animal.name}'s owner`).fill('We live in a 2BHK in Andheri with a small balcony.')
  await sheet.getByRole('button', { name: 'Send Application' }).click()
  await expect(sheet.getByText('Enter a 10-digit phone number')).toBeVisible()
  await sheet.getByLabel('Phone').fill('9820012345')
  await sheet.getByRole('button', { name: 'Send Application' }).click()

  const done = page.getByRole('dialog', { name: 'Application Submitted!' })
  await expect(done).toContainText(`Thank you for applying to adopt ${animal.name}.`)
  await expect(done).toContainText(ADOPTION_RESPONSE_PROMISE)

  // The server stored exactly the answers given, nothing for the skipped questions.
  const token = await apiToken(request, adopter.email, adopter.password)
  const mine = await request.get('/api/adoptions', { headers: { authorization: `Bearer ${token}` } })
  const [application] = ((await mine.json()) as { adoptions: { id: number; applicationData: unknown }[] }).adoptions
  expect(application.applicationData).toEqual({
    livingSpace: 'apartment',
    hasPets: false,
    hasChildren: true,
    experience: 'first_time',
    references: [{ name: 'Asha Mehta', phone: '9820012345', relationship: 'Neighbour' }],
  })

  // The owner reads those answers, and "Not answered" for the rest.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-IN' })
  const owner = await context.newPage()
  await signIn(owner, DEMO.owner, DEMO_PASSWORD, `/adoption/${application.id}`)
  const answers = owner.getByRole('definition')
  const row = (label: string) => owner.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')
  await expect(row('Message')).toHaveText('We live in a 2BHK in Andheri with a small balcony.')
  await expect(row('Living space')).toHaveText('Flat / apartment')
  await expect(row('Has a yard')).toHaveText('Not answered')
  await expect(row('Has other pets')).toHaveText('No')
  await expect(row('Has children')).toHaveText('Yes')
  await expect(row('Experience with pets')).toHaveText('First pet')
  await expect(row('Work schedule')).toHaveText('Not answered')
  await expect(row('References')).toHaveText('Asha Mehta, Neighbour, 9820012345')
  await expect(answers.filter({ hasText: 'House' })).toHaveCount(0)
  await context.close()
})

test('the next application offers the last answers again', async ({ page, request }) => {
  const adopter = await createAdopter(request, 'again')
  const [first, second] = (await listAnimals(request, { status: 'available' })).animals
  const token = await apiToken(request, adopter.email, adopter.password)
  const sent = await request.post('/api/adoptions', {
    headers: { authorization: `Bearer ${token}` },
    data: { animalId: first.id, applicationData: { livingSpace: 'house', hasYard: true } },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  await signIn(page, adopter.email, adopter.password, `/animals/${second.id}`)
  await page.getByRole('button', { name: "I'm Interested in Adopting" }).click()
  const sheet = page.getByRole('dialog', { name: `Adopt ${second.name}` })
  await expect(sheet).toContainText(`We filled in your answers from your application for ${first.name}.`)
  await expect(sheet.getByRole('radio', { name: 'Independent house' })).toBeChecked()
  await sheet.getByRole('button', { name: 'Start empty' }).click()
  await expect(sheet.getByRole('radio', { name: 'Independent house' })).not.toBeChecked()
})
