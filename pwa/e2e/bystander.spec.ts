// Report first, account after: a person with no account fills the report wizard (kept on the
// phone from the first tap, through a reload and a killed browser), signs up or signs in at
// Submit in a sheet over the report, and the case arrives once with its photos. Creating an
// account from the sign-in page keeps the way back. With no data, an urgent report offers a
// coded SMS, which files the same case the phone's copy gives, whichever arrives first; a
// forged SMS files nothing. (Signed out with no data: dead-zone.spec.ts.)
import { english } from './support/english.ts'
import { readFileSync } from 'node:fs'
import { HELPLINE_PHONE, HELPLINE_TEL, isGsm7 } from '@paws/contracts'
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { otpFor, uniquePhone } from './support/app.ts'
import {
  apiLogin,
  BASE_URL,
  DEMO,
  expect,
  fillReport,
  goOffline,
  goOnline,
  localStorageOnDisk,
  newReporter,
  outboxCount,
  withOwnProfile,
  PASSWORD,
  photoFiles,
  png,
  serverCases,
  serviceWorkerReady,
  shareToApp,
  signIn,
  test,
} from './rescue-support.ts'

/** Steps 1 and 2 of the wizard, signed out: an animal, its urgency, photos and the place. */
async function firstTwoSteps(page: Page, photos: number[]) {
  await page.getByRole('radio', { name: 'Dog' }).check()
  await page.getByRole('radio', { name: /^High/ }).check()
  await page.locator('input[type=file]').setInputFiles(photoFiles(photos))
  await expect(page.getByRole('img', { name: `Photo ${photos.length}`, exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Address').fill('Under the Matunga flyover')
  await page.getByLabel('Pincode').fill('400019')
}

/** From step 2 to Submit. */
async function lastSteps(page: Page, description: string) {
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Description').fill(description)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Submit Rescue Request' }).click()
}

/** The one-time code typed into the six boxes. */
/** The account's cases on the server: exactly one, the report sent, with its `photos` photos. */
async function expectOneCase(request: APIRequestContext, token: string, description: string, photos: number) {
  const cases = await serverCases(request, token)
  expect(cases.map((c) => c.description)).toEqual([description])
  expect(cases[0].photos).toHaveLength(photos)
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code)
}

test('signed out: the wizard with the hotline, an account made at Submit with the e-mailed code, the case once with its photos', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `bystander-${Date.now()}@e2e.test`
  const description = `Dog hit by a taxi, cannot stand ${Date.now()}`
  await page.goto('/rescue/form')
  await expect(page.locator('#main').getByRole('link', { name: HELPLINE_PHONE })).toHaveAttribute(
    'href',
    `tel:${HELPLINE_TEL}`,
  )
  await firstTwoSteps(page, [41, 42])

  // Kept on the phone from the first taps: a reload loses nothing (the back button: below).
  await page.reload()
  await expect(page.getByText(english('rescueText.draftRestored'))).toBeVisible()
  await expect(page.getByLabel('Address')).toHaveValue('Under the Matunga flyover')
  await lastSteps(page, description)

  const sheet = page.getByRole('dialog', { name: 'Sign in to send your report' })
  await expect(sheet).toBeVisible()
  await sheet.getByRole('button', { name: 'Create account' }).click()
  const signup = page.getByRole('dialog', { name: 'Create an account to send your report' })
  await signup.getByLabel('First name').fill('Sunita')
  await signup.getByLabel('Last name').fill('Pawar')
  await signup.getByLabel('Email').fill(email)
  await signup.getByLabel('Phone number').fill(uniquePhone())
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signup.getByRole('button', { name: 'Create Account' }).click()

  const verify = page.getByRole('dialog', { name: 'Verify your email' })
  await expect(verify.getByText(email)).toBeVisible()
  await typeCode(page, await otpFor(request, email))
  await verify.getByRole('button', { name: 'Verify and send' }).click()

  // Sent as any other report, without leaving the form.
  await expect(page.getByRole('dialog', { name: english('rescueText.submitted') })).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/rescue\/form$/)
  const me = await apiLogin(request, email)
  await expectOneCase(request, me.accessToken, description, 2)
  // Nothing left on the phone to send again.
  await expect.poll(() => page.evaluate(async () => (await readStore('outbox')).length)).toBe(0)
  expect(await page.evaluate(async () => (await readStore('drafts')).length)).toBe(0)
})

