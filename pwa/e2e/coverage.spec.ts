// The coverage map (docs/rules.md#coverage): an admin opens it from the menu and finds the
// square of a case reported where nobody is on duty listed as thin, with the same figures the
// API gives; an NGO's coordinator reads it too; an adopter is told the page is not theirs.
import { nearestPlace } from '@paws/contracts/places/places'
import { expect, test } from '@playwright/test'
import { newReporter } from './rescue-support.ts'
import { apiToken, DEMO, signIn } from './support/app.ts'

test.use({ viewport: { width: 1280, height: 900 } })

// Gorai, on the city's north-west edge.
const SPOT = { lat: 19.2357, lng: 72.7912 }

test('an admin finds the thin square of a case nobody is near, as the API counts it', async ({ page, request }) => {
  const reporter = await newReporter(request, 'Meera')
  const filed = await request.post('/api/rescues', {
    headers: { authorization: `Bearer ${reporter.accessToken}` },
    data: {
      animalType: 'dog',
      urgency: 'medium',
      description: 'A limping dog by the jetty, coverage map check',
      location: { address: 'Gorai jetty', city: 'Mumbai', pincode: '400091', ...SPOT },
    },
  })
  expect(filed.status(), await filed.text()).toBe(201)
  const admin = await apiToken(request, DEMO.admin)
  const box = { minLat: 19.2, minLng: 72.75, maxLat: 19.27, maxLng: 72.85 }
  const api = await request.get('/api/coverage', {
    headers: { authorization: `Bearer ${admin}` },
    params: box,
  })
  expect(api.status(), await api.text()).toBe(200)
  const cell = ((await api.json()).cells as Record<string, number | boolean>[]).find(
    (c) => c.minLat === 19.23 && c.minLng === 72.79,
  )
  expect(cell).toMatchObject({ thin: true })
  const cases = cell?.cases as number

  await signIn(page, DEMO.admin, undefined, '/admin')
  await page.getByRole('link', { name: 'Coverage', exact: true }).first().click()
  await expect(page).toHaveURL(/\/coverage$/)
  await expect(page.getByRole('heading', { name: 'Where nobody can reach', level: 1 })).toBeVisible()
  const name = nearestPlace({ lat: 19.235, lng: 72.795 }, 2_000)?.localities[0] ?? ''
  expect(name).not.toBe('')
  const row = page.getByTestId('thin-cells').getByRole('listitem').filter({ hasText: name })
  await expect(row.first()).toContainText(`of 168 hours with two on duty; ${cases} case`)
  // The map draws the squares, thin ones marked, even with no tiles.
  await expect(page.getByTestId('coverage-map').locator('path[data-thin="true"]').first()).toBeAttached()
})

test('an NGO coordinator reads the map', async ({ page }) => {
  await signIn(page, DEMO.ngo, undefined, '/coverage')
  await expect(page.getByRole('heading', { name: 'Where nobody can reach', level: 1 })).toBeVisible()
  await expect(page.getByTestId('coverage-map')).toBeVisible()
})

test('an adopter is told the map is not theirs', async ({ page }) => {
  await signIn(page, DEMO.adopter, undefined, '/coverage')
  await expect(page.getByRole('heading', { name: 'Access Denied', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Where nobody can reach' })).toHaveCount(0)
})
