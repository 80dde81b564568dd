// Field work end to end: an NGO worker loads the app online, the browser is killed, and with no
// signal the restarted app opens the cases kept on the phone; a case the admin took back
// meanwhile shows the server's reason and applies nothing. With no signal, accept, progress
// with a photo, rescued, completed with photos go into the outbox; online again the server has
// each action once, in order, photos byte-identical.
import { createHash } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiLogin,
  BASE_URL,
  DEMO,
  expect,
  goOffline,
  goOnline,
  IDB_HELPERS,
  localStorageOnDisk,
  newReporter,
  photoFiles,
  serviceWorkerReady,
  signIn,
  test,
  withOwnProfile,
} from './rescue-support.ts'

function reportBody(description: string) {
  const cat = description.includes('cat')
  return {
    animalType: cat ? 'cat' : 'dog',
    urgency: cat ? 'critical' : 'high',
    description,
    location: { address: 'Under the Parel flyover', city: 'Mumbai', pincode: '400012', lat: 19.0, lng: 72.84 },
    condition: { injuries: 'minor_wounds' },
  }
}

/** A case reported by a new account and assigned by the admin to the demo NGO: its id. */
async function reportAndAssign(request: APIRequestContext, text: string) {
  const reporter = await newReporter(request)
  const ngo = await apiLogin(request, DEMO.ngo)
  const me = await request.get('/api/users/profile', { headers: { authorization: `Bearer ${ngo.accessToken}` } })
  const ngoId: number = (await me.json()).ngoStatus.id
  const made = await request.post('/api/rescues', {
    headers: { authorization: `Bearer ${reporter.accessToken}` },
    data: reportBody(text),
  })
  expect(made.status(), await made.text()).toBe(201)
  const id: number = (await made.json()).id
  const admin = await apiLogin(request, DEMO.admin)
  const assigned = await request.put(`/api/rescues/${id}`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { ngoId },
  })
  expect(assigned.status(), await assigned.text()).toBe(200)
  return id
}

/** The photos of the actions on the phone with the SHA-256 of their stored bytes. */
async function heldPhotos(page: Page) {
  const rows = await page.evaluate(async () =>
    // The store is keyed by random ids: the queue's order is the entries' creation time.
    (
      (await readStore('actions')) as {
        id: string
        action: string
        createdAt: number
        photos: { id: string; data: ArrayBuffer }[]
      }[]
    )
      .sort((a, b) => a.createdAt - b.createdAt)
      .flatMap((entry) =>
        entry.photos.map((p) => ({ action: entry.action, id: p.id, bytes: Array.from(new Uint8Array(p.data)) })),
      ),
  )
  return rows.map(({ bytes, ...r }) => ({
    ...r,
    sha256: createHash('sha256').update(Buffer.from(bytes)).digest('hex'),
  }))
}

async function step(page: Page, button: string, dialog: string, note: string, photos: number[] = []) {
  await page.getByRole('button', { name: button }).click()
  const box = page.getByRole('dialog', { name: dialog })
  await box.getByLabel('Note (optional)').fill(note)
  // Completing says what became of the animal.
  if (dialog === 'Mark as Completed') {
    await box.getByLabel('What became of the animal').selectOption({ label: 'Released back after treatment' })
  }
  if (photos.length) {
    await box.locator('input[type=file]').setInputFiles(photoFiles(photos))
    await expect(box.getByRole('img', { name: `Photo ${photos.length}`, exact: true })).toBeVisible()
  }
  await box.getByRole('button', { name: dialog }).click()
  await expect(box).toHaveCount(0)
}

