// A clinic's own page (docs/rules.md#clinics): signed in with no page asked for, a clinic lands
// on /clinic, with the animals handed to it first (those on their way at the top); "Admitted" says
// it needs the clinic's number; "Could not take" and "Died" ask once. The NGO completing the case
// of an animal the clinic admitted is not asked again what became of it.
import { randomUUID } from 'node:crypto'
import { apiLogin, approvedClinic, caseWorkedBy, DEMO, expect, PASSWORD, signIn, test } from './rescue-support.ts'

test('a clinic lands on its page, animals coming first; "Admitted" says what it needs; "Could not take" and "Died" ask once; completing the admitted case takes the clinic\'s outcome', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const name = `Sion Animal Clinic ${randomUUID().slice(0, 6)}`
  const clinic = await approvedClinic(request, name)
  const ngo = await apiLogin(request, DEMO.ngo)
  const toRefuse = await caseWorkedBy(request, ngo, 'Dog with a swollen eye', [
    { action: 'accept' },
    { action: 'progress' },
    { action: 'handover', clinicId: clinic.id },
  ])
  const toAdmit = await caseWorkedBy(request, ngo, 'Dog hit by a rickshaw, cannot stand', [
    { action: 'accept' },
    { action: 'progress' },
    { action: 'handover', clinicId: clinic.id },
  ])

  // Signed in from the sign-in page with nowhere asked for: the clinic's own page.
  await page.goto('/login')
  await page.getByLabel('Email').fill(clinic.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/clinic$/)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  // The animals come first, above whether it accepts emergencies.
  const coming = page.getByRole('heading', { name: 'Animals coming' })
  const accepting = page.getByRole('checkbox', { name: 'Accepting emergencies now' })
  const y = async (l: typeof coming) => (await l.boundingBox())?.y ?? Number.NaN
  expect(await y(coming)).toBeLessThan(await y(accepting))

  // "Admitted" needs the clinic's own number, and says so.
  const admit = page.getByTestId('clinic-handover').filter({ hasText: `Case #${toAdmit}` })
  const need = admit.getByText('To admit it, type your own number for this animal first.')
  await expect(need).toBeVisible()
  await expect(admit.getByRole('button', { name: 'Admitted', exact: true })).toBeDisabled()
  await admit.getByLabel('Your number for this animal').fill('SAC-0911')
  await expect(need).toHaveCount(0)
  await admit.getByRole('button', { name: 'Admitted', exact: true }).click()
  await expect(admit).toContainText('Admitted (number SAC-0911)')

  // "Could not take" asks once: kept back, nothing is sent; confirmed, it is.
  const refuse = page.getByTestId('clinic-handover').filter({ hasText: `Case #${toRefuse}` })
  await refuse.getByRole('button', { name: 'Could not take' }).click()
  const ask = page.getByRole('alertdialog', { name: 'You cannot take this animal?' })
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toHaveCount(0)
  await expect(refuse).toContainText('On its way')
  await refuse.getByRole('button', { name: 'Could not take' }).click()
  await page
    .getByRole('alertdialog', { name: 'You cannot take this animal?' })
    .getByRole('button', { name: 'Could not take' })
    .click()
  await expect(refuse.getByText('Could not take', { exact: true })).toBeVisible()

  // "Died" asks once too.
  await admit.getByRole('button', { name: 'Died' }).click()
  await page
    .getByRole('alertdialog', { name: 'The animal died?' })
    .getByRole('button', { name: 'Yes, it died' })
    .click()
  await expect(admit.getByRole('button', { name: 'Died' })).toBeDisabled()
  const read = async () =>
    (await (
      await request.get(`/api/rescues/${toAdmit}`, { headers: { authorization: `Bearer ${ngo.accessToken}` } })
    ).json()) as {
      status: string
      outcome?: { kind: string; place: string | null }
      history: { clinic?: { step: string; animalState: string | null } }[]
    }
  await expect
    .poll(async () => (await read()).history.at(-1)?.clinic)
    .toMatchObject({ step: 'update', animalState: 'died' })

  // The NGO completes the case: the app knows what became of the animal, and does not ask.
  await page.evaluate(() => localStorage.clear())
  await signIn(page, DEMO.ngo, undefined, `/rescue/${toAdmit}`)
  await page.getByTestId('field-action-bar').getByRole('button', { name: 'Mark as Completed' }).click()
  const done = page.getByRole('dialog', { name: 'Mark as Completed' })
  await expect(done.getByTestId('known-outcome')).toHaveText(
    `What became of the animal: Died, at ${name}, as the clinic said.`,
  )
  await expect(done.getByLabel('What became of the animal')).toHaveCount(0)
  await done.getByRole('button', { name: 'Mark as Completed' }).click()
  await expect.poll(async () => (await read()).status).toBe('completed')
  expect((await read()).outcome).toEqual({ kind: 'died', place: name })
})
