// Profile settings and notifications against the real server (npm start on a fresh data
// directory). Every account this file changes is registered here, so the demo accounts other
// specs sign in with stay as they were.
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const PASSWORD = 'Start@1234'
const NEW_PASSWORD = 'Changed#5678'
const DEMO_PASSWORD = 'Demo@1234'
const PNG = readFileSync(new URL('../public/icons/icon-512.png', import.meta.url))

let counter = 0
function uniqueEmail(prefix: string) {
  counter += 1
  return `${prefix}-${Date.now()}-${counter}@example.test`
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A new verified adopter, through the API as a person would (code from the dev mailbox). */
async function registerUser(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix)
  await ok(
    await request.post('/api/auth/register', {
      data: { firstName: 'Priya', lastName: 'Kulkarni', email, password: PASSWORD, phone: '9876543210' },
    }),
  )
  const mailbox = await ok<{ messages: { text: string }[] }>(
    await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`),
  )
  const code = mailbox.messages[0]?.text.match(/code is (\d{6})/)?.[1]
  expect(code, 'one-time code in the dev mailbox').toBeTruthy()
  const session = await ok<{ accessToken: string; user: { id: number } }>(
    await request.post('/api/auth/verify-otp', { data: { email, otp: code } }),
  )
  return { email, token: session.accessToken, id: session.user.id }
}

/** The first match of `pattern` in the mail sent to `to` (mail may leave in the background). */
async function mailed(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(async () => {
      const box = await ok<{ messages: { text: string }[] }>(
        await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`),
      )
      found = box.messages.map((m) => m.text.match(pattern)?.[1]).find(Boolean)
      return found
    })
    .toBeTruthy()
  return found as string
}

async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const body = await ok<{ accessToken: string }>(await request.post('/api/auth/login', { data: { email, password } }))
  return { Authorization: `Bearer ${body.accessToken}` }
}

/** A case reported by `requester`, assigned to the demo NGO and moved through `steps` by it. */
async function rescueEvents(request: APIRequestContext, requester: Record<string, string>, steps: string[]) {
  const rescue = await ok<{ id: number }>(
    await request.post('/api/rescues', {
      headers: requester,
      data: {
        animalType: 'dog',
        urgency: 'high',
        description: 'Limping puppy near the bus stop',
        location: { address: 'Hill Road bus stop', city: 'Mumbai', pincode: '400050' },
      },
    }),
  )
  const ngoUser = await apiLogin(request, 'ngo@demo.test')
  const ngo = await ok<{ id: number }>(await request.get('/api/users/me/ngo', { headers: ngoUser }))
  const admin = await apiLogin(request, 'admin@demo.test')
  await ok(await request.put(`/api/rescues/${rescue.id}`, { headers: admin, data: { ngoId: ngo.id } }))
  for (const status of steps)
    await ok(await request.put(`/api/rescues/${rescue.id}`, { headers: ngoUser, data: { status } }))
  return rescue
}

async function signIn(page: Page, email: string, password: string, to = '/profile') {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`${to}$`))
}

