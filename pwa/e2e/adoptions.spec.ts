// Adoption applications through the screens (docs/screens.md and docs/rules.md#status-machines,
// docs/rules.md#status-machines and docs/rules.md#beyond-the-spec): the landing for each audience,
// an application followed by its applicant, decided by the animal's owner from the dashboard and
// moved on from its page, cancelled by its applicant, rejected with a reason, a race answered with
// the server's message, an admin override, and someone else's application reading as not found.
// Every test makes its own owner, pet and applicants.
import { english } from './support/english.ts'
import { ADOPTION_HELP_HOURS, ADOPTION_RESPONSE_PROMISE, HELPLINE_PHONE, MESSAGES } from '@paws/contracts'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { apiToken, createAdopter, DEMO, signIn, type Account } from './support/app.ts'
import { enumLabel } from '@paws/contracts'

interface Person extends Account {
  token: string
}

async function person(request: APIRequestContext, label: string): Promise<Person> {
  const account = await createAdopter(request, label)
  return { ...account, token: await apiToken(request, account.email, account.password) }
}

const auth = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` })

/** The owner lists a pet of their own (adopters may list pets). */
async function listPet(request: APIRequestContext, owner: Person): Promise<{ id: number; name: string }> {
  const name = `Pet${Math.random().toString(36).slice(2, 8)}`
  const res = await request.post('/api/animals', {
    headers: auth(owner),
    data: { name, species: 'dog', breed: 'Indie', size: 'medium', age: 18, gender: 'female', city: 'Mumbai' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { id: ((await res.json()) as { id: number }).id, name }
}

async function apply(request: APIRequestContext, applicant: Person, animalId: number): Promise<number> {
  const res = await request.post('/api/adoptions', {
    headers: auth(applicant),
    data: { animalId, applicationData: { livingSpace: 'apartment' }, notes: 'We have a quiet home near a park.' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

interface ServerApplication {
  status: string
  rejectionReason: string | null
  history: { from: string | null; to: string; note: string | null; override: boolean }[]
}

async function serverApplication(request: APIRequestContext, who: Person, id: number): Promise<ServerApplication> {
  const res = await request.get(`/api/adoptions/${id}`, { headers: auth(who) })
  expect(res.status()).toBe(200)
  return (await res.json()) as ServerApplication
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  })
  return context.newPage()
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const card = (page: Page, pet: string, id: number) => page.getByRole('article', { name: `${pet}: Application #${id}` })

test('visitors see how adoption works and the help line', async ({ page }) => {
  await page.goto('/adoption')
  await expect(page.getByRole('heading', { level: 1, name: english('adoptionText.hero') })).toBeVisible()
  await expect(page.getByRole('link', { name: english('adoptionText.browsePets') })).toHaveAttribute('href', '/animals')
  const how = page.getByRole('region', { name: 'How adoption works' })
  await expect(how.getByRole('listitem')).toHaveCount(3)
  const help = page.getByRole('region', { name: 'Questions about adopting?' })
  await expect(help).toContainText(HELPLINE_PHONE)
  await expect(help).toContainText(ADOPTION_HELP_HOURS)
  await expect(page.getByRole('heading', { name: english('adoptionText.listTitle') })).toHaveCount(0)
})

