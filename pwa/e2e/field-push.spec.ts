// The service worker's push handler in a real Chromium. A push about a case
// assigned to the signed-in NGO is delivered through DevTools (ServiceWorker.deliverPushMessage,
// TOOLCHAIN.md "Web push without the internet"): the notification offers Accept and View, and
// Accept with no app window open accepts the case once, through the outbox.
import { expect, test } from '@playwright/test'
import { apiLogin, BASE_URL, DEMO, IDB_HELPERS, newReporter, serviceWorkerReady, signIn } from './rescue-support.ts'

/** What the test reads of the service worker's scope (it runs there, through Playwright). */
interface WorkerScope {
  registration: { getNotifications(): Promise<(Notification & { actions: { action: string; title: string }[] })[]> }
  dispatchEvent(event: Event): boolean
}
declare const self: WorkerScope
declare const NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event

test('a new-assignment push offers Accept and View; Accept with the app closed accepts the case once', async ({
  page,
  context,
  request,
}) => {
  await context.addInitScript(IDB_HELPERS)
  await context.grantPermissions(['notifications'], { origin: BASE_URL })
  const reporter = await newReporter(request)
  const ngo = await apiLogin(request, DEMO.ngo)
  const admin = await apiLogin(request, DEMO.admin)
  const profile = await request.get('/api/users/profile', { headers: { authorization: `Bearer ${ngo.accessToken}` } })
  const ngoId: number = (await profile.json()).ngoStatus.id
  const made = await request.post('/api/rescues', {
    headers: { authorization: `Bearer ${reporter.accessToken}` },
    data: {
      animalType: 'dog',
      urgency: 'critical',
      description: 'Push case: puppy stuck in a drain',
      location: { address: 'Lalbaug market lane', city: 'Mumbai', pincode: '400012' },
    },
  })
  const caseId: number = (await made.json()).id
  const assigned = await request.put(`/api/rescues/${caseId}`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { ngoId },
  })
  expect(assigned.status()).toBe(200)

  await signIn(page, DEMO.ngo, undefined, '/dashboard')
  await serviceWorkerReady(page)
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL.startsWith(BASE_URL))
      if (mine && !mine.isDeleted) resolve(mine.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registration
  // The app is closed: no window shows it any more.
  await page.goto('about:blank')

  const payload = {
    title: 'New rescue case assigned',
    body: `Case #${caseId} (Dog, critical urgency, Mumbai) is assigned to your NGO. Please accept or decline it.`,
    url: `/rescue/${caseId}`,
    type: 'rescue',
    tag: `notification-push-${caseId}`,
  }
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId,
    data: JSON.stringify(payload),
  })
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  const shown = async () =>
    worker.evaluate(async () =>
      (await self.registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        actions: n.actions.map((a) => a.title),
        data: n.data,
      })),
    )
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      actions: ['Accept', 'View'],
      data: { url: payload.url, caseId },
    },
  ])

  // The click on Accept: the same event the browser sends when the button is pressed.
  const clickAccept = () =>
    worker.evaluate(async () => {
      const [notification] = await self.registration.getNotifications()
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification, action: 'accept' }))
    })
  await clickAccept()
  const status = async () => {
    const res = await request.get(`/api/rescues/${caseId}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    })
    return (await res.json()) as { status: string; history: { to: string }[] }
  }
  await expect.poll(async () => (await status()).status, { timeout: 20_000 }).toBe('accepted')
  // The case was kept on the phone when the push arrived; the outbox is empty again.
  await page.goto(`${BASE_URL}/offline-probe-does-not-exist`)
  await expect.poll(() => page.evaluate(async () => (await readStore('actions')).length)).toBe(0)
  expect((await page.evaluate(() => readStore('cases'))).map((c) => (c as { id: number }).id)).toContain(caseId)
  expect((await status()).history.filter((h) => h.to === 'accepted')).toHaveLength(1)
})
