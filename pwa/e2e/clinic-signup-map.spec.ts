// A clinic signing up from a desk, with no GPS permission: it finds its locality, the map opens
// there, and a tap puts the pin where the clinic is. Once approved from the admin desk and
// accepting emergencies,
// it is offered by GET /api/clinics/nearby at that very place.
import { randomUUID } from 'node:crypto'
import { otpFor, signIn as signInPlain, uniquePhone } from './support/app.ts'
import { type Account, apiLogin, BASE_URL, DEMO, expect, test } from './rescue-support.ts'

/** A 1x1 PNG standing in for a map tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

const auth = (who: Account) => ({ authorization: `Bearer ${who.accessToken}` })

test('a clinic places itself by locality search and a pin, and is found nearby at that place once approved', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const clinicName = `Matunga Animal Clinic ${randomUUID().slice(0, 6)}`
  const email = `clinic-${randomUUID().slice(0, 8)}@e2e.test`
  // No geolocation permission: the phone's position cannot be had.
  const desk = await browser.newContext({ baseURL: BASE_URL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' })
  const page = await desk.newPage()
  // The map's tiles (the tile server is outside the product): signed out, the map still has them.
  let tiles = 0
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles += 1
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE })
  })
  await page.goto('/register-clinic')
  await page.getByLabel('First name').fill('Meera')
  await page.getByLabel('Last name').fill('Iyer')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill(uniquePhone())
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234')
  await page.getByLabel('Clinic name').fill(clinicName)
  await page.getByLabel('Licence number').fill('MSVC-2025-204')
  await page.getByLabel('Address').fill('Telang Road, Matunga, Mumbai 400019')

  const status = page.getByRole('status').filter({ hasText: /^Position: / })
  await expect(status).toHaveCount(0)
  await page.getByLabel('Locality or pincode').fill('matun')
  await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: 'Matunga, 400019' }).click()
  await expect(page.getByText('Place: Matunga, 400019')).toBeVisible()
  // The locality's centre is the position at once, and the map opens on it.
  await expect(status).toHaveText(/^Position: 19\.\d{5}, 72\.\d{5}$/)
  const centre = await status.textContent()
  const map = page.getByRole('application', { name: 'Map: tap where the clinic is' })
  await expect(map).toBeVisible()
  await expect(page.getByTestId('pin-marker')).toBeVisible()
  await expect.poll(() => tiles).toBeGreaterThan(0)
  // The clinic is a little east and north of the centre: a tap there moves the pin.
  const box = (await map.boundingBox())!
  await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 30 } })
  await expect(status).not.toHaveText(centre!)
  const [lat, lng] = (await status.textContent())!.replace('Position: ', '').split(', ').map(Number) as [number, number]
  expect(lng).toBeGreaterThan(Number(centre!.split(', ')[1]))

  await page.getByRole('checkbox', { name: 'Dog' }).check()
  await page.getByLabel('Opening hours').fill('9 am to 9 pm')
  await page.getByRole('button', { name: 'Register clinic' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/)
  await page.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await otpFor(request, email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Clinic Verification Pending')).toBeVisible()
  await desk.close()

  // Pending at the place of its pin; an admin approves it from the desk.
  const admin = await apiLogin(request, DEMO.admin)
  const listed = await request.get('/api/clinics?status=pending&limit=100', { headers: auth(admin) })
  expect(listed.status()).toBe(200)
  const row = ((await listed.json()).clinics as { id: number; name: string; lat: number; lng: number }[]).find(
    (c) => c.name === clinicName,
  )!
  expect(row.lat).toBeCloseTo(lat, 5)
  expect(row.lng).toBeCloseTo(lng, 5)
  const adminContext = await browser.newContext({ baseURL: BASE_URL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' })
  const adminDesk = await adminContext.newPage()
  await signInPlain(adminDesk, DEMO.admin, 'Demo@1234', '/admin/clinics')
  const pending = adminDesk.getByTestId('admin-clinic').filter({ hasText: clinicName })
  await expect(pending).toContainText('Licence MSVC-2025-204')
  await pending.getByRole('button', { name: 'Approve clinic' }).click()
  await expect(adminDesk.getByText(`${clinicName} has been approved.`)).toBeVisible()
  await adminContext.close()
  // The clinic, approved, says it accepts emergencies.
  const clinic = await apiLogin(request, email, 'Demo@1234')
  const open = await request.put('/api/clinics/me/availability', {
    headers: auth(clinic),
    data: { accepting: true, until: new Date(Date.now() + 3_600_000).toISOString(), places: { dog: 1 } },
  })
  expect(open.status(), await open.text()).toBe(200)

  // A responder standing where the pin was put finds it there.
  const ngo = await apiLogin(request, DEMO.ngo)
  const nearby = await request.get(`/api/clinics/nearby?lat=${lat}&lng=${lng}`, { headers: auth(ngo) })
  expect(nearby.status()).toBe(200)
  const found = ((await nearby.json()).clinics as { name: string; distanceM: number }[]).find(
    (c) => c.name === clinicName,
  )
  expect(found?.distanceM).toBeLessThanOrEqual(1)
})
