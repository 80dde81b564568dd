import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OfflineDb, type StoredPhoto, VISITOR_USER_ID } from './db.ts'
import { enqueueReport, reviseEntry, retryNow } from './outbox.ts'
import { sendAndWatch } from './submit.ts'
import { createSyncEngine } from './sync.ts'
import { createSharedTokenStore } from './shared-tokens.ts'
import type { RescueReport } from './types.ts'

const API = 'http://paws.test/api'

function jwt(sub: number, n = 0, role = 'adopter') {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '')
  return `${b64({ alg: 'HS256' })}.${b64({ sub: String(sub), n, role })}.sig`
}

const report: RescueReport = {
  animalType: 'dog',
  urgency: 'high',
  description: 'Limping near the station',
  location: { address: 'Platform 1, Dadar', city: 'Mumbai', pincode: '400014' },
}

function photo(id: string, bytes = 8): StoredPhoto {
  const data = new Uint8Array(bytes).map((_, i) => (i * 7 + id.length) % 256).buffer
  return { id, name: `${id}.jpg`, type: 'image/jpeg', size: bytes, data, uploaded: false }
}

/** A small stand-in for the API that keeps the exactly-once rules of the real one. */
class FakeServer {
  cases = new Map<string, { id: number; photos: Map<string, Uint8Array>; report?: unknown }>()
  requests: string[] = []
  claimed: string[] = []
  validToken = jwt(1)
  refreshToken = 'r1'
  /** Next answers to give, consumed first; each returns a Response or throws. */
  script: (() => Response | Promise<Response>)[] = []
  loseNextAnswer = false
  nextId = 100

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input)
    const path = url.replace(API, '')
    this.requests.push(`${init.method ?? 'GET'} ${path}`)
    const scripted = this.script.shift()
    if (scripted) return scripted()
    const headers = new Headers(init.headers)
    if (path === '/auth/refresh') {
      const body = JSON.parse(String(init.body))
      if (body.refreshToken !== this.refreshToken) return json(401, { message: 'expired' })
      this.refreshToken = `${this.refreshToken}+`
      this.validToken = jwt(1, this.requests.length)
      return json(200, { accessToken: this.validToken, refreshToken: this.refreshToken })
    }
    if (headers.get('authorization') !== `Bearer ${this.validToken}`) return json(401, { message: 'expired' })
    let response: Response
    if (init.method === 'PUT') {
      const id = Number(path.split('/')[2])
      const kase = [...this.cases.values()].find((c) => c.id === id)!
      kase.report = JSON.parse(String(init.body))
      response = json(200, { id })
    } else if (path === '/sms/claim-codes/claim') {
      const { code } = JSON.parse(String(init.body)) as { code: string }
      this.claimed.push(code)
      response = code === 'takenelse2' ? json(409, { message: 'another account' }) : json(200, { cases: [] })
    } else if (path === '/rescues') {
      const key = headers.get('idempotency-key')!
      let found = this.cases.get(key)
      if (!found) {
        found = { id: this.nextId++, photos: new Map() }
        this.cases.set(key, found)
      }
      response = json(201, { id: found.id })
    } else {
      const id = Number(path.split('/')[2])
      const kase = [...this.cases.values()].find((c) => c.id === id)!
      const form = init.body as FormData
      const [photoId] = JSON.parse(String(form.get('photoIds')))
      const file = form.get('images') as Blob
      if (!kase.photos.has(photoId)) kase.photos.set(photoId, new Uint8Array(await file.arrayBuffer()))
      response = json(200, { urls: [...kase.photos.keys()] })
    }
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false
      throw new TypeError('Failed to fetch')
    }
    return response
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}

let db: OfflineDb
let server: FakeServer
let clock: number

function engine() {
  const tokens = createSharedTokenStore({ db, apiBase: API, fetch: server.fetch })
  return { tokens, engine: createSyncEngine({ db, tokens, apiBase: API, fetch: server.fetch, now: () => clock }) }
}