test('signed out, the browser killed midway: the report and its photo are there again, and sent once after signing in', async ({
  request,
}) => {
  test.setTimeout(150_000)
  const reporter = await newReporter(request, 'Imran')
  const description = `Cat stuck on a ledge ${Date.now()}`
  await withOwnProfile('paws-bystander-', async (launch) => {
    const first = await launch()
    const page = await first.context.newPage()
    await page.goto(`${BASE_URL}/rescue/form`)
    await firstTwoSteps(page, [51])
    await expect
      .poll(async () =>
        ((await page.evaluate(() => readStore('drafts'))) as { values: { pincode?: string }; photos: unknown[] }[]).map(
          (d) => [d.values.pincode, d.photos.length],
        ),
      )
      .toEqual([['400019', 1]])
    await first.kill()

    const second = await launch()
    const again = await second.context.newPage()
    await again.goto(`${BASE_URL}/rescue/form`)
    await expect(again.getByText(english('rescueText.draftRestored'))).toBeVisible()
    await expect(again.getByRole('heading', { name: 'Step 2 of 4: Location' })).toBeVisible()
    await expect(again.getByLabel('Pincode')).toHaveValue('400019')
    await lastSteps(again, description)

    const sheet = again.getByRole('dialog', { name: 'Sign in to send your report' })
    await sheet.getByLabel('Email').fill(reporter.email)
    await sheet.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await sheet.getByRole('button', { name: 'Sign in and send' }).click()
    await expect(again.getByRole('dialog', { name: english('rescueText.submitted') })).toBeVisible({ timeout: 30_000 })

    await expectOneCase(request, reporter.accessToken, description, 1)
  })
})

/** In the account sheet: "Create account" and the sign-up form, sent; the sheet is then on the code. */
async function signUpInSheet(page: Page, email: string, firstName: string) {
  await page
    .getByRole('dialog', { name: 'Sign in to send your report' })
    .getByRole('button', { name: 'Create account' })
    .click()
  const signup = page.getByRole('dialog', { name: 'Create an account to send your report' })
  await signup.getByLabel('First name').fill(firstName)
  await signup.getByLabel('Last name').fill('Shaikh')
  await signup.getByLabel('Email').fill(email)
  await signup.getByLabel('Phone number').fill(uniquePhone())
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signup.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('dialog', { name: 'Verify your email' }).getByText(email)).toBeVisible()
}

test('signed up at Submit, the browser killed while the code is awaited: reopened, the sheet is on the code, signing in leads back to it, and the case arrives once with its photo', async ({
  request,
}) => {
  test.setTimeout(200_000)
  const email = `killed-code-${Date.now()}@e2e.test`
  const description = `Kitten in a drain, crying ${Date.now()}`
  await withOwnProfile('paws-bystander-code-', async (launch, profile) => {
    const first = await launch()
    const page = await first.context.newPage()
    await page.goto(`${BASE_URL}/rescue/form`)
    await firstTwoSteps(page, [53])
    await lastSteps(page, description)
    await signUpInSheet(page, email, 'Zoya')
    // The waiting sign-up is kept with its code's life (10 minutes), on disk before the kill.
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('paws-signup'))) ?? 'null') as {
      email: string
      signupId: string
      expiresAt: number
    }
    expect(kept.email).toBe(email)
    expect(kept.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(kept.expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    // The hotline's SMS number may have been committed first: the next commit waits up to a minute.
    await localStorageOnDisk(profile, kept.signupId, 75_000)
    await first.kill()

    const second = await launch()
    const again = await second.context.newPage()
    await again.goto(`${BASE_URL}/rescue/form`)
    await expect(again.getByText(english('rescueText.draftRestored'))).toBeVisible()
    await again.getByRole('button', { name: 'Submit Rescue Request' }).click()
    const verify = again.getByRole('dialog', { name: 'Verify your email' })
    await expect(verify.getByText(email)).toBeVisible()

    // Signing in with the new password instead answers "verify first": the sheet goes to the code.
    await verify.getByRole('button', { name: 'Use another e-mail address' }).click()
    const signup = again.getByRole('dialog', { name: 'Create an account to send your report' })
    await signup.getByRole('button', { name: 'Sign in' }).click()
    const sheet = again.getByRole('dialog', { name: 'Sign in to send your report' })
    await sheet.getByLabel('Email').fill(email)
    await sheet.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await sheet.getByRole('button', { name: 'Sign in and send' }).click()
    await expect(verify.getByText('Please verify your email before signing in.', { exact: false })).toBeVisible()
    await expect(verify.getByText(email)).toBeVisible()

    await typeCode(again, await otpFor(request, email))
    await verify.getByRole('button', { name: 'Verify and send' }).click()
    await expect(again.getByRole('dialog', { name: english('rescueText.submitted') })).toBeVisible({ timeout: 30_000 })
    const me = await apiLogin(request, email)
    await expectOneCase(request, me.accessToken, description, 1)
    // Verified: nothing waits for a code any more.
    expect(await again.evaluate(() => localStorage.getItem('paws-signup'))).toBeNull()
  })
})

