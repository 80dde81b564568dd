// Sessions that end: when the stored session can no longer be renewed (the
// server refuses /api/auth/refresh), public pages stay where they are, signed out quietly, with
// a "Signed out" notice; only pages that need an account go to sign-in. Reports waiting in the
// outbox stay on the phone and are sent after the next sign-in.
import { english } from './support/english.ts'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  expect,
  fillReport,
  goOffline,
  goOnline,
  newReporter,
  outboxCount,
  serverCases,
  serviceWorkerReady,
  signIn,
  test,
} from './rescue-support.ts'

interface StoredSession {
  token: string
  refreshToken: string
  user: string
}

/** Signs the page's session out on the server (as from another device); answers its tokens. */
async function revokeSession(page: Page, request: APIRequestContext): Promise<StoredSession> {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    refreshToken: localStorage.getItem('refreshToken') ?? '',
    user: localStorage.getItem('user') ?? '',
  }))
  expect(stored.token).not.toBe('')
  const res = await request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${stored.token}` },
    data: { refreshToken: stored.refreshToken },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return stored
}

/** Puts the revoked session back on the phone, as an installed app would still hold it. */
async function holdDeadSession(page: Page, dead: StoredSession) {
  await page.evaluate(async (s) => {
    localStorage.setItem('token', s.token)
    localStorage.setItem('refreshToken', s.refreshToken)
    localStorage.setItem('user', s.user)
    await writeAuth({ key: 'session', token: s.token, refreshToken: s.refreshToken }).catch(() => undefined)
  }, dead)
}

const notice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Signed out: sign in again to see your cases' })

test('a session that cannot be renewed signs out quietly on public pages; account pages ask to sign in', async ({
  page,
  request,
}) => {
  const me = await newReporter(request)
  await signIn(page, me.email, undefined, '/')
  const dead = await revokeSession(page, request)

  await page.reload()
  await expect(notice(page)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Every pet deserves a forever home', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Meet our newest friends' }).getByRole('article')).not.toHaveCount(0)
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([
    null,
    null,
  ])

  await holdDeadSession(page, dead)
  await page.goto('/animals')
  await expect(notice(page)).toBeVisible()
  await expect(page).toHaveURL(/\/animals$/)
  await expect(page.getByRole('heading', { name: 'Find your new best friend' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(notice(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fanimals',
  )
  await notice(page).getByRole('button', { name: 'Dismiss' }).click()
  await expect(notice(page)).toHaveCount(0)

  await holdDeadSession(page, dead)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/)
})

test('a report waiting offline stays parked through the quiet sign-out and is sent after signing in', async ({
  page,
  context,
  request,
}) => {
  const me = await newReporter(request)
  await signIn(page, me.email, undefined, '/rescue/form')
  await serviceWorkerReady(page)
  await goOffline(context)
  await fillReport(page, { description: 'Kept through a quiet sign-out', photos: [5] })
  const saved = page.getByRole('dialog', { name: english('rescueText.savedOffline') })
  await expect(saved.getByText(english('rescueText.savedOfflineText'))).toBeVisible({ timeout: 20_000 })
  await revokeSession(page, request)

  // The installed app is opened on its home page while still offline, then the network returns.
  await page.goto('/')
  await goOnline(context)
  await expect(notice(page)).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Every pet deserves a forever home', level: 1 })).toBeVisible()
  expect(await outboxCount(page)).toBe(1)

  await notice(page).getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/)
  await page.getByLabel('Email').fill(me.email)
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0)
  const cases = await serverCases(request, me.accessToken)
  expect(cases.map((c) => [c.description, c.photos.length])).toEqual([['Kept through a quiet sign-out', 1]])
})
