// The responder's answers that need words first (docs/rules.md#dispatch), in a real Chromium at
// 390 px: "Can't" is sent only with a reason chosen, "Looks false" only with the responder's own
// words, each from its dialog; quiet hours are saved for the member, and a span that ends when
// it starts is refused before anything is sent. The server is asked what it kept.
import { type APIRequestContext, expect, test } from '@playwright/test'
import { apiLogin, DEMO, IDB_HELPERS, newReporter, newResponder, signIn } from './rescue-support.ts'

/** A place in Tardeo no other spec puts anyone on duty near. */
const HERE = { lat: 18.9702, lng: 72.8127 }
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function criticalCase(request: APIRequestContext, token: string, address: string): Promise<number> {
  const made = await request.post('/api/rescues', {
    headers: bearer(token),
    data: {
      animalType: 'dog',
      urgency: 'critical',
      description: 'Answers e2e: a dog hit by a taxi, not getting up',
      location: { address, city: 'Mumbai', pincode: '400034', lat: HERE.lat + 0.001, lng: HERE.lng },
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  return ((await made.json()) as { id: number }).id
}

/** This responder's offer of the case as the admins' ring view reads it: its state and reason. */
async function answerOf(request: APIRequestContext, admin: string, id: number, userId: number) {
  const res = await request.get(`/api/admin/rescues/${id}/ring`, { headers: bearer(admin) })
  expect(res.status(), await res.text()).toBe(200)
  const { offers } = (await res.json()) as { offers: { userId: number; state: string; reason: string | null }[] }
  const offer = offers.find((o) => o.userId === userId)
  return offer ? `${offer.state}:${offer.reason ?? ''}` : null
}

test('"Can\'t" needs a reason and "Looks false" words before they are sent; quiet hours that end when they start are refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const me = await newResponder(request, 'answers', HERE)
  const admin = (await apiLogin(request, DEMO.admin)).accessToken
  // Two reporters: a new account's second report of the day would wait for the desk's review.
  const first = await criticalCase(request, (await newReporter(request)).accessToken, 'Tardeo Road')
  const second = await criticalCase(request, (await newReporter(request, 'Sam')).accessToken, 'Arthur Road')
  await expect.poll(() => answerOf(request, admin, first, me.userId)).toBe('open:')
  await expect.poll(() => answerOf(request, admin, second, me.userId)).toBe('open:')

  // The phone: its position granted (the Respond page measures from it).
  const context = await browser.newContext({
    geolocation: { latitude: HERE.lat, longitude: HERE.lng },
    permissions: ['geolocation'],
  })
  await context.addInitScript(IDB_HELPERS)
  const page = await context.newPage()
  await signIn(page, me.email, undefined, '/respond')
  const card = (id: number) => page.locator(`[data-testid="open-case"][data-case="${id}"]`)

  // Can't: Send waits for a reason.
  await card(first).getByRole('button', { name: "Can't" }).click()
  const cant = page.getByRole('dialog', { name: `Can't take case #${first}` })
  await expect(cant.getByRole('button', { name: 'Send' })).toBeDisabled()
  await cant.getByRole('radio', { name: 'No transport' }).check()
  await cant.getByRole('button', { name: 'Send' }).click()
  await expect(cant).toBeHidden()
  await expect.poll(() => answerOf(request, admin, first, me.userId)).toBe('cant:no_transport')

  // Looks false: Send waits for words (spaces are none).
  await card(second).getByRole('button', { name: 'Looks false' }).click()
  const doubt = page.getByRole('dialog', { name: `Does case #${second} look false?` })
  const words = doubt.getByRole('textbox', { name: 'What makes the report look false?' })
  await words.fill('   ')
  await expect(doubt.getByRole('button', { name: 'Send' })).toBeDisabled()
  await words.fill('The photo is from a news site, years old')
  await doubt.getByRole('button', { name: 'Send' }).click()
  await expect(doubt).toBeHidden()
  await expect.poll(() => answerOf(request, admin, second, me.userId)).toBe('cant:looks_false')

  // Quiet hours: saved for the member; a span that ends when it starts cannot be saved.
  const quiet = page.getByRole('region', { name: 'Quiet hours' })
  await quiet.getByLabel('From').fill('23:00')
  await quiet.getByLabel('To').fill('06:00')
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click()
  await expect(quiet.getByTestId('quiet-now')).toHaveText(
    'No case is offered to you from 23:00 to 06:00 (India time), on duty or not.',
  )
  const duty = await request.get('/api/responders/me/duty', { headers: bearer(me.accessToken) })
  expect(((await duty.json()) as { quietHours: unknown }).quietHours).toEqual({ from: '23:00', to: '06:00' })
  await quiet.getByLabel('To').fill('23:00')
  await expect(quiet.getByText('Quiet hours must start and end at different times.')).toBeVisible()
  await expect(quiet.getByRole('button', { name: 'Save quiet hours' })).toBeDisabled()
  await context.close()
})