test('signed up at Submit and reloaded at the code: the sheet reopens on the code and the case arrives once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `reload-code-${Date.now()}@e2e.test`
  const description = `Goat tangled in wire ${Date.now()}`
  await page.goto('/rescue/form')
  await firstTwoSteps(page, [54])
  await lastSteps(page, description)
  await signUpInSheet(page, email, 'Aarti')
  await page.reload()
  await expect(page.getByText(english('rescueText.draftRestored'))).toBeVisible()
  await page.getByRole('button', { name: 'Submit Rescue Request' }).click()
  const verify = page.getByRole('dialog', { name: 'Verify your email' })
  await expect(verify.getByText(email)).toBeVisible()
  await typeCode(page, await otpFor(request, email))
  await verify.getByRole('button', { name: 'Verify and send' }).click()
  await expect(page.getByRole('dialog', { name: english('rescueText.submitted') })).toBeVisible({ timeout: 30_000 })
  const me = await apiLogin(request, email)
  await expectOneCase(request, me.accessToken, description, 1)
})

test('signed out with no data, Submit: the report is saved on this phone for an account, with the hotline; back online, the sheet asks for the account, and signed in there the case arrives once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const me = await newReporter(request, 'Pooja')
  const description = `Injured kite on a terrace ${Date.now()}`
  await page.goto('/rescue/form')
  await firstTwoSteps(page, [55])
  await goOffline(context)
  await lastSteps(page, description)
  const kept = page.getByRole('dialog', { name: english('rescueText.savedOffline') })
  await expect(kept.getByText('you will be asked to sign in or create an account')).toBeVisible()
  await expect(kept.getByRole('link', { name: `Call the 24/7 hotline ${HELPLINE_PHONE}` })).toHaveAttribute(
    'href',
    `tel:${HELPLINE_TEL}`,
  )
  // In the outbox for an account, with its photo; the draft is gone.
  const outbox = (await page.evaluate(() => readStore('outbox'))) as { userId: number; photos: unknown[] }[]
  expect(outbox.map((e) => [e.userId, e.photos.length])).toEqual([[0, 1]])
  expect(await page.evaluate(() => readStore('drafts'))).toHaveLength(0)

  await goOnline(context)
  const sheet = page.getByRole('dialog', { name: 'Sign in to send your report' })
  await sheet.getByLabel('Email').fill(me.email)
  await sheet.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await sheet.getByRole('button', { name: 'Sign in and send' }).click()
  await expect(page.getByRole('dialog', { name: english('rescueText.submitted') })).toBeVisible({ timeout: 30_000 })
  await expectOneCase(request, me.accessToken, description, 1)
})