test('after a killed browser the NGO opens its kept cases with no signal; an accept on a case taken back meanwhile is refused, with the reason, until dismissed', async ({
  request,
}) => {
  test.setTimeout(150_000)
  const takenBack = await reportAndAssign(request, 'Field case: cat on a train roof')

  await withOwnProfile('paws-field-', async (launch, profile) => {
    const first = await launch()
    const page = await first.context.newPage()
    await signIn(page, DEMO.ngo, undefined, '/dashboard')
    await serviceWorkerReady(page)
    await page.reload()
    await expect(page.getByTestId('queue-heading')).toContainText('waiting for your response')
    await expect
      .poll(async () => (await page.evaluate(() => readStore('cases'))).map((c) => (c as { id: number }).id))
      .toContain(takenBack)
    await localStorageOnDisk(profile, await page.evaluate(() => localStorage.getItem('refreshToken') ?? ''))
    await first.kill()

    const second = await launch()
    await goOffline(second.context)
    const field = await second.context.newPage()
    await field.goto(`${BASE_URL}/dashboard`)
    await expect(field.getByText(/No signal: these are the cases kept on this phone, as of \d\d:\d\d/)).toBeVisible()
    await expect(field.getByRole('heading', { name: `Case #${takenBack}: Cat` })).toBeVisible()
    // The admin takes the cat's case back while the worker has no signal; the worker accepts it.
    const admin = await apiLogin(request, DEMO.admin)
    const back = await request.put(`/api/rescues/${takenBack}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { status: 'pending' },
    })
    expect(back.status()).toBe(200)
    const catCard = field.getByRole('article', { name: `Case #${takenBack}: Cat` })
    await catCard.getByRole('button', { name: 'Accept' }).click()
    // Kept on the phone; or, when Chromium's Background Sync ran before the offline emulation
    // reached the freshly started service worker, already sent and refused. Either way it is
    // refused, never applied.
    await expect(catCard.getByText(/^(Waiting to send|Not applied)$/)).toBeVisible()

    await goOnline(second.context)
    await expect
      .poll(async () => (await field.evaluate(() => readStore('actions'))) as { caseId: number; state: string }[], {
        timeout: 60_000,
      })
      .toMatchObject([{ caseId: takenBack, state: 'not_applied' }])
    const cat = await request.get(`/api/rescues/${takenBack}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    })
    expect((await cat.json()).status).toBe('pending')

    // The refused accept: at the top of the queue, the server's reason, kept until dismissed.
    await field.goto(`${BASE_URL}/dashboard`)
    const notApplied = field.getByRole('region', {
      name: 'Not applied: the case moved on while this phone was offline',
    })
    await expect(notApplied.getByText(`Case #${takenBack}, Accept: Not applied`)).toBeVisible()
    await expect(notApplied.getByText(/no longer assigned to your NGO/)).toBeVisible()
    await notApplied.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notApplied).toHaveCount(0)
  })
})

test('the NGO works a case with no signal; each action and photo arrives once, in order, byte-identical', async ({
  page: field,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const caseId = await reportAndAssign(request, 'Field case: dog under the flyover')
  await context.addInitScript(IDB_HELPERS)
  await signIn(field, DEMO.ngo, undefined, '/dashboard')
  await serviceWorkerReady(field)
  await expect
    .poll(async () => (await field.evaluate(() => readStore('cases'))).map((c) => (c as { id: number }).id))
    .toContain(caseId)

  await goOffline(context)
  await field.goto(`${BASE_URL}/rescue/${caseId}`)
  await expect(field.getByRole('heading', { name: `Case #${caseId}` })).toBeVisible()
  await expect(field.getByText(/No signal: this is the case as kept on this phone, as of \d\d:\d\d/)).toBeVisible()
  await field.getByRole('button', { name: 'Accept Case' }).click()
  await expect(field.getByTestId('field-status')).toContainText('Accepted')
  await expect(field.getByTestId('field-status')).toContainText('Waiting to send')
  // The header says it too, and the outbox badge counts the NGO's updates still waiting.
  await expect(field.getByTestId('header-waiting')).toHaveText('Waiting to send')
  await expect(field.getByRole('link', { name: '1 case update waiting to be sent' })).toBeVisible()
  await step(field, 'Start: On the way', 'Progress update', 'Reached the flyover', [71])
  await step(field, 'Mark as Rescued', 'Mark as Rescued', 'Taken to the Parel hospital')
  await expect(field.getByText('Please add a photo of the animal')).toHaveCount(0)
  await step(field, 'Mark as Completed', 'Mark as Completed', 'Treated and released', [72, 73])
  await expect(field.getByTestId('field-status')).toContainText('Completed')
  const held = await heldPhotos(field)
  expect(held.map((h) => h.action)).toEqual(['progress', 'completed', 'completed'])
  // The queue counts what waits on the phone; the badge opens it.
  await field.getByRole('link', { name: '4 case updates waiting to be sent' }).click()
  await expect(field.getByTestId('updates-waiting')).toHaveText(
    'Waiting on this phone: 4 updates. 4 show on their cases below.',
  )

  await goOnline(context)
  await expect.poll(async () => (await field.evaluate(() => readStore('actions'))).length, { timeout: 60_000 }).toBe(0)
  const admin = await apiLogin(request, DEMO.admin)
  const detail = await request.get(`/api/rescues/${caseId}`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  })
  const rescue = await detail.json()
  expect(rescue.status).toBe('completed')
  const byNgo = rescue.history.filter((h: { actor: { role: string } }) => h.actor?.role === 'ngo')
  expect(byNgo.map((h: { from: string; to: string; note: string | null }) => [h.from, h.to, h.note])).toEqual([
    ['assigned', 'accepted', null],
    ['accepted', 'in_progress', 'Reached the flyover'],
    ['in_progress', 'rescued', 'Taken to the Parel hospital'],
    ['rescued', 'completed', 'Treated and released'],
  ])
  const proof = byNgo.flatMap((h: { to: string; photos?: { clientId: string; sha256: string }[] }) =>
    (h.photos ?? []).map((p) => ({ to: h.to, id: p.clientId, sha256: p.sha256 })),
  )
  expect(proof).toEqual([
    { to: 'in_progress', id: held[0].id, sha256: held[0].sha256 },
    { to: 'completed', id: held[1].id, sha256: held[1].sha256 },
    { to: 'completed', id: held[2].id, sha256: held[2].sha256 },
  ])
})

test('pulling the queue down from the top fetches a newly assigned case', async ({ browser, request }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
  await context.addInitScript(IDB_HELPERS)
  try {
    const page = await context.newPage()
    await signIn(page, DEMO.ngo, undefined, '/dashboard')
    await expect(page.getByTestId('queue-heading')).toBeVisible()
    const fresh = await reportAndAssign(request, 'Pull case: dog stuck in a drain')
    const card = page.getByRole('article', { name: `Case #${fresh}: Dog` })
    await expect(card).toHaveCount(0)

    // A finger pulling down from the top of the page, as a phone's touch screen reports it.
    const cdp = await context.newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }] })
    await page.evaluate(() => window.scrollTo(0, 0))
    await touch('touchStart', 160)
    await touch('touchMove', 190)
    await expect(page.getByTestId('pull-refresh')).toHaveText('Pull down to refresh')
    for (const y of [230, 260, 300]) await touch('touchMove', y)
    await expect(page.getByTestId('pull-refresh')).toHaveText('Release to refresh')
    await touch('touchEnd')
    await expect(card).toBeVisible()
    await expect(page.getByTestId('pull-refresh')).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test("a cold start with no signal shows the kept case at the first paint, then the app's own page", async ({
  request,
}) => {
  test.setTimeout(120_000)
  // Words that would be markup if the copy were not escaped.
  const text = 'Field case: dog <b>limping</b> & "scared" near the <script>x</script> tracks'
  const caseId = await reportAndAssign(request, text)

  await withOwnProfile('paws-field-', async (launch, profile) => {
    const first = await launch()
    const page = await first.context.newPage()
    await signIn(page, DEMO.ngo, undefined, '/dashboard')
    await serviceWorkerReady(page)
    await page.reload()
    await expect(page.getByTestId('queue-heading')).toBeVisible()
    await expect
      .poll(async () =>
        ((await page.evaluate(() => readStore('cases'))) as { id: number; snapshot?: string }[]).some(
          (c) => c.id === caseId && c.snapshot?.includes(`Case #${caseId}`),
        ),
      )
      .toBe(true)
    await localStorageOnDisk(profile, await page.evaluate(() => localStorage.getItem('refreshToken') ?? ''))
    await first.kill()

    const second = await launch()
    await goOffline(second.context)
    // What the page held when its HTML was parsed, before any of the app's script ran.
    await second.context.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      const copy = document.getElementById('case-snapshot')
      window.__snapshot = copy ? { html: copy.innerHTML, text: copy.textContent, rootShown: getComputedStyle(document.getElementById('root')).display !== 'none' } : null
    })`)
    const field = await second.context.newPage()
    await field.goto(`${BASE_URL}/rescue/${caseId}`)
    const copy = (await field.evaluate(() => (window as unknown as { __snapshot: unknown }).__snapshot)) as {
      html: string
      text: string
      rootShown: boolean
    } | null
    expect(copy, 'the worker put the kept case in the page').not.toBeNull()
    expect(copy?.text).toContain(`Case #${caseId}`)
    expect(copy?.text).toContain(text)
    expect(copy?.text).toMatch(/Kept on this phone, as of \d\d:\d\d\. The app is opening\./)
    expect(copy?.html).not.toContain('<b>')
    expect(copy?.html).not.toContain('<script>')
    expect(copy?.html).toMatch(/href="tel:\d+"/)
    expect(copy?.rootShown).toBe(false)
    // The app then draws the case itself, and the copy is gone.
    await expect(field.getByText(/No signal: this is the case as kept on this phone, as of \d\d:\d\d/)).toBeVisible()
    await expect(field.locator('#case-snapshot')).toHaveCount(0)
    await expect(field.getByRole('button', { name: 'Accept Case' })).toBeVisible()
  })
})

