// Admin NGOs, animals and adoptions: each test makes its own NGO, animal or application
// through the API, drives the admin screens, and checks what the server holds afterwards.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  apiToken,
  createAdopter,
  DEMO,
  DEMO_PASSWORD,
  otpFor,
  signIn,
  uniqueEmail,
  uniquePhone,
} from './support/app.ts'
import { makePhotos } from './support/photos.ts'

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** Registers and verifies a new NGO account (pending approval); answers its name and token. */
async function registerNgo(request: APIRequestContext): Promise<{ name: string; email: string; token: string }> {
  const email = uniqueEmail('ngo')
  const name = `E2E Paws ${email.slice(8, 16)}`
  const registered = await request.post('/api/auth/register-ngo', {
    data: {
      firstName: 'Nina',
      lastName: 'Manager',
      email,
      password: DEMO_PASSWORD,
      phone: uniquePhone(),
      ngoName: name,
      address: '12 Hill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400050',
      description: 'Rescues street dogs in Bandra.',
      servicesOffered: ['rescue'],
      maxCapacity: 20,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp: await otpFor(request, email) } })
  expect(verified.ok(), await verified.text()).toBe(true)
  return { name, email, token: await apiToken(request, email) }
}

async function ngoByName(request: APIRequestContext, adminToken: string, name: string) {
  const response = await request.get('/api/ngos', { params: { search: name }, headers: auth(adminToken) })
  expect(response.ok()).toBe(true)
  const { ngos } = (await response.json()) as {
    ngos: { id: number; name: string; servicesOffered: string[]; approvalStatus: string }[]
  }
  return ngos.find((n) => n.name === name)!
}

const tryListAnimal = (request: APIRequestContext, token: string, name: string) =>
  request.post('/api/animals', { data: { name, species: 'dog', size: 'medium' }, headers: auth(token) })

/** A fresh animal listed by a fresh adopter. */
async function freshAnimal(request: APIRequestContext, label: string) {
  const owner = await createAdopter(request, label)
  const token = await apiToken(request, owner.email)
  const name = `Zz${label}${Date.now().toString(36)}`
  const created = await tryListAnimal(request, token, name)
  expect(created.status(), await created.text()).toBe(201)
  return { ...((await created.json()) as { id: number; name: string }), owner }
}

/** A fresh application by a fresh adopter for a fresh animal. */
async function freshApplication(request: APIRequestContext) {
  const animal = await freshAnimal(request, 'lister')
  const applicant = await createAdopter(request, 'applicant')
  const token = await apiToken(request, applicant.email)
  const created = await request.post('/api/adoptions', {
    data: {
      animalId: animal.id,
      applicationData: { livingSpace: 'apartment' },
      reason: 'We have a big balcony and lots of time.',
    },
    headers: auth(token),
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: ((await created.json()) as { id: number }).id, animal, applicant }
}

/** Collects the write calls the page sends to paths matching `pattern`. */
function watchWrites(page: Page, pattern: RegExp): string[] {
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET' && pattern.test(r.url())) sent.push(`${r.method()} ${r.url()}`)
  })
  return sent
}

