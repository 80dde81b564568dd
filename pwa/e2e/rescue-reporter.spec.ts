// The reporter's minute: from the Report button to a filed case in at most 10 taps
// and inputs (GPS granted, one photo); a second reporter 50 m away is offered the first case
// and follows it instead of filing a new one; offline, a critical report's sheet offers the
// hotline as a call, the reporter's list says it is offline, and a report sent once the
// network is back is announced by a toast on whatever screen is open.
import { english } from './support/english.ts'
import { HELPLINE_TEL } from '@paws/contracts'
import type { Page } from '@playwright/test'
import {
  expect,
  fillReport,
  goOffline,
  goOnline,
  newReporter,
  outboxCount,
  photoFiles,
  serviceWorkerReady,
  signIn,
  test,
} from './rescue-support.ts'

/** A point of its own for each run, so cases of other tests are never "nearby". */
function freshPoint() {
  return { latitude: 19.1 + Math.random() * 0.1, longitude: 72.83 + Math.random() * 0.05 }
}

/** Every tap and input the person makes goes through here, so the test can count them. */
function counter(page: Page) {
  let taps = 0
  return {
    get taps() {
      return taps
    },
    async click(name: string, role: 'button' | 'link' | 'radio' = 'button') {
      taps += 1
      const target = page.getByRole(role, { name, exact: role !== 'radio' }).first()
      if (role === 'radio') await target.check()
      else await target.click()
    },
    async fill(label: string, text: string) {
      taps += 1
      await page.getByLabel(label).fill(text)
    },
    async photo(seed: number) {
      taps += 1
      await page.locator('input[type=file]').setInputFiles(photoFiles([seed]))
      await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible()
    },
  }
}

test('with GPS and one photo, a report takes at most 10 taps and inputs from the Report button', async ({
  page,
  context,
  request,
}) => {
  const me = await newReporter(request)
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ ...freshPoint(), accuracy: 8 })
  await signIn(page, me.email, undefined, '/rescue')
  const person = counter(page)

  await person.click('Report Rescue Case', 'link')
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Animal' })).toBeVisible()
  await person.click('Dog', 'radio')
  await person.click('Critical', 'radio')
  await person.photo(31)
  await person.click('Next')
  await expect(page.getByText(/Location captured/)).toBeVisible()
  await expect(page.getByLabel('Pincode (optional)')).toBeVisible()
  await person.fill('Where exactly (address or landmark)', 'Under the flyover, by the bus stop')
  await person.click('Next')
  await person.fill('Description', 'Dog hit by a bike, cannot stand')
  await person.click('Next')
  await person.click('Submit Rescue Request')
  const done = page.getByRole('dialog', { name: english('rescueText.submitted') })
  await expect(done).toBeVisible({ timeout: 30_000 })
  expect(person.taps).toBeLessThanOrEqual(10)

  // The case has the coordinates and no pincode; the reporter's notifications say it arrived.
  const headers = { authorization: `Bearer ${me.accessToken}` }
  const list = await (await request.get('/api/rescues', { headers })).json()
  expect(list.rescueRequests).toHaveLength(1)
  expect(list.rescueRequests[0].location).toMatchObject({ pincode: null, accuracy: 8 })
  expect(list.rescueRequests[0].images).toHaveLength(1)
  const inbox = await (await request.get('/api/notifications', { headers })).json()
  expect(JSON.stringify(inbox)).toContain('We received your report')
})

