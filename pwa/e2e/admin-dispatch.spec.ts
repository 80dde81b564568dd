// The admins' side of dispatch: the settings screen (escalation deadlines, the rings and the
// hotline's SMS number), with its validation messages and a toast on save; a case's ring on the
// admin's case page and in the list's row, where an assignment by hand ends it.
import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { apiToken, createAdopter, DEMO, signIn } from './support/app.ts'
import { newResponder } from './rescue-support.ts'

test.use({ viewport: { width: 1440, height: 900 } })

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

async function settings(request: APIRequestContext, token: string) {
  const escalation = await (await request.get('/api/admin/settings/escalation', { headers: auth(token) })).json()
  const dispatch = await (await request.get('/api/admin/settings/dispatch', { headers: auth(token) })).json()
  return { escalation, dispatch } as {
    escalation: { urgentMinutes: number; otherMinutes: number }
    dispatch: Record<string, number>
  }
}

test('an admin sets a setting from the dashboard, and a bad value is refused with a message', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, DEMO.admin)
  const before = await settings(request, admin)
  const smsNumber = async () => ((await (await request.get('/api/sms/hotline')).json()) as { number: string }).number
  const smsBefore = await smsNumber()
  try {
    await signIn(page, DEMO.admin, undefined, '/admin')
    await page.getByRole('link', { name: 'Settings', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()

    // The wide ring inside the near one: refused before anything is sent.
    const near = page.getByLabel('Near ring radius')
    const wide = page.getByLabel('Wide ring radius')
    await expect(near).toHaveValue(String(before.dispatch.nearRadiusM))
    await wide.fill(String(before.dispatch.nearRadiusM - 100))
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('The wide ring must reach at least as far as the near ring.')).toBeVisible()
    await expect(wide).toHaveAttribute('aria-invalid', 'true')
    // The admins told before the ring widens, and a value out of range.
    await wide.fill(String(before.dispatch.wideRadiusM))
    await page.getByLabel('Critical: tell the admins after').fill(String(before.dispatch.widenCriticalMinutes))
    await page.getByLabel('Responders per ring').fill('0')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText(/The admins are told only after the ring has widened/)).toBeVisible()
    await expect(page.getByText('Enter a whole number from 1 to 10.')).toBeVisible()
    // The hotline's SMS number without its country code.
    const sms = page.getByLabel('Hotline SMS number')
    await expect(sms).toHaveValue(smsBefore)
    await sms.fill('98765 43210')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Enter the number with a + and the country code, 8 to 15 digits in all.')).toBeVisible()
    expect(await settings(request, admin)).toEqual(before)
    expect(await smsNumber()).toBe(smsBefore)

    // Fixed: saved, with a toast, and the API now answers the new values.
    await page.getByLabel('Critical: tell the admins after').fill(String(before.dispatch.adminsCriticalMinutes))
    await page.getByLabel('Responders per ring').fill(String(before.dispatch.ringSize))
    await page.getByLabel('Medium and low cases').fill(String(before.escalation.otherMinutes + 5))
    await page.getByLabel('Offers per responder a day').fill(String(before.dispatch.offersPerDay + 1))
    await sms.fill('+91 98765 43210')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible()
    const after = await settings(request, admin)
    expect(after.escalation.otherMinutes).toBe(before.escalation.otherMinutes + 5)
    expect(after.dispatch.offersPerDay).toBe(before.dispatch.offersPerDay + 1)
    // Anyone's phone now reads the new SMS number.
    expect(await smsNumber()).toBe('+919876543210')
    // Reloaded, the form shows what is stored.
    await page.reload()
    await expect(page.getByLabel('Offers per responder a day')).toHaveValue(String(before.dispatch.offersPerDay + 1))
  } finally {
    await request.put('/api/admin/settings/escalation', { headers: auth(admin), data: before.escalation })
    await request.put('/api/admin/settings/dispatch', { headers: auth(admin), data: before.dispatch })
    await request.put('/api/admin/settings/sms', { headers: auth(admin), data: { number: smsBefore } })
  }
})

