// The responder's side of dispatch in a real Chromium at 390 px: two members of the demo NGO,
// each in their own browser and on duty near a critical case filed by an adopter, get the offer
// as a push through the service worker (delivered with DevTools' ServiceWorker.deliverPushMessage,
// TOOLCHAIN.md "Web push without the internet", with the payload the server sends); one accepts
// from the notification's Accept, the other's Respond page then reads "Taken by <NGO>". The
// "near me" list shows a case without its address; an accept made with no signal and refused on
// arrival says who has the case and to call the hotline, and the case opens as it now is.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import {
  apiLogin,
  BASE_URL,
  DEMO,
  IDB_HELPERS,
  newReporter,
  newResponder,
  serviceWorkerReady,
  signIn,
} from './rescue-support.ts'

interface WorkerScope {
  registration: {
    getNotifications(): Promise<(Notification & { actions: { action: string; title: string }[] })[]>
  }
  dispatchEvent(event: Event): boolean
}
declare const self: WorkerScope
declare const NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event

/** A place in Worli no other spec puts anyone on duty near. */
const HERE = { lat: 19.0176, lng: 72.8162 }
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function fileCase(request: APIRequestContext, token: string, urgency: string, address: string) {
  const made = await request.post('/api/rescues', {
    headers: bearer(token),
    data: {
      animalType: 'dog',
      urgency,
      description: `Respond e2e: ${urgency} dog hit by a scooter`,
      location: { address, city: 'Mumbai', pincode: '400018', lat: HERE.lat + 0.001, lng: HERE.lng },
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  return (await made.json()) as { id: number }
}

/** A responder's browser: its own context, the phone's position granted, notifications allowed. */
async function phone(browser: import('@playwright/test').Browser, email: string) {
  const context = await browser.newContext({
    geolocation: { latitude: HERE.lat, longitude: HERE.lng },
    permissions: ['geolocation', 'notifications'],
  })
  await context.addInitScript(IDB_HELPERS)
  const page = await context.newPage()
  await signIn(page, email, undefined, '/respond')
  await serviceWorkerReady(page)
  return { context, page }
}

/** Delivers a push to the context's service worker as the push service would. */
async function deliverPush(context: BrowserContext, page: Page, payload: Record<string, unknown>) {
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL.startsWith(BASE_URL))
      if (mine && !mine.isDeleted) resolve(mine.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId: await registration,
    data: JSON.stringify(payload),
  })
}

const notificationsOf = async (context: BrowserContext) => {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  return worker.evaluate(async () =>
    (await self.registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: n.actions.map((a) => a.title),
    })),
  )
}