test.describe('profile settings', () => {
  test('edits the details with field errors, and they are kept after a reload', async ({ page, request }) => {
    const user = await registerUser(request, 'profile-edit')
    await signIn(page, user.email, PASSWORD)
    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible()

    await page.getByLabel('Phone number').fill('12345')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible()
    await expect(page.getByLabel('Phone number')).toBeFocused()

    // A new e-mail needs the current password and is applied only with the code sent to it;
    // the old address is told.
    await page.getByLabel('Phone number').fill('9123456780')
    const newEmail = uniqueEmail('profile-moved')
    await page.getByLabel('Email').fill(newEmail)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('To change your e-mail, enter your current password.')).toBeVisible()
    await page.getByLabel('Current password').fill('Wrong@1234')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Password is incorrect')).toBeVisible()
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText(`We sent a 6-digit code to ${newEmail}`)).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(user.email)
    const code = await mailed(request, newEmail, /confirmation code is (\d{6})/)
    await page.getByLabel('Code from the e-mail').fill(code)
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click()
    await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(newEmail)
    await mailed(request, user.email, /(being changed)/)

    await page.getByLabel('First name').fill('Meera')
    await page.getByLabel('Address').fill('12 Linking Road, Bandra West')
    await page.getByLabel('City').fill('Mumbai')
    await page.getByLabel('State').fill('Maharashtra')
    await page.getByLabel('Pincode').fill('400050')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Profile updated successfully!')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('First name')).toHaveValue('Meera')
    await expect(page.getByLabel('Phone number')).toHaveValue('9123456780')
    await expect(page.getByLabel('Address')).toHaveValue('12 Linking Road, Bandra West')
    await expect(page.getByLabel('City')).toHaveValue('Mumbai')
    await expect(page.getByLabel('State')).toHaveValue('Maharashtra')
    await expect(page.getByLabel('Pincode')).toHaveValue('400050')
  })

  test('uploads a photo shrunk to JPEG on the device, then deletes it', async ({ page, request }) => {
    const user = await registerUser(request, 'profile-photo')
    await signIn(page, user.email, PASSWORD)
    const picker = page.locator('input[type="file"]')
    // Uploads with progress go through XMLHttpRequest: note the files each one carries.
    await page.evaluate(() => {
      const w = window as unknown as { __uploads: { field: string; name: string; type: string }[] }
      w.__uploads = []
      const send = XMLHttpRequest.prototype.send
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) {
          for (const [field, value] of body)
            if (value instanceof File) w.__uploads.push({ field, name: value.name, type: value.type })
        }
        return send.call(this, body)
      }
    })

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
    await expect(page.getByText('Please select an image file')).toBeVisible()

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByText('Profile photo updated!')).toBeVisible()
    // What went up: the PNG, re-encoded as JPEG on the device.
    const sent = await page.evaluate(
      () => (window as unknown as { __uploads: { field: string; name: string; type: string }[] }).__uploads,
    )
    expect(sent).toEqual([{ field: 'avatar', name: 'me.jpg', type: 'image/jpeg' }])
    const photo = page.getByRole('img', { name: 'Your profile photo' })
    await expect(photo).toHaveAttribute('src', /\/uploads\/avatars\/[0-9a-f-]+\.webp$/)
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // 512 px in, at most 800 px: the server keeps the size it got.
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(800)

    await page.reload()
    await expect(photo).toBeVisible()
    await page.getByRole('button', { name: 'Remove photo' }).click()
    await expect(page.getByText('Profile photo removed.')).toBeVisible()
    await expect(photo).toHaveCount(0)
    await expect(page.getByText('Upload photo')).toBeVisible()
    const profile = await ok<{ avatarUrl: string | null }>(
      await request.get('/api/users/profile', { headers: { Authorization: `Bearer ${user.token}` } }),
    )
    expect(profile.avatarUrl).toBeNull()
  })

  test('changes the password, stays signed in here, then signs in with the new one', async ({
    page,
    request,
    browser,
  }) => {
    const user = await registerUser(request, 'profile-password')
    await signIn(page, user.email, PASSWORD)
    await page.getByRole('button', { name: 'Change Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })

    await dialog.getByLabel('Current password').fill('Wrong@1234')
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await expect(dialog.getByRole('list', { name: 'Password requirements' })).toBeVisible()
    await dialog.getByLabel('Confirm new password').fill('Changed#0000')
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    await expect(dialog.getByText('Passwords do not match')).toBeVisible()

    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible()

    await dialog.getByLabel('Current password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password changed. Other devices have been signed out.')).toBeVisible()
    await expect(dialog).toHaveCount(0)

    // This device took the new session: a reload is still signed in.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible()
    expect((await request.post('/api/auth/login', { data: { email: user.email, password: PASSWORD } })).status()).toBe(
      401,
    )

    // Another device (a fresh browser context) signs in with the new password.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await signIn(otherPage, user.email, NEW_PASSWORD)
    await expect(otherPage.getByLabel('Email')).toHaveValue(user.email)
    await other.close()
  })

  test('deletes the account: goodbye on the home page, and no more signing in', async ({ page, request }) => {
    const user = await registerUser(request, 'profile-delete')
    await signIn(page, user.email, PASSWORD)
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete Account' })
    await dialog.getByLabel('Your password').fill('Wrong@1234')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog.getByText('Password is incorrect')).toBeVisible()

    await dialog.getByLabel('Your password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Your account has been deleted.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    await page.goto('/login')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('This account has been deactivated. Please contact support.')).toBeVisible()
  })
})

