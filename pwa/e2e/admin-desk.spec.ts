// The admin's desk at 1440x900: the header reaches every queue; a case whose NGO
// did not answer in time is marked "No response from {NGO}" and reassigned from the list,
// with the nearest NGOs first; the filtered rescues list downloads as CSV.
import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  apiToken,
  createAdopter,
  DEMO,
  DEMO_PASSWORD,
  otpFor,
  signIn,
  uniqueEmail,
  uniquePhone,
} from './support/app.ts'

test.use({ viewport: { width: 1440, height: 900 } })

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** A critical case near Bandra station, reported by a new adopter. */
async function criticalCase(request: APIRequestContext, description: string): Promise<number> {
  const reporter = await createAdopter(request, 'desk')
  const res = await request.post('/api/rescues', {
    headers: auth(await apiToken(request, reporter.email)),
    data: {
      animalType: 'dog',
      urgency: 'critical',
      description,
      location: { address: 'SV Road', city: 'Mumbai', pincode: '400050', lat: 19.0544, lng: 72.8402 },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

test('the header reaches every admin queue', async ({ page }) => {
  await signIn(page, DEMO.admin, undefined, '/admin')
  const nav = page.getByRole('banner').getByRole('navigation').first()
  for (const label of ['Rescues', 'Adoptions', 'NGOs', 'Users', 'Animals']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await nav.getByRole('link', { name: 'Rescues', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/rescues/)
})

test('a case nobody accepted in time is escalated and reassigned from the list', async ({ page, request }) => {
  const admin = await apiToken(request, DEMO.admin)
  const ngos = (await (
    await request.get('/api/ngos', { headers: auth(admin), params: { isVerified: true, limit: 100 } })
  ).json()) as { ngos: { id: number; name: string }[] }
  const bandra = ngos.ngos.find((n) => n.name === 'Bandra Animal Rescue Trust')
  const andheri = ngos.ngos.find((n) => n.name === 'Andheri Animal Aid')
  expect(bandra && andheri).toBeTruthy()
  const id = await criticalCase(request, 'A dog hit by a scooter, lying by the road and not getting up.')
  const assigned = await request.put(`/api/rescues/${id}`, { headers: auth(admin), data: { ngoId: bandra?.id } })
  expect(assigned.status(), await assigned.text()).toBe(200)
  // 31 minutes later (the development clock route runs the deadline job's handler).
  const run = await request.post('/api/dev/escalations/run', { data: { minutesAhead: 31 } })
  expect(run.status(), await run.text()).toBe(200)

  await signIn(page, DEMO.admin, undefined, '/admin/rescues?flag=escalated')
  // At a desk the queue is a table: one row per case.
  const row = page.getByRole('row', { name: new RegExp(`^Case #${id}:`) })
  await expect(row.getByText('No response from Bandra Animal Rescue Trust')).toBeVisible()
  await row.getByRole('button', { name: 'Reassign to NGO' }).click()
  const dialog = page.getByRole('dialog', { name: `Assign Case #${id} to an NGO` })
  // After the "Select an NGO" placeholder, nearest first: Bandra (about 1 km), Chembur (about
  // 6 km), Andheri (about 9 km), Colaba (about 15.5 km), each with its open cases.
  const options = dialog.getByLabel('NGO').locator('option')
  await expect(options.nth(1)).toContainText('Bandra Animal Rescue Trust')
  await expect(options.nth(2)).toContainText('Chembur Animal Care · 6.3 km')
  await expect(options.nth(3)).toContainText('Andheri Animal Aid · 8.7 km')
  await expect(options.nth(4)).toContainText('South Mumbai Strays Collective · 15.5 km')
  await expect(options.nth(3)).toContainText(/km · \d+ open/)
  await dialog.getByLabel('NGO').selectOption(String(andheri?.id))
  await dialog.getByRole('button', { name: 'Assign' }).click()
  // A toast, and the row shows the new NGO in place (it stays in the filtered list until reloaded).
  await expect(
    page.getByRole('status').filter({ hasText: 'Rescue request assigned successfully to Andheri Animal Aid!' }),
  ).toBeVisible()
  await expect(row.getByText('Andheri Animal Aid')).toBeVisible()
  await expect(row.getByText('No response from')).toHaveCount(0)

  const after = (await (await request.get(`/api/rescues/${id}`, { headers: auth(admin) })).json()) as {
    ngoId: number
    escalatedAt: string | null
  }
  expect(after).toMatchObject({ ngoId: andheri?.id, escalatedAt: null })
  await page.goto('/admin/rescues?flag=escalated')
  await expect(page.getByRole('heading', { name: 'Manage Rescues' })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`^Case #${id}:`) })).toHaveCount(0)
})

test('the rescues list downloads its current filter as CSV', async ({ page, request }) => {
  const id = await criticalCase(request, 'A cat stuck on a ledge above the shop, crying since morning.')
  await signIn(page, DEMO.admin, undefined, '/admin/rescues?status=pending')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^rescues-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile((await file.path()) as string, 'utf8')
  const lines = text.trim().split('\n')
  expect(lines[0]).toMatch(/^Case,Status,Urgency,Animal,Description/)
  expect(lines.some((l) => l.startsWith(`${id},Pending,Critical,`))).toBe(true)
  expect(lines.slice(1).every((l) => /^\d+,Pending,/.test(l))).toBe(true)
})

test('the animals list downloads its current filter as CSV', async ({ page }) => {
  await signIn(page, DEMO.admin, undefined, '/admin/animals?filter=available')
  await expect(page.getByRole('heading', { name: 'Manage Animals' })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^animals-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile((await file.path()) as string, 'utf8')).trim().split('\n')
  expect(lines[0]).toMatch(/^Animal,Name,Species,Breed,Gender,Size,Age \(months\),Status,/)
  expect(lines.length).toBeGreaterThan(1)
  // Only available animals: the Status column (8th) of every row, as its label.
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d+,(?:[^,]*,){6}Available,/)
})

// A 1x1 transparent PNG for every map tile: no tile server is reached from the tests.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

test('the rescues map shows the listed cases as markers that open their case, with tiles or without', async ({
  page,
  request,
}) => {
  const id = await criticalCase(request, 'A calf tangled in a fence by the creek, struggling to get free.')
  let tiles = 0
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles += 1
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE })
  })
  await signIn(page, DEMO.admin, undefined, '/admin/rescues?status=pending&urgency=critical')
  await page.getByRole('button', { name: 'Show map' }).click()
  await expect(page.getByTestId('rescue-map')).toBeVisible()
  const marker = page.getByRole('link', { name: `Case #${id} on the map` })
  await expect(marker).toBeVisible()
  await expect.poll(() => tiles).toBeGreaterThan(0)
  // Every open (pending, critical) case with a position is on it, on every page of the list; a
  // case reported without GPS is on it too when its pincode or locality places it (approximate).
  const admin = await apiToken(request, DEMO.admin)
  const withGps: number[] = []
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const listed = (await (
      await request.get('/api/rescues', {
        headers: auth(admin),
        params: { status: 'pending', urgency: 'critical', limit: 10, page },
      })
    ).json()) as {
      rescueRequests: { id: number; mergedIntoId: number | null; location: { lat: number | null } }[]
      meta: { totalPages: number }
    }
    pages = listed.meta.totalPages
    withGps.push(
      ...listed.rescueRequests.filter((r) => r.location.lat !== null && r.mergedIntoId == null).map((r) => r.id),
    )
  }
  const points = (
    (await (
      await request.get('/api/admin/rescues/map', {
        headers: auth(admin),
        params: { status: 'pending', urgency: 'critical' },
      })
    ).json()) as { points: { id: number; approximate: boolean }[] }
  ).points
  expect(
    points
      .filter((p) => !p.approximate)
      .map((p) => p.id)
      .sort(),
  ).toEqual(withGps.sort())
  const placed = points.length
  await expect(page.getByRole('link', { name: /^Case #\d+ on the map(, approximate place)?$/ })).toHaveCount(placed)
  await expect(page.getByText(`${placed} open case${placed === 1 ? '' : 's'} on the map.`)).toBeVisible()
  await marker.click()
  await expect(page).toHaveURL(new RegExp(`/rescue/${id}$`))

  // With the tile server unreachable, the markers and the list still work.
  await page.unroute(/tile\.openstreetmap\.org/)
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
  await page.goto('/admin/rescues?status=pending&urgency=critical')
  await page.getByRole('button', { name: 'Show map' }).click()
  await expect(page.getByRole('link', { name: `Case #${id} on the map` })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`^Case #${id}:`) })).toBeVisible()
})