test("an NGO's queue of cases is asked for with the dashboard's counts, not after them", async ({ page }) => {
  // The four counts are held: the dashboard cannot draw yet, so a queue asked for by its tab
  // would never go out.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const counts = /\/api\/(rescues\?limit=5&|animals\?owner=me|adoptions\?type=(sent|received))/
  await page.route(counts, async (route) => {
    await held
    await route.continue()
  })
  const queue = page.waitForRequest((request) => /\/api\/rescues\?held=true&/.test(request.url()))
  await signIn(page, DEMO.ngo, undefined, '/dashboard')
  await queue
  release()
  await expect(page.getByTestId('queue-heading')).toBeVisible()
})

test('an NGO who opens the dashboard on another tab does not fetch the queue until it is opened', async ({ page }) => {
  const queueRequests: string[] = []
  page.on('request', (request) => {
    if (/\/api\/rescues\?held=true&/.test(request.url())) queueRequests.push(request.url())
  })
  await signIn(page, DEMO.ngo, undefined, '/dashboard?tab=overview')
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
  await page.waitForLoadState('networkidle')
  expect(queueRequests).toHaveLength(0)
  await page.getByRole('tab', { name: 'Assigned Rescues' }).click()
  await expect(page.getByTestId('queue-heading')).toBeVisible()
  expect(queueRequests.length).toBeGreaterThan(0)
})

