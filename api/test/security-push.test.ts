// A push subscription's endpoint is any URL a signed-in user sends, and the
// job worker POSTs to it. Only https endpoints on public addresses are accepted, when the
// browser subscribes and again on every send (on the connection itself: DNS rebinding).
import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import type { Resolver } from '../src/modules/push/push.endpoint.ts'
import { createPushSender } from '../src/modules/push/push.sender.ts'
import { createPushService, MAX_PUSH_SUBSCRIPTIONS } from '../src/modules/push/push.service.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

// A TCP server on loopback that counts connections: nothing may ever reach it.
let connections = 0
const trap: Server = createServer((socket) => {
  connections += 1
  socket.destroy()
})
await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
const trapPort = (trap.address() as { port: number }).port
afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())))

beforeEach(async () => {
  await resetDb(db)
  connections = 0
})

const keys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
})

function subscribe(user: TestUser, endpoint: string) {
  return app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(user),
    payload: { endpoint, keys: keys() },
  })
}

const silent = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger

describe('subscribing', () => {
  it('is off for test push services unless the test app asks (PUSH_ALLOW_INSECURE_ENDPOINTS)', () => {
    expect(loadConfig({}).PUSH_ALLOW_INSECURE_ENDPOINTS).toBe(false)
    expect(ctx.config.PUSH_ALLOW_INSECURE_ENDPOINTS).toBe(false)
  })

  it('refuses http, loopback, private, link-local, CGNAT, metadata, ULA and IPv4-mapped endpoints', async () => {
    const user = await createUser(ctx)
    const refused = [
      `http://127.0.0.1:${trapPort}/push`,
      'http://push.example.org/x',
      `https://127.0.0.1:${trapPort}/push`,
      'https://localhost/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.1.2.3/x',
      'https://172.16.0.1/x',
      'https://192.168.1.1/x',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:a9fe:a9fe]/x',
      'https://[::127.0.0.1]/x',
      'https://[::ffff:0:7f00:1]/x',
      'https://[::a9fe:a9fe]/x',
      'https://user:secret@8.8.8.8/x',
    ]
    for (const endpoint of refused) {
      const res = await subscribe(user, endpoint)
      expect(res.statusCode, endpoint).toBe(400)
      expect(res.json().message, endpoint).toMatch(/Push endpoint must/)
    }
    expect(await db.selectFrom('push_subscriptions').select('id').execute()).toEqual([])
    expect((await subscribe(user, 'https://8.8.8.8/push/abc')).statusCode).toBe(201)
    expect((await subscribe(user, 'https://[2606:4700:4700::1111]/push/abc')).statusCode).toBe(201)
    expect(connections).toBe(0)
  })

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} subscriptions per account, dropping the longest unused`, async () => {
    const user = await createUser(ctx)
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 5; i++) {
      expect((await subscribe(user, `https://8.8.8.8/push/${i}`)).statusCode).toBe(201)
    }
    const rows = await db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute()
    expect(rows.map((r) => r.endpoint)).toEqual(
      Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, (_, i) => `https://8.8.8.8/push/${i + 5}`),
    )
    // Another account's subscriptions are untouched.
    const other = await createUser(ctx)
    expect((await subscribe(other, 'https://8.8.8.8/push/other')).statusCode).toBe(201)
    expect(await db.selectFrom('push_subscriptions').select('id').execute()).toHaveLength(MAX_PUSH_SUBSCRIPTIONS + 1)
  })

  it('resolves host names and refuses any that point inside', async () => {
    const table: Record<string, string[]> = {
      'fcm.example.test': ['142.250.183.10'],
      'mixed.example.test': ['142.250.183.10', '10.0.0.7'],
      'inside.example.test': ['192.168.0.9'],
    }
    const resolve: Resolver = async (host) => {
      const found = table[host]
      if (!found) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' })
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    }
    const push = createPushService({ db, config: ctx.config, vapid: webpush.generateVAPIDKeys() as never, resolve })
    const user = await createUser(ctx)
    const body = (endpoint: string) => ({ endpoint, keys: keys() })
    await expect(push.subscribe(user.id, body('https://fcm.example.test/send/1'), undefined)).resolves.toEqual({
      created: true,
    })
    await expect(push.subscribe(user.id, body('https://mixed.example.test/x'), undefined)).rejects.toThrow(
      /public address/,
    )
    await expect(push.subscribe(user.id, body('https://inside.example.test/x'), undefined)).rejects.toThrow(
      /public address/,
    )
    await expect(push.subscribe(user.id, body('https://nowhere.example.test/x'), undefined)).rejects.toThrow(
      /could not be resolved/,
    )
  })
})

describe('sending', () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.test' }

  async function stored(endpoint: string) {
    const user = await createUser(ctx)
    const k = keys()
    const row = await db
      .insertInto('push_subscriptions')
      .values({ user_id: user.id, endpoint, p256dh: k.p256dh, auth: k.auth, user_agent: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { subscriptionId: row.id, endpoint, payload: '{"title":"t"}' }
  }

  it('never calls an endpoint stored before the check (http on loopback) and removes it', async () => {
    const deliver = createPushSender({ db, vapid, log: silent })
    const job = await stored(`http://127.0.0.1:${trapPort}/push`)
    expect(await deliver(job)).toBe('unsafe')
    expect(connections).toBe(0)
    expect(await db.selectFrom('push_subscriptions').select('id').execute()).toEqual([])
  })

  it('re-checks the address when sending: a name re-pointed at loopback (DNS rebinding) is refused', async () => {
    let answer = '142.250.183.10'
    const resolve: Resolver = async () => [{ address: answer, family: 4 }]
    const push = createPushService({ db, config: ctx.config, vapid, resolve })
    const user = await createUser(ctx)
    const endpoint = `https://rebind.example.test:${trapPort}/push`
    await push.subscribe(user.id, { endpoint, keys: keys() }, undefined)
    const row = await db.selectFrom('push_subscriptions').select('id').executeTakeFirstOrThrow()
    answer = '127.0.0.1'
    const deliver = createPushSender({ db, vapid, log: silent, resolve })
    expect(await deliver({ subscriptionId: row.id, endpoint, payload: '{"title":"t"}' })).toBe('unsafe')
    expect(connections).toBe(0)
    expect(await db.selectFrom('push_subscriptions').select('id').execute()).toEqual([])
  })
})
