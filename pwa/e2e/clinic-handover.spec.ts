// The hand-over to a clinic, each side in its own browser: a clinic approved and accepting
// emergencies with its free places; the NGO's responder on a case chooses "Take to a clinic", sees the clinic nearest
// first with its free places and a Call button and takes the animal there; the clinic sees the
// animal coming and answers "Admitted" with its own number; the responder reads "admitted" on
// the case and has been told. The clinic's news and the NGO's completion with a proof photo
// follow; the reporter, in Marathi, sees the photo, the clinic's steps and the outcome, and is
// not asked whether the animal is still there (it is at the clinic).
import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext } from '@playwright/test'
import { signIn as signInPlain } from './support/app.ts'
import {
  type Account,
  apiLogin,
  approvedClinic,
  BASE_URL,
  caseWorkedBy,
  DEMO,
  expect,
  PASSWORD,
  png,
  signIn,
  test,
} from './rescue-support.ts'

const auth = (who: Account) => ({ authorization: `Bearer ${who.accessToken}` })
function context(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  })
}

test('the NGO hands an animal to a clinic, the clinic admits it in its own browser, the responder sees "admitted"', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const clinicName = `Parel Vet Care ${randomUUID().slice(0, 6)}`
  // A clinic in Parel, approved and accepting emergencies with 2 places free for dogs (its
  // sign-up, the desk's approval and the clinic's availability are walked in
  // clinic-signup-map.spec.ts and clinic-landing.spec.ts), signed in on its own phone.
  const { email } = await approvedClinic(request, clinicName)
  const clinicContext = await context(browser)
  const clinic = await clinicContext.newPage()
  await signInPlain(clinic, email, PASSWORD, '/clinic')
  await expect(clinic.getByRole('heading', { name: clinicName })).toBeVisible()
  await expect(clinic.getByTestId('clinic-accepting')).toContainText('Accepting emergencies until')

  // The NGO's responder, on the case, takes the animal to the nearest clinic accepting now.
  const ngo = await apiLogin(request, DEMO.ngo)
  const id = await caseWorkedBy(request, ngo, 'Dog hit by a taxi, back leg bleeding', [
    { action: 'accept' },
    { action: 'progress' },
  ])
  await signIn(page, DEMO.ngo, undefined, `/rescue/${id}`)
  await page.getByRole('button', { name: 'Take to a clinic' }).click()
  const dialog = page.getByRole('dialog', { name: 'Take to a clinic' })
  const offered = dialog.getByTestId('nearby-clinic').filter({ hasText: clinicName })
  await expect(offered).toContainText('Free places for Dog: 2')
  await expect(offered).toContainText('Open 24 hours')
  await expect(offered.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\d{10}$/)
  await offered.getByRole('button', { name: 'Take here' }).click()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByTestId('clinic-step').last()).toHaveText(`Being taken to ${clinicName}`)
  await expect(page.getByTestId('field-status')).toContainText('Rescued')

  // The clinic sees the animal coming and admits it under its own number.
  await clinic.reload()
  const coming = clinic.getByTestId('clinic-handover').filter({ hasText: `Case #${id}` })
  await expect(coming).toContainText('On its way')
  await expect(coming).toContainText('Dog hit by a taxi')
  // A clinic reads the area, never the reporter's typed address.
  await expect(coming).not.toContainText('Parel bus depot')
  await coming.getByLabel('Your number for this animal').fill('PVC-0427')
  await coming.getByRole('button', { name: 'Admitted' }).click()
  await expect(coming).toContainText('Admitted (number PVC-0427)')
  await expect(clinic.getByRole('spinbutton', { name: 'Dog' })).toHaveValue('1')

  // The responder was told at once, and reads it on the case.
  const told = await request.get('/api/notifications', { headers: auth(ngo) })
  expect(JSON.stringify(await told.json())).toContain(`${clinicName} admitted the animal`)
  await page.reload()
  await expect(history.getByTestId('clinic-step').last()).toHaveText(`Admitted at ${clinicName} (number PVC-0427)`)

  // Its news: under treatment, which the case shows too.
  await coming.getByRole('button', { name: 'Under treatment' }).click()
  await expect(coming.getByRole('button', { name: 'Under treatment' })).toBeDisabled()
  await page.reload()
  await expect(history.getByTestId('clinic-step').last()).toHaveText(`${clinicName}: Under treatment`)
  await clinicContext.close()

  // The NGO completes the case (admitted for treatment) with a proof photo.
  const key = randomUUID()
  const done = await request.post(`/api/rescues/${id}/actions`, {
    headers: { ...auth(ngo), 'idempotency-key': key },
    data: { action: 'completed', outcome: 'admitted' },
  })
  expect(done.status(), await done.text()).toBe(201)
  const photo = await request.post(`/api/rescues/${id}/actions/${key}/photos`, {
    headers: auth(ngo),
    multipart: {
      images: { name: 'proof.png', mimeType: 'image/png', buffer: png(7, 320, 240) },
      photoIds: JSON.stringify([`proof-${randomUUID()}`]),
    },
  })
  expect(photo.status(), await photo.text()).toBe(200)

  // The reporter, in Marathi, sees the proof photo, the clinic's steps and the outcome, and is
  // not asked whether the animal is still there: the clinic admitted it.
  const reporter = await apiLogin(request, DEMO.adopter)
  expect((await request.put('/api/users/locale', { headers: auth(reporter), data: { locale: 'mr' } })).ok()).toBe(true)
  const reporterContext = await context(browser)
  const street = await reporterContext.newPage()
  // Signed in on the English login page, then the app in Marathi, the account's language.
  await signInPlain(street, DEMO.adopter, 'Demo@1234', '/')
  await street.evaluate(() => localStorage.setItem('paws.locale', 'mr'))
  await street.goto(`/rescue/${id}`)
  const itihas = street.getByRole('region', { name: 'इतिहास' })
  await expect(itihas.getByTestId('clinic-step').filter({ hasText: `${clinicName} मध्ये दाखल` })).toHaveCount(1)
  // The clinic's own number is for the NGO and the admins, not the reporter.
  await expect(itihas).not.toContainText('PVC-0427')
  await expect(itihas.getByTestId('clinic-step').last()).toHaveText(`${clinicName}: उपचार सुरू आहेत`)
  const proof = itihas.getByRole('img').last()
  await expect(proof).toBeVisible()
  // The thumbnails load lazily: on screen, the photo arrives.
  await proof.scrollIntoViewIfNeeded()
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(street.getByRole('region', { name: 'प्राण्याचे पुढे काय झाले' })).toContainText('उपचारासाठी दाखल केले')
  await expect(street.getByRole('region', { name: 'प्राण्याला मदत मिळाली का?' })).toHaveCount(0)
  await expect(street.getByRole('button', { name: 'नाही, अजून तिथेच आहे' })).toHaveCount(0)
  await reporterContext.close()
  // The demo reporter reads English again in the rest of the suite.
  expect((await request.put('/api/users/locale', { headers: auth(reporter), data: { locale: 'en' } })).ok()).toBe(true)
})