test("an NGO's queue is drawn from the list; each case's full detail is kept on the phone behind it", async ({
  page,
}) => {
  // Each case's own call is held: the queue must not wait for it.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const details: number[] = []
  await page.route(/\/api\/rescues\/\d+$/, async (route) => {
    details.push(Number(new URL(route.request().url()).pathname.split('/').pop()))
    await held
    await route.continue()
  })
  await signIn(page, DEMO.ngo, undefined, '/dashboard')
  await expect(page.getByTestId('queue-heading')).toBeVisible()
  const cards = page.getByRole('article', { name: /^Case #\d+/ })
  await expect(cards.first()).toBeVisible()
  const shown = await cards.count()
  // Each case on screen is asked for once, behind the queue.
  await expect.poll(() => details.length).toBe(shown)
  release()
  // The copies on the phone are the full cases, timeline included, for a day with no signal.
  await expect
    .poll(async () =>
      ((await page.evaluate(() => readStore('cases'))) as { id: number; rescue: { history?: unknown[] } }[])
        .filter((c) => (c.rescue.history?.length ?? 0) > 0)
        .map((c) => c.id)
        .sort((a, b) => a - b),
    )
    .toEqual([...details].sort((a, b) => a - b))
})

test("the dashboard's tabs work from the keyboard, and My Animals is counted without fetching the list until its tab opens", async ({
  page,
  request,
}) => {
  const { accessToken } = await apiLogin(request, DEMO.ngo)
  const mine = await request.get('/api/animals', {
    params: { owner: 'me', limit: 1 },
    headers: { authorization: `Bearer ${accessToken}` },
  })
  const total: number = (await mine.json()).meta.total
  expect(total).toBeGreaterThan(0)
  const listCalls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/api/animals' && url.searchParams.get('owner') === 'me')
      listCalls.push(url.searchParams.get('limit') ?? '')
  })

  await signIn(page, DEMO.ngo, undefined, '/dashboard?tab=overview')
  const overview = page.getByRole('tab', { name: 'Overview' })
  const animals = page.getByRole('tab', { name: 'My Animals' })
  await expect(overview).toHaveAttribute('aria-selected', 'true')
  // The count's card: its label, then the number.
  await expect(page.locator('p', { hasText: /^My Animals$/ }).locator('xpath=..')).toContainText(String(total))
  expect(listCalls).toEqual(['1'])

  // One tab stop: the selected tab; the arrows, Home and End move and show the panel.
  await expect(animals).toHaveAttribute('tabindex', '-1')
  await overview.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Assigned Rescues' })).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Assigned Rescues' })).toBeVisible()
  await expect(page.getByTestId('queue-heading')).toBeVisible()
  await page.keyboard.press('End')
  await expect(animals).toBeFocused()
  await expect(animals).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'My Animals' }).getByRole('link', { name: 'Edit' })).toHaveCount(
    Math.min(total, 50),
  )
  expect(listCalls).toContain('50')
  await page.keyboard.press('ArrowRight')
  await expect(overview).toBeFocused()
  await expect(page).toHaveURL(/tab=overview/)
  await page.keyboard.press('ArrowLeft')
  await expect(animals).toBeFocused()
  await page.keyboard.press('Home')
  await expect(overview).toHaveAttribute('aria-selected', 'true')
})

test('the dashboard is drawn once with its counts, or with its own placeholders when an answer is slow to come', async ({
  page,
}) => {
  // What the counts' strip holds when the dashboard first appears.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const counts = document.querySelector('[data-testid="dashboard-counts"]')
      if (!counts) return
      ;(window as unknown as { firstCounts: string }).firstCounts = counts.textContent ?? ''
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const firstCounts = () => page.evaluate(() => (window as unknown as { firstCounts?: string }).firstCounts)
  let holdMs = 800
  await page.route(/\/api\/adoptions\?type=received&/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdMs))
    await route.continue()
  })

  // An answer a little slow: the page waits for it and is drawn with every count.
  await signIn(page, DEMO.ngo, undefined, '/dashboard?tab=overview')
  await expect(page.getByTestId('dashboard-counts')).toBeVisible()
  expect(await firstCounts()).not.toContain('–')

  // An answer far slower than the wait: the page comes anyway, that count as a placeholder.
  holdMs = 6000
  await page.reload()
  await expect(page.getByTestId('dashboard-counts')).toBeVisible({ timeout: 5000 })
  expect(await firstCounts()).toContain('–')
  await expect(page.getByTestId('dashboard-counts')).not.toContainText('–', { timeout: 10_000 })
})