beforeEach(async () => {
  db = new OfflineDb(`test-${crypto.randomUUID()}`)
  server = new FakeServer()
  clock = 1_000_000
  await db.auth.put({ key: 'session', token: server.validToken, refreshToken: server.refreshToken })
})
afterEach(() => db.delete())

describe('sync engine', () => {
  it('sends the report, then each photo on its own with its client id, then empties the outbox', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [photo('a'), photo('b'), photo('c')] })
    const { engine: sync } = engine()
    const result = await sync.sync()
    expect(result.sent).toEqual([entry.id])
    expect(server.requests).toEqual([
      'POST /rescues',
      'POST /rescues/100/images',
      'POST /rescues/100/images',
      'POST /rescues/100/images',
    ])
    const kase = server.cases.get(entry.id)!
    expect([...kase.photos.keys()]).toEqual(['a', 'b', 'c'])
    expect(kase.photos.get('b')).toEqual(new Uint8Array(photo('b').data))
    expect(await db.outbox.count()).toBe(0)
    expect(await db.sent.get(entry.id)).toMatchObject({ serverId: 100, photoCount: 3 })
  })

  it('keeps progress across a failure and never sends a report or photo twice', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [photo('a'), photo('b')] })
    const { engine: sync } = engine()
    // The case is created, the first photo arrives, but its answer is lost on the way back.
    server.script = []
    const realFetch = server.fetch
    let calls = 0
    server.fetch = async (input, init) => {
      calls += 1
      if (calls === 2) server.loseNextAnswer = true
      return realFetch(input, init)
    }
    const first = await engine().engine.sync()
    expect(first.sent).toEqual([])
    const stored = (await db.outbox.get(entry.id))!
    expect(stored.serverId).toBe(100)
    expect(stored.state).toBe('waiting')
    expect(stored.nextAttemptAt).toBeGreaterThan(clock)

    server.fetch = realFetch
    clock = stored.nextAttemptAt
    const second = await sync.sync()
    expect(second.sent).toEqual([entry.id])
    expect(server.cases.size).toBe(1)
    expect([...server.cases.get(entry.id)!.photos.keys()]).toEqual(['a', 'b'])
    // The report was not posted again once the server had it.
    expect(server.requests.filter((r) => r === 'POST /rescues')).toHaveLength(1)
  })

  it('a lost answer to the report itself is repaired by the idempotency key', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [] })
    server.loseNextAnswer = true
    const { engine: sync } = engine()
    expect((await sync.sync()).sent).toEqual([])
    expect(await sync.sync(true)).toMatchObject({ sent: [entry.id] })
    expect(server.requests.filter((r) => r === 'POST /rescues')).toHaveLength(2)
    expect(server.cases.size).toBe(1)
  })

  it('retries 5xx with a growing, capped backoff and stops the pass', async () => {
    await enqueueReport(db, { userId: 1, report, photos: [] }, 1)
    await enqueueReport(db, { userId: 1, report, photos: [] }, 2)
    const { engine: sync } = engine()
    const delays: number[] = []
    for (let i = 0; i < 12; i++) {
      server.script.push(() => json(503, { message: 'down' }))
      const result = await sync.sync()
      delays.push(result.nextAttemptAt! - clock)
      clock = result.nextAttemptAt!
    }
    expect(server.requests).toHaveLength(12) // one try per pass while the server is down
    expect(delays[1]).toBeGreaterThan(delays[0])
    expect(Math.max(...delays)).toBeLessThanOrEqual(5 * 60_000 * 1.2)
    const attempts = (await db.outbox.toArray()).map((e) => e.attempts)
    expect(attempts.reduce((a, b) => a + b)).toBe(12)
    // "Send now" skips the wait for both.
    const result = await sync.sync(true)
    expect(result.sent).toHaveLength(2)
    expect(server.cases.size).toBe(2)
  })

  it('honours Retry-After on 429', async () => {
    await enqueueReport(db, { userId: 1, report, photos: [] })
    server.script.push(() => json(429, { message: 'slow down' }, { 'retry-after': '120' }))
    const result = await engine().engine.sync()
    expect(result.nextAttemptAt! - clock).toBeGreaterThanOrEqual(120_000)
  })

  it('treats a 200 that is not JSON (captive portal) as a failure', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [] })
    server.script.push(
      () =>
        new Response('<html>Login to Station WiFi</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    )
    const result = await engine().engine.sync()
    expect(result.sent).toEqual([])
    expect((await db.outbox.get(entry.id))!).toMatchObject({ state: 'waiting', serverId: null })
  })

  it('renews an expired access token once and carries on', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [photo('a')] })
    const { engine: sync, tokens } = engine()
    server.validToken = jwt(1, 99) // the stored one has expired
    server.refreshToken = 'r1'
    const fresh = server.validToken
    const realFetch = server.fetch
    server.fetch = async (input, init) => {
      if (String(input).endsWith('/auth/refresh')) server.validToken = fresh
      return realFetch(input, init)
    }
    const result = await createSyncEngine({ db, tokens, apiBase: API, fetch: server.fetch, now: () => clock }).sync()
    void sync
    expect(result.sent).toEqual([entry.id])
    expect(server.requests.filter((r) => r.includes('/auth/refresh'))).toHaveLength(1)
    expect((await tokens.read()).refreshToken).toBe('r1+')
  })

  it('an ended session keeps everything and asks to sign in', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [photo('a')] })
    server.validToken = jwt(1, 42)
    server.refreshToken = 'other'
    const { engine: sync } = engine()
    const result = await sync.sync()
    expect(result.needsSignIn).toBe(true)
    const kept = (await db.outbox.get(entry.id))!
    expect(kept).toMatchObject({ state: 'needs_signin' })
    expect(kept.photos[0].data.byteLength).toBe(8)

    // Signed in again: the entry goes.
    await db.auth.put({ key: 'session', token: server.validToken, refreshToken: 'other' })
    expect((await sync.resumeAfterSignIn()).sent).toEqual([entry.id])
  })

  it('a sign-in while a pass with the old session is still running sends the entry that pass parks', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [] })
    server.validToken = jwt(1, 42)
    server.refreshToken = 'other'
    // The old session's renewal is answered only after the person has signed in again.
    let answerRenewal!: () => void
    const renewalAsked = new Promise<void>((asked) => {
      const realFetch = server.fetch
      server.fetch = async (input, init) => {
        if (String(input).endsWith('/auth/refresh') && !answerRenewal) {
          const answered = new Promise<void>((go) => (answerRenewal = go))
          asked()
          await answered
        }
        return realFetch(input, init)
      }
    })
    const { engine: sync } = engine()
    const oldPass = sync.sync()
    await renewalAsked
    await db.auth.put({ key: 'session', token: server.validToken, refreshToken: 'other' })
    const resumed = sync.resumeAfterSignIn()
    answerRenewal()
    expect((await oldPass).sent).toEqual([entry.id])
    expect((await resumed).sent).toEqual([entry.id])
    expect(await db.outbox.count()).toBe(0)
    expect(server.cases.size).toBe(1)
  })

  it('a sign-in while the service worker holds the sync lock still sends what waited for the session', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [] })
    await db.outbox.update(entry.id, { state: 'needs_signin', error: { key: 'outbox.error.signInReport' } })
    // One lock at a time, as navigator.locks gives: the worker's pass holds it first.
    let holder: Promise<unknown> = Promise.resolve()
    let busy = false
    let workerDone: (() => void) | undefined
    const locks = {
      request: (async (_name: string, ...rest: unknown[]) => {
        const callback = rest.at(-1) as (lock: object | null) => Promise<unknown>
        const ifAvailable = rest.length > 1 && (rest[0] as LockOptions).ifAvailable
        // The worker's pass ends once the page has asked for the lock.
        queueMicrotask(() => workerDone?.())
        if (ifAvailable && busy) return callback(null)
        const turn = holder.then(async () => {
          busy = true
          try {
            return await callback({})
          } finally {
            busy = false
          }
        })
        holder = turn.catch(() => undefined)
        return turn
      }) as LockManager['request'],
    }
    await new Promise<void>((started) => {
      void locks.request('paws-outbox-sync', () => {
        started()
        return new Promise<void>((done) => (workerDone = done))
      })
    })
    const tokens = createSharedTokenStore({ db, apiBase: API, fetch: server.fetch })
    const sync = createSyncEngine({ db, tokens, apiBase: API, fetch: server.fetch, now: () => clock, locks })
    expect((await sync.resumeAfterSignIn()).sent).toEqual([entry.id])
    expect(await db.outbox.count()).toBe(0)
  })

  it('a 4xx that retrying cannot fix needs attention with the server message', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [] })
    server.script.push(() =>
      json(400, {
        statusCode: 400,
        message: 'bad',
        errors: [{ field: 'location.pincode', message: 'Pincode must be 6 digits' }],
      }),
    )
    const { engine: sync } = engine()
    await sync.sync()
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'needs_attention',
      error: { key: 'outbox.serverSaid', values: { message: 'location.pincode: Pincode must be 6 digits' } },
    })
    // Not retried on its own.
    clock += 60 * 60_000
    await sync.sync()
    expect(server.requests).toHaveLength(1)
    await retryNow(db, entry.id)
    expect((await sync.sync()).sent).toEqual([entry.id])
  })

  it('two syncs at once send once', async () => {
    await enqueueReport(db, { userId: 1, report, photos: [photo('a')] })
    const { engine: sync } = engine()
    await Promise.all([sync.sync(), sync.sync(), sync.sync()])
    expect(server.requests).toEqual(['POST /rescues', 'POST /rescues/100/images'])
  })

  it('a report queued during a sync is sent by the same call chain', async () => {
    await enqueueReport(db, { userId: 1, report, photos: [] }, 1)
    const { engine: sync } = engine()
    const first = sync.sync()
    const late = await enqueueReport(db, { userId: 1, report, photos: [] }, 2)
    await sync.sync()
    const result = await first
    expect(result.sent).toContain(late.id)
    expect(server.cases.size).toBe(2)
  })

  it('does not send another account\u2019s reports', async () => {
    const theirs = await enqueueReport(db, { userId: 2, report, photos: [] })
    const result = await engine().engine.sync()
    expect(result.sent).toEqual([])
    expect(server.requests).toEqual([])
    expect(await db.outbox.get(theirs.id)).toMatchObject({ state: 'waiting' })
  })

  it('a report revised after the server has the case is sent as an edit, then the remaining photos', async () => {
    const entry = await enqueueReport(db, { userId: 1, report, photos: [photo('a'), photo('bad')] })
    const realFetch = server.fetch
    server.fetch = async (input, init) => {
      const form = init?.body instanceof FormData ? init.body : null
      if (form && String(form.get('photoIds')).includes('bad')) {
        server.requests.push('POST refused photo')
        return json(415, { message: 'Invalid file type. Allowed: jpeg, png, webp, gif' })
      }
      return realFetch(input, init)
    }
    await engine().engine.sync()
    server.fetch = realFetch
    const { engine: sync } = engine()
    const refused = (await db.outbox.get(entry.id))!
    expect(refused).toMatchObject({
      state: 'needs_attention',
      serverId: 100,
      error: { key: 'outbox.serverSaid', values: { message: 'Invalid file type. Allowed: jpeg, png, webp, gif' } },
    })

    const fixed = { ...report, description: 'Limping near the station, now by the ticket window' }
    await reviseEntry(db, entry.id, fixed, [refused.photos[0], photo('c')])
    server.requests = []
    expect((await sync.sync()).sent).toEqual([entry.id])
    expect(server.requests).toEqual(['PUT /rescues/100', 'POST /rescues/100/images'])
    const kase = server.cases.get(entry.id)!
    expect(kase.report).toEqual(fixed)
    expect([...kase.photos.keys()]).toEqual(['a', 'c'])
    expect(server.cases.size).toBe(1)
  })

  it('a report deleted while an earlier one is sending is not sent', async () => {
    await enqueueReport(db, { userId: 1, report, photos: [] }, 1)
    const second = await enqueueReport(db, { userId: 1, report, photos: [] }, 2)
    const realFetch = server.fetch
    server.fetch = async (input, init) => {
      await db.outbox.delete(second.id)
      return realFetch(input, init)
    }
    const result = await engine().engine.sync()
    expect(result.sent).toHaveLength(1)
    expect(server.requests).toEqual(['POST /rescues'])
    expect(await db.sent.get(second.id)).toBeUndefined()
  })

  it('submitting while an older report waits for the server tries the new one without running up the old one’s backoff', async () => {
    const older = await enqueueReport(db, { userId: 1, report, photos: [] }, 1)
    const realFetch = server.fetch
    server.fetch = async (input, init) =>
      String(input).endsWith('/rescues') ? json(503, { message: 'down' }) : realFetch(input, init)
    const { engine: sync } = engine()
    const fresh = await enqueueReport(db, { userId: 1, report, photos: [] }, 2)
    const outcome = await sendAndWatch(db, sync, fresh.id, { pollMs: 1, idleTries: 4 })
    expect(outcome).toEqual({ kind: 'queued' })
    expect((await db.outbox.get(older.id))!.attempts).toBe(1)
    expect((await db.outbox.get(fresh.id))!.attempts).toBe(1)

    server.fetch = realFetch
    const sent = await sendAndWatch(db, engine().engine, fresh.id, { pollMs: 1 })
    expect(sent).toEqual({ kind: 'sent', serverId: expect.any(Number) })
  })

  it('a report filed signed out is taken by the account signed in, its claim code claimed before it is sent, once', async () => {
    const claim = { code: 'k3q7zm2a4d', key: 'a2V5' }
    // Filed a moment apart: the engine sends the older first.
    const visitor = await enqueueReport(db, { userId: VISITOR_USER_ID, claim, report, photos: [photo('v')] }, 1)
    const refused = await enqueueReport(
      db,
      { userId: VISITOR_USER_ID, claim: { code: 'takenelse2', key: 'a2V5' }, report, photos: [] },
      2,
    )
    const { engine: sync } = engine()
    await sync.sync()
    expect(server.claimed).toEqual(['k3q7zm2a4d', 'takenelse2'])
    // The claim goes first; a refused claim leaves the report to go as any other.
    expect(server.requests.filter((r) => !r.includes('/images'))).toEqual([
      'POST /sms/claim-codes/claim',
      'POST /rescues',
      'POST /sms/claim-codes/claim',
      'POST /rescues',
    ])
    expect(await db.outbox.count()).toBe(0)
    expect((await db.sent.toArray()).map((e) => [e.id, e.userId]).sort()).toEqual(
      [
        [visitor.id, 1],
        [refused.id, 1],
      ].sort(),
    )
    // Sent once: a second pass sends nothing and claims nothing.
    await sync.sync(true)
    expect(server.cases.size).toBe(2)
    expect(server.claimed).toHaveLength(2)
  })

  it("an NGO's account does not take a report filed signed out: it waits for another account", async () => {
    server.validToken = jwt(7, 0, 'ngo')
    await db.auth.put({ key: 'session', token: server.validToken, refreshToken: server.refreshToken })
    await enqueueReport(db, { userId: VISITOR_USER_ID, report, photos: [] })
    const { engine: sync } = engine()
    await sync.sync(true)
    expect(server.requests).toEqual([])
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual([VISITOR_USER_ID])
  })
})
