// The admin dashboard, rescues and users pages (docs/screens.md;
// docs/rules.md#beyond-the-spec: the counts are real): what the admin sees against what the API
// holds, assigning and editing cases with their result modals, JSON checked before anything is
// sent, user edit and delete, and the NGO's own view of /admin.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, createAdopter, DEMO, signIn } from './support/app.ts'

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

async function getJson<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params?: Record<string, string | number>,
): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: auth(token), params })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as T
}

/** A new case reported by a brand-new adopter (so it starts pending, with no NGO). */
async function freshCase(request: APIRequestContext, description: string): Promise<number> {
  return (await freshCaseWithReporter(request, description)).id
}

async function freshCaseWithReporter(
  request: APIRequestContext,
  description: string,
): Promise<{ id: number; token: string }> {
  const reporter = await createAdopter(request, 'reporter')
  const token = await apiToken(request, reporter.email)
  const res = await request.post('/api/rescues', {
    headers: auth(token),
    data: {
      animalType: 'cat',
      urgency: 'medium',
      description,
      location: { address: 'Hill Road', city: 'Mumbai', pincode: '400050' },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { id: ((await res.json()) as { id: number }).id, token }
}

const caseCard = (page: Page, id: number) => page.getByRole('article', { name: new RegExp(`^Case #${id}:`) })

interface Stats {
  pendingRescues: number
  assignedRescues: number
  totalAnimals: number
  pendingAdoptions: number
  totalUsers: number
  partnerNgos: number
}

test('the admin dashboard shows the counts of /admin/stats, the admin pages and the newest cases', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.admin, undefined, '/admin')
  const token = await apiToken(request, DEMO.admin)
  const stats = await getJson<Stats>(request, token, '/admin/stats')
  const newest = await getJson<{ rescueRequests: { id: number }[] }>(request, token, '/rescues', {
    limit: 5,
    sortBy: 'createdAt',
    sortOrder: 'DESC',
  })
  await page.reload()

  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  const cards: [string, number][] = [
    ['Pending Rescues', stats.pendingRescues],
    ['Assigned Rescues', stats.assignedRescues],
    ['Total Animals', stats.totalAnimals],
    ['Pending Adoptions', stats.pendingAdoptions],
    ['Total Users', stats.totalUsers],
    ['Partner NGOs', stats.partnerNgos],
  ]
  for (const [label, value] of cards)
    await expect(page.getByRole('group', { name: label })).toContainText(String(value))
  expect(stats.totalUsers).toBeGreaterThan(0)
  await expect(page.getByRole('group', { name: 'Pending Rescues' })).toContainText('Need assignment')

  for (const [name, href] of [
    ['Manage Rescues', '/admin/rescues'],
    ['Manage Users', '/admin/users'],
    ['Manage NGOs', '/admin/ngos'],
    ['Manage Animals', '/admin/animals'],
    ['Manage Adoptions', '/admin/adoptions'],
  ]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
  }

  const recent = page.getByRole('region', { name: 'Recent Rescue Requests' })
  await expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/rescues')
  await expect(recent.getByRole('listitem')).toHaveCount(Math.min(5, newest.rescueRequests.length))
  const top = newest.rescueRequests[0]
  if (top)
    await expect(recent.getByRole('link', { name: `View Details of case #${top.id}` })).toHaveAttribute(
      'href',
      `/rescue/${top.id}`,
    )
  await expect(
    page.getByRole('region', { name: 'Recent Adoption Applications' }).getByRole('link', { name: 'View All' }),
  ).toHaveAttribute('href', '/admin/adoptions')
})

test('rescues are filtered by status, kept in the URL', async ({ page, request }) => {
  await freshCase(request, 'A cat on a ledge, for the filter test')
  const token = await apiToken(request, DEMO.admin)
  await signIn(page, DEMO.admin, undefined, '/admin/rescues')
  await expect(page.getByRole('heading', { name: 'Manage Rescues' })).toBeVisible()
  const filters = page.getByRole('group', { name: 'Filter by status' })
  await expect(filters.getByRole('button')).toHaveText([
    'All',
    'Pending',
    'Assigned',
    'Accepted',
    'In Progress',
    'Rescued',
    'Completed',
    'Declined',
    'Cancelled',
  ])

  await filters.getByRole('button', { name: 'Pending', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/rescues\?status=pending$/)
  await expect(filters.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute('aria-pressed', 'true')
  const pending = await getJson<{ meta: { total: number } }>(request, token, '/rescues', {
    status: 'pending',
    limit: 50,
  })
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(Math.min(50, pending.meta.total))
  await expect(cards.getByText('Pending', { exact: true })).toHaveCount(Math.min(50, pending.meta.total))

  // The URL alone opens the same filter.
  await page.goto('/admin/rescues?status=cancelled')
  await expect(filters.getByRole('button', { name: 'Cancelled' })).toHaveAttribute('aria-pressed', 'true')
  const cancelled = await getJson<{ meta: { total: number } }>(request, token, '/rescues', {
    status: 'cancelled',
    limit: 50,
  })
  if (cancelled.meta.total === 0) await expect(page.getByText('No rescue requests')).toBeVisible()
  else await expect(cards).toHaveCount(Math.min(50, cancelled.meta.total))

  await filters.getByRole('button', { name: 'All' }).click()
  await expect(page).toHaveURL(/\/admin\/rescues$/)
})

test('the admin assigns a fresh case to the demo NGO from the list', async ({ page, request }) => {
  const id = await freshCase(request, 'Kitten stuck in a drain, for the assign test')
  const ngoToken = await apiToken(request, DEMO.ngo)
  const { ngoStatus } = await getJson<{ ngoStatus: { id: number; name: string } }>(request, ngoToken, '/users/profile')

  await signIn(page, DEMO.admin, undefined, '/admin/rescues?status=pending')
  const card = caseCard(page, id)
  await expect(card.getByText('Assigned NGO:')).toBeVisible()
  await expect(card.getByText('Not assigned')).toBeVisible()
  await expect(card.getByText(/Reporter:/)).toBeVisible()
  await card.getByRole('button', { name: 'Assign to NGO' }).click()
  const dialog = page.getByRole('dialog', { name: `Assign Case #${id} to an NGO` })
  // The NGOs come nearest first with their figures, one preselected as the suggestion.
  await expect(dialog.getByLabel('NGO').locator('option', { hasText: '(suggested)' })).toHaveCount(1)
  await expect(dialog.getByRole('button', { name: 'Assign' })).toBeEnabled()
  await dialog.getByLabel('NGO').selectOption(String(ngoStatus.id))
  await dialog.getByRole('button', { name: 'Assign' }).click()

  // A toast confirms it (no window to dismiss).
  await expect(
    page.getByRole('status').filter({ hasText: `Rescue request assigned successfully to ${ngoStatus.name}!` }),
  ).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const adminToken = await apiToken(request, DEMO.admin)
  const saved = await getJson<{ status: string; ngoId: number }>(request, adminToken, `/rescues/${id}`)
  expect(saved).toMatchObject({ status: 'assigned', ngoId: ngoStatus.id })
  // Its card is updated in place (it stays under the pending filter until the list is read again).
  await expect(caseCard(page, id).getByText(ngoStatus.name)).toBeVisible()
  await page.goto('/admin/rescues?status=assigned')
  await expect(caseCard(page, id).getByText(ngoStatus.name)).toBeVisible()
})

test('an assignment the server refuses shows Assignment Failed with its message', async ({ page, request }) => {
  const { id, token: reporterToken } = await freshCaseWithReporter(
    request,
    'Dog in a construction pit, for the failed assign test',
  )
  const ngoToken = await apiToken(request, DEMO.ngo)
  const { ngoStatus } = await getJson<{ ngoStatus: { id: number } }>(request, ngoToken, '/users/profile')
  await signIn(page, DEMO.admin, undefined, '/admin/rescues?status=pending')
  await caseCard(page, id).getByRole('button', { name: 'Assign to NGO' }).click()
  const dialog = page.getByRole('dialog', { name: `Assign Case #${id} to an NGO` })
  await dialog.getByLabel('NGO').selectOption(String(ngoStatus.id))

  // Meanwhile the reporter cancels the case.
  const cancel = await request.put(`/api/rescues/${id}`, {
    headers: auth(reporterToken),
    data: { status: 'cancelled' },
  })
  expect(cancel.ok(), await cancel.text()).toBe(true)
  await dialog.getByRole('button', { name: 'Assign' }).click()

  const adminToken = await apiToken(request, DEMO.admin)
  const again = await request.put(`/api/rescues/${id}`, { headers: auth(adminToken), data: { ngoId: ngoStatus.id } })
  expect(again.ok()).toBe(false)
  const { message } = (await again.json()) as { message: string }
  // The refusal shows in the dialog, which stays open.
  await expect(dialog).toContainText(message)
  expect(await getJson<{ status: string; ngoId: number | null }>(request, adminToken, `/rescues/${id}`)).toMatchObject({
    status: 'cancelled',
    ngoId: null,
  })
})

test('the admin edits urgency and notes; bad JSON in the location is caught before sending', async ({
  page,
  request,
}) => {
  const id = await freshCase(request, 'Injured cat under a car, for the edit test')
  await signIn(page, DEMO.admin, undefined, '/admin/rescues?status=pending')
  const puts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes(`/api/rescues/${id}`)) puts.push(r.url())
  })

  await caseCard(page, id).getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: `Edit Case #${id}` })
  await expect(dialog.getByLabel('Urgency')).toHaveValue('medium')
  await expect(dialog.getByLabel('Urgency').locator('option')).toHaveText(['Low', 'Medium', 'High', 'Critical'])
  const location = dialog.getByLabel('Location (JSON)')
  await expect(location).toHaveValue(/"city": "Mumbai"/)

  await location.fill('{"address": "Hill Road", "city": "Mumbai",')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Location is not valid JSON. Check the quotes, commas and brackets.')).toBeVisible()
  await expect(location).toHaveAttribute('aria-invalid', 'true')
  await expect(location).toBeFocused()
  await dialog.getByLabel('Images (JSON array)').fill('not json')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Images is not valid JSON. Check the quotes, commas and brackets.')).toBeVisible()
  expect(puts).toEqual([])

  await location.fill('{"address": "Hill Road, Bandra", "city": "Mumbai", "pincode": "400050"}')
  await dialog.getByLabel('Images (JSON array)').fill('[]')
  await dialog.getByLabel('Urgency').selectOption('critical')
  await dialog.getByLabel('Admin notes').fill('Volunteer Priya will call the reporter.')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Case #\d+ has been updated\.$/ })).toBeVisible()
  expect(puts).toHaveLength(1)

  const token = await apiToken(request, DEMO.admin)
  const saved = await getJson<{ urgency: string; notes: string; location: { address: string } }>(
    request,
    token,
    `/rescues/${id}`,
  )
  expect(saved).toMatchObject({
    urgency: 'critical',
    notes: 'Volunteer Priya will call the reporter.',
    location: { address: 'Hill Road, Bandra' },
  })
  await expect(caseCard(page, id).getByText('Critical urgency')).toBeVisible()
})