test('a second reporter 50 m away is offered the first case as soon as the position is known, and follows it: no new case', async ({
  page,
  context,
  request,
}) => {
  // A passer-by's distance is measured from the case's approximate position (the centre of its
  // 0.001-degree cell) and rounded to 50 m; a case placed at a cell's centre reads its true distance.
  const cell = (degrees: number) => Number(((Math.floor(degrees / 0.001) + 0.5) * 0.001).toFixed(4))
  const point = freshPoint()
  const here = { latitude: cell(point.latitude), longitude: cell(point.longitude) }
  const first = await newReporter(request, 'Asha')
  const created = await request.post('/api/rescues', {
    headers: { authorization: `Bearer ${first.accessToken}` },
    data: {
      animalType: 'dog',
      urgency: 'high',
      description: 'Brown dog limping at the signal',
      location: { address: 'At the signal', city: 'Mumbai', lat: here.latitude, lng: here.longitude },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const firstCase = (await created.json()).id as number

  const second = await newReporter(request, 'Vikram')
  await context.grantPermissions(['geolocation'])
  // 50 m north: one degree of latitude is about 111 km.
  await context.setGeolocation({ latitude: here.latitude + 50 / 111_195, longitude: here.longitude, accuracy: 10 })
  await signIn(page, second.email, undefined, '/rescue/form')
  await page.getByRole('radio', { name: 'Dog' }).check()
  await page.getByRole('radio', { name: /^High/ }).check()
  await page.locator('input[type=file]').setInputFiles(photoFiles([41]))
  await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 2: the position is taken, and the offer comes at once (not at Submit).
  const offer = page.getByRole('region', { name: 'Is this the same animal?' })
  await expect(offer).toBeVisible({ timeout: 20_000 })
  await expect(offer.getByText(`Case #${firstCase}: Dog, 50 m away`)).toBeVisible()
  await offer.getByRole('button', { name: `This is the same animal: follow case #${firstCase}` }).click()

  await expect(page).toHaveURL(new RegExp(`/rescue/${firstCase}$`))
  await expect(page.getByText('You follow this case')).toBeVisible()
  await expect(page.getByText('Reported the same animal.')).toBeVisible()

  // No new case: the second reporter's list holds the first case, followed.
  const mine = await (
    await request.get('/api/rescues', { headers: { authorization: `Bearer ${second.accessToken}` } })
  ).json()
  expect(mine.rescueRequests.map((r: { id: number; following?: boolean }) => [r.id, r.following])).toEqual([
    [firstCase, true],
  ])
  const detail = await (
    await request.get(`/api/rescues/${firstCase}`, { headers: { authorization: `Bearer ${first.accessToken}` } })
  ).json()
  expect(detail.images).toHaveLength(1)
  await expect.poll(() => outboxCount(page)).toBe(0)
})

test('offline: the critical sheet offers the hotline call, the list says offline, the sent toast follows', async ({
  page,
  context,
  request,
}) => {
  const me = await newReporter(request)
  await signIn(page, me.email, undefined, '/rescue/form')
  await serviceWorkerReady(page)

  await goOffline(context)
  await fillReport(page, { urgency: 'Critical', description: 'Offline critical report', photos: [51] })
  const saved = page.getByRole('dialog', { name: english('rescueText.savedOffline') })
  await expect(saved).toBeVisible()
  // Said once: the title, not again in the text.
  await expect(saved.getByText('Saved on this phone')).toHaveCount(1)
  await expect(saved.getByRole('link', { name: /Call the 24\/7 hotline/ })).toHaveAttribute(
    'href',
    `tel:${HELPLINE_TEL}`,
  )
  await saved.getByRole('link', { name: 'View My Requests' }).click()

  await expect(page.getByRole('heading', { name: 'Waiting on this phone (1)' })).toBeVisible()
  await expect(page.getByText(english('rescueText.listOffline'))).toBeVisible()
  await expect(page.getByText('Loading your rescue requests...')).toHaveCount(0)

  // Another screen is open when the network comes back and the outbox sends the report.
  await page.getByRole('link', { name: 'Browse Animals' }).first().click()
  await goOnline(context)
  const toast = page.getByRole('status').filter({ hasText: /Your report was sent: Case #\d+/ })
  await expect(toast).toBeVisible({ timeout: 30_000 })
  const caseId = Number(/#(\d+)/.exec((await toast.textContent()) ?? '')?.[1])
  const mine = await (
    await request.get('/api/rescues', { headers: { authorization: `Bearer ${me.accessToken}` } })
  ).json()
  expect(mine.rescueRequests.map((r: { id: number }) => r.id)).toEqual([caseId])
})