test('the rescues table: most urgent and longest waiting first, sortable columns, search', async ({
  page,
  request,
}) => {
  const id = await criticalCase(request, 'A kitten inside the storm drain on Linking Road, heard since dawn.')
  await signIn(page, DEMO.admin, undefined, '/admin/rescues')
  const table = page.getByRole('table', { name: 'Rescue cases' })
  await expect(table).toBeVisible()
  // The cards are for phones.
  await expect(page.getByRole('article')).toHaveCount(0)
  const urgency = table.getByRole('columnheader', { name: 'Urgency' })
  await expect(urgency).toHaveAttribute('aria-sort', 'descending')
  const firstUrgency = table.getByRole('row').nth(1).getByRole('cell').nth(1)
  await expect(firstUrgency).toContainText('Critical')
  // Waiting, longest first, by keyboard.
  await table.getByRole('button', { name: 'Waiting' }).focus()
  await page.keyboard.press('Enter')
  await expect(table.getByRole('columnheader', { name: 'Waiting' })).toHaveAttribute('aria-sort', 'descending')
  await page.getByRole('searchbox', { name: 'Search cases' }).fill(`#${id}`)
  await page.keyboard.press('Enter')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row', { name: new RegExp(`^Case #${id}:`) })).toBeVisible()
})

