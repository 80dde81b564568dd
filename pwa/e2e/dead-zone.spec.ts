// The dead zone, signed out (docs/rules.md#offline-reports, docs/sms-reports.md#signed-out): on a
// phone that never opened the report form with signal, a person with no account and no signal
// files a report. It waits on the phone with the badge and the "Saved on this phone" sheet,
// "Send by SMS" (signed with the phone's claim code, kept since the app's first load) files the
// case, and when the signal returns the person is asked for an account; made, the report is sent
// and is the same case: one on the server. Elsewhere in the app, the notice asks for the account.
import { english } from './support/english.ts'
import { HELPLINE_PHONE, isGsm7 } from '@paws/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import { otpFor, uniquePhone } from './support/app.ts'
import {
  apiLogin,
  expect,
  fillReport,
  goOffline,
  goOnline,
  newReporter,
  outboxCount,
  PASSWORD,
  serverCases,
  serviceWorkerReady,
  test,
} from './rescue-support.ts'

/** The gateway posting an SMS the hotline received. */
function gatewayPosts(request: APIRequestContext, text: string) {
  return request.post('/api/sms/inbound', {
    headers: { authorization: `Bearer ${process.env.E2E_SMS_TOKEN}` },
    data: { from: `+9198${String(Date.now()).slice(-8)}`, text, receivedAt: new Date().toISOString() },
  })
}

/** The first load, with signal, of a page other than the form: what the SMS needs is kept by then. */
async function firstLoadElsewhere(page: Page) {
  await page.goto('/')
  await serviceWorkerReady(page)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('paws-sms-hotline'))).not.toBeNull()
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('paws-sms-claim') ?? 'null')?.code ?? null))
    .toMatch(/^[a-z2-7]{10}$/)
  return (await page.evaluate(() => JSON.parse(localStorage.getItem('paws-sms-claim') ?? '{}'))) as { code: string }
}

test('signed out with no signal, on a phone that never opened the form online: the badge, "Send by SMS", and once the account is made with the signal back, the report is sent, one case on the server', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const email = `deadzone-${Date.now()}@e2e.test`
  const description = `Dog hit by a truck, not moving ${Date.now()}`
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 19.0178123, longitude: 72.8478456, accuracy: 14 })
  await page.clock.install()
  const claim = await firstLoadElsewhere(page)

  // No signal: the form opens from the phone, and the report is filed for an account.
  await goOffline(context)
  await page.goto('/rescue/form')
  await fillReport(page, { animal: 'Dog', urgency: 'Critical', address: 'Gate 2, Dadar station (east)', description })
  const sheet = page.getByRole('dialog', { name: english('rescueText.savedOffline') })
  await expect(sheet.getByText('you will be asked to sign in or create an account')).toBeVisible()
  await expect(sheet.getByRole('link', { name: `Call the 24/7 hotline ${HELPLINE_PHONE}` })).toBeVisible()
  await expect(page.getByTestId('outbox-badge')).toHaveAccessibleName(/1 report waiting to be sent: sign in to send/)
  const [entry] = (await page.evaluate(() => readStore('outbox'))) as { id: string; userId: number }[]
  expect(entry.userId).toBe(0)
  expect(await page.evaluate(() => readStore('drafts'))).toHaveLength(0)

  // A minute on, "Send by SMS": the message names the phone's claim code.
  await expect(sheet.getByRole('link', { name: 'Send by SMS' })).toHaveCount(0)
  await page.clock.fastForward(61_000)
  const link = sheet.getByRole('link', { name: 'Send by SMS' })
  await expect(link).toBeVisible()
  const href = (await link.getAttribute('href')) ?? ''
  const text = decodeURIComponent(href.slice(href.indexOf('?body=') + 6))
  expect(text.length).toBeLessThanOrEqual(160)
  expect(isGsm7(text)).toBe(true)
  expect(text).toMatch(
    new RegExp(
      `^MP1 c${claim.code} ${entry.id.replace(/-/g, '')} 19\\.01781,72\\.84785 dog critical [a-z2-7]{10} Gate 2, Dadar station \\(east\\)$`,
    ),
  )
  await link.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
  await link.click()

  // The gateway receives it: the case is filed at once, with no account yet.
  const filed = await gatewayPosts(request, text)
  expect(filed.status(), await filed.text()).toBe(201)
  const { caseId } = (await filed.json()) as { caseId: number }

  // The signal returns: the person is asked for the account, makes it, and the report is sent.
  await goOnline(context)
  const ask = page.getByRole('dialog', { name: 'Sign in to send your report' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Create account' }).click()
  const signup = page.getByRole('dialog', { name: 'Create an account to send your report' })
  await signup.getByLabel('First name').fill('Salma')
  await signup.getByLabel('Last name').fill('Khan')
  await signup.getByLabel('Email').fill(email)
  await signup.getByLabel('Phone number').fill(uniquePhone())
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signup.getByRole('button', { name: 'Create Account' }).click()
  const verify = page.getByRole('dialog', { name: 'Verify your email' })
  await page.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await otpFor(request, email))
  await verify.getByRole('button', { name: 'Verify and send' }).click()
  await expect(page.getByRole('dialog', { name: english('rescueText.submitted') })).toBeVisible({ timeout: 30_000 })
  await expect(
    page.getByRole('dialog', { name: english('rescueText.submitted') }).getByText(`Case #${caseId}`, { exact: true }),
  ).toBeVisible()

  // Exactly once: the account's one case is the SMS's, with the phone's full details.
  const me = await apiLogin(request, email)
  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => [c.id, c.description])).toEqual([[caseId, description]])
  await expect.poll(() => outboxCount(page)).toBe(0)
  const sent = (await page.evaluate(() => readStore('sent'))) as { serverId: number }[]
  expect(sent.map((s) => s.serverId)).toEqual([caseId])
})

test('signed out, a report filed with no signal: elsewhere in the app the notice asks for the account when the signal returns, and signing in sends it once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const me = await newReporter(request, 'Vikram')
  const description = `Cat with a broken leg on a ledge ${Date.now()}`
  await firstLoadElsewhere(page)
  await goOffline(context)
  await page.goto('/rescue/form')
  await fillReport(page, { animal: 'Cat', urgency: 'Medium', description })
  const sheet = page.getByRole('dialog', { name: english('rescueText.savedOffline') })
  // Not urgent: no call or SMS first; the sheet says the account comes with the signal.
  await expect(sheet.getByText('you will be asked to sign in or create an account')).toBeVisible()
  await expect(sheet.getByRole('link', { name: 'Send by SMS' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/rescue$/)

  // The notice on another page, while there is no signal; a reload keeps it (the phone's store).
  await page.reload()
  const notice = page.getByRole('status').filter({ hasText: 'A report you made waits on this phone for an account.' })
  await expect(notice).toBeVisible()
  await expect(notice.getByText('Signing in needs signal')).toBeVisible()

  await goOnline(context)
  const ask = page.getByRole('dialog', { name: 'Sign in to send your report' })
  await expect(ask).toBeVisible()
  await ask.getByLabel('Email').fill(me.email)
  await ask.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await ask.getByRole('button', { name: 'Sign in and send' }).click()
  await expect(page.getByText(/Your report was sent: Case #\d+/)).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0)
  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => c.description)).toEqual([description])
  await expect(notice).toHaveCount(0)
})
