// Proof the reporter sees: the photo an NGO sends with a step shows on the case's timeline as
// a thumbnail that opens full size in a dialog, and "Rescue completed" opens the case at it.
import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { apiLogin, DEMO, expect, newReporter, png, signIn, test, type Account } from './rescue-support.ts'

const auth = (who: Account) => ({ authorization: `Bearer ${who.accessToken}` })

/** One NGO step through the field API, with one proof photo when `seed` is given. */
async function step(request: APIRequestContext, ngo: Account, id: number, action: string, seed?: number) {
  const key = randomUUID()
  const res = await request.post(`/api/rescues/${id}/actions`, {
    headers: { ...auth(ngo), 'idempotency-key': key },
    data: action === 'completed' ? { action, outcome: 'released_after_treatment' } : { action },
  })
  expect(res.status(), await res.text()).toBe(201)
  if (seed === undefined) return
  const photo = await request.post(`/api/rescues/${id}/actions/${key}/photos`, {
    headers: auth(ngo),
    multipart: {
      images: { name: `proof-${seed}.png`, mimeType: 'image/png', buffer: png(seed, 320, 240) },
      photoIds: JSON.stringify([`proof-${seed}-${randomUUID()}`]),
    },
  })
  expect(photo.status(), await photo.text()).toBe(200)
}

test('the reporter opens "Rescue completed" at the NGO\'s proof photo and enlarges it', async ({ page, request }) => {
  const reporter = await newReporter(request)
  const created = await request.post('/api/rescues', {
    headers: auth(reporter),
    data: {
      animalType: 'dog',
      urgency: 'high',
      description: 'Dog limping by the fish market',
      location: { address: 'Sassoon Dock', city: 'Mumbai', pincode: '400005' },
    },
  })
  expect(created.status()).toBe(201)
  const id: number = (await created.json()).id
  const admin = await apiLogin(request, DEMO.admin)
  const ngo = await apiLogin(request, DEMO.ngo)
  const profile = await (await request.get('/api/users/profile', { headers: auth(ngo) })).json()
  const assigned = await request.put(`/api/rescues/${id}`, {
    headers: auth(admin),
    data: { ngoId: profile.ngoStatus.id },
  })
  expect(assigned.status(), await assigned.text()).toBe(200)
  await step(request, ngo, id, 'accept')
  await step(request, ngo, id, 'progress')
  await step(request, ngo, id, 'rescued', 41)
  await step(request, ngo, id, 'completed', 42)

  await signIn(page, reporter.email, undefined, '/notifications')
  await page.getByRole('link', { name: 'Rescue completed' }).click()
  await expect(page).toHaveURL(new RegExp(`/rescue/${id}#proof$`))
  const history = page.getByRole('region', { name: 'History' })
  const completedStep = history.getByRole('list', { name: 'Photos of the step Rescued → Completed' })
  await expect(completedStep).toBeInViewport()
  await expect(history.getByRole('button', { name: 'Enlarge photo 1 of the step In Progress → Rescued' })).toBeVisible()
  const thumb = completedStep.getByRole('button', { name: 'Enlarge photo 1 of the step Rescued → Completed' })
  await expect(thumb.getByRole('img')).toBeVisible()

  await thumb.click()
  const dialog = page.getByRole('dialog', { name: 'Rescued → Completed' })
  const large = dialog.getByRole('img', { name: 'Photo 1 of the step Rescued → Completed' })
  await expect(large).toBeVisible()
  // The full-size photo, not the thumbnail: it is the 320 x 240 the NGO sent.
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(thumb).toBeFocused()
  // The reporter reads what became of the animal.
  await expect(page.getByRole('region', { name: 'What became of the animal' })).toContainText(
    'Released back after treatment',
  )
})