test('an NGO member who signs in at Submit gets the NGO screen: the report is not sent, it stays on the phone, and the hotline is offered', async ({
  page,
}) => {
  const description = `Buffalo calf stuck in mud ${Date.now()}`
  await page.goto('/rescue/form')
  await firstTwoSteps(page, [56])
  await lastSteps(page, description)
  const sheet = page.getByRole('dialog', { name: 'Sign in to send your report' })
  await sheet.getByLabel('Email').fill(DEMO.ngo)
  await sheet.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await sheet.getByRole('button', { name: 'Sign in and send' }).click()
  await expect(page.getByRole('heading', { name: english('rescueText.ngoRestriction') })).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: 'The report you typed was not sent' })
  await expect(notice.getByText('It is kept on this phone.', { exact: false })).toBeVisible()
  await expect(notice.getByRole('link', { name: `Call the 24/7 hotline ${HELPLINE_PHONE}` })).toHaveAttribute(
    'href',
    `tel:${HELPLINE_TEL}`,
  )
  expect(await page.evaluate(() => readStore('outbox'))).toHaveLength(0)
  const drafts = (await page.evaluate(() => readStore('drafts'))) as { values: { description?: string } }[]
  expect(drafts.map((d) => d.values.description)).toEqual([description])
})

test('the back button: from /rescue to the form, filled to step 3 with a photo, Back to /rescue and forward again: the step, the values, the photo and "draft restored" are there', async ({
  page,
}) => {
  await page.goto('/rescue')
  await page.locator('#main').getByRole('link', { name: 'Report Rescue Case' }).first().click()
  await expect(page).toHaveURL(/\/rescue\/form$/)
  await firstTwoSteps(page, [31])
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Condition' })).toBeVisible()
  await page.getByLabel('Description').fill('Puppy limping near the bus stop')
  await expect
    .poll(async () =>
      ((await page.evaluate(() => readStore('drafts'))) as { step: number; values: { description?: string } }[]).map(
        (d) => [d.step, d.values.description],
      ),
    )
    .toEqual([[3, 'Puppy limping near the bus stop']])

  await page.goBack()
  await expect(page).toHaveURL(/\/rescue$/)
  await expect(page.getByRole('heading', { name: /Step \d of 4/ })).toHaveCount(0)
  await page.goForward()
  await expect(page).toHaveURL(/\/rescue\/form$/)
  await expect(page.getByText(english('rescueText.draftRestored'))).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Condition' })).toBeVisible()
  await expect(page.getByLabel('Description')).toHaveValue('Puppy limping near the bus stop')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Address')).toHaveValue('Under the Matunga flyover')
  await expect(page.getByLabel('Pincode')).toHaveValue('400019')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: 'Dog' })).toBeChecked()
  await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible()
})

test('the way back through sign-in, sign-up and sign-in again: signed in, the person is on the report form again', async ({
  page,
  request,
}) => {
  const me = await newReporter(request, 'Neha')
  await page.goto('/rescue/form')
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await page.getByRole('button', { name: 'Open menu' }).click()
  // The header's Sign Up keeps the way back as its Login does.
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/register?redirect=%2Frescue%2Fform',
  )
  await menu.getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Frescue%2Fform$/)
  await page.getByRole('link', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/register\?redirect=%2Frescue%2Fform$/)
  // On the sign-up page the header's links lead back to the form too, not to the sign-up page.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Frescue%2Fform')
  await page.getByRole('button', { name: 'Close menu' }).click()
  await page.locator('#main').getByRole('link', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Frescue%2Fform$/)
  await page.getByLabel('Email').fill(me.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/rescue\/form$/)
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
})

test('"Create account" on the sign-in page keeps the way back to the report form', async ({ page, request }) => {
  const email = `back-${Date.now()}@e2e.test`
  await page.goto('/login?redirect=%2Frescue%2Fform')
  await page.getByRole('link', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/register\?redirect=%2Frescue%2Fform$/)
  await page.getByLabel('First name').fill('Kavya')
  await page.getByLabel('Last name').fill('Iyer')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill(uniquePhone())
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/)
  await typeCode(page, await otpFor(request, email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/rescue\/form$/)
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
  await expect(page.getByText('No account needed to start', { exact: false })).toHaveCount(0)
})

/**
 * A new reporter signs in (the account's SMS key is kept on the phone), loses data, and saves
 * a report of `urgency` at a known position; a minute later the waiting sheet offers "Send by
 * SMS". Returns the link's message, checked against the format of docs/sms-reports.md.
 */
