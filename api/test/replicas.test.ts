// Two API replicas on one database and one Redis: nothing a request needs lives in one
// process. Needs the Redis that the development and CI machines run on 127.0.0.1:6379
// (REDIS_TEST_URL overrides). Without a Redis it is skipped with one line saying so, except
// where REQUIRE_REDIS=1 (CI), where a missing Redis fails the run.
import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { bearer, createUser, setupApp } from './support/helper.ts'

const redis = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redis)
  const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 })
  const answer = (up: boolean) => {
    socket.destroy()
    resolve(up)
  }
  socket.once('connect', () => answer(true))
  socket.once('error', () => answer(false))
  socket.once('timeout', () => answer(false))
})
if (!redisUp && process.env.REQUIRE_REDIS !== '1') {
  console.warn(`No Redis at ${redis}: the two-replica tests are skipped (start redis-server or set REDIS_TEST_URL).`)
}
const runReplicas = redisUp || process.env.REQUIRE_REDIS === '1'
// Counters are keyed by client address: this run's requests come from an address of its own,
// so an earlier run's counts in the same Redis do not matter.
const clientIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const options = { REDIS_URL: redis, AUTH_RATE_LIMIT_MAX: 4, RATE_LIMIT_MAX: 1000 }
const a = runReplicas ? await setupApp(options) : undefined!
const b = runReplicas ? await setupApp(options) : undefined!
// A third replica with the default sign-in limit, to sign in the many accounts a test needs.
const c = runReplicas ? await setupApp({ REDIS_URL: redis }) : undefined!

describe.runIf(runReplicas)('two replicas', () => {
  it('a session made on one replica works and rotates on the other', async () => {
    const user = await createUser(c, { email: `replica-${randomUUID()}@example.test` })
    const profile = await b.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })
    expect(profile.statusCode).toBe(200)
    const refreshed = await b.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    })
    expect(refreshed.statusCode).toBe(200)
    // The old token replayed on the first replica is seen as reuse there too.
    const replay = await a.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    })
    expect(replay.statusCode).toBe(401)
  })

  it('rate limits count across replicas through Redis', async () => {
    const codes: number[] = []
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a.app : b.app
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody@example.test' },
        remoteAddress: clientIp,
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429])
  })

  it('50 accepts of one offered case spread over both replicas: exactly one winner', async () => {
    const at = { lat: 19.0544, lng: 72.8402 }
    const responders: Awaited<ReturnType<typeof createUser>>[] = []
    for (let i = 0; i < 5; i++) {
      const user = await createUser(c, { role: 'ngo', email: `replica-ngo-${randomUUID()}@example.test` })
      const duty = await c.app.inject({
        method: 'PUT',
        url: '/api/responders/me/duty',
        headers: bearer(user),
        payload: { onDuty: true, hours: 1, lat: at.lat + i * 0.001, lng: at.lng },
      })
      expect(duty.statusCode, duty.body).toBe(200)
      responders.push(user)
    }
    const reporter = await createUser(c, { email: `replica-reporter-${randomUUID()}@example.test` })
    const filed = await c.app.inject({
      method: 'POST',
      url: '/api/rescues',
      headers: bearer(reporter),
      payload: {
        animalType: 'dog',
        urgency: 'critical',
        description: 'Hit by a car, not moving',
        location: { address: 'SV Road', city: 'Mumbai', ...at },
      },
    })
    expect(filed.statusCode, filed.body).toBe(201)
    const id = filed.json().id as number
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? a.app : b.app).inject({
          method: 'POST',
          url: `/api/rescues/${id}/actions`,
          headers: { ...bearer(responders[i % 5]!), 'idempotency-key': randomUUID() },
          payload: { action: 'accept' },
          remoteAddress: clientIp,
        }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49)
  })
})