test('an offer reaches two responders as a push; one accepts from the notification, the other reads "Taken by"', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const first = await newResponder(request, 'resp-a', HERE)
  const second = await newResponder(request, 'resp-b', HERE)
  const a = await phone(browser, first.email)
  const b = await phone(browser, second.email)
  const reporter = await newReporter(request)
  const rescue = await fileCase(request, reporter.accessToken, 'critical', 'Flat 4, Sea Face Road')
  const admin = await apiLogin(request, DEMO.admin)

  // The ring offered it to both at once; the push carries what the server sends.
  for (const who of [first, second]) {
    const offers = await request.get('/api/rescues/offers', { headers: bearer(who.accessToken) })
    const list = (await offers.json()).offers as { state: string; rescue: { id: number } }[]
    expect(list.find((o) => o.rescue.id === rescue.id)?.state).toBe('open')
  }
  const offer = {
    title: 'Critical case near you',
    body: `Case #${rescue.id}: Dog, critical, about 100 m away`,
    url: `/respond/${rescue.id}`,
    type: 'rescue',
    tag: `offer-${rescue.id}`,
    offerCaseId: rescue.id,
    actions: { accept: 'Accept', view: 'View', cant: "Can't" },
  }
  for (const p of [a, b]) {
    await deliverPush(p.context, p.page, offer)
    await expect
      .poll(() => notificationsOf(p.context))
      .toEqual([{ title: offer.title, body: offer.body, tag: offer.tag, actions: ['Accept', "Can't"] }])
  }

  // A presses Accept on the notification: the same event the browser sends for the button.
  const workerA = a.context.serviceWorkers()[0] ?? (await a.context.waitForEvent('serviceworker'))
  await workerA.evaluate(async () => {
    const [notification] = await self.registration.getNotifications()
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification, action: 'accept' }))
  })
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/rescues/${rescue.id}`, { headers: bearer(admin.accessToken) })
        const body = (await res.json()) as { status: string; assignedVolunteer: { id?: number } | null }
        return body.status
      },
      { timeout: 20_000 },
    )
    .toBe('accepted')

  // B's offer now reads "Taken by <NGO>", with the hotline for whoever is already on the way.
  await b.page.goto(`${BASE_URL}/respond/${rescue.id}`)
  await expect(b.page.getByTestId('taken-by')).toHaveText(/^Taken by .+/)
  const offerCard = b.page.getByTestId('open-case')
  await expect(offerCard.getByRole('link', { name: '+91 22 4000 1234' })).toBeVisible()
  await expect(offerCard.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  // And the "Taken" push replaces the offer's notification by its tag.
  await deliverPush(b.context, b.page, {
    title: 'Case taken',
    body: `Case #${rescue.id} was taken by another responder.`,
    url: `/respond/${rescue.id}`,
    type: 'rescue',
    tag: `offer-${rescue.id}`,
  })
  await expect
    .poll(async () => (await notificationsOf(b.context)).map((n) => [n.title, n.actions.length]))
    .toEqual([['Case taken', 0]])

  // A's accept opened the full case for A: the address is there now.
  await a.page.goto(`${BASE_URL}/rescue/${rescue.id}`)
  await expect(a.page.getByText('Flat 4, Sea Face Road').first()).toBeVisible()
  // The place on a small map (its marker drawn with no tiles: this machine has no internet) and
  // "Open in Maps" instead of raw coordinates.
  await expect(a.page.getByTestId('place-map').locator('[data-testid="place-marker"]')).toBeVisible()
  await expect(a.page.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${(HERE.lat + 0.001).toFixed(5)},${HERE.lng.toFixed(5)}`,
  )
  await expect(a.page.getByText(`${(HERE.lat + 0.001).toFixed(5)}, ${HERE.lng.toFixed(5)}`)).toHaveCount(0)
  await a.context.close()
  await b.context.close()
})

test('near me lists an open case without its address; an offline accept refused on arrival says who has it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const me = await newResponder(request, 'resp-c', HERE)
  const other = await newResponder(request, 'resp-d', HERE)
  const reporter = await newReporter(request)
  // Medium: no urgent ring; a quiet offer and the self-pick list.
  const rescue = await fileCase(request, reporter.accessToken, 'medium', 'Room 12, Secret Chawl Lane')
  const p = await phone(browser, me.email)
  const card = p.page.locator(`[data-testid="open-case"][data-case="${rescue.id}"]`)
  await expect(card).toBeVisible()
  await expect(card.getByTestId('approximate-place')).toHaveText(/Near 400018, Mumbai · \d+ m away/)
  await expect(p.page.getByText('Secret Chawl Lane')).toHaveCount(0)
  await expect(p.page.getByText('9876543210')).toHaveCount(0)
  const scroll = await p.page.evaluate(() => document.documentElement.scrollWidth)
  expect(scroll).toBeLessThanOrEqual(390)

  // No signal: the list is the phone's copy, and Accept waits in the outbox.
  await p.context.setOffline(true)
  await p.context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await p.page.reload()
  await expect(p.page.getByTestId('kept-note')).toBeVisible()
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(card.getByTestId('answer-waiting')).toBeVisible()

  // Meanwhile someone else takes it.
  const taken = await request.post(`/api/rescues/${rescue.id}/actions`, {
    headers: { ...bearer(other.accessToken), 'idempotency-key': crypto.randomUUID() },
    data: { action: 'accept' },
  })
  expect(taken.status(), await taken.text()).toBe(201)

  // Back online: the accept is refused on arrival, and the card says who has it and what to do.
  await p.context.unrouteAll()
  await p.context.setOffline(false)
  await p.page.evaluate(() => window.dispatchEvent(new Event('online')))
  // On the card, or (once the lists no longer hold the case) above them.
  const refused = p.page.locator(`[data-testid="answer-refused"][data-case="${rescue.id}"]`)
  await expect(refused).toBeVisible({ timeout: 30_000 })
  // The server's reason (here another member of the same NGO took it: the case moved on).
  await expect(refused).toContainText(/accepted|Taken by/i)
  await expect(refused.getByRole('link', { name: '+91 22 4000 1234' })).toBeVisible()

  // The case opens as it now is: accepted, by its NGO, no Accept button.
  await p.page.goto(`${BASE_URL}/rescue/${rescue.id}`)
  await expect(p.page.getByTestId('field-status')).toContainText('Accepted')
  await expect(p.page.getByRole('button', { name: 'Accept Case' })).toHaveCount(0)
  await p.context.close()
})