test.describe('admin NGOs', () => {
  test('the admin approves a newly registered NGO, which can then list animals', async ({ page, request }) => {
    const ngo = await registerNgo(request)
    expect((await tryListAnimal(request, ngo.token, 'Too soon')).status()).toBe(403)

    await signIn(page, DEMO.admin, undefined, '/admin/ngos')
    await page.getByRole('button', { name: 'Not approved' }).click()
    await expect(page).toHaveURL(/\/admin\/ngos\?filter=unverified$/)
    const card = page.getByRole('article', { name: ngo.name })
    await expect(card).toContainText('Pending approval')
    await expect(card).toContainText('Nina Manager')
    await expect(card).toContainText('12 Hill Road, Mumbai, Maharashtra, 400050')
    await card.getByRole('button', { name: 'Approve' }).click()
    // What to check first, then a deliberate confirmation.
    const confirm = page.getByRole('alertdialog', { name: `Approve ${ngo.name}?` })
    await expect(confirm).toContainText('Registration number')
    await expect(confirm).toContainText('12 Hill Road, Mumbai, Maharashtra, 400050')
    await expect(confirm).toContainText('Services')
    await confirm.getByRole('button', { name: 'Approve NGO' }).click()
    await expect(page.getByText(`${ngo.name} is approved and can now list animals.`)).toBeVisible()
    // It leaves the unverified list and shows under verified.
    await expect(card).toHaveCount(0)
    await page.getByRole('button', { name: 'Approved', exact: true }).click()
    await expect(page.getByRole('article', { name: ngo.name })).toContainText('Approved')

    const listed = await tryListAnimal(request, ngo.token, 'Approved pup')
    expect(listed.status(), await listed.text()).toBe(201)
  })

  test("the admin edits an NGO's services; a bad location JSON is refused before sending", async ({
    page,
    request,
  }) => {
    const ngo = await registerNgo(request)
    const adminToken = await apiToken(request, DEMO.admin)
    await signIn(page, DEMO.admin, undefined, '/admin/ngos?filter=unverified')
    await page.getByRole('article', { name: ngo.name }).getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: `Edit ${ngo.name}` })
    await expect(dialog.getByLabel('Name')).toHaveValue(ngo.name)

    const writes = watchWrites(page, /\/api\/ngos\//)
    await dialog.getByLabel('Location (JSON)').fill('{"city": Mumbai}')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog.getByText(/^Location is not valid JSON\. Example:/)).toBeVisible()
    await expect(dialog.getByLabel('Location (JSON)')).toBeFocused()
    expect(writes).toEqual([])

    await dialog.getByLabel('Location (JSON)').fill('{"city": "Thane"}')
    await dialog.getByLabel('Education').check()
    await dialog.getByLabel('Medical Treatment').check()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('NGO updated successfully!')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    const card = page.getByRole('article', { name: ngo.name })
    await expect(card.getByRole('list', { name: 'Services' })).toContainText('Education')
    await expect(card).toContainText('Thane')

    const saved = await ngoByName(request, adminToken, ngo.name)
    expect([...saved.servicesOffered].sort()).toEqual(['education', 'medical_treatment', 'rescue'])
  })
})

test.describe('admin animals', () => {
  test('filters by status, edits name and status, and the server has them', async ({ page, request }) => {
    const animal = await freshAnimal(request, 'edit')
    const adminToken = await apiToken(request, DEMO.admin)
    await signIn(page, DEMO.admin, undefined, '/admin/animals')
    await page
      .getByRole('group', { name: 'Filter animals by status' })
      .getByRole('button', { name: 'Available', exact: true })
      .click()
    await expect(page).toHaveURL(/filter=available/)
    const card = page.getByRole('article', { name: animal.name })
    await expect(card).toContainText('Available')
    await expect(card).toContainText(`${animal.owner.firstName} Tester`)

    await card.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: `Edit ${animal.name}` })
    const renamed = `${animal.name}Renamed`
    await dialog.getByLabel('Name').fill(renamed)
    await dialog.getByLabel('Status').selectOption('medical_hold')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Animal updated successfully!')).toBeVisible()

    // No longer available; found under Medical Hold with its new name.
    await expect(page.getByRole('article', { name: animal.name, exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'Medical Hold' }).click()
    await expect(page).toHaveURL(/filter=medical_hold/)
    await expect(page.getByRole('article', { name: renamed })).toContainText('Medical Hold')

    const response = await request.get(`/api/animals/${animal.id}`, { headers: auth(adminToken) })
    const saved = (await response.json()) as { name: string; status: string }
    expect(saved).toMatchObject({ name: renamed, status: 'medical_hold' })
  })

  test('a bad personality JSON shows its error and nothing is sent', async ({ page, request }) => {
    const animal = await freshAnimal(request, 'json')
    await signIn(page, DEMO.admin, undefined, '/admin/animals')
    await page.getByRole('article', { name: animal.name }).getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: `Edit ${animal.name}` })
    const writes = watchWrites(page, /\/api\/animals\//)
    await dialog.getByLabel('Personality (JSON)').fill('friendly, playful')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog.getByText('Personality is not valid JSON. Example: ["friendly", "playful"]')).toBeVisible()
    expect(writes).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
  })

  test('uploads new photos in the edit dialog and deletes a stored one', async ({ page, request }, testInfo) => {
    const photos = await makePhotos(testInfo.outputPath('photos'))
    const animal = await freshAnimal(request, 'photos')
    const adminToken = await apiToken(request, DEMO.admin)
    const stored = async () =>
      (
        (await (await request.get(`/api/animals/${animal.id}`, { headers: auth(adminToken) })).json()) as {
          images: string[]
        }
      ).images
    await signIn(page, DEMO.admin, undefined, '/admin/animals')
    await page.getByRole('article', { name: animal.name }).getByRole('button', { name: 'Edit' }).click()
    let dialog = page.getByRole('dialog', { name: `Edit ${animal.name}` })
    await dialog.locator('input[type="file"]').setInputFiles(photos)
    await expect(dialog.getByRole('img', { name: 'New photo 2' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Animal updated successfully!')).toBeVisible({ timeout: 30_000 })
    await expect.poll(async () => (await stored()).length).toBe(2)
    const [, second] = await stored()

    await page.getByRole('article', { name: animal.name }).getByRole('button', { name: 'Edit' }).click()
    dialog = page.getByRole('dialog', { name: `Edit ${animal.name}` })
    await dialog.getByRole('button', { name: 'Delete current photo 1' }).click()
    await expect(page.getByText('Image deleted successfully!')).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'Current photo 2' })).toHaveCount(0)
    expect(await stored()).toEqual([second])
  })

  test('deletes an animal after confirming; it shows under Deleted with its date', async ({ page, request }) => {
    const animal = await freshAnimal(request, 'delete')
    await signIn(page, DEMO.admin, undefined, '/admin/animals')
    const card = page.getByRole('article', { name: animal.name })
    await card.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: `Delete ${animal.name}?` })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    await card.getByRole('button', { name: 'Delete' }).click()
    await confirm.getByRole('button', { name: 'Delete Animal' }).click()
    await expect(page.getByText('Animal listing deleted successfully!')).toBeVisible()

    await page.getByRole('button', { name: 'Deleted' }).click()
    await expect(page).toHaveURL(/filter=deleted/)
    const deleted = page.getByRole('article', { name: animal.name })
    await expect(deleted).toContainText('Deleted')
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date())
    await expect(deleted.getByRole('definition').filter({ hasText: today })).toHaveCount(2)
    await expect(deleted.getByRole('button', { name: 'Delete' })).toHaveCount(0)

    // Gone for the public.
    expect((await request.get(`/api/animals/${animal.id}`)).status()).toBe(404)
  })
})

