// GET /api/metrics: Prometheus text that moves with traffic, the job queue and push failures;
// hidden (404) from anyone but a loopback scraper or a holder of METRICS_TOKEN.
import { createECDH, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp } from './support/helper.ts'
import { put, report, waitFor } from './support/rescue-fixtures.ts'

// The local push service speaks plain http on loopback, refused by default (push.endpoint.ts).
const ctx = await setupApp({ PUSH_ALLOW_INSECURE_ENDPOINTS: true })
const { app, db } = ctx
const TOKEN = 'metrics-token-for-the-test-0123456789'
// A second server on the same database runs no job workers: its push worker (which refuses the
// plain-http push service) would otherwise race this one for the push job below.
const guarded = await setupApp({ METRICS_TOKEN: TOKEN, JOBS_ENABLED: false })
await resetDb(db)

async function scrape(target: FastifyInstance = app) {
  const res = await target.inject({ method: 'GET', url: '/api/metrics' })
  expect(res.statusCode).toBe(200)
  return res.body
}

/** The value of one sample, e.g. sample(text, 'http_requests_total', {route: '/api/health'}). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  let total = 0
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    if (wanted.every((w) => line.includes(w))) total += Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return total
}

describe('GET /api/metrics', () => {
  it('counts requests by method, route pattern and status class, with latency', async () => {
    const before = await scrape()
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/health' })
    await app.inject({ method: 'GET', url: '/api/animals/987654' })
    await app.inject({ method: 'GET', url: '/api/animals/987655' })
    const after = await scrape()
    const health = { method: 'GET', route: '/api/health', status_class: '2xx' }
    expect(sample(after, 'http_requests_total', health) - sample(before, 'http_requests_total', health)).toBe(3)
    // The pattern, not the URL: two ids, one series.
    const missing = { method: 'GET', route: '/api/animals/:id', status_class: '4xx' }
    expect(sample(after, 'http_requests_total', missing) - sample(before, 'http_requests_total', missing)).toBe(2)
    expect(after).not.toContain('987654')
    expect(
      sample(after, 'http_request_duration_seconds_count', health) -
        sample(before, 'http_request_duration_seconds_count', health),
    ).toBe(3)
    expect(after).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/)
    // Process metrics.
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(sample(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
  })

  it('reports the job queue depth and counts push send failures', async () => {
    // A push service that says every subscription has expired (410).
    const gone = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.statusCode = 410
        res.end()
      })
    })
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
    afterAll(() => new Promise<void>((resolve) => gone.close(() => resolve())))
    const endpoint = `http://127.0.0.1:${(gone.address() as { port: number }).port}/push/${randomBytes(8).toString('hex')}`

    const requester = await createUser(ctx)
    const keys = {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    }
    const sub = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(requester),
      payload: { endpoint, keys, expirationTime: null },
    })
    expect(sub.statusCode).toBe(201)
    const before = sample(await scrape(), 'push_send_failures_total', { reason: 'gone' })

    const admin = await createUser(ctx, { role: 'admin' })
    const ngo = await createUser(ctx, { role: 'ngo' })
    const rescue = await report(app, requester)
    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    expect((await put(app, ngo, rescue.id, { status: 'accepted' })).statusCode).toBe(200)

    const text = await waitFor(
      async () => {
        const t = await scrape()
        return sample(t, 'push_send_failures_total', { reason: 'gone' }) > before && t
      },
      20_000,
      'a push failure counted',
    )
    expect(sample(text, 'push_send_failures_total', { reason: 'gone' })).toBe(before + 1)
    // The push job went through the queue; its queue shows up with a state.
    expect(text).toMatch(/job_queue_jobs\{queue="push-send",state="(completed|active|created)"\} \d+/)
    const stored = await db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute()
    expect(stored).toHaveLength(0)
  })

  it('is a 404 for a remote client without the token, and for a proxied request', async () => {
    const remote = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' })
    expect(remote.statusCode).toBe(404)
    expect(remote.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
    expect(remote.body).not.toContain('http_requests_total')
    const proxied = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.statusCode).toBe(404)
    const ipv6Loopback = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '::1' })
    expect(ipv6Loopback.statusCode).toBe(200)
  })

  it('with METRICS_TOKEN, answers only the bearer of the token (from anywhere)', async () => {
    const get = (headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
      guarded.app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress })
    expect((await get({})).statusCode).toBe(404)
    expect((await get({}, '127.0.0.1')).statusCode).toBe(404)
    expect((await get({ authorization: 'Bearer wrong-token' })).statusCode).toBe(404)
    expect((await get({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404)
    const ok = await get({ authorization: `Bearer ${TOKEN}` })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/)
    expect(ok.body).toContain('# TYPE http_requests_total counter')
  })
})
