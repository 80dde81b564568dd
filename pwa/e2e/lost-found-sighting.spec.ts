// "I saw this one" on a lost post (docs/rules.md#lost-and-found), in a real Chromium at 390 px:
// the sighting needs a place and a time that is not ahead of now (the post form's own rules),
// says which is missing above its buttons before anything is sent, and once sent the owner's
// post lists it and the server holds it with the passer-by's words.
import { expect, test } from '@playwright/test'
import { IDB_HELPERS, newReporter, signIn } from './rescue-support.ts'

/** Near Mahim station; the position the passer-by's phone gives. */
const HERE = { lat: 19.0411, lng: 72.8407 }
/** A time `hours` from now as a datetime-local field takes it, in India time (the browser's zone). */
const indiaLocal = (hours: number) => new Date(Date.now() + (hours + 5.5) * 3_600_000).toISOString().slice(0, 16)

test('a sighting asks for the place and a time not ahead of now, then reaches the lost post', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const owner = await newReporter(request, 'Kavya')
  const passerBy = await newReporter(request, 'Imran')
  const posted = await request.post('/api/lost-found/posts', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {
      kind: 'lost',
      species: 'cat',
      sex: 'male',
      colours: ['grey'],
      name: 'Mishti',
      lat: HERE.lat + 0.002,
      lng: HERE.lng,
      seenAt: new Date(Date.now() - 2 * 24 * 3_600_000).toISOString(),
    },
  })
  expect(posted.status(), await posted.text()).toBeLessThan(300)
  const lostId = ((await posted.json()) as { id: number }).id

  const context = await browser.newContext({
    geolocation: { latitude: HERE.lat, longitude: HERE.lng },
    permissions: ['geolocation'],
  })
  await context.addInitScript(IDB_HELPERS)
  const page = await context.newPage()
  await signIn(page, passerBy.email, undefined, `/lost-found/${lostId}`)
  await page.getByRole('button', { name: 'I saw this one' }).click()
  const dialog = page.getByRole('dialog', { name: 'I saw this one' })
  const send = dialog.getByRole('button', { name: 'Send' })

  // No place yet.
  await send.click()
  await expect(dialog).toContainText('Give the place: your phone')
  await dialog.getByRole('button', { name: 'Use my current location' }).click()
  await expect(dialog).toContainText('Position: 19.04110, 72.84070')

  // A time ahead of now.
  await dialog.getByLabel('When you saw it').fill(indiaLocal(24))
  await send.click()
  await expect(dialog).toContainText('The time cannot be in the future.')

  const words = 'Grey cat under a parked taxi by the fish market'
  await dialog.getByLabel('When you saw it').fill(indiaLocal(-2))
  await dialog.getByLabel('What you saw').fill(words)
  await send.click()
  await expect(page.getByText('Thank you: the owner is told.')).toBeVisible()
  await expect(dialog).toBeHidden()

  const list = await request.get('/api/lost-found/posts', { params: { kind: 'sighting', limit: 100 } })
  expect(list.status(), await list.text()).toBe(200)
  const { posts } = (await list.json()) as { posts: { lostPostId: number | null; description: string | null }[] }
  expect(posts.filter((p) => p.lostPostId === lostId).map((p) => p.description)).toEqual([words])
  await context.close()
})
