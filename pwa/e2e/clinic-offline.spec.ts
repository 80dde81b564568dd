// A clinic with no signal answers as the NGO's field workers do: "Admitted" with its own number
// is kept on the phone, the card says it is waiting to be sent, and once the signal is back it
// is sent once; the case's timeline dates the step when it was made, not when it arrived.
import { randomUUID } from 'node:crypto'
import {
  type Account,
  apiLogin,
  approvedClinic,
  caseWorkedBy,
  DEMO,
  expect,
  goOffline,
  goOnline,
  PASSWORD,
  signIn,
  test,
} from './rescue-support.ts'

const auth = (who: Account) => ({ authorization: `Bearer ${who.accessToken}` })
test('a clinic with no signal admits an animal: kept on the phone, sent once back online, dated when it was made', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const name = `Parel Night Clinic ${randomUUID().slice(0, 6)}`
  const clinic = await approvedClinic(request, name)
  const ngo = await apiLogin(request, DEMO.ngo)
  const id = await caseWorkedBy(request, ngo, 'Puppy with a deep cut on its paw', [
    { action: 'accept' },
    { action: 'progress' },
    { action: 'handover', clinicId: clinic.id },
  ])

  await signIn(page, clinic.email, PASSWORD, '/clinic')
  await expect(page.getByRole('heading', { name })).toBeVisible()
  const card = page.getByTestId('clinic-handover').filter({ hasText: `Case #${id}` })
  await expect(card).toContainText('On its way')

  // No signal: the answer stays on the phone and the card says so.
  await goOffline(page.context())
  const madeAt = Date.now()
  await card.getByLabel('Your number for this animal').fill('PNC-5521')
  await card.getByRole('button', { name: 'Admitted', exact: true }).click()
  await expect(page.getByText('No signal: your answer is kept on this phone')).toBeVisible()
  await expect(card.getByTestId('clinic-waiting')).toHaveText(
    'Waiting to send (no signal yet): Admitted (number PNC-5521)',
  )
  await expect(card.getByRole('button', { name: 'Could not take' })).toBeDisabled()
  // Offline, nothing can reach the server: it has no answer until the signal is back.
  const unsent = await request.get(`/api/rescues/${id}`, { headers: auth(ngo) })
  expect(
    ((await unsent.json()).history as { clinic?: { step: string } }[]).some((h) => h.clinic?.step === 'admitted'),
  ).toBe(false)

  // The signal is back: sent once, the card shows the clinic's answer, the outbox is empty.
  const backAt = Date.now()
  await goOnline(page.context())
  await expect(card.getByTestId('clinic-waiting')).toHaveCount(0)
  await expect(card).toContainText('Admitted (number PNC-5521)')
  const read = await request.get(`/api/rescues/${id}`, { headers: auth(ngo) })
  const admitted = (
    (await read.json()).history as { at: string; occurredAt?: string; clinic?: { step: string; ref: string | null } }[]
  ).filter((h) => h.clinic?.step === 'admitted')
  expect(admitted).toHaveLength(1)
  expect(admitted[0]!.clinic!.ref).toBe('PNC-5521')
  // Dated when the clinic tapped Admitted, not when it reached the server.
  const occurred = Date.parse(admitted[0]!.occurredAt!)
  expect(occurred).toBeGreaterThanOrEqual(madeAt - 1_000)
  expect(occurred).toBeLessThan(backAt)
  expect(Date.parse(admitted[0]!.at)).toBeGreaterThanOrEqual(backAt - 1_000)
})
