// Helpers of the rescue and outbox browser tests: accounts made through the real API (codes
// from the development mailbox), the report wizard driven like a person would, photos made
// on the fly, and the outbox read straight from IndexedDB.
import { spawn } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import {
  test as base,
  chromium,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts'
import { createAdopter } from './support/app.ts'

/** Where playwright.config.ts starts the server (pages of a browser we launch ourselves need it). */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3310}`
export const PASSWORD = 'Demo@1234'
export const DEMO = { adopter: 'adopter@demo.test', ngo: 'ngo@demo.test', admin: 'admin@demo.test' } as const

export interface Account {
  email: string
  firstName: string
  accessToken: string
  refreshToken: string
  userId: number
}

interface AuthBody {
  accessToken: string
  refreshToken: string
  user: { id: number; firstName: string; email: string }
}

const account = (body: AuthBody): Account => ({
  email: body.user.email,
  firstName: body.user.firstName,
  accessToken: body.accessToken,
  refreshToken: body.refreshToken,
  userId: body.user.id,
})

export async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD): Promise<Account> {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
  return account(await res.json())
}

/** A brand-new adopter (no cases yet), registered and verified through the API. */
export async function newReporter(request: APIRequestContext, firstName = 'Riya'): Promise<Account> {
  const email = `reporter-${randomUUID().slice(0, 8)}@e2e.test`
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName: 'Tester', email, password: PASSWORD, phone: '9876543210', role: 'adopter' },
  })
  expect(registered.status(), await registered.text()).toBeLessThan(300)
  const mail = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  const code = /\b(\d{6})\b/.exec((await mail.json()).messages[0].subject)?.[1]
  expect(code).toBeTruthy()
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp: code } })
  expect(verified.status(), await verified.text()).toBe(200)
  return account(await verified.json())
}

/** Signs in through the login page, as a person would (the outbox gets the tokens too). */
export async function signIn(page: Page, email: string, password = PASSWORD, redirect = '/dashboard') {
  await page.goto(`${BASE_URL}/login?redirect=${encodeURIComponent(redirect)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  // The service worker's copy of the tokens is written right after sign-in.
  await expect
    .poll(() => page.evaluate(() => readAuth()).catch(() => null))
    .toMatchObject({ token: expect.any(String) })
}

const offlineRoutes = new WeakMap<BrowserContext, (route: Route) => Promise<void>>()

/**
 * No network for the pages AND the service worker: Playwright's offline switch may not reach
 * a worker that Chromium wakes for Background Sync, so API calls are also refused by a route.
 */
export async function goOffline(context: BrowserContext) {
  const refuse = (route: Route) => route.abort('internetdisconnected')
  offlineRoutes.set(context, refuse)
  await context.route('**/api/**', refuse)
  await context.setOffline(true)
}

export async function goOnline(context: BrowserContext) {
  const refuse = offlineRoutes.get(context)
  if (refuse) await context.unroute('**/api/**', refuse)
  offlineRoutes.delete(context)
  await context.setOffline(false)
}