async function reportWaitingForSms(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  report: { urgency: 'Critical' | 'High'; description: string },
) {
  const me = await newReporter(request, 'Farah')
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 19.0178123, longitude: 72.8478456, accuracy: 14 })
  await page.clock.install()
  await signIn(page, me.email, undefined, '/rescue/form')
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(`paws-sms-key:${id}`), me.userId)).not.toBeNull()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('paws-sms-hotline'))).not.toBeNull()
  // The signal goes once the form is drawn: its code still on the way would never arrive.
  await expect(page.getByRole('radio', { name: 'Cow' })).toBeVisible()
  await goOffline(context)
  await fillReport(page, { animal: 'Cow', address: 'Gate 2, Dadar station (east)', ...report })
  const sheet = page.getByRole('dialog', { name: english('rescueText.savedOffline') })
  await expect(sheet.getByRole('link', { name: /Call the 24\/7/ })).toBeVisible()
  await expect(sheet.getByRole('link', { name: 'Send by SMS' })).toHaveCount(0)

  await page.clock.fastForward(61_000)
  const link = sheet.getByRole('link', { name: 'Send by SMS' })
  await expect(link).toBeVisible()
  const href = (await link.getAttribute('href')) ?? ''
  const text = decodeURIComponent(href.slice(href.indexOf('?body=') + 6))
  const [entry] = (await page.evaluate(() => readStore('outbox'))) as { id: string }[]
  expect(text.length).toBeLessThanOrEqual(160)
  expect(isGsm7(text)).toBe(true)
  const urgency = report.urgency.toLowerCase()
  expect(text).toMatch(
    new RegExp(
      `^MP1 ${me.userId} ${entry.id.replace(/-/g, '')} 19\\.01781,72\\.84785 cow ${urgency} [a-z2-7]{10} Gate 2, Dadar station \\(east\\)$`,
    ),
  )
  return { me, href, text }
}

/** The gateway posting an SMS the hotline received. */
function gatewayPosts(request: APIRequestContext, text: string) {
  return request.post('/api/sms/inbound', {
    headers: { authorization: `Bearer ${process.env.E2E_SMS_TOKEN}` },
    data: { from: '+919812345678', text, receivedAt: new Date().toISOString() },
  })
}

/** The phone's copy, sent when data returns: its outbox entry became this case. */
async function sentWhenOnline(page: Page, context: BrowserContext): Promise<number[]> {
  await goOnline(context)
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0)
  return ((await page.evaluate(() => readStore('sent'))) as { serverId: number }[]).map((s) => s.serverId)
}

test('a critical report waiting with no data offers "Send by SMS" after a minute; the SMS files the case and the later sync gives the same one', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const description = `Calf with a deep cut on the leg ${Date.now()}`
  // The hotline's SMS number is the admins' setting: a new one reaches the phone with the form.
  const hotline = `+9198${String(Date.now()).slice(-8)}`
  const admin = await apiLogin(request, DEMO.admin)
  const set = await request.put('/api/admin/settings/sms', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { number: hotline },
  })
  expect(set.status(), await set.text()).toBe(200)
  const { me, href, text } = await reportWaitingForSms(page, context, request, { urgency: 'Critical', description })
  expect(await page.evaluate(() => localStorage.getItem('paws-sms-hotline'))).toBe(hotline)
  expect(href.startsWith(`sms:${hotline}?body=`)).toBe(true)

  // The gateway receives the SMS and posts it: the case is filed under the report's id.
  const filed = await gatewayPosts(request, text)
  expect(filed.status(), await filed.text()).toBe(201)
  const { caseId } = (await filed.json()) as { caseId: number }

  // Data comes back: the phone's copy is the same case, with its full details.
  expect(await sentWhenOnline(page, context)).toEqual([caseId])
  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => [c.id, c.description])).toEqual([[caseId, description]])
})

