import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { sql } from 'kysely'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { MAX_PUSH_PAYLOAD_BYTES, pushPayload } from '../src/modules/push/push.payload.ts'
import { resolveVapidKeys } from '../src/modules/push/push.vapid.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { startPushService } from './support/push-service.ts'
import { put, report, waitFor } from './support/rescue-fixtures.ts'

const ctx = await setupApp({ PUSH_ALLOW_INSECURE_ENDPOINTS: true })
const { app, db } = ctx
const pushService = await startPushService()
afterAll(() => pushService.close())

beforeEach(() => resetDb(db))

const vapidKey = async () =>
  (await app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json().publicKey as string

function subscribe(user: TestUser, sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  return app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(user),
    payload: { endpoint: sub.endpoint, keys: sub.keys, expirationTime: null },
  })
}

const subscriptionsOf = (userId: number) =>
  db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute()

/** Jobs pg-boss holds for a push endpoint, with their state. */
async function jobsFor(endpoint: string) {
  const result = await sql<{
    state: string
  }>`select state from pgboss.job where name = 'push-send' and data->>'endpoint' = ${endpoint}`.execute(db)
  return result.rows.map((r) => r.state)
}

/** A case of `requester` accepted by an NGO: the requester is notified (one push). */
/**
 * A case of `requester` accepted by an NGO. `subscribe` runs after the report is filed, so the
 * only push the requester's devices get is the acceptance (filing also tells the reporter, "We
 * received your report", which would otherwise be pushed first).
 */
async function acceptedCase(requester: TestUser, subscribe: () => Promise<unknown>) {
  const admin = await createUser(ctx, { role: 'admin' })
  const ngo = await createUser(ctx, { role: 'ngo' })
  const rescue = await report(app, requester)
  await subscribe()
  expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
  expect((await put(app, ngo, rescue.id, { status: 'accepted' })).statusCode).toBe(200)
  return { rescue, ngo, admin }
}

describe('VAPID key and subscriptions', () => {
  it('serves one VAPID public key, generated once and kept', async () => {
    const key = await vapidKey()
    expect(key).toMatch(/^[A-Za-z0-9_-]{80,90}$/)
    expect(await vapidKey()).toBe(key)
    const stored = await db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'vapid_keys')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(stored.value).publicKey).toBe(key)
    expect(await resolveVapidKeys(db, ctx.config)).toMatchObject({ publicKey: key })
    const fromEnv = await resolveVapidKeys(db, { ...ctx.config, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' })
    expect(fromEnv).toMatchObject({ publicKey: 'pub', privateKey: 'priv' })
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: 'only-one' })).toThrow(/VAPID/)
  })

  it('saves a subscription per endpoint (201 then 200), moves it to whoever subscribes last, deletes it', async () => {
    const a = await createUser(ctx)
    const b = await createUser(ctx)
    const sub = await pushService.subscribe(await vapidKey())
    expect((await subscribe(a, sub)).statusCode).toBe(201)
    expect((await subscribe(a, sub)).statusCode).toBe(200)
    expect(await subscriptionsOf(a.id)).toHaveLength(1)
    expect((await subscribe(b, sub)).statusCode).toBe(200)
    expect(await subscriptionsOf(a.id)).toHaveLength(0)
    expect(await subscriptionsOf(b.id)).toHaveLength(1)

    const del = (user: TestUser) =>
      app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers: bearer(user),
        payload: { endpoint: sub.endpoint },
      })
    expect((await del(a)).statusCode).toBe(200)
    expect(await subscriptionsOf(b.id)).toHaveLength(1)
    expect((await del(b)).statusCode).toBe(200)
    expect(await subscriptionsOf(b.id)).toHaveLength(0)
  })

  it('refuses bad subscriptions and anonymous callers', async () => {
    const a = await createUser(ctx)
    const keys = { p256dh: 'BPx', auth: 'abc' }
    expect((await subscribe(a, { endpoint: 'ftp://push.example/x', keys })).statusCode).toBe(400)
    expect((await subscribe(a, { endpoint: 'not a url at all', keys })).statusCode).toBe(400)
    expect(
      (await subscribe(a, { endpoint: 'https://push.example/x', keys: { p256dh: 'has spaces', auth: 'x' } }))
        .statusCode,
    ).toBe(400)
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'https://push.example/x', keys },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('delivery through a real push service', () => {
  it('delivers an encrypted push whose payload names the page to open', async () => {
    const requester = await createUser(ctx)
    const sub = await pushService.subscribe(await vapidKey())
    const { rescue, ngo } = await acceptedCase(requester, async () =>
      expect((await subscribe(requester, sub)).statusCode).toBe(201),
    )

    const [message] = await waitFor(
      async () => {
        const messages = await pushService.messages(sub.clientHash)
        return messages.length > 0 && messages
      },
      20_000,
      'the push',
    )
    expect(Buffer.byteLength(message)).toBeLessThan(3000)
    const notification = await db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', requester.id)
      .where('title', '=', 'Rescue request accepted')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(message)).toEqual({
      title: 'Rescue request accepted',
      body: `Test NGO ${ngo.id} has accepted your rescue request #${rescue.id} and will handle it.`,
      url: `/rescue/${rescue.id}`,
      notificationId: notification.id,
      type: 'rescue',
      tag: `notification-${notification.id}`,
      // The buttons' words, in the recipient's language (English here).
      actions: { accept: 'Accept', view: 'View' },
    })
    await waitFor(async () => (await subscriptionsOf(requester.id))[0]?.last_success_at, 5_000, 'last_success_at')
  })

  it('an expired subscription (410) is deleted after a send', async () => {
    const requester = await createUser(ctx)
    const sub = await pushService.subscribe(await vapidKey())
    await acceptedCase(requester, async () => {
      await subscribe(requester, sub)
      await pushService.expire(sub.clientHash)
    })
    await waitFor(
      async () => (await subscriptionsOf(requester.id)).length === 0,
      20_000,
      'the subscription to be removed',
    )
    expect(await pushService.messages(sub.clientHash)).toEqual([])
  })

  it('a user with push turned off gets no push; others told of the same event do', async () => {
    const requester = await createUser(ctx)
    const pushOn = await createUser(ctx, { role: 'admin' })
    const pushOff = await createUser(ctx, { role: 'admin' })
    const key = await vapidKey()
    const on = await pushService.subscribe(key)
    const off = await pushService.subscribe(key)
    await subscribe(pushOn, on)
    await subscribe(pushOff, off)
    const pref = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(pushOff),
      payload: { push: false },
    })
    expect(pref.statusCode).toBe(200)

    await report(app, requester)
    await waitFor(
      async () => (await pushService.messages(on.clientHash)).length > 0,
      20_000,
      'the push to the admin with push on',
    )
    // Told once in the list (nobody is on duty near it: that it has no cover), never pushed.
    expect(
      (await db.selectFrom('notifications').select('title').where('user_id', '=', pushOff.id).execute()).map(
        (n) => n.title,
      ),
    ).toEqual(['No cover here'])
    expect(await jobsFor(off.endpoint)).toEqual([])
    expect(await pushService.messages(off.clientHash)).toEqual([])
  })
})

