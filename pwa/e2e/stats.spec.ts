// "How fast help comes": an area with 20 cases an NGO acted on, from 10 different reporters, in
// the last 90 days shows its median and 9-in-10 times (a step only 15 reached gives no time) and
// where its cases stand (the completed ones by their outcome), the same figures the API gives; an
// area with 19 reports no NGO took shows none, only that there are too few cases. The whole city
// and what is left out show as the API says. Checked in English and in Marathi, and offline from
// the copy the service worker keeps. (The server's window runs up to now here: STATS_DAILY_CUT.)
import { randomUUID } from 'node:crypto'
import { formatDuration, type RescueOutcome, setDisplayLocale } from '@paws/contracts'
import type { AreaFigures, ResponseTimes } from '@paws/contracts/schemas/stats'
import type { APIRequestContext, Page } from '@playwright/test'
import { type Account, apiLogin, DEMO, expect, newReporter, test } from './rescue-support.ts'

// Pincodes no other spec or the demo data reports in.
const FEW = '400094'
const ENOUGH = '400095'

const auth = (who: Account) => ({ authorization: `Bearer ${who.accessToken}` })

async function report(request: APIRequestContext, reporter: Account, pincode: string, n: number): Promise<number> {
  const res = await request.post('/api/rescues', {
    headers: auth(reporter),
    data: {
      animalType: 'dog',
      urgency: 'medium',
      description: `Statistics case ${n} in ${pincode}`,
      location: { address: `Lane ${n}`, city: 'Mumbai', pincode },
      nearbyChecked: true,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).id
}

async function act(request: APIRequestContext, ngo: Account, id: number, action: string, outcome?: RescueOutcome) {
  const res = await request.post(`/api/rescues/${id}/actions`, {
    headers: { ...auth(ngo), 'idempotency-key': randomUUID() },
    data: action === 'completed' ? { action, outcome } : { action },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/**
 * 19 cases in FEW, by one person, that no NGO takes; 20 in ENOUGH, two by each of 10 people, each
 * assigned to the demo NGO and accepted, 15 of them on the way and 5 of those completed: 3
 * treated where found, 2 released back after treatment.
 */
async function seed(request: APIRequestContext) {
  const reporters: Account[] = []
  for (let n = 0; n < 10; n++) reporters.push(await newReporter(request, `Stats${n}`))
  const admin = await apiLogin(request, DEMO.admin)
  const ngo = await apiLogin(request, DEMO.ngo)
  const profile = await (await request.get('/api/users/profile', { headers: auth(ngo) })).json()
  for (let n = 0; n < 19; n++) await report(request, reporters[0]!, FEW, n)
  for (let n = 0; n < 20; n++) {
    const id = await report(request, reporters[n % 10]!, ENOUGH, n)
    const assigned = await request.put(`/api/rescues/${id}`, {
      headers: auth(admin),
      data: { ngoId: profile.ngoStatus.id },
    })
    expect(assigned.status(), await assigned.text()).toBe(200)
    await act(request, ngo, id, 'accept')
    if (n < 15) await act(request, ngo, id, 'progress')
    if (n < 5) {
      await act(request, ngo, id, 'rescued')
      await act(request, ngo, id, 'completed', n < 3 ? 'treated_on_site' : 'released_after_treatment')
    }
  }
}

async function answer(request: APIRequestContext): Promise<ResponseTimes> {
  const res = await request.get('/api/stats/response-times')
  expect(res.status()).toBe(200)
  return (await res.json()) as ResponseTimes
}

/** The times as the page writes them in `locale`. */
function times(figures: AreaFigures, locale: 'en' | 'mr') {
  setDisplayLocale(locale)
  const out = {
    acceptMedian: formatDuration(figures.firstAccept.medianSeconds ?? -1),
    acceptP90: formatDuration(figures.firstAccept.p90Seconds ?? -1),
  }
  setDisplayLocale('en')
  return out
}

/** Where the cases stand as the page lists it: completed, then each outcome of those, cancelled, open. */
const EN_STAND = [
  /^Completed: 5/,
  'Treated where found and left in its area: 3',
  'Taken to a clinic or shelter: 0',
  'Admitted for treatment: 0',
  'Released back after treatment: 2',
  'Died: 0',
  'Not found at the place: 0',
  'Fostered or adopted: 0',
  'Cancelled: 0',
  'Still open: 15',
]
const MR_STAND = [
  /^पूर्ण: 5/,
  'सापडला तिथेच उपचार करून त्याच भागात सोडले: 3',
  'क्लिनिक किंवा निवाऱ्यात नेले: 0',
  'उपचारासाठी दाखल केले: 0',
  'उपचारानंतर परत सोडले: 2',
  'मृत्यू झाला: 0',
  'त्या ठिकाणी सापडला नाही: 0',
  'पालनासाठी दिले किंवा दत्तक घेतले: 0',
  'रद्द: 0',
  'अजून सुरू: 15',
]

async function findArea(page: Page, label: string, pincode: string) {
  await page.getByRole('textbox', { name: label }).fill(pincode)
}

test('an area with 20 cases shows its figures, one with 19 says too few; in Marathi and offline too', async ({
  page,
  request,
  browser,
}) => {
  await seed(request)
  const all = await answer(request)
  expect(all.areas.find((a) => a.area === FEW)).toBeUndefined()
  expect(all.hidden.notActedOn).toBeGreaterThanOrEqual(19)
  const enough = all.areas.find((a) => a.area === ENOUGH)
  expect(enough).toMatchObject({
    cases: 20,
    firstAccept: { reached: 20, medianSeconds: expect.any(Number) },
    // 15 of 20 on the way: too few for a time.
    onTheWay: { reached: 15, medianSeconds: null, p90Seconds: null },
    outcomes: {
      completed: 5,
      completedAs: {
        treated_on_site: 3,
        taken_to_clinic: 0,
        admitted: 0,
        released_after_treatment: 2,
        died: 0,
        not_found: 0,
        fostered_adopted: 0,
      },
      cancelled: 0,
      open: 15,
    },
  })
  const figures = enough as AreaFigures

  // From the footer, in English.
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'How fast help comes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'How fast help comes' })).toBeVisible()
  const card = page.getByRole('article', { name: `Pincode ${ENOUGH}` })
  const en = times(figures, 'en')
  await expect(card).toContainText('20 cases')
  await expect(card.getByRole('definition')).toHaveText([
    `Half the cases within ${en.acceptMedian} (median)`,
    `9 in 10 cases within ${en.acceptP90}`,
    '20 of 20 cases got this far',
    'Only 15 of 20 cases got this far: too few to give a time (fewer than 20).',
  ])
  await expect(card.getByRole('listitem')).toHaveText(EN_STAND)
  // The whole city, or why it is not shown, as the API says.
  if (all.city) {
    await expect(page.getByRole('article', { name: 'The whole city' })).toContainText(`${all.city.cases} cases`)
  } else {
    expect(all.hidden.city).not.toBeNull()
    await expect(page.getByRole('status').filter({ hasText: /^The whole city/ })).toBeVisible()
  }
  // What is left out, and why: the 19 reports no NGO took among them.
  const leftOut = page.getByRole('region', { name: 'What these figures leave out' })
  await expect(leftOut).toContainText(
    `Reports no NGO had accepted by last midnight (cancelled, or still waiting), counted in no figure: ${all.hidden.notActedOn}.`,
  )
  await expect(leftOut).toContainText('from at least 10 people')
  // Lost pets brought home: the API's share, or that too few were posted to give one.
  const reunions = page.getByRole('region', { name: 'Lost pets brought home' })
  await expect(reunions).toContainText(
    all.lostFound
      ? `${all.lostFound.reunitedWithin14Days} of ${all.lostFound.lostPosts} lost pets`
      : 'Fewer than 20 lost pets were posted here in this time',
  )
  // The 19-case area: no card, no figure, only that there are too few cases.
  const areaCards = page.getByRole('article', { name: /^Pincode / })
  await expect(page.getByRole('article', { name: `Pincode ${FEW}` })).toHaveCount(0)
  await findArea(page, 'Find your area (pincode)', FEW)
  await expect(page.getByRole('status').filter({ hasText: FEW })).toHaveText(
    `No figures for ${FEW} over the last 90 days: it has fewer than 20 cases an NGO acted on, or they came from fewer than 10 people.`,
  )
  await expect(areaCards).toHaveCount(0)
  await findArea(page, 'Find your area (pincode)', ENOUGH)
  await expect(areaCards).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Download these figures (CSV)' })).toHaveAttribute(
    'href',
    '/api/stats/response-times.csv',
  )

  // Offline, from the copy the service worker kept: the same figures, and "offline" said plainly.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      )
    }
  })
  await page.reload()
  await expect(card).toContainText('20 cases')
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('api-stats')).keys()).map((r) => new URL(r.url).pathname)),
    )
    .toEqual(['/api/stats/response-times'])
  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    'These are the figures saved on this phone',
  )
  await expect(card.getByRole('listitem')).toHaveText(EN_STAND)
  await page.context().setOffline(false)

  // A phone set to Marathi, from the /rescue page.
  const marathi = await browser.newContext({ locale: 'mr-IN' })
  const mrPage = await marathi.newPage()
  await mrPage.goto('/rescue')
  await mrPage.getByRole('main').getByRole('link', { name: 'मदत किती लवकर पोहोचते' }).click()
  await expect(mrPage.getByRole('heading', { level: 1, name: 'मदत किती लवकर पोहोचते' })).toBeVisible()
  const mrCard = mrPage.getByRole('article', { name: `पिनकोड ${ENOUGH}` })
  const mr = times(figures, 'mr')
  await expect(mrCard).toContainText('20 केसेस')
  await expect(mrCard.getByRole('definition')).toHaveText([
    `निम्म्या केसेस ${mr.acceptMedian} च्या आत (मध्यक)`,
    `10 पैकी 9 केसेस ${mr.acceptP90} च्या आत`,
    '20 पैकी 20 केसेस इथपर्यंत पोहोचल्या',
    '20 पैकी फक्त 15 केसेस इथपर्यंत पोहोचल्या: वेळ देण्यासाठी खूप कमी (20 पेक्षा कमी).',
  ])
  await expect(mrCard.getByRole('listitem')).toHaveText(MR_STAND)
  await expect(mrPage.getByRole('article', { name: `पिनकोड ${FEW}` })).toHaveCount(0)
  await findArea(mrPage, 'तुमचा भाग शोधा (पिनकोड)', FEW)
  await expect(mrPage.getByRole('status').filter({ hasText: FEW })).toHaveText(
    `गेल्या 90 दिवसांचे ${FEW} चे आकडे नाहीत: तिथे NGO ने हाती घेतलेल्या 20 पेक्षा कमी केसेस आहेत, किंवा त्या 10 पेक्षा कमी व्यक्तींनी नोंदवल्या आहेत.`,
  )
  await expect(mrPage.getByRole('article', { name: /^पिनकोड / })).toHaveCount(0)
  await expect(mrPage.getByRole('heading', { name: 'हे आकडे काय वगळतात' })).toBeVisible()
  await marathi.close()
})