test('an adopter applies; the owner reviews and approves from the dashboard and moves it on from the application page', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const owner = await person(request, 'owner')
  const pet = await listPet(request, owner)
  const adopter = await person(request, 'applicant')

  // The applicant applies from the animal's page.
  await signIn(page, adopter.email, adopter.password, `/animals/${pet.id}`)
  await page.getByRole('button', { name: "I'm Interested in Adopting" }).click()
  const sheet = page.getByRole('dialog', { name: `Adopt ${pet.name}` })
  await sheet.getByLabel(`Message to ${pet.name}'s owner`).fill('We have a quiet home near a park.')
  await sheet.getByRole('button', { name: 'Send Application' }).click()
  await expect(page.getByRole('dialog', { name: 'Application Submitted!' })).toBeVisible()
  const mine = (await (await request.get('/api/adoptions?type=sent', { headers: auth(adopter) })).json()) as {
    adoptions: { id: number }[]
  }
  expect(mine.adoptions).toHaveLength(1)
  const id = mine.adoptions[0].id

  // ... sees it in My Applications, in Recent Activity and on its page.
  await page.goto('/dashboard?tab=overview')
  await expect(page.getByText('My Applications', { exact: true }).first()).toBeVisible()
  const recent = page.getByRole('region', { name: 'Recent Activity' })
  const activity = recent.getByRole('listitem').filter({ hasText: `Application #${id}: you applied for ${pet.name}` })
  await expect(activity.getByText('Pending Review')).toBeVisible()
  await page.getByRole('tab', { name: 'My Applications' }).click()
  const tile = page.getByRole('listitem').filter({ hasText: pet.name })
  await expect(tile.getByText('Pending Review')).toBeVisible()
  await tile.getByRole('link', { name: `View application #${id} for ${pet.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/adoption/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Application #${id}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Full Profile' })).toHaveAttribute('href', `/animals/${pet.id}`)
  await expect(page.getByRole('region', { name: 'Applicant Information' })).toContainText(adopter.email)
  await expect(page.getByRole('region', { name: 'History' }).getByText('Applied (Pending Review)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel Application' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Workflow Actions' })).toHaveCount(0)

  // The owner: the received tab, Under Review (slowed down to see it busy), then Approve.
  const ownerPage = await newPage(browser, baseURL)
  await signIn(ownerPage, owner.email, owner.password, '/dashboard?tab=received-adoptions')
  const received = card(ownerPage, pet.name, id)
  await expect(received).toContainText(`${adopter.firstName} Tester`)
  await expect(received).toContainText(adopter.email)
  await expect(received).toContainText('We have a quiet home near a park.')
  await expect(received).toContainText('Dog · Indie')
  // The answer is held until the busy buttons are seen.
  let answer = () => {}
  const seenBusy = new Promise<void>((resolve) => {
    answer = resolve
  })
  await ownerPage.route(`**/api/adoptions/${id}/status`, async (route) => {
    await seenBusy
    await route.continue()
  })
  await received.getByRole('button', { name: 'Under Review' }).click()
  await expect(received.getByRole('button', { name: 'Processing...' })).toHaveCount(3)
  answer()
  await expect(received.getByText('Under Review', { exact: true })).toBeVisible()
  await expect(received.getByRole('button', { name: 'Under Review' })).toHaveCount(0)
  await ownerPage.unroute(`**/api/adoptions/${id}/status`)
  // Approving asks first.
  await received.getByRole('button', { name: 'Approve' }).click()
  const approve = ownerPage.getByRole('alertdialog', { name: `Approve ${adopter.firstName}?` })
  await approve.getByRole('button', { name: 'Not Now' }).click()
  await expect(received.getByText('Under Review', { exact: true })).toBeVisible()
  await received.getByRole('button', { name: 'Approve' }).click()
  await approve.getByRole('button', { name: 'Yes, Approve' }).click()
  await expect(received.getByText('Approved', { exact: true })).toBeVisible()
  await expect(received.getByRole('button')).toHaveCount(0)
  await expect(
    toast(
      ownerPage,
      english('adoptionText.moved', {
        id,
        status: enumLabel(english, 'adoptionStatus', 'approved'),
      }),
    ),
  ).toBeVisible()

  // ... and moves it on from the application page, with a note.
  await received.getByRole('link', { name: 'View Details' }).click()
  await expect(ownerPage).toHaveURL(new RegExp(`/adoption/${id}$`))
  const actions = ownerPage.getByRole('region', { name: 'Workflow Actions' })
  await expect(actions.getByRole('button')).toHaveText(['Start Paperwork', 'Schedule Home Visit'])
  await actions.getByLabel('Note for the history (optional)').fill('Papers ready to sign on Monday.')
  await actions.getByRole('button', { name: 'Start Paperwork' }).click()
  await expect(ownerPage.getByText('Paperwork in Progress', { exact: true }).first()).toBeVisible()
  const history = ownerPage.getByRole('region', { name: 'History' })
  for (const step of [
    'Applied (Pending Review)',
    'Pending Review → Under Review',
    'Under Review → Approved',
    'Approved → Paperwork in Progress',
  ]) {
    await expect(history.getByText(step)).toBeVisible()
  }
  await expect(history.getByText('Papers ready to sign on Monday.')).toBeVisible()
  await expect(actions.getByRole('button')).toHaveText(['Ready for Pickup', 'Schedule Home Visit'])

  // The server holds the status and the history; the animal is now pending.
  const saved = await serverApplication(request, owner, id)
  expect(saved.status).toBe('paperwork_pending')
  expect(saved.history.map((h) => h.to)).toEqual(['pending', 'under_review', 'approved', 'paperwork_pending'])
  expect(saved.history.at(-1)?.note).toBe('Papers ready to sign on Monday.')
  const animal = (await (await request.get(`/api/animals/${pet.id}`)).json()) as { status: string }
  expect(animal.status).toBe('pending')

  // The applicant's page shows where it stands.
  await page.reload()
  await expect(page.getByText('Paperwork in Progress', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('The adoption papers are being prepared.')).toBeVisible()
  await ownerPage.context().close()
})

test("an adopter's /adoption opens on their applications with the next step; Back returns there", async ({
  page,
  request,
}) => {
  const owner = await person(request, 'owner')
  const pet = await listPet(request, owner)
  const adopter = await person(request, 'applicant')
  const id = await apply(request, adopter, pet.id)
  await signIn(page, adopter.email, adopter.password, '/adoption')
  const mine = page.getByRole('region', { name: 'Your Applications' })
  const item = mine.getByRole('listitem').filter({ hasText: pet.name })
  await expect(item.getByText('Pending Review')).toBeVisible()
  await expect(item).toContainText(`Next: ${english('adoptionText.status.pending')} ${ADOPTION_RESPONSE_PROMISE}`)
  await expect(page.getByText(english('adoptionText.listEmpty'))).toHaveCount(0)
  await item.getByRole('link', { name: `Open application #${id} for ${pet.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/adoption/${id}\\?from=mine$`))
  await page.getByRole('link', { name: english('adoptionText.back') }).click()
  await expect(page).toHaveURL(/\/adoption\?view=mine$/)
  await expect(page.getByRole('region', { name: 'Your Applications' })).toBeVisible()
})

test('completing and returning an adoption ask first and show the new status next to the buttons', async ({
  page,
  request,
}) => {
  const owner = await person(request, 'owner')
  const adopter = await person(request, 'applicant')
  async function inTrial(): Promise<{ id: number; pet: { id: number; name: string } }> {
    const pet = await listPet(request, owner)
    const id = await apply(request, adopter, pet.id)
    for (const status of ['under_review', 'approved', 'paperwork_pending', 'ready_for_pickup', 'trial_period']) {
      const res = await request.put(`/api/adoptions/${id}/status`, { headers: auth(owner), data: { status } })
      expect(res.status(), await res.text()).toBe(200)
    }
    return { id, pet }
  }
  const done = await inTrial()
  const back = await inTrial()

  await signIn(page, owner.email, owner.password, `/adoption/${done.id}`)
  const actions = page.getByRole('region', { name: 'Workflow Actions' })
  await actions.getByRole('button', { name: 'Complete Adoption' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Complete the adoption of ${done.pet.name}?` })
  await confirm.getByRole('button', { name: 'Not Now' }).click()
  await expect(confirm).toHaveCount(0)
  expect((await serverApplication(request, owner, done.id)).status).toBe('trial_period')
  await actions.getByRole('button', { name: 'Complete Adoption' }).click()
  await confirm.getByRole('button', { name: 'Yes, Complete Adoption' }).click()
  const result = actions.getByRole('status')
  await expect(result).toContainText('Done. The application is now')
  await expect(result).toContainText('Completed')
  await expect(
    toast(
      page,
      english('adoptionText.moved', {
        id: done.id,
        status: enumLabel(english, 'adoptionStatus', 'completed'),
      }),
    ),
  ).toBeVisible()
  expect((await serverApplication(request, owner, done.id)).status).toBe('completed')

  await page.goto(`/adoption/${back.id}`)
  await actions.getByRole('button', { name: 'Mark Returned' }).click()
  await page
    .getByRole('alertdialog', { name: `Mark ${back.pet.name} as returned?` })
    .getByRole('button', { name: 'Yes, Mark Returned' })
    .click()
  await expect(actions.getByRole('status')).toContainText('Returned')
  expect((await serverApplication(request, owner, back.id)).status).toBe('returned')
})

test('an applicant cancels their application after confirming', async ({ page, request }) => {
  const owner = await person(request, 'owner')
  const pet = await listPet(request, owner)
  const first = await person(request, 'first')
  const second = await person(request, 'second')
  await apply(request, first, pet.id)
  const id = await apply(request, second, pet.id)

  await signIn(page, second.email, second.password, `/adoption/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Application #${id}` })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel Application' }).click()
  const dialog = page.getByRole('alertdialog', { name: english('adoptionText.cancelTitle') })
  await dialog.getByRole('button', { name: 'Keep Application' }).click()
  await expect(dialog).toHaveCount(0)
  expect((await serverApplication(request, second, id)).status).toBe('pending')

  await page.getByRole('button', { name: 'Cancel Application' }).click()
  await page
    .getByRole('alertdialog', { name: english('adoptionText.cancelTitle') })
    .getByRole('button', { name: 'Yes, Cancel Application' })
    .click()
  await expect(toast(page, english('adoptionText.cancelled'))).toBeVisible()
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel Application' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'History' }).getByText('Pending Review → Cancelled')).toBeVisible()

  const saved = await serverApplication(request, second, id)
  expect(saved.status).toBe('cancelled')
  expect(saved.history.map((h) => h.to)).toEqual(['pending', 'cancelled'])
})

test("someone else's application reads as not found; visitors are sent to sign in", async ({ page, request }) => {
  const owner = await person(request, 'owner')
  const pet = await listPet(request, owner)
  const applicant = await person(request, 'applicant')
  const id = await apply(request, applicant, pet.id)
  const stranger = await person(request, 'stranger')

  await page.goto(`/adoption/${id}`)
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fadoption%2F${id}$`))

  await signIn(page, stranger.email, stranger.password, `/adoption/${id}`)
  await expect(page.getByRole('heading', { name: english('adoptionText.notFound') })).toBeVisible()
  await expect(page.getByText(applicant.email)).toHaveCount(0)
  await page.getByRole('link', { name: english('adoptionText.back') }).click()
  await expect(page).toHaveURL(/\/adoption$/)
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible()
})

test('the owner approves from the adoption landing, rejects with a reason, and a race shows the server message', async ({
  page,
  request,
}) => {
  const owner = await person(request, 'owner')
  const [petA, petB, petC] = [
    await listPet(request, owner),
    await listPet(request, owner),
    await listPet(request, owner),
  ]
  const applicant = await person(request, 'applicant')
  const approveMe = await apply(request, applicant, petA.id)
  const rejectMe = await apply(request, applicant, petB.id)
  const raced = await apply(request, applicant, petC.id)

  // The landing lists the applications; Approve works from there.
  // The owner applies nowhere but lists pets as an adopter: the landing opens on their own
  // applications, and the switch shows the received ones.
  await signIn(page, owner.email, owner.password, '/adoption')
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Adoption views' })
    .getByRole('link', { name: 'Received Applications' })
    .click()
  await expect(page).toHaveURL(/\/adoption\?view=received$/)
  await expect(page.getByRole('heading', { name: english('adoptionText.listTitle') })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/dashboard?tab=received-adoptions',
  )
  const approveCard = card(page, petA.name, approveMe)
  await expect(approveCard.getByRole('button')).toHaveText(['Approve'])
  await approveCard.getByRole('button', { name: 'Approve' }).click()
  await page
    .getByRole('alertdialog', { name: `Approve ${applicant.firstName}?` })
    .getByRole('button', { name: 'Yes, Approve' })
    .click()
  await expect(approveCard.getByText('Approved', { exact: true })).toBeVisible()
  expect((await serverApplication(request, owner, approveMe)).status).toBe('approved')

  // Reject from the dashboard needs a reason.
  await page.goto('/dashboard?tab=received-adoptions')
  const rejectCard = card(page, petB.name, rejectMe)
  await rejectCard.getByRole('button', { name: 'Reject' }).click()
  const dialog = page.getByRole('dialog', { name: `Reject Application #${rejectMe}` })
  await dialog.getByRole('button', { name: 'Reject Application' }).click()
  await expect(dialog.getByText(english(MESSAGES.rejectionReason))).toBeVisible()
  await dialog.getByLabel('Reason for rejecting').fill('She needs a home with a garden.')
  await dialog.getByRole('button', { name: 'Reject Application' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(rejectCard.getByText('Rejected', { exact: true })).toBeVisible()
  const rejected = await serverApplication(request, owner, rejectMe)
  expect(rejected.status).toBe('rejected')
  expect(rejected.rejectionReason).toBe('She needs a home with a garden.')

  // The applicant cancels while the owner has the page open: the owner's move is refused.
  await page.goto(`/adoption/${raced}`)
  const actions = page.getByRole('region', { name: 'Workflow Actions' })
  await expect(actions.getByRole('button')).toHaveText(['Start Review', 'Reject'])
  const cancel = await request.put(`/api/adoptions/${raced}/status`, {
    headers: auth(applicant),
    data: { status: 'cancelled' },
  })
  expect(cancel.status()).toBe(200)
  await actions.getByRole('button', { name: 'Start Review' }).click()
  await expect(actions.getByRole('alert')).toHaveText(
    english('adoptionText.moveFailed', {
      message: "This application's status is Cancelled, so it cannot be changed to Under Review.",
    }),
  )
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect(actions).toContainText('there are no further steps')
})

test('an admin sets any status with a note, recorded as an override', async ({ page, request }) => {
  const owner = await person(request, 'owner')
  const pet = await listPet(request, owner)
  const applicant = await person(request, 'applicant')
  const id = await apply(request, applicant, pet.id)

  await signIn(page, DEMO.admin, undefined, `/adoption/${id}`)
  const admin = page.getByRole('region', { name: 'Admin Actions' })
  await expect(admin.getByRole('button', { name: 'Set Status' })).toBeDisabled()
  await admin.getByLabel('New status').selectOption({ label: 'Trial Period' })
  await admin.getByLabel('Note for the history (optional)').fill('Agreed with both on the phone.')
  await admin.getByRole('button', { name: 'Set Status' }).click()
  await expect(page.getByText('Trial Period', { exact: true }).first()).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText('Pending Review → Trial Period')).toBeVisible()
  await expect(history.getByText('Admin override')).toBeVisible()

  const saved = await serverApplication(request, owner, id)
  expect(saved.status).toBe('trial_period')
  expect(saved.history.at(-1)).toMatchObject({
    to: 'trial_period',
    note: 'Agreed with both on the phone.',
    override: true,
  })
})