describe('push service failures', () => {
  const hits = new Map<string, number>()
  let server: Server
  let base = ''

  // A push service that answers by path: /flaky-<n> 503 on the first try then 201,
  // /limited-<n> 429 then 201, /bad-<n> 400 always, /gone-<n> 404 always.
  beforeEach(async () => {
    if (server) return
    server = createServer((req, res) => {
      const path = req.url ?? ''
      const count = (hits.get(path) ?? 0) + 1
      hits.set(path, count)
      req.resume()
      req.on('end', () => {
        const kind = path.split('/')[1]?.split('-')[0]
        const status =
          kind === 'flaky'
            ? count === 1
              ? 503
              : 201
            : kind === 'limited'
              ? count === 1
                ? 429
                : 201
              : kind === 'bad'
                ? 400
                : kind === 'gone'
                  ? 404
                  : 201
        res.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  function fakeSubscription(kind: string) {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    return {
      endpoint: `${base}/${kind}-${randomBytes(6).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
    }
  }

  it('5xx and 429 are retried with backoff until delivered; 400 is dropped without retry; 404 deletes the subscription', async () => {
    const requester = await createUser(ctx)
    const subs = ['flaky', 'limited', 'bad', 'gone'].map(fakeSubscription)
    await acceptedCase(requester, async () => {
      for (const sub of subs) expect((await subscribe(requester, sub)).statusCode).toBe(201)
    })
    const [flaky, limited, bad, gone] = subs.map((s) => new URL(s.endpoint).pathname)

    await waitFor(async () => hits.get(flaky) === 2 && hits.get(limited) === 2, 25_000, 'the retries')
    await waitFor(async () => (await jobsFor(subs[2].endpoint)).join() === 'completed', 10_000, 'the 400 job to finish')
    // The four jobs run independently: wait until the 404 one has been tried too.
    await waitFor(
      async () => hits.get(gone) === 1 && (await subscriptionsOf(requester.id)).length === 3,
      15_000,
      'the 404 job',
    )
    expect(hits.get(bad)).toBe(1)
    expect(hits.get(gone)).toBe(1)
    const left = (await subscriptionsOf(requester.id)).map((s) => s.endpoint).sort()
    expect(left).toEqual([subs[0].endpoint, subs[1].endpoint, subs[2].endpoint].sort())
  }, 40_000)
})

describe('push payload', () => {
  it('stays under 3,000 bytes however long the message', () => {
    const json = pushPayload({
      notificationId: 1,
      type: 'rescue',
      title: 'T',
      message: 'ह'.repeat(5000),
      url: '/rescue/1',
    })
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES)
    const parsed = JSON.parse(json)
    expect(parsed.body.endsWith('…')).toBe(true)
    expect(parsed).toMatchObject({ title: 'T', url: '/rescue/1', notificationId: 1 })
  })
})