test.describe('admin adoptions', () => {
  test("updates an application's status with admin notes, and the server has them", async ({ page, request }) => {
    const application = await freshApplication(request)
    const adminToken = await apiToken(request, DEMO.admin)
    await signIn(page, DEMO.admin, undefined, '/admin/adoptions?filter=pending')
    const card = page.getByRole('article', { name: `Application #${application.id}` })
    await expect(card).toContainText('Pending Review')
    await expect(card).toContainText(application.applicant.email)
    await expect(card).toContainText(application.animal.name)
    await expect(card).toContainText('We have a big balcony and lots of time.')
    await card.getByRole('button', { name: 'Update Status' }).click()
    const dialog = page.getByRole('dialog', { name: `Update Application #${application.id}` })

    // A bad JSON field is caught first, with nothing sent.
    const writes = watchWrites(page, /\/api\/adoptions\//)
    await dialog.getByLabel('Application data (JSON)').fill('{"livingSpace": ')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog.getByText(/^Application data is not valid JSON/)).toBeVisible()
    expect(writes).toEqual([])

    await dialog.getByLabel('Application data (JSON)').fill('{"livingSpace": "house", "hasYard": true}')
    await dialog.getByLabel('Status').selectOption('under_review')
    await dialog.getByLabel('Admin notes').fill('References checked by phone.')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Adoption application updated successfully!')).toBeVisible()
    expect(writes).toHaveLength(1)
    await page.getByRole('button', { name: 'Under Review' }).click()
    await expect(page.getByRole('article', { name: `Application #${application.id}` })).toContainText('Under Review')

    const response = await request.get(`/api/adoptions/${application.id}`, { headers: auth(adminToken) })
    expect(await response.json()).toMatchObject({
      status: 'under_review',
      adminNotes: 'References checked by phone.',
      applicationData: { livingSpace: 'house', hasYard: true },
    })
  })

  test('deletes an application after confirming', async ({ page, request }) => {
    const application = await freshApplication(request)
    const adminToken = await apiToken(request, DEMO.admin)
    await signIn(page, DEMO.admin, undefined, '/admin/adoptions')
    const card = page.getByRole('article', { name: `Application #${application.id}` })
    await card.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: `Delete Application #${application.id}?` })
    await confirm.getByRole('button', { name: 'Delete Application' }).click()
    await expect(page.getByText(`Application #${application.id} deleted.`)).toBeVisible()
    await expect(card).toHaveCount(0)
    expect((await request.get(`/api/adoptions/${application.id}`, { headers: auth(adminToken) })).status()).toBe(404)
  })

  test('View Details opens the application', async ({ page, request }) => {
    const application = await freshApplication(request)
    await signIn(page, DEMO.admin, undefined, '/admin/adoptions')
    await page
      .getByRole('article', { name: `Application #${application.id}` })
      .getByRole('link', { name: 'View Details' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/adoption/${application.id}$`))
  })
})

test('non-admins are sent to the dashboard', async ({ page }) => {
  await signIn(page, DEMO.adopter, undefined, '/admin/animals')
  await expect(page).toHaveURL(/\/dashboard$/)
})