test('users: filter by role, edit a fresh user, delete one, and the admin cannot demote themself', async ({
  page,
  request,
}) => {
  const edited = await createAdopter(request, 'edited')
  const doomed = await createAdopter(request, 'doomed')
  const token = await apiToken(request, DEMO.admin)
  await signIn(page, DEMO.admin, undefined, '/admin/users')
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible()

  const filters = page.getByRole('group', { name: 'Filter by role' })
  await expect(filters.getByRole('button')).toHaveText(['All', 'Admin', 'Adopter', 'NGO', 'Vet', 'Shelter', 'Supplier'])
  await filters.getByRole('button', { name: 'NGO' }).click()
  await expect(page).toHaveURL(/role=ngo/)
  const ngos = await getJson<{ meta: { total: number } }>(request, token, '/users', { role: 'ngo', limit: 100 })
  await expect(page.getByRole('article')).toHaveCount(Math.min(100, ngos.meta.total))
  await expect(page.getByRole('article').getByText('NGO', { exact: true })).toHaveCount(Math.min(100, ngos.meta.total))
  await filters.getByRole('button', { name: 'All' }).click()

  // Edit: the name, and the role through its own endpoint.
  const card = page.getByRole('article', { name: `${edited.firstName} Tester` })
  await expect(card.getByText('ADOPTER')).toBeVisible()
  await expect(card.getByText('ACTIVE', { exact: true })).toBeVisible()
  await expect(card.getByText('E-MAIL CONFIRMED', { exact: true })).toBeVisible()
  await expect(card.getByText(edited.email)).toBeVisible()
  await expect(card.getByText(/Joined:/)).toBeVisible()
  await card.getByRole('button', { name: `Edit ${edited.firstName} Tester` }).click()
  const dialog = page.getByRole('dialog', { name: `Edit User #${edited.userId}` })
  await expect(dialog.getByLabel('Role').locator('option')).toHaveText([
    'Adopter',
    'NGO',
    'Vet',
    'Shelter',
    'Supplier',
    'Admin',
  ])
  await dialog.getByLabel('First name').fill('Renamed')
  await dialog.getByLabel('Role').selectOption('vet')
  await dialog.getByLabel('Address (JSON)').fill('{"city": ')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Address is not valid JSON. Check the quotes, commas and brackets.')).toBeVisible()
  await dialog.getByLabel('Address (JSON)').fill('{"city": "Thane"}')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'User updated successfully!' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Renamed Tester' }).getByText('VET')).toBeVisible()
  const after = await getJson<{ firstName: string; role: string; address: unknown }>(
    request,
    token,
    `/users/${edited.userId}`,
  )
  expect(after).toMatchObject({ firstName: 'Renamed', role: 'vet', address: { city: 'Thane' } })

  // Delete after confirming: the account is deactivated and can no longer sign in.
  const doomedCard = page.getByRole('article', { name: `${doomed.firstName} Tester` })
  await doomedCard.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Delete ${doomed.firstName} Tester?` })
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete User' }).click()
  await expect(confirm).toBeHidden()
  await expect(doomedCard.getByText('INACTIVE')).toBeVisible()
  await expect(doomedCard.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  expect(await getJson<{ isActive: boolean }>(request, token, `/users/${doomed.userId}`)).toMatchObject({
    isActive: false,
  })
  const login = await request.post('/api/auth/login', { data: { email: doomed.email, password: doomed.password } })
  expect(login.ok()).toBe(false)

  // The admin's own role: the server refuses, and says why.
  await filters.getByRole('button', { name: 'Admin', exact: true }).click()
  const { id: myId } = await getJson<{ id: number }>(request, token, '/users/profile')
  await page.getByRole('article').filter({ hasText: DEMO.admin }).getByRole('button', { name: /^Edit/ }).click()
  const own = page.getByRole('dialog', { name: `Edit User #${myId}` })
  await own.getByLabel('Role').selectOption('adopter')
  await own.getByRole('button', { name: 'Save Changes' }).click()
  await expect(own.getByRole('alert')).toHaveText('You cannot change your own role')
  expect(await getJson<{ role: string }>(request, token, `/users/${myId}`)).toMatchObject({ role: 'admin' })
})