test('the users table: search, sort kept in the address, keyboard rows, no Delete on my own account', async ({
  page,
  request,
}) => {
  const someone = await createAdopter(request, 'table')
  await signIn(page, DEMO.admin, undefined, '/admin/users')
  const table = page.getByRole('table', { name: 'Manage Users' })
  await expect(table).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
  await expect(table.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'descending')

  // "/" puts the cursor in the search; the words and the sort live in the address.
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeFocused()
  await page.keyboard.type(someone.email)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/q=/)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row').nth(1)).toContainText(someone.email)

  await page.getByRole('searchbox', { name: 'Search users' }).fill('demo.test')
  await page.keyboard.press('Enter')
  await table.getByRole('button', { name: 'Email' }).click()
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending')
  await table.getByRole('button', { name: 'Email' }).click()
  await expect(page).toHaveURL(/sort=email&dir=asc|dir=asc.*sort=email/)
  const emails = async () =>
    (await table.getByRole('row').allInnerTexts()).slice(1).map((row) => row.match(/\S+@demo\.test/)?.[0] ?? '')
  await expect.poll(async () => (await emails())[0]).toBe('admin@demo.test')
  const sorted = await emails()
  expect(sorted).toEqual([...sorted].sort())

  // A reload keeps the view; my own row offers Edit but never Delete.
  await page.reload()
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending')
  const mine = table.getByRole('row').filter({ hasText: 'admin@demo.test' })
  await expect(mine.getByRole('button', { name: /^Edit/ })).toBeVisible()
  await expect(mine.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  // Down from a row's Edit goes to the next row's Edit.
  await mine.getByRole('button', { name: /^Edit/ }).focus()
  await page.keyboard.press('ArrowDown')
  const next = table.getByRole('row').nth(2)
  await expect(next.getByRole('button', { name: /^Edit/ })).toBeFocused()
})