test('a high report offers "Send by SMS" too; when the phone\'s copy is sent first, the SMS after it is refused as the same case (409), and the case is counted once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const description = `Cow with a rope cutting into its neck ${Date.now()}`
  const { me, text } = await reportWaitingForSms(page, context, request, { urgency: 'High', description })

  // Data returns before the SMS reaches the gateway: the phone's copy files the case.
  const sent = await sentWhenOnline(page, context)
  expect(sent).toHaveLength(1)
  const [caseId] = sent
  const late = await gatewayPosts(request, text)
  expect(late.status(), await late.text()).toBe(409)
  expect(await late.json()).toMatchObject({ message: `This report has already been filed: case #${caseId}` })

  // 0 duplicates: one case on the server, with the phone's details, and once in "My reports".
  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => [c.id, c.description])).toEqual([[caseId, description]])
  await page.goto('/dashboard?tab=rescue')
  const listed = page.getByRole('article', { name: /^Case #\d+/ })
  await expect(listed.first()).toBeVisible()
  await expect(listed).toHaveCount(1)
  await expect(page.getByRole('article', { name: new RegExp(`^Case #${caseId}:`) })).toBeVisible()
})

test("a forged SMS (the link's text altered on the way) is refused with a 403 and makes no case; the phone's copy still files it once", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const description = `Cow lying on the tracks ${Date.now()}`
  const { me, text } = await reportWaitingForSms(page, context, request, { urgency: 'Critical', description })
  // Someone moves the position a kilometre on the way: the signature no longer matches.
  const forged = text.replace(' 19.01781,', ' 19.02781,')
  expect(forged).not.toBe(text)
  const refused = await gatewayPosts(request, forged)
  expect(refused.status(), await refused.text()).toBe(403)
  expect(await refused.json()).toMatchObject({ message: 'The message is not signed by the account it names' })
  expect(await serverCases(request, me.accessToken)).toEqual([])

  const sent = await sentWhenOnline(page, context)
  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => [c.id, c.description])).toEqual([[sent[0], description]])
})

test('a photo forwarded to a second person is offered as "already reported: case #N" as soon as the position is known, and followed instead of doubled', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const photo = {
    name: 'IMG-20261126-WA0007.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(new URL('../../api/seed-photos/dog-02.jpg', import.meta.url)),
  }
  const first = await newReporter(request, 'Meera')
  const second = await newReporter(request, 'Rohan')
  await context.grantPermissions(['geolocation'])

  // The first person reports with the photo (its perceptual hash goes with the report).
  await context.setGeolocation({ latitude: 19.2312, longitude: 72.8567, accuracy: 10 })
  await signIn(page, first.email, undefined, '/rescue/form')
  await page.getByRole('radio', { name: 'Dog' }).check()
  await page.getByRole('radio', { name: /^High/ }).check()
  await page.locator('input[type=file]').setInputFiles([photo])
  await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Where exactly (address or landmark)').fill('Borivali station, west exit')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Description').fill('Dog with a wound on its back')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Submit Rescue Request' }).click()
  await expect(page.getByRole('dialog', { name: english('rescueText.submitted') })).toBeVisible({ timeout: 30_000 })
  const [firstCase] = await serverCases(request, first.accessToken)

  // The photo reaches a second person, who reports it too (following a case needs its
  // reporter near it: 100 m away here; the API's tests show the match from anywhere).
  await page.evaluate(() => localStorage.clear())
  await context.setGeolocation({ latitude: 19.2321, longitude: 72.8567, accuracy: 10 })
  await signIn(page, second.email, undefined, '/rescue/form')
  await page.getByRole('radio', { name: 'Dog' }).check()
  await page.getByRole('radio', { name: /^Critical/ }).check()
  await page.locator('input[type=file]').setInputFiles([photo])
  await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  const offer = page.getByRole('region', { name: 'Is this the same animal?' })
  await expect(offer.getByText(`This photo was already reported: case #${firstCase.id}`)).toBeVisible({
    timeout: 20_000,
  })
  await offer.getByRole('button', { name: `This is the same animal: follow case #${firstCase.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/rescue/${firstCase.id}$`))
  // Followed, not doubled.
  const mine = (await (
    await request.get('/api/rescues', { headers: { authorization: `Bearer ${second.accessToken}` } })
  ).json()) as { rescueRequests: { id: number; following?: boolean }[] }
  expect(mine.rescueRequests.map((r) => [r.id, r.following])).toEqual([[firstCase.id, true]])
})