test('an NGO opening /admin sees its own cases and applications, without errors', async ({ page, request }) => {
  const failures: string[] = []
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.url()}`)
  })
  const token = await apiToken(request, DEMO.ngo)
  await signIn(page, DEMO.ngo, undefined, '/admin')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Organization Dashboard' })).toBeVisible()

  const assigned = await getJson<{ meta: { total: number } }>(request, token, '/rescues', { limit: 1 })
  const received = await getJson<{ meta: { total: number } }>(request, token, '/adoptions', {
    type: 'received',
    limit: 1,
  })
  await expect(page.getByRole('group', { name: 'Assigned Rescues' })).toContainText(String(assigned.meta.total))
  await expect(page.getByRole('group', { name: 'Received Applications' })).toContainText(String(received.meta.total))
  await expect(
    page.getByRole('region', { name: 'Recent Rescue Requests' }).getByRole('link', { name: 'View All' }),
  ).toHaveAttribute('href', '/dashboard?tab=assigned-rescues')

  // Only pages an NGO may open; nothing admin-only, no error banners.
  await expect(page.getByRole('link', { name: /^Manage / })).toHaveCount(0)
  await expect(page.locator('a[href^="/admin/"]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(failures).toEqual([])
})

test('an NGO still waiting for approval gets the same view, without the Add Animal link', async ({ page }) => {
  const failures: string[] = []
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.url()}`)
  })
  await signIn(page, DEMO.ngoPending, undefined, '/admin')
  await expect(page.getByRole('heading', { name: 'Organization Dashboard' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Assigned Rescues' })).toContainText('0')
  await expect(
    page.getByRole('region', { name: 'Recent Rescue Requests' }).getByText('No rescue requests yet.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Animals' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add Animal' })).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(failures).toEqual([])
})