test('the NGOs, animals and applications tables search and sort on the server', async ({ page }) => {
  await signIn(page, DEMO.admin, undefined, '/admin/ngos?q=Andheri')
  const ngos = page.getByRole('table', { name: 'Manage NGOs' })
  await expect(ngos.getByRole('row')).toHaveCount(2)
  await expect(ngos.getByRole('row').nth(1)).toContainText('Andheri')
  await expect(page.getByRole('searchbox', { name: 'Search NGOs' })).toHaveValue('Andheri')

  await page.goto('/admin/animals?sort=name&dir=asc')
  const animals = page.getByRole('table', { name: 'Manage Animals' })
  await expect(animals.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
  const names = (await animals.getByRole('row').allInnerTexts()).slice(1).map((row) => row.trim().split('\t')[0])
  expect(names.length).toBeGreaterThan(1)
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))

  await page.goto('/admin/adoptions')
  const applications = page.getByRole('table', { name: 'Manage Adoptions' })
  await expect(applications.getByRole('columnheader', { name: 'Applied' })).toHaveAttribute('aria-sort', 'descending')
  await applications.getByRole('button', { name: 'Status', exact: true }).click()
  await expect(page).toHaveURL(/sort=status/)
  await expect(applications.getByRole('columnheader', { name: 'Status', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
})

test("an NGO's position (what nearest-first measures from) comes from its phone at sign-up and from its profile", async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await context.grantPermissions(['geolocation'])
  // At the NGO's premises in Parel.
  await context.setGeolocation({ latitude: 18.9986, longitude: 72.8407, accuracy: 10 })
  const email = uniqueEmail('ngo-here')
  const name = `Parel Paws ${email.slice(13, 21)}`
  await page.goto('/register-ngo')
  await page.getByLabel('First name').fill('Meera')
  await page.getByLabel('Last name').fill('Parelkar')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill(uniquePhone())
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByLabel('NGO name').fill(name)
  await page.getByLabel('Address').fill('Dr Ambedkar Road')
  await page.getByLabel('ZIP code').fill('400012')
  await page.getByRole('button', { name: 'Use my current location' }).click()
  await expect(page.getByText('Position: 18.99860, 72.84070')).toBeVisible()
  await page.getByLabel('Description').fill('Street dog care in Parel.')
  await page.getByRole('checkbox', { name: 'Rescue' }).check()
  await page.getByLabel('Maximum capacity (animals)').fill('10')
  await page.getByRole('button', { name: 'Register NGO' }).click()
  await expect(page).toHaveURL(/verify-otp/)
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp: await otpFor(request, email) } })
  expect(verified.ok(), await verified.text()).toBe(true)
  const token = ((await verified.json()) as { accessToken: string }).accessToken
  const mine = async () =>
    (
      (await (await request.get('/api/users/me/ngo', { headers: auth(token) })).json()) as {
        location: { lat?: number | null; lng?: number | null }
      }
    ).location
  expect(await mine()).toMatchObject({ lat: 18.9986, lng: 72.8407 })

  // Moved to Byculla: the NGO's user takes the position again from the profile.
  await context.setGeolocation({ latitude: 18.9767, longitude: 72.8324, accuracy: 10 })
  await signIn(page, email, DEMO_PASSWORD, '/profile')
  const section = page.getByRole('region', { name: `${name} on the map` })
  await expect(section.getByText('Position: 18.99860, 72.84070')).toBeVisible()
  await section.getByRole('button', { name: 'Take the position again' }).click()
  await expect(section.getByText('Position: 18.97670, 72.83240')).toBeVisible()
  await section.getByRole('button', { name: 'Save the position' }).click()
  await expect(page.getByText('Position saved. New cases are measured from here.')).toBeVisible()
  await expect.poll(mine).toMatchObject({ lat: 18.9767, lng: 72.8324 })
})