test("an admin sees a case's ring: who it was offered to and who said Can't, and why", async ({ page, request }) => {
  // A responder of its own on duty in Powai, far from the other specs' cases: the demo NGO's
  // account is also its coordinator, offered the other specs' cases up to its daily cap.
  const responder = await newResponder(request, 'ring-view', { lat: 19.1176, lng: 72.906 })
  const ngo = responder.accessToken
  try {
    const reporter = await createAdopter(request, 'ring')
    const filed = await request.post('/api/rescues', {
      headers: auth(await apiToken(request, reporter.email)),
      data: {
        animalType: 'dog',
        urgency: 'critical',
        description: 'A dog with a bleeding paw near the lake gate, limping badly.',
        location: { address: 'Lake Road', city: 'Mumbai', pincode: '400076', lat: 19.1185, lng: 72.906 },
      },
    })
    expect(filed.status(), await filed.text()).toBe(201)
    const id = ((await filed.json()) as { id: number }).id
    const cant = await request.post(`/api/rescues/${id}/actions`, {
      headers: { ...auth(ngo), 'idempotency-key': randomUUID() },
      data: { action: 'cant', cantReason: 'no_transport' },
    })
    expect(cant.status(), await cant.text()).toBe(201)
    const me = (await (await request.get('/api/users/profile', { headers: auth(ngo) })).json()) as {
      firstName: string
      lastName: string
      ngoStatus: { name: string }
    }

    await signIn(page, DEMO.admin, undefined, `/rescue/${id}`)
    const ring = page.getByRole('region', { name: 'Offers to responders' })
    await expect(ring).toBeVisible()
    const offer = ring.getByRole('listitem').filter({ hasText: `${me.firstName} ${me.lastName}`.trim() })
    await expect(offer).toContainText(me.ngoStatus.name)
    // About 100 m from the case (the duty position is stored to about 100 m).
    await expect(offer).toContainText(/Ring 1 · \d+ m away · said Can't: no transport/)
    await expect(ring.getByText(/^Next: the ring widens in [1-3] min\.$/)).toBeVisible()
    // The admin can still assign by hand while the ring runs.
    await expect(page.getByRole('button', { name: /Assign/ })).toBeVisible()
  } finally {
    await request.put('/api/responders/me/duty', { headers: auth(ngo), data: { onDuty: false } })
  }
})

test("the admins' list shows each open case's ring in its row; assigning by hand ends it, with a toast, in place", async ({
  page,
  request,
}) => {
  const { id, ngo } = await caseRefusedOnce(
    request,
    'ringrow',
    'A dog hit by a bike near the lake gate, cannot stand up.',
    'busy',
  )
  try {
    await signIn(page, DEMO.admin, undefined, `/admin/rescues?q=${id}`)
    const row = page.getByRole('row', { name: new RegExp(`^Case #${id}:`) })
    await expect(row.getByTestId('ring-cell')).toHaveText(/Can't: 1 · widens in [1-3] min/)
    await row.getByRole('button', { name: 'Assign to NGO' }).click()
    const dialog = page.getByRole('dialog', { name: `Assign Case #${id} to an NGO` })
    const choice = dialog.getByLabel('NGO')
    if (!(await choice.inputValue())) await choice.selectOption({ index: 1 })
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Rescue request assigned successfully to' })).toBeVisible()
    // The row shows the assignment where it was; the ring is over (no next step).
    await expect(row).toContainText('Assigned')
    await expect(row.getByTestId('ring-cell')).toHaveCount(0)
    const admin = await apiToken(request, DEMO.admin)
    const ring = (await (await request.get(`/api/admin/rescues/${id}/ring`, { headers: auth(admin) })).json()) as {
      next: unknown
    }
    expect(ring.next).toBeNull()
  } finally {
    await request.put('/api/responders/me/duty', { headers: auth(ngo), data: { onDuty: false } })
  }
})

test("on a 360 px phone the admins' case cards show each open case's ring, as the table's rows do", async ({
  page,
  request,
}) => {
  const { id, ngo } = await caseRefusedOnce(
    request,
    'ringcard',
    'A dog with a deep cut on its leg under the flyover, bleeding.',
    'too_far',
  )
  try {
    await page.setViewportSize({ width: 360, height: 800 })
    await signIn(page, DEMO.admin, undefined, `/admin/rescues?q=${id}`)
    const card = page.getByRole('article', { name: new RegExp(`^Case #${id}:`) })
    await expect(card).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(`^Case #${id}:`) })).toHaveCount(0)
    await expect(card.getByTestId('ring-cell')).toHaveText(/Can't: 1 · widens in [1-3] min/)
    await expect(card.getByText('Ring', { exact: true })).toBeVisible()
    // Assigned by hand, the case is held: its card shows no ring any more.
    await card.getByRole('button', { name: 'Assign to NGO' }).click()
    const dialog = page.getByRole('dialog', { name: `Assign Case #${id} to an NGO` })
    const choice = dialog.getByLabel('NGO')
    if (!(await choice.inputValue())) await choice.selectOption({ index: 1 })
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Rescue request assigned successfully to' })).toBeVisible()
    await expect(card.getByTestId('ring-cell')).toHaveCount(0)
  } finally {
    await request.put('/api/responders/me/duty', { headers: auth(ngo), data: { onDuty: false } })
  }
})

/**
 * A critical case by the lake, and a responder of the demo NGO of its own on duty beside it
 * (offered it whatever the demo NGO's other members were offered today) who said Can't.
 */
