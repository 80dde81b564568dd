// NGO teams end to end: the demo NGO's coordinator invites a new person from the Team screen;
// the person opens the e-mailed link signed out, creates an account from there, enters the
// code, comes back to the link, joins, and works the NGO's cases with their own sign-in. Then
// on duty: with a granted position the header's "Go on duty" starts duty for 1 hour and one
// tap ends it.
import { expect, test } from '@playwright/test'
import { apiToken, DEMO, otpFor, signIn, uniqueEmail, uniquePhone, DEMO_PASSWORD } from './support/app.ts'

/** The invitation link the server e-mailed to `email` (the development mailbox). */
async function invitationLink(request: import('@playwright/test').APIRequestContext, email: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox', { params: { to: email } })
        const { messages } = (await response.json()) as { messages: { text: string }[] }
        link = messages[0]?.text.match(/https?:\/\/\S+\/join-ngo\?code=[\w-]+/)?.[0] ?? ''
        return link
      },
      { message: `an invitation e-mailed to ${email}` },
    )
    .not.toBe('')
  return link
}

test('a coordinator invites a member who signs up from the link and sees the NGO cases', async ({ page, request }) => {
  const token = await apiToken(request, DEMO.ngo)
  const cases = await request.get('/api/rescues', { headers: { authorization: `Bearer ${token}` } })
  const ngoCases = ((await cases.json()) as { rescueRequests: { id: number }[] }).rescueRequests
  expect(ngoCases.length).toBeGreaterThan(0)
  const caseId = ngoCases[0].id

  await signIn(page, DEMO.ngo)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { name: 'Your team' })).toBeVisible()
  const email = uniqueEmail('member')
  // A name of this run's own: the team keeps the members earlier runs on the same server added.
  const lastName = `Responder ${email.match(/member-(\w+)@/)?.[1]}`
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Role in the team').selectOption('responder')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  await expect(page.getByText(email, { exact: true })).toBeVisible()

  // The invited person, in a browser of their own, signed out.
  const context = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin })
  if (!context) throw new Error('no browser')
  const member = await context.newPage()
  const link = new URL(await invitationLink(request, email))
  await member.goto(`${link.pathname}${link.search}`)
  await expect(member.getByRole('heading', { name: "Join an NGO's team" })).toBeVisible()
  await member.getByRole('link', { name: 'Create account' }).click()
  await member.getByLabel('First name').fill('Ravi')
  await member.getByLabel('Last name').fill(lastName)
  await member.getByLabel('Email').fill(email)
  await member.getByLabel('Phone number').fill(uniquePhone())
  await member.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await member.getByRole('button', { name: 'Create Account' }).click()
  const code = await otpFor(request, email)
  await expect(member).toHaveURL(/\/verify-otp/)
  await member.getByLabel('Digit 1 of 6').click()
  await member.keyboard.type(code)
  await member.getByRole('button', { name: 'Verify' }).click()

  // Back at the link, signed in: join.
  await expect(member).toHaveURL(/\/join-ngo\?code=/)
  await expect(member.getByText(`You will join as ${email}.`)).toBeVisible()
  await member.getByRole('button', { name: 'Join the team' }).click()
  await expect(member).toHaveURL(/\/dashboard/)
  await member.goto(`/rescue/${caseId}`)
  await expect(member.getByRole('heading', { name: `Case #${caseId}` })).toBeVisible()

  // The coordinator sees the new member on the team.
  await page.reload()
  await expect(page.getByText(`Ravi ${lastName}`, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: `Remove Ravi ${lastName}` })).toBeVisible()
  await context.close()
})

test('an NGO member goes on duty for an hour with the phone position and ends it with one tap', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['geolocation'])
  await page.context().setGeolocation({ latitude: 19.119712, longitude: 72.846812, accuracy: 10 })
  await signIn(page, DEMO.ngo)
  await page.getByRole('button', { name: 'Go on duty' }).click()
  const sheet = page.getByRole('dialog', { name: 'Go on duty' })
  await sheet.getByLabel('1 hour').check()
  await sheet.getByLabel('Transport').check()
  await sheet.getByRole('button', { name: 'Start duty' }).click()
  const on = page.getByRole('button', { name: /On duty until .* Tap to end duty/ })
  await expect(on).toBeVisible()

  const token = await apiToken(request, DEMO.ngo)
  const duty = await (
    await request.get('/api/responders/me/duty', { headers: { authorization: `Bearer ${token}` } })
  ).json()
  expect(duty).toMatchObject({ onDuty: true, lat: 19.12, lng: 72.847, skills: ['transport'] })
  const hours = (new Date(duty.until).getTime() - Date.now()) / 3_600_000
  expect(hours).toBeGreaterThan(0.9)
  expect(hours).toBeLessThanOrEqual(1)

  await on.click()
  await expect(page.getByRole('button', { name: 'Go on duty' })).toBeVisible()
  const off = await (
    await request.get('/api/responders/me/duty', { headers: { authorization: `Bearer ${token}` } })
  ).json()
  expect(off).toMatchObject({ onDuty: false, lat: null })
})
