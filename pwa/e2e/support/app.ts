// Helpers shared by the end-to-end specs: unique accounts made through the real sign-up API
// (codes read from the development mailbox), sign-in through the login screen, and small
// lookups of the demo data.
import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Demo@1234'
export const DEMO = {
  admin: 'admin@demo.test',
  ngo: 'ngo@demo.test',
  ngoPending: 'ngo-pending@demo.test',
  adopter: 'adopter@demo.test',
  owner: 'owner@demo.test',
} as const

/** A fresh address for every call, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.test`
}

/** A fresh 10-digit Indian mobile number. */
export function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
}

/** The newest one-time code the server "sent" to `email` (GET /api/dev/mailbox). */
export async function otpFor(request: APIRequestContext, email: string): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox', { params: { to: email } })
        expect(response.ok()).toBe(true)
        const { messages } = (await response.json()) as { messages: { text: string }[] }
        code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
        return code
      },
      { message: `a 6-digit code e-mailed to ${email}` },
    )
    .not.toBe('')
  return code
}

export interface Account {
  email: string
  password: string
  firstName: string
  userId: number
}

/** Registers and verifies an adopter through the API (the UI sign-up has its own test). */
export async function createAdopter(request: APIRequestContext, label: string): Promise<Account> {
  const email = uniqueEmail(label)
  const firstName = `E2e${label.replace(/[^a-z]/gi, '').slice(0, 10)}`
  const password = DEMO_PASSWORD
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName: 'Tester', email, password, phone: uniquePhone() },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp: await otpFor(request, email) } })
  expect(verified.ok(), await verified.text()).toBe(true)
  const { user } = (await verified.json()) as { user: { id: number } }
  return { email, password, firstName, userId: user.id }
}

/** Where a role's home page sends it (src/routes/index.tsx): an NGO to its queue, an admin to the desk. */
const HOME_OF: Partial<Record<string, RegExp>> = { ngo: /\/dashboard(\?|$)/, admin: /\/admin$/ }

/**
 * Signs in through the login screen, which returns to `redirect` (or home), and waits for the
 * page the account lands on: an NGO or an admin reaches theirs through a second navigation,
 * which would close a menu a test opened in between.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/login'))
  await page.getByRole('button', { name: 'Sign In' }).click()
  const { user } = (await (await answer).json()) as { user?: { role: string } }
  const home = redirect || !user ? undefined : HOME_OF[user.role]
  await expect(page).toHaveURL(home ?? /^(?!.*\/login)/)
}

/** Signs in through the API for a bearer token (for setup and clean-up calls). */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { accessToken: string }).accessToken
}

export interface ListedAnimal {
  id: number
  name: string
  status: string
  shelterId: number
}

/** Animals of the public list matching `query` (as the browse page asks for them). */
export async function listAnimals(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const response = await request.get('/api/animals', { params: { limit: 100, ...query } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { animals: ListedAnimal[]; meta: { total: number } }
}