test('photos shared to the app are received by the service worker with no signal, open a new report with them attached, and ask whether the person is with the animal', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await serviceWorkerReady(page)
  await goOffline(context)
  await shareToApp(page, [61, 62])
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo 2', exact: true })).toBeVisible()
  // In the report's draft on the phone; the share's own copy is gone, so a reload adds nothing.
  await expect
    .poll(async () => ((await page.evaluate(() => readStore('drafts'))) as { photos: unknown[] }[])[0]?.photos.length)
    .toBe(2)
  expect(await page.evaluate(() => readStore('shares'))).toHaveLength(0)
  // WhatsApp strips the photo's location: first, is the person with the animal? No: the place
  // is searched by locality or pincode in the region's table, and the phone's position is not taken.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 19.0178, longitude: 72.8478, accuracy: 10 })
  await page.getByRole('button', { name: 'No, it was seen elsewhere' }).click()
  await expect(page.getByText('Where was it seen? Type the locality or the pincode.')).toBeVisible()
  const place = page.getByLabel('Locality or pincode')
  await place.fill('matun')
  await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: 'Matunga, 400019' }).click()
  await expect(page.getByText('Place: Matunga, 400019')).toBeVisible()
  await expect(page.getByLabel('Address')).toHaveValue('Matunga')
  await place.fill('4000')
  await expect(page.getByRole('list', { name: 'Places found' }).getByRole('button')).toHaveCount(6)
  await place.fill('400019')
  await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: 'Matunga, 400019' }).click()
  await expect(page.getByText(/Location captured/)).toHaveCount(0)
  // Or a pin: the map opens on the place picked (no tiles offline: the pin is drawn anyway), and
  // a tap puts the animal's position there.
  await page.getByRole('button', { name: 'Put a pin on the map' }).click()
  const map = page.getByTestId('pin-map')
  await expect(map).toBeVisible()
  await map.click()
  await expect(page.getByTestId('pin-marker')).toBeVisible()
  const pinned = async () =>
    ((await page.evaluate(() => readStore('drafts'))) as { values: { lat: number | null; lng: number | null } }[])[0]
      ?.values
  await expect.poll(async () => (await pinned())?.lat ?? 0).toBeCloseTo(19.0269, 2)
  await expect.poll(async () => (await pinned())?.lng ?? 0).toBeCloseTo(72.8554, 2)
  // "Add more details" opens the full wizard on its place step, with the pincode picked.
  await page.getByRole('radio', { name: 'Dog' }).check()
  await page.getByRole('radio', { name: /^High/ }).check()
  await page.getByRole('button', { name: 'Add more details' }).click()
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Location' })).toBeVisible()
  // With the pin the position is known, so the pincode is optional; it is the one picked.
  await expect(page.getByLabel('Pincode (optional)')).toHaveValue('400019')

  // A reload reopens the draft with its two photos, not the share again.
  await page.reload()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('img', { name: 'Photo 2', exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo 3', exact: true })).toHaveCount(0)
})

test('share to a report queued on the phone, offline, in at most 5 taps (counted)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const me = await newReporter(request, 'Asha')
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 19.0178123, longitude: 72.8478456, accuracy: 12 })
  await signIn(page, me.email, undefined, '/')
  await serviceWorkerReady(page)
  await goOffline(context)
  await shareToApp(page, [71])

  // Every tap in the app from here on is counted (typing into a field counts the tap that
  // focuses it; the system share sheet's own taps are outside the app).
  let taps = 0
  const tap = async (target: Locator) => {
    taps += 1
    await target.click()
  }
  await tap(page.getByRole('button', { name: 'Yes, I am with it' }))
  await expect(page.getByText(/Location captured/)).toBeVisible()
  // The address starts as the nearest locality and the position.
  await expect(page.getByLabel('Where exactly (address or landmark)')).toHaveValue(/\(19\.01781, 72\.84785\)$/)
  await tap(page.getByRole('radio', { name: 'Dog' }))
  await tap(page.getByRole('radio', { name: /^Critical/ }))
  await tap(page.getByLabel('Description'))
  await page.keyboard.type('Dog hit by a bike, bleeding from the leg')
  await tap(page.getByRole('button', { name: 'Submit Rescue Request' }))
  await expect(page.getByRole('dialog', { name: english('rescueText.savedOffline') })).toBeVisible({ timeout: 20_000 })

  const outbox = (await page.evaluate(() => readStore('outbox'))) as {
    report: { animalType: string; urgency: string; description: string; location: { lat: number } }
    photos: unknown[]
  }[]
  expect(outbox.map((e) => [e.report.animalType, e.report.urgency, e.report.location.lat, e.photos.length])).toEqual([
    ['dog', 'critical', 19.0178123, 1],
  ])
  console.log(`taps from Share to a report queued on the phone: ${taps}`)
  expect(taps).toBeLessThanOrEqual(5)
})

