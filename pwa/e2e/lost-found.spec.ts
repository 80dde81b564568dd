// Lost and found on a 360 px phone in Marathi: an owner posts a lost dog with a photo; a finder,
// signed out and with no signal, posts a found dog that waits on the phone and arrives once
// after the account is made in the sheet over the form; the owner of a lost dog sees the found
// one among the matches, with its reasons in Marathi, and writes to the finder through the relay.
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { otpFor, uniquePhone } from './support/app.ts'
import {
  type Account,
  expect,
  goOffline,
  goOnline,
  newReporter,
  PASSWORD,
  serviceWorkerReady,
  signIn,
  test,
} from './rescue-support.ts'

const catalog: Record<string, string> = {
  ...JSON.parse(readFileSync(new URL('../../packages/contracts/locales/mr.json', import.meta.url), 'utf8')),
  ...JSON.parse(readFileSync(new URL('../src/locales/mr.json', import.meta.url), 'utf8')),
}

/** The app's Marathi words for `key`, with `{name}` values put in. */
function mr(key: string, values: Record<string, string | number> = {}): string {
  const text = catalog[key]
  if (!text) throw new Error(`no ${key} in mr`)
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), text)
}

const DOG_PHOTO = '/work/shared/demo-photos/dog-01.jpg'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
})

