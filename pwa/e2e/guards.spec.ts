// Who may open what: an NGO waiting for approval cannot list animals; the role guard's
// Access Denied screen; admin pages send everyone else to their dashboard (docs/screens.md: redirect, not a guard screen).
import { expect, test } from '@playwright/test'
import { apiToken, DEMO, signIn } from './support/app.ts'

const NGO_NOT_APPROVED = 'NGO verification required. Please wait for admin approval before listing animals.'

test('an NGO pending approval sees the verification gate and cannot list', async ({ page, request }) => {
  await signIn(page, DEMO.ngoPending, undefined, '/add-animal')
  await expect(page.getByRole('heading', { name: 'Add New Animal', level: 1 })).toBeVisible()
  const gate = page.getByRole('status').filter({ hasText: 'Verification Required' })
  await expect(gate).toContainText(NGO_NOT_APPROVED)
  await expect(page.getByRole('button', { name: 'Verification Required' })).toBeDisabled()
  await expect(page.getByLabel('Name')).toBeDisabled()
  await expect(page.getByText('Account Verification Pending')).toBeVisible()

  // The server refuses too.
  const token = await apiToken(request, DEMO.ngoPending)
  const refused = await request.post('/api/animals', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Gate test', species: 'dog', size: 'small' },
  })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).message).toBe(NGO_NOT_APPROVED)
})

test('an approved NGO may list animals', async ({ page }) => {
  await signIn(page, DEMO.ngo, undefined, '/add-animal')
  await expect(page.getByRole('heading', { name: 'Add New Animal', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Animal' })).toBeEnabled()
  await expect(page.getByText('Verification Required')).toHaveCount(0)
})

test('the role guard: an admin opening a listing page sees Access Denied', async ({ page }) => {
  await signIn(page, DEMO.admin, undefined, '/add-animal')
  await expect(page).toHaveURL(/\/add-animal$/)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible()
  await expect(page.getByText('Required role: ngo or shelter or adopter | Your role: admin')).toBeVisible()

  await page.goto('/animals/1/edit')
  await expect(page.getByText('Required role: ngo or shelter or adopter | Your role: admin')).toBeVisible()
  await page.getByRole('link', { name: 'Go to Home' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('admin pages send an adopter to the dashboard', async ({ page }) => {
  await signIn(page, DEMO.adopter, undefined, '/admin')
  await expect(page).toHaveURL(/\/dashboard$/)
  for (const path of ['/admin/users', '/admin/animals', '/admin/ngos', '/admin/rescues', '/admin/adoptions']) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/dashboard$/)
  }
})

test('an NGO may open /admin but not the admin-only pages', async ({ page }) => {
  await signIn(page, DEMO.ngo, undefined, '/admin')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('signed-out visitors opening an admin page are sent to sign in', async ({ page }) => {
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers$/)
})