test("a share while a report is begun opens a new report with the photos and the question, in the person's language; a HEIC and a too-large photo are named and left out; the report begun comes back; Start over asks before deleting photos", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const marathi = JSON.parse(readFileSync(new URL('../src/locales/mr.json', import.meta.url), 'utf8')) as Record<
    string,
    string
  >
  // A report begun on the phone (step 2, one photo and an address).
  await page.goto('/rescue/form')
  await serviceWorkerReady(page)
  await firstTwoSteps(page, [91])
  const drafts = async () =>
    (
      (await page.evaluate(() => readStore('drafts'))) as {
        key: string
        step: number
        photos: unknown[]
        values: { address?: string }
      }[]
    )
      .map((d) => [d.key.replace(/:aside:\d+$/, ':aside'), d.step, d.photos.length, d.values.address ?? ''])
      .sort()
  await expect.poll(drafts).toEqual([['rescue-report:visitor', 2, 1, 'Under the Matunga flyover']])

  // Shared from WhatsApp, the phone in Marathi: a photo, an iPhone's HEIC, a file too large.
  await page.locator('header select').selectOption('mr')
  await shareToApp(page, [
    { name: 'IMG-WA0001.png', mimeType: 'image/png', buffer: png(92) },
    { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: png(93) },
    { name: 'VID-big.jpg', mimeType: 'image/jpeg', size: 11 * 1024 * 1024 },
  ])
  await expect(page.getByText(marathi['bystander.withAnimalNow'])).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByText(marathi['bystander.sharedPhotoWrongType'].replace('{name}', 'IMG_0042.HEIC')),
  ).toBeVisible()
  await expect(
    page.getByText(marathi['bystander.sharedPhotoTooLarge'].replace('{name}', 'VID-big.jpg').replace('{mb}', '10')),
  ).toBeVisible()
  await expect(page.getByText(marathi['bystander.earlierReportAside'])).toBeVisible()
  await expect(page.getByRole('img', { name: marathi['photos.photoN'].replace('{n}', '1'), exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: marathi['photos.photoN'].replace('{n}', '2'), exact: true })).toHaveCount(
    0,
  )
  // A new report at step 1 with the one photo kept (compressed to JPEG); the one begun is aside, whole.
  await expect.poll(drafts).toEqual([
    ['rescue-report:visitor', 1, 1, ''],
    ['rescue-report:visitor:aside', 2, 1, 'Under the Matunga flyover'],
  ])
  const [kept] = ((await page.evaluate(() => readStore('drafts'))) as { key: string; photos: { type: string }[] }[])
    .filter((d) => d.key === 'rescue-report:visitor')
    .flatMap((d) => d.photos)
  expect(kept.type).toBe('image/jpeg')
  expect(await page.evaluate(() => readStore('shares'))).toHaveLength(0)

  // Back in English: the new report is restored; Start over says the photo goes, and asks.
  await page.locator('header select').selectOption('en')
  await expect(page.getByText(english('rescueText.draftRestored'))).toBeVisible()
  await page.getByRole('button', { name: 'Start over' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Start over?' })
  await expect(
    confirm.getByText('Photos in this report: 1. Starting over deletes them from the phone too.'),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Keep the report' }).click()
  await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Start over' }).click()
  await page
    .getByRole('alertdialog', { name: 'Start over?' })
    .getByRole('button', { name: 'Delete and start over' })
    .click()
  // The report begun before the share is back, as it was.
  await expect(page.getByText('The report you started before the shared photos is back.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Location' })).toBeVisible()
  await expect(page.getByLabel('Address')).toHaveValue('Under the Matunga flyover')
  await expect.poll(drafts).toEqual([['rescue-report:visitor', 2, 1, 'Under the Matunga flyover']])
})