/** The header's language menu: Marathi, kept on the phone (and on the account when signed in). */
async function speakMarathi(page: Page) {
  await page.locator('header select').selectOption('mr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
}

interface ServerPost {
  id: number
  kind: string
  species: string
  name: string | null
  photos: unknown[]
  mine: boolean
}

async function myPosts(request: APIRequestContext, token: string): Promise<ServerPost[]> {
  const res = await request.get('/api/lost-found/posts?mine=true&limit=100', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { posts: ServerPost[] }).posts
}

async function apiPost(request: APIRequestContext, who: Account, body: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/lost-found/posts', {
    headers: { authorization: `Bearer ${who.accessToken}` },
    data: body,
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  return ((await res.json()) as { id: number }).id
}

test('an owner posts a lost dog with a photo: the post, its photo and its words in Marathi', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const owner = await newReporter(request, 'Meera')
  await signIn(page, owner.email, PASSWORD, '/lost-found')
  await speakMarathi(page)
  await page.getByRole('link', { name: mr('lf.iLostOne') }).click()
  await expect(page.getByRole('heading', { level: 1, name: mr('lf.newLost') })).toBeVisible()

  await page.locator('input[type=file]').setInputFiles(DOG_PHOTO)
  await expect(page.getByRole('img', { name: mr('photos.photoN', { n: 1 }), exact: true })).toBeVisible()
  await page.getByRole('radio', { name: mr('enum.species.dog'), exact: true }).check()
  await page.getByRole('checkbox', { name: mr('enum.colour.brown'), exact: true }).check()
  await page.getByRole('checkbox', { name: mr('enum.colour.white'), exact: true }).check()
  await page.getByLabel(mr('lf.name')).fill('Bruno')
  await page.getByLabel(mr('lf.orPincode')).fill('400050')
  await page.getByRole('button', { name: mr('lf.postLost') }).click()

  await expect(page).toHaveURL(/\/lost-found\/\d+\?posted=true$/, { timeout: 30_000 })
  await expect(page.getByText(mr('lf.postedNow'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bruno')
  await expect(page.getByRole('img', { name: mr('lf.photoN', { n: 1 }) })).toBeVisible()
  // No English left on the page's own parts (the name is the owner's own word).
  await expect(page.locator('#main')).not.toContainText('Lost Dog')

  const posts = await myPosts(request, owner.accessToken)
  expect(posts.map((p) => [p.kind, p.species, p.name, p.photos.length])).toEqual([['lost', 'dog', 'Bruno', 1]])
  expect(page.url()).toContain(`/lost-found/${posts[0].id}`)
})

test('a finder signed out and with no signal posts a found dog: kept on the phone, sent once after the account is made', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  await page.goto('/lost-found')
  await speakMarathi(page)
  await serviceWorkerReady(page)
  // The form opened once with signal (its code and words are kept), then the signal goes.
  await page.goto('/lost-found/new?kind=found')
  await expect(page.getByRole('heading', { level: 1, name: mr('lf.newFound') })).toBeVisible()
  await expect(page.getByText(mr('lf.noAccountNeeded'))).toBeVisible()
  await goOffline(context)

  await page.getByRole('radio', { name: mr('enum.species.dog'), exact: true }).check()
  await page.getByRole('checkbox', { name: mr('enum.colour.black'), exact: true }).check()
  await page.getByRole('radio', { name: mr('enum.collar.yes'), exact: true }).check()
  await page.getByLabel(mr('lf.orPincode')).fill('400050')
  await page.getByRole('radio', { name: mr('enum.foundWhere.with-me'), exact: true }).check()
  await page.getByRole('button', { name: mr('lf.postFound') }).click()

  const sheet = page.getByRole('dialog')
  await expect(sheet.getByRole('heading', { name: mr('lf.sheet.keptNoSignal') })).toBeVisible()
  await expect(sheet.getByText(mr('lf.sheet.keptUntilSignal'))).toBeVisible()
  // The form stays on the phone meanwhile (its draft), nothing is sent.
  await expect
    .poll(async () => ((await page.evaluate(() => readStore('drafts'))) as { key: string }[]).map((d) => d.key))
    .toContain('lost-found:found:visitor')

  await goOnline(context)
  await expect(sheet.getByRole('heading', { name: mr('lf.sheet.signIn') })).toBeVisible()
  await sheet.getByRole('button', { name: mr('auth.createAccount'), exact: true }).click()
  const email = `finder-${Date.now()}@e2e.test`
  await sheet.getByLabel(mr('auth.firstName')).fill('Kabir')
  await sheet.getByLabel(mr('auth.lastName')).fill('Shaikh')
  await sheet.getByLabel(mr('auth.email')).fill(email)
  await sheet.getByLabel(mr('auth.phoneNumber')).fill(uniquePhone())
  await sheet.getByLabel(mr('ui.password'), { exact: true }).fill(PASSWORD)
  await sheet
    .getByRole('button', { name: mr('auth.createAccount2') })
    .last()
    .click()
  const code = await otpFor(request, email)
  await sheet.getByLabel(mr('auth.digitOf', { n: 1, total: 6 })).click()
  await page.keyboard.type(code)
  await sheet.getByRole('button', { name: mr('bystander.verifyAndSend') }).click()

  await expect(page).toHaveURL(/\/lost-found\/\d+\?posted=true$/, { timeout: 60_000 })
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  const token = ((await login.json()) as { accessToken: string }).accessToken
  const posted = await myPosts(request, token)
  expect(posted.map((p) => [p.kind, p.species])).toEqual([['found', 'dog']])
  // Exactly once: another pass of the outbox (a reload syncs at start) makes no second post.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(async () => (await page.evaluate(() => readStore('posts'))).length).toBe(0)
  expect(await myPosts(request, token)).toHaveLength(1)
})

test('the owner sees the found dog among the matches, with why in Marathi, and writes to the finder', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const owner = await newReporter(request, 'Anita')
  const finder = await newReporter(request, 'Farhan')
  const day = 24 * 60 * 60 * 1000
  const lostId = await apiPost(request, owner, {
    kind: 'lost',
    species: 'dog',
    sex: 'female',
    colours: ['brown', 'white'],
    size: 'medium',
    collar: 'yes',
    collarColour: 'red',
    name: 'Laddoo',
    lat: 19.0596,
    lng: 72.8295,
    seenAt: new Date(Date.now() - 2 * day).toISOString(),
  })
  const foundId = await apiPost(request, finder, {
    kind: 'found',
    species: 'dog',
    sex: 'female',
    colours: ['brown', 'white'],
    size: 'medium',
    collar: 'yes',
    collarColour: 'red',
    lat: 19.0668,
    lng: 72.8342,
    seenAt: new Date(Date.now() - day).toISOString(),
    foundWhere: 'with-me',
  })

  await signIn(page, owner.email, PASSWORD, `/lost-found/${lostId}`)
  await speakMarathi(page)
  await expect(page.getByRole('heading', { name: mr('lf.matches') })).toBeVisible()
  const match = page.getByTestId('match').filter({ has: page.locator(`a[href="/lost-found/${foundId}"]`) })
  await expect(match).toHaveCount(1)
  // The reasons, rendered from their keys in Marathi: the distance and the red collar.
  const why = match.locator('p').filter({ hasText: mr('lf.why') })
  // The distance in Marathi's words for metres or kilometres (formatDistance), whichever it is.
  const units = [mr('format.metres', { distance: '' }).trim(), mr('format.km', { distance: '' }).trim()]
  await expect(why).toContainText(
    new RegExp(`\\d (${units.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`),
  )
  await expect(why).toContainText(mr('lostFound.reason.collarColour', { colour: mr('enum.collarColour.red') }))
  await expect(why).not.toContainText(/\d (m|km)\b/)
  await match.getByRole('link', { name: mr('lf.writeToFinder') }).click()
  await expect(page).toHaveURL(new RegExp(`/lost-found/${foundId}#messages$`))
  const text = `Laddoo ahe ka? ${Date.now()}`
  await page.getByLabel(mr('lf.yourMessage')).fill(text)
  await page.getByRole('button', { name: mr('lf.send'), exact: true }).click()
  await expect(page.getByTestId('thread')).toContainText(text)

  // The finder reads it on their post, through the relay, and nobody's phone is in it.
  const threads = await request.get(`/api/lost-found/posts/${foundId}/messages`, {
    headers: { authorization: `Bearer ${finder.accessToken}` },
  })
  expect(threads.status()).toBe(200)
  const body = (await threads.json()) as { threads: { messages: { text: string; fromOwner: boolean }[] }[] }
  expect(body.threads.flatMap((th) => th.messages.map((m) => [m.text, m.fromOwner]))).toEqual([[text, false]])
})