test.describe('notifications', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a real rescue event reaches the requester, who reads and deletes it', async ({ page, request }) => {
    const user = await registerUser(request, 'notified')
    const requester = { Authorization: `Bearer ${user.token}` }
    // The user reports a case ("We received your report"); the admin assigns it to the demo
    // NGO, which accepts and starts.
    const rescue = await rescueEvents(request, requester, ['accepted', 'in_progress'])

    await signIn(page, user.email, PASSWORD, '/notifications')
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible()
    await expect(page.getByText('3 unread', { exact: true })).toBeVisible()

    const list = page.getByRole('list', { name: 'All notifications' })
    const accepted = list.getByRole('listitem').filter({ hasText: 'Rescue request accepted' })
    await expect(accepted).toContainText(`has accepted your rescue request #${rescue.id}`)
    await expect(accepted.locator('time')).toHaveText(/just now|minute/)
    await expect(accepted.getByRole('link', { name: 'Rescue request accepted' })).toHaveAttribute(
      'href',
      `/rescue/${rescue.id}`,
    )

    await accepted.getByRole('button', { name: 'Mark as read' }).click()
    await expect(accepted.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
    await expect(page.getByText('2 unread', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible()

    await page.getByRole('tab', { name: /Unread/ }).click()
    await expect(page).toHaveURL(/filter=unread/)
    const unread = page.getByRole('list', { name: 'Unread notifications' })
    await expect(unread.getByRole('listitem')).toHaveCount(2)
    await expect(unread).toContainText('Rescue under way')
    await expect(unread).toContainText('We received your report')

    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(page.getByText("You're all caught up")).toBeVisible()
    await expect(page.getByText('No unread notifications', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()

    await page.getByRole('tab', { name: 'Read', exact: true }).click()
    const read = page.getByRole('list', { name: 'Read notifications', exact: true })
    await expect(read.getByRole('listitem')).toHaveCount(3)
    await read
      .getByRole('listitem')
      .filter({ hasText: 'Rescue under way' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('Notification deleted.')).toBeVisible()
    await expect(read.getByRole('listitem')).toHaveCount(2)
    await page.reload()
    await expect(page.getByRole('list', { name: 'Read notifications', exact: true }).getByRole('listitem')).toHaveCount(
      2,
    )

    // The link opens the case (and the rescue page is there for the requester).
    await page.getByRole('link', { name: 'Rescue request accepted' }).click()
    await expect(page).toHaveURL(new RegExp(`/rescue/${rescue.id}$`))
  })

  test('pages through the list 20 at a time', async ({ page, request }) => {
    const user = await registerUser(request, 'many')
    const requester = { Authorization: `Bearer ${user.token}` }
    // Each case tells its requester 5 times: received, accepted, in progress, rescued, completed.
    for (let i = 0; i < 6; i++)
      await rescueEvents(request, requester, ['accepted', 'in_progress', 'rescued', 'completed'])
    await signIn(page, user.email, PASSWORD, '/notifications')
    const items = page.getByRole('list', { name: 'All notifications' }).getByRole('listitem')
    await expect(items).toHaveCount(20)
    await expect(items.first()).toContainText('Rescue completed')
    await expect(page.getByText('Showing 20 of 30')).toBeVisible()
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(items).toHaveCount(30)
    await expect(items.last()).toContainText('We received your report')
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
    await expect(page.getByText('30 unread', { exact: true })).toBeVisible()
  })

  test('settings persist after a reload; web push is handled when the browser cannot subscribe', async ({
    page,
    request,
    context,
  }) => {
    const user = await registerUser(request, 'settings')
    await context.grantPermissions(['notifications'])
    await signIn(page, user.email, PASSWORD, '/notifications')
    const email = page.getByRole('switch', { name: 'Email notifications' })
    const push = page.getByRole('switch', { name: 'Push notifications' })
    const sms = page.getByRole('switch', { name: 'SMS notifications' })
    await expect(email).toBeChecked()
    await expect(push).toBeChecked()
    await expect(sms).not.toBeChecked()
    await expect(page.getByText('No notifications yet')).toBeVisible()

    // Headless Chromium has no push service: the page says so instead of failing silently.
    await expect(page.getByText('This device does not get push notifications yet.')).toBeVisible()
    await page.getByRole('button', { name: 'Turn on for this device' }).click()
    await expect(
      page.getByText('Could not turn on push notifications on this device. Please try again later.'),
    ).toBeVisible()

    await email.click({ force: true })
    await expect(page.getByText('Notification settings saved.')).toBeVisible()
    await sms.click({ force: true })
    await expect(sms).toBeChecked()
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked()
    await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeChecked()
    const saved = await ok(
      await request.get('/api/notifications/preferences', { headers: { Authorization: `Bearer ${user.token}` } }),
    )
    expect(saved).toEqual({ email: false, push: true, sms: true })
  })

  test('push on subscribes this device with the VAPID key; off unsubscribes it', async ({ page, request, context }) => {
    const user = await registerUser(request, 'push')
    await context.grantPermissions(['notifications'])
    // A stand-in push service: Chromium here cannot reach a real one. Everything else (the
    // permission, the key from the server, the calls to our API) is the app's real code.
    await page.addInitScript(() => {
      let current: object | null = null
      const w = window as unknown as { __subscribeOptions?: { userVisibleOnly: boolean; keyBytes: number[] } }
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = new Uint8Array(options!.applicationServerKey as Uint8Array)
        w.__subscribeOptions = { userVisibleOnly: Boolean(options!.userVisibleOnly), keyBytes: [...key] }
        const subscription = {
          endpoint: 'https://push.example.test/e2e-device',
          options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
          toJSON: () => ({
            endpoint: 'https://push.example.test/e2e-device',
            expirationTime: null,
            keys: {
              p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
              auth: 'tBHItJI5svbpez7KI4CCXg',
            },
          }),
          unsubscribe: async () => {
            current = null
            return true
          },
        }
        current = subscription
        return subscription as unknown as PushSubscription
      }
    })
    const { publicKey } = await ok<{ publicKey: string }>(await request.get('/api/push/vapid-public-key'))

    // The account wants push and the browser allows it: opening the page subscribes the device.
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    )
    await signIn(page, user.email, PASSWORD, '/notifications')
    const post = await posted
    expect(post.status()).toBe(201)
    expect(post.request().postDataJSON()).toMatchObject({
      endpoint: 'https://push.example.test/e2e-device',
      keys: { auth: 'tBHItJI5svbpez7KI4CCXg' },
    })
    const options = await page.evaluate(
      () =>
        (window as unknown as { __subscribeOptions: { userVisibleOnly: boolean; keyBytes: number[] } })
          .__subscribeOptions,
    )
    expect(options.userVisibleOnly).toBe(true)
    expect(Buffer.from(options.keyBytes).toString('base64url')).toBe(publicKey)
    await expect(page.getByText('This device gets push notifications.')).toBeVisible()

    const deleted = page.waitForRequest((r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'DELETE')
    await page.getByRole('switch', { name: 'Push notifications' }).click({ force: true })
    expect((await deleted).postDataJSON()).toEqual({ endpoint: 'https://push.example.test/e2e-device' })
    await expect(page.getByText('This device gets push notifications.')).toHaveCount(0)
    await expect
      .poll(
        async () =>
          (
            await ok<{ push: boolean }>(
              await request.get('/api/notifications/preferences', {
                headers: { Authorization: `Bearer ${user.token}` },
              }),
            )
          ).push,
      )
      .toBe(false)

    const again = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    )
    await page.getByRole('switch', { name: 'Push notifications' }).click({ force: true })
    expect((await again).status()).toBe(201)
    await expect(page.getByText('Push notifications are on for this device.')).toBeVisible()

    // Signing out (a shared phone) unsubscribes the device and the server forgets it first,
    // while the session can still say which endpoint; then the session ends.
    const forgotten = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
    )
    const loggedOut = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'))
    await page.getByRole('button', { name: 'Sign out' }).click()
    const forget = await forgotten
    expect(forget.ok()).toBe(true)
    expect(forget.request().postDataJSON()).toEqual({ endpoint: 'https://push.example.test/e2e-device' })
    await loggedOut
    expect(await page.evaluate(() => PushManager.prototype.getSubscription.call(null))).toBeNull()
  })
})
