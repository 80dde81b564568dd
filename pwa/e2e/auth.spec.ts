// Sign-up with an e-mailed code, and the login-required guard that sends a visitor to sign in
// and back to the page they asked for.
import { expect, test } from '@playwright/test'
import { createAdopter, DEMO_PASSWORD, otpFor, signIn, uniqueEmail, uniquePhone } from './support/app.ts'

test('sign up, enter the code from the mailbox, and arrive signed in', async ({ page, request }) => {
  const email = uniqueEmail('signup')
  await page.goto('/register')
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await page.getByLabel('First name').fill('Asha')
  await page.getByLabel('Last name').fill('Kulkarni')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill(uniquePhone())
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page).toHaveURL(/\/verify-otp$/)
  await expect(page.getByText(email)).toBeVisible()
  const code = await otpFor(request, email)
  // Typing moves from box to box.
  await page.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code)
  for (const [i, digit] of [...code].entries()) await expect(page.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(digit)
  await page.getByRole('button', { name: 'Verify' }).click()

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Account verified successfully!')).toBeVisible()
  await expect(page.getByText("Welcome to Mumbai Paws! We're glad you're here.")).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0)

  // The session survives a reload.
  await page.reload()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
})

test('a wrong code is refused; the resend control counts down from 2 minutes, the wait between mails to one address', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('otp')
  await page.goto('/register')
  await page.getByLabel('First name').fill('Ravi')
  await page.getByLabel('Last name').fill('Shah')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill(uniquePhone())
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/)

  const resend = page.getByRole('button', { name: /^Resend code in \d+s$/ })
  await expect(resend).toBeDisabled()
  const startedAt = Number(((await resend.textContent()) ?? '').match(/\d+/)![0])
  expect(startedAt).toBeGreaterThan(110)
  expect(startedAt).toBeLessThanOrEqual(120)
  await expect(resend).toHaveText(`Resend code in ${startedAt - 1}s`)
  const code = await otpFor(request, email)
  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByLabel('Digit 1 of 6').fill(wrong)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect code. 4 attempts left.')
  await expect(page).toHaveURL(/\/verify-otp$/)

  await page.getByLabel('Digit 6 of 6').fill('')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Please enter all 6 digits')).toBeVisible()
})

test('a login-required page sends the visitor to sign in and back', async ({ page, request }) => {
  const account = await createAdopter(request, 'guard')
  await page.goto('/add-animal')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadd-animal$/)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/add-animal$/)
  await expect(page.getByRole('heading', { name: 'List Your Pet', level: 1 })).toBeVisible()
  await expect(page.getByText('Find a New Home for Your Pet')).toBeVisible()

  // The login page is replaced in the history: back goes to where the visitor was before.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/login/)
})

test('a wrong password keeps the visitor on the login page with the reason', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(uniqueEmail('nobody'))
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('the phone keeps its device token and sends it at its next sign-in to that account; each sign-in fetches the SMS key', async ({
  page,
  request,
}) => {
  const account = await createAdopter(request, 'device')
  const smsKey = () => page.evaluate((id) => localStorage.getItem(`paws-sms-key:${id}`), account.userId)
  await signIn(page, account.email)
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('paws-device-tokens') ?? '[]'))
  expect(kept).toEqual([[account.email, expect.stringMatching(new RegExp(`^${account.userId}\\.`))]])
  const deviceToken = kept[0][1] as string
  await expect.poll(smsKey).not.toBeNull()

  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  // The key is fetched again at the next sign-in (it changes when the sessions all end).
  await page.evaluate((id) => localStorage.setItem(`paws-sms-key:${id}`, 'stale'), account.userId)
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/login'))
  await signIn(page, account.email)
  expect((await sent).postDataJSON()).toMatchObject({ email: account.email, deviceToken })
  await expect.poll(smsKey).not.toBe('stale')
  expect(await smsKey()).not.toBeNull()
})