/** Waits until the service worker controls the page, so a reload works offline. */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/** A small PNG of one colour: each seed gives different bytes. */
export function png(seed: number, width = 64, height = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set([(seed * 53 + x) % 256, (seed * 97) % 256, (x * 3 + seed) % 256], 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const photoFiles = (seeds: number[]) =>
  seeds.map((seed) => ({ name: `photo-${seed}.png`, mimeType: 'image/png', buffer: png(seed) }))

export interface ReportInput {
  animal?: 'Dog' | 'Cat' | 'Bird' | 'Cow' | 'Other'
  urgency?: 'Critical' | 'High' | 'Medium' | 'Low'
  address?: string
  pincode?: string
  description: string
  photos?: number[]
}

/** Fills the 4-step wizard (already open) and presses Submit: photos on step 1. */
export async function fillReport(page: Page, input: ReportInput) {
  await page.getByRole('radio', { name: input.animal ?? 'Dog' }).check()
  await page.getByRole('radio', { name: new RegExp(`^${input.urgency ?? 'High'}`) }).check()
  if (input.photos?.length) {
    await page.locator('input[type=file]').setInputFiles(photoFiles(input.photos))
    await expect(page.getByRole('img', { name: `Photo ${input.photos.length}`, exact: true })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Address').fill(input.address ?? 'Near platform 1, Dadar station')
  await page.getByLabel('Pincode').fill(input.pincode ?? '400014')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Injuries').selectOption({ label: 'Minor wounds' })
  await page.getByLabel('Description').fill(input.description)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('I can stay with the animal until help arrives').check()
  await page.getByRole('button', { name: 'Submit Rescue Request' }).click()
}

export interface OutboxPhotoHash {
  entryId: string
  description: string
  photoId: string
  type: string
  sha256: string
}

/** Every photo in the outbox with the SHA-256 of its stored bytes (read from IndexedDB). */
export async function outboxHashes(page: Page): Promise<OutboxPhotoHash[]> {
  const rows = await page.evaluate(async () => {
    const entries = await readStore('outbox')
    const out: { entryId: string; description: string; photoId: string; type: string; bytes: number[] }[] = []
    for (const e of entries as {
      id: string
      report: { description: string }
      photos: { id: string; type: string; data: ArrayBuffer }[]
    }[]) {
      for (const p of e.photos) {
        out.push({
          entryId: e.id,
          description: e.report.description,
          photoId: p.id,
          type: p.type,
          bytes: Array.from(new Uint8Array(p.data)),
        })
      }
    }
    return out
  })
  return rows.map(({ bytes, ...r }) => ({
    ...r,
    sha256: createHash('sha256').update(Buffer.from(bytes)).digest('hex'),
  }))
}

export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await readStore('outbox')).length)
}

/** Helpers installed in every page: raw IndexedDB reads and writes of the offline store. */
export const IDB_HELPERS = `
  // Never creates the database: the app's own schema must do that.
  function openPaws() {
    return new Promise((resolve) => {
      const req = indexedDB.open('paws-offline')
      req.onupgradeneeded = () => req.transaction.abort()
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => resolve(null)
    })
  }
  window.readStore = async (name) => {
    const db = await openPaws()
    if (!db) return []
    try {
      if (!db.objectStoreNames.contains(name)) return []
      return await new Promise((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).getAll()
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
    } finally { db.close() }
  }
  window.readAuth = async () => (await window.readStore('auth'))[0] ?? null
  window.writeAuth = async (record) => {
    const db = await openPaws()
    if (!db) throw new Error('no offline store yet')
    try {
      await new Promise((resolve, reject) => {
        const tx = db.transaction('auth', 'readwrite')
        tx.objectStore('auth').put(record)
        tx.oncomplete = () => resolve(undefined)
        tx.onerror = () => reject(tx.error)
      })
    } finally { db.close() }
  }
`

/** Playwright's test with the IndexedDB helpers in every page of the context. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(IDB_HELPERS)
    await use(context)
  },
})
export { expect }

declare global {
  function readStore(name: string): Promise<unknown[]>
  function readAuth(): Promise<{ key: string; token: string | null; refreshToken: string | null } | null>
  function writeAuth(record: { key: 'session'; token: string | null; refreshToken: string | null }): Promise<void>
}

export interface ServerCase {
  id: number
  description: string
  photos: { clientId: string; url: string; sha256: string | null }[]
}

/** The user's cases on the server, with photo digests (GET /rescues, then each detail). */
export async function serverCases(request: APIRequestContext, token: string): Promise<ServerCase[]> {
  const headers = { authorization: `Bearer ${token}` }
  const list = await request.get('/api/rescues?limit=100', { headers })
  expect(list.status()).toBe(200)
  const ids: number[] = (await list.json()).rescueRequests.map((r: { id: number }) => r.id)
  return Promise.all(
    ids.map(async (id) => {
      const res = await request.get(`/api/rescues/${id}`, { headers })
      return (await res.json()) as ServerCase
    }),
  )
}

/**
 * Waits until Chromium has written `value` (e.g. the session's refresh token) from the page's
 * localStorage to the profile on disk. Chromium commits localStorage seconds after a write, so
 * a browser killed sooner starts again without it; a test that kills one waits for this first.
 * Commits are also rate-limited (about one a minute per origin once the first is written): a
 * value written after an earlier commit may take up to a minute (`timeout`).
 */
export async function localStorageOnDisk(userDataDir: string, value: string, timeout = 20_000): Promise<void> {
  expect(value, 'a value to look for').not.toBe('')
  const dir = join(userDataDir, 'Default', 'Local Storage', 'leveldb')
  const written = () => {
    if (!existsSync(dir)) return false
    return readdirSync(dir).some((name) => readFileSync(join(dir, name)).includes(value))
  }
  await expect.poll(written, { timeout, message: 'localStorage reached the disk' }).toBe(true)
}

/** Chromium started by the test itself, so it can be killed hard (no clean shutdown). */
export interface OwnBrowser {
  browser: Browser
  context: BrowserContext
  kill(): Promise<void>
}

export async function launchOwnChromium(userDataDir: string): Promise<OwnBrowser> {
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const endpoint = await new Promise<string>((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text}`)), 20_000)
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(text)
      if (found) {
        clearTimeout(timer)
        resolve(found[1])
      }
    })
    child.once('exit', () => reject(new Error(`Chromium exited: ${text}`)))
  })
  child.stderr!.resume()
  const browser = await chromium.connectOverCDP(endpoint)
  const context = browser.contexts()[0]
  await context.addInitScript(IDB_HELPERS)
  return {
    browser,
    context,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      // Playwright drops the browser's contexts only when it sees the connection close, which
      // can come after the process has exited; a test that went on (or the next test, whose
      // start asks every context Playwright still lists to record a trace) would meet a closed one.
      const disconnected = browser.isConnected() ? new Promise((r) => browser.once('disconnected', r)) : undefined
      // The whole process group, by the id of the process this test started.
      process.kill(-child.pid!, 'SIGKILL')
      await Promise.all([exited, disconnected])
    },
  }
}

/**
 * Runs `steps` with a browser profile on disk, which outlives killing the browser: `launch` starts
 * a Chromium of its own on it. Every browser started is killed and the profile removed after.
 */
export async function withOwnProfile(
  prefix: string,
  steps: (launch: () => Promise<OwnBrowser>, profile: string) => Promise<void>,
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), prefix))
  const started: OwnBrowser[] = []
  try {
    await steps(async () => {
      const own = await launchOwnChromium(profile)
      started.push(own)
      return own
    }, profile)
  } finally {
    for (const own of started) await own.kill().catch(() => undefined)
    rmSync(profile, { recursive: true, force: true })
  }
}

/**
 * A new account that joins the demo NGO as a responder (invitation by e-mail, code from the
 * mailbox), on duty at `at`: its own offers and daily count, whatever other specs did.
 */
export async function newResponder(request: APIRequestContext, label: string, at: { lat: number; lng: number }) {
  const person = await createAdopter(request, label)
  const coordinator = await apiLogin(request, DEMO.ngo)
  const invited = await request.post('/api/ngos/me/members/invitations', {
    headers: { authorization: `Bearer ${coordinator.accessToken}` },
    data: { email: person.email, kind: 'responder' },
  })
  expect(invited.status(), await invited.text()).toBeLessThan(300)
  let code = ''
  await expect
    .poll(async () => {
      const mail = await request.get('/api/dev/mailbox', { params: { to: person.email } })
      const { messages } = (await mail.json()) as { messages: { text: string }[] }
      code = messages.map((m) => /join-ngo\?code=([\w-]+)/.exec(m.text)?.[1]).find(Boolean) ?? ''
      return code
    })
    .not.toBe('')
  const member = await apiLogin(request, person.email)
  const joined = await request.post('/api/ngos/invitations/accept', {
    headers: { authorization: `Bearer ${member.accessToken}` },
    data: { code },
  })
  expect(joined.status(), await joined.text()).toBeLessThan(300)
  // The role is read at sign-in: a new session acts as the NGO's member.
  const session = await apiLogin(request, person.email)
  const duty = await request.put('/api/responders/me/duty', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { onDuty: true, hours: 1, ...at },
  })
  expect(duty.status(), await duty.text()).toBe(200)
  return session
}

/**
 * A high-urgency dog case reported in Parel by the demo adopter, assigned by the admin to the NGO
 * of `ngo`, then moved by that NGO through `steps` (each an action body, e.g. accept, progress,
 * handover). Returns the case's id.
 */
export async function caseWorkedBy(
  request: APIRequestContext,
  ngo: Account,
  description: string,
  steps: Record<string, unknown>[],
): Promise<number> {
  const headersOf = (who: Account) => ({ authorization: `Bearer ${who.accessToken}` })
  const reporter = await apiLogin(request, DEMO.adopter)
  const created = await request.post('/api/rescues', {
    headers: headersOf(reporter),
    data: {
      animalType: 'dog',
      urgency: 'high',
      description,
      location: { address: 'Parel bus depot', city: 'Mumbai', pincode: '400012', lat: 19.0035, lng: 72.8402 },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id: number = (await created.json()).id
  const admin = await apiLogin(request, DEMO.admin)
  const profile = await (await request.get('/api/users/profile', { headers: headersOf(ngo) })).json()
  const assigned = await request.put(`/api/rescues/${id}`, {
    headers: headersOf(admin),
    data: { ngoId: profile.ngoStatus.id },
  })
  expect(assigned.status(), await assigned.text()).toBe(200)
  for (const data of steps) {
    const res = await request.post(`/api/rescues/${id}/actions`, {
      headers: { ...headersOf(ngo), 'idempotency-key': randomUUID() },
      data,
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  return id
}

/**
 * What Android does when the app is picked in the share sheet: a POST navigation to the
 * manifest's share_target with the files (multipart), answered by the service worker.
 */
export async function shareToApp(
  page: Page,
  shared: number[] | { name: string; mimeType: string; buffer?: Buffer; size?: number }[],
) {
  // A file given by its size is made in the page (`size` zero bytes: no image can be read from it).
  const files = shared.map((one, i) =>
    typeof one === 'number'
      ? { name: `IMG-WA000${i}.png`, type: 'image/png', bytes: Array.from(png(one)), size: 0 }
      : { name: one.name, type: one.mimeType, bytes: one.buffer ? Array.from(one.buffer) : [], size: one.size ?? 0 },
  )
  await page.evaluate((files) => {
    const form = Object.assign(document.createElement('form'), {
      method: 'post',
      enctype: 'multipart/form-data',
      action: '/rescue/share',
    })
    const input = Object.assign(document.createElement('input'), { type: 'file', name: 'photos', multiple: true })
    const picked = new DataTransfer()
    for (const file of files) {
      const bytes = file.size > 0 ? new Uint8Array(file.size) : new Uint8Array(file.bytes)
      picked.items.add(new File([bytes], file.name, { type: file.type }))
    }
    input.files = picked.files
    form.append(input)
    document.body.append(form)
    form.submit()
  }, files)
  await expect(page).toHaveURL(/\/rescue\/form$/)
}

/** An approved clinic in Parel accepting dogs now, registered and verified through the API. */
export async function approvedClinic(request: APIRequestContext, name: string): Promise<{ email: string; id: number }> {
  const email = `clinic-${randomUUID().slice(0, 8)}@e2e.test`
  const registered = await request.post('/api/auth/register-vet', {
    data: {
      firstName: 'Sunil',
      lastName: 'Rao',
      email,
      password: PASSWORD,
      phone: '9820012345',
      licenseNumber: 'MSVC-2023-077',
      clinicName: name,
      address: 'Dr E Borges Road, Parel, Mumbai 400012',
      lat: 19.0019,
      lng: 72.8416,
      species: ['dog'],
      hours: 'Open 24 hours',
    },
  })
  expect(registered.status(), await registered.text()).toBeLessThan(300)
  const mail = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  const otp = /\b(\d{6})\b/.exec((await mail.json()).messages[0].subject)?.[1]
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp } })
  expect(verified.status(), await verified.text()).toBe(200)
  const admin = await apiLogin(request, DEMO.admin)
  const listed = await request.get('/api/clinics?status=pending&limit=100', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  })
  const id = ((await listed.json()).clinics as { id: number; name: string }[]).find((c) => c.name === name)!.id
  const approved = await request.post(`/api/clinics/${id}/verify`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { action: 'approve' },
  })
  expect(approved.status(), await approved.text()).toBe(200)
  const clinic = await apiLogin(request, email)
  const open = await request.put('/api/clinics/me/availability', {
    headers: { authorization: `Bearer ${clinic.accessToken}` },
    data: { accepting: true, until: new Date(Date.now() + 3_600_000).toISOString(), places: { dog: 2 } },
  })
  expect(open.status(), await open.text()).toBe(200)
  return { email, id }
}