async function caseRefusedOnce(
  request: APIRequestContext,
  label: string,
  description: string,
  cantReason: string,
): Promise<{ id: number; ngo: string }> {
  const responder = await newResponder(request, `${label}-responder`, { lat: 19.1176, lng: 72.906 })
  const ngo = responder.accessToken
  const reporter = await createAdopter(request, label)
  const filed = await request.post('/api/rescues', {
    headers: auth(await apiToken(request, reporter.email)),
    data: {
      animalType: 'dog',
      urgency: 'critical',
      description,
      location: { address: 'Lake Road', city: 'Mumbai', pincode: '400076', lat: 19.1185, lng: 72.906 },
    },
  })
  expect(filed.status(), await filed.text()).toBe(201)
  const id = ((await filed.json()) as { id: number }).id
  const cant = await request.post(`/api/rescues/${id}/actions`, {
    headers: { ...auth(ngo), 'idempotency-key': randomUUID() },
    data: { action: 'cant', cantReason },
  })
  expect(cant.status(), await cant.text()).toBe(201)
  return { id, ngo }
}

/** A critical case typed without coordinates, reported by a new adopter. */
async function caseWithoutPosition(request: APIRequestContext): Promise<number> {
  const reporter = await createAdopter(request, 'nowhere')
  const res = await request.post('/api/rescues', {
    headers: auth(await apiToken(request, reporter.email)),
    data: {
      animalType: 'cat',
      urgency: 'critical',
      description: 'A kitten stuck in a storm drain, crying, the caller could not share a location.',
      location: { address: 'Behind the temple, near the market', city: 'Mumbai', pincode: '400050' },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

test('the dashboard says what needs attention, each count opening its list', async ({ page, request }) => {
  const admin = await apiToken(request, DEMO.admin)
  const id = await caseWithoutPosition(request)
  const counts = (await (await request.get('/api/admin/rescues/attention', { headers: auth(admin) })).json()) as {
    noResponse: number
    duplicates: number
    criticalUnheld: number
  }
  expect(counts.criticalUnheld).toBeGreaterThanOrEqual(1)

  await signIn(page, DEMO.admin, undefined, '/admin')
  const strip = page.getByRole('region', { name: 'Needs attention' })
  await expect(strip.getByRole('link', { name: `No response ${counts.noResponse}` })).toBeVisible()
  await expect(strip.getByRole('link', { name: `Possible duplicates ${counts.duplicates}` })).toBeVisible()
  await strip.getByRole('link', { name: `Critical, nobody on it ${counts.criticalUnheld}` }).click()
  await expect(page).toHaveURL(/flag=unheld/)
  await expect(page).toHaveURL(/urgency=critical/)
  await expect(page.getByText(new RegExp(`^${counts.criticalUnheld} rescue requests?$`))).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`^Case #${id}:`) })).toBeVisible()
})

/** A case with no position at all: no GPS, no pincode, no locality of the region's table. */
async function unplacedCase(request: APIRequestContext): Promise<number> {
  const reporter = await createAdopter(request, 'unplaced')
  const res = await request.post('/api/rescues', {
    headers: auth(await apiToken(request, reporter.email)),
    data: {
      animalType: 'dog',
      urgency: 'high',
      description: 'A limping dog seen from a train window, the caller could not say where exactly.',
      location: { address: 'Beside the railway line', city: 'Lonavala', pincode: '410401' },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

test('the admin map draws a case placed from its pincode as approximate, and counts only the unplaced ones', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, DEMO.admin)
  const approximate = await caseWithoutPosition(request)
  const unplaced = await unplacedCase(request)
  const map = (await (await request.get('/api/admin/rescues/map', { headers: auth(admin) })).json()) as {
    withoutPosition: number
    points: { id: number; approximate: boolean }[]
  }
  expect(map.points.find((p) => p.id === approximate)).toMatchObject({ approximate: true })
  expect(map.points.find((p) => p.id === unplaced)).toBeUndefined()
  expect(map.withoutPosition).toBeGreaterThanOrEqual(1)

  await signIn(page, DEMO.admin, undefined, '/admin/rescues')
  await page.getByRole('button', { name: 'Show map' }).click()
  const marker = page.getByTestId('rescue-map').locator(`[data-case="${approximate}"]`)
  await expect(marker).toHaveAttribute('data-approximate', 'true')
  await expect(marker).toHaveAttribute('aria-label', `Case #${approximate} on the map, approximate place`)
  await expect(marker).toHaveAttribute('stroke-dasharray', '4 3')
  await expect(page.getByText('A dashed ring: an approximate place, from the pincode or locality.')).toBeVisible()
  const link = page.getByRole('link', {
    name: `${map.withoutPosition} open ${map.withoutPosition === 1 ? 'case has' : 'cases have'} no position: see ${
      map.withoutPosition === 1 ? 'it' : 'them'
    }`,
  })
  await link.click()
  await expect(page).toHaveURL(/flag=noPosition/)
  await expect(page.getByRole('row', { name: new RegExp(`^Case #${unplaced}:`) })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`^Case #${approximate}:`) })).toHaveCount(0)
})
