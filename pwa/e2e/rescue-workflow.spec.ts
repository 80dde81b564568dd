// Case handling through the screens (docs/screens.md and docs/rules.md#status-machines,
// docs/rules.md#beyond-the-spec): the admin assigns and reassigns, the NGO accepts, declines with a
// reason and reports progress to completion (on the case page and from its dashboard), the
// requester edits and cancels.
import { english } from './support/english.ts'
import { MESSAGES } from '@paws/contracts'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  apiLogin,
  DEMO,
  expect,
  IDB_HELPERS,
  newReporter,
  photoFiles,
  signIn,
  test,
  type Account,
} from './rescue-support.ts'

async function reportCase(request: APIRequestContext, who: Account, description: string): Promise<number> {
  const res = await request.post('/api/rescues', {
    headers: { authorization: `Bearer ${who.accessToken}` },
    data: {
      animalType: 'dog',
      urgency: 'high',
      description,
      location: { address: 'Carter Road promenade', city: 'Mumbai', pincode: '400050' },
    },
  })
  expect(res.status()).toBe(201)
  return (await res.json()).id
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-IN' })
  await context.addInitScript(IDB_HELPERS)
  return context.newPage()
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('admin assigns, the NGO accepts and moves the case to completed; a declined case is reassigned and accepted', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two accounts in two browsers, and each NGO step waits until the outbox has sent it.
  test.setTimeout(180_000)
  const reporter = await newReporter(request)
  const first = await reportCase(request, reporter, 'Dog with a wounded paw near the promenade')
  const second = await reportCase(request, reporter, 'Puppy stuck between rocks')
  const ngoUser = await apiLogin(request, DEMO.ngo)
  const profile = await (
    await request.get('/api/users/profile', { headers: { authorization: `Bearer ${ngoUser.accessToken}` } })
  ).json()
  const ngoName: string = profile.ngoStatus.name
  const ngoId = String(profile.ngoStatus.id)

  // Admin: assign both through the case page.
  await signIn(page, DEMO.admin, undefined, `/rescue/${first}`)
  for (const id of [first, second]) {
    await page.goto(`/rescue/${id}`)
    await page.getByRole('button', { name: 'Assign to NGO' }).click()
    const dialog = page.getByRole('dialog', { name: `Assign Case #${id} to an NGO` })
    // NGOs come nearest first, one preselected as the suggestion; the test picks its own.
    await expect(dialog.getByLabel('NGO').locator('option', { hasText: '(suggested)' })).toHaveCount(1)
    await dialog.getByLabel('NGO').selectOption(ngoId)
    await dialog.getByRole('button', { name: 'Assign' }).click()
    await expect(toast(page, english('rescueText.assigned', { ngo: ngoName }))).toBeVisible()
    await expect(page.getByText('Assigned', { exact: true }).first()).toBeVisible()
  }

  // NGO: the landing lists both with one badge per state (Assigned, no "Pending Response").
  const ngo = await newPage(browser, baseURL)
  await signIn(ngo, DEMO.ngo, undefined, '/rescue')
  await expect(ngo.getByRole('heading', { name: english('rescueText.ngoListTitle') })).toBeVisible()
  const firstCard = ngo.getByRole('article', { name: new RegExp(`^Case #${first}:`) })
  await expect(firstCard.getByText('Assigned', { exact: true })).toBeVisible()
  await expect(firstCard.getByText('Pending Response')).toHaveCount(0)

  // Accept, then each next step as one button on the case page, through the outbox.
  await firstCard.getByRole('link', { name: 'View Details' }).click()
  await ngo.getByRole('button', { name: 'Accept Case' }).click()
  const status = ngo.getByTestId('field-status')
  await expect(status).toContainText('Accepted')
  for (const [button, dialog, label] of [
    ['Start: On the way', 'Progress update', 'In Progress'],
    ['Mark as Rescued', 'Mark as Rescued', 'Rescued'],
    ['Mark as Completed', 'Mark as Completed', 'Completed'],
  ] as const) {
    await expect(status).not.toContainText('Waiting to send', { timeout: 20_000 })
    await ngo.getByRole('button', { name: button }).click()
    const step = ngo.getByRole('dialog', { name: dialog })
    if (dialog === 'Mark as Completed') {
      // Completing asks what became of the animal, and which clinic when it was taken to one.
      await step.getByRole('button', { name: dialog }).click()
      await expect(step.getByText('Choose what became of the animal')).toBeVisible()
      await step.getByLabel('What became of the animal').selectOption({ label: 'Taken to a clinic or shelter' })
      await step.getByLabel('Which clinic or shelter').fill('Bai Sakarbai Dinshaw Petit Hospital')
    }
    await step.getByRole('button', { name: dialog }).click()
    await expect(status).toContainText(label)
  }
  await expect(ngo.getByText(english('rescueText.completedLocked'))).toBeVisible({ timeout: 20_000 })
  await expect(ngo.getByText('Taken to a clinic or shelter: Bai Sakarbai Dinshaw Petit Hospital').first()).toBeVisible()
  const history = ngo.getByRole('region', { name: 'History' })
  for (const step of [
    'Reported (Pending)',
    'Pending → Assigned',
    'Assigned → Accepted',
    'Accepted → In Progress',
    'In Progress → Rescued',
    'Rescued → Completed',
  ]) {
    await expect(history.getByText(step)).toBeVisible()
  }

  // Decline from the dashboard: a reason is required.
  await ngo.goto('/dashboard?tab=assigned-rescues')
  const secondCard = ngo.getByRole('article', { name: new RegExp(`^Case #${second}:`) })
  await secondCard.getByRole('button', { name: 'Decline' }).click()
  const decline = ngo.getByRole('dialog', { name: `Decline Case #${second}` })
  await decline.getByRole('button', { name: 'Decline Case' }).click()
  await expect(decline.getByText(english(MESSAGES.declineReason))).toBeVisible()
  await decline.getByLabel('Reason for declining').fill('No vehicle free in Bandra today')
  await decline.getByRole('button', { name: 'Decline Case' }).click()
  await expect(secondCard).toHaveCount(0, { timeout: 20_000 })

  // Admin reassigns; the NGO accepts from its dashboard.
  await page.goto(`/rescue/${second}`)
  await expect(
    page.getByRole('region', { name: 'Request Details' }).getByText('No vehicle free in Bandra today'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Reassign to NGO' }).click()
  const reassign = page.getByRole('dialog', { name: `Assign Case #${second} to an NGO` })
  await reassign.getByLabel('NGO').selectOption(ngoId)
  await reassign.getByRole('button', { name: 'Assign' }).click()
  await expect(toast(page, english('rescueText.assigned', { ngo: ngoName }))).toBeVisible()
  await ngo.reload()
  await ngo
    .getByRole('article', { name: new RegExp(`^Case #${second}:`) })
    .getByRole('button', { name: 'Accept' })
    .click()
  await expect(
    ngo.getByRole('article', { name: new RegExp(`^Case #${second}:`) }).getByText('Accepted', { exact: true }),
  ).toBeVisible()
  await ngo.context().close()
})

test('the requester edits the case with a new photo, then cancels it after confirming', async ({ page, request }) => {
  const reporter = await newReporter(request)
  const id = await reportCase(request, reporter, 'Cat on a ledge')
  await signIn(page, reporter.email, undefined, `/rescue/${id}`)
  await expect(page.getByRole('heading', { name: `Case #${id}` })).toBeVisible()

  await page.getByRole('button', { name: 'Edit Details and Photos' }).click()
  const edit = page.getByRole('dialog', { name: `Edit Case #${id}` })
  await edit.getByLabel('Description').fill('Cat on a third-floor ledge, scared')
  await edit.getByLabel('Landmarks').fill('Above the chemist')
  await edit.locator('input[type=file]').setInputFiles(photoFiles([21, 22, 23, 24, 25, 26]))
  await expect(edit.getByRole('alert')).toHaveText(MESSAGES.maxImagesEdit(english, 0, 0))
  await edit.locator('input[type=file]').setInputFiles(photoFiles([21]))
  await expect(edit.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  const saved = page.getByRole('dialog', { name: english('rescueText.updated') })
  await expect(saved).toBeVisible({ timeout: 20_000 })
  await saved.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByText('Cat on a third-floor ledge, scared')).toBeVisible()
  await expect(page.getByRole('img', { name: `Photo 1 of case #${id}` })).toBeVisible()

  await page.getByRole('button', { name: 'Cancel Request' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this rescue request?' })
  await confirm.getByRole('button', { name: 'Keep Request' }).click()
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Cancel Request' }).click()
  await confirm.getByRole('button', { name: 'Yes, Cancel Request' }).click()
  await expect(toast(page, english('rescueText.cancelled'))).toBeVisible()
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0)
})
