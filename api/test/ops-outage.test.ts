// The database goes away under load and comes back. A TCP proxy between the app and its
// database (support/tcp-proxy.ts) is cut: open connections drop and new ones are refused,
// as when PostgreSQL is stopped. (A proxy rather than stopping a private PostgreSQL cluster:
// it needs no root, works the same in front of the embedded PGlite, and the cut is instant
// and repeatable; the SQLSTATEs a real shutdown sends, 57P01 and class 08, are covered by
// the unit checks below.) OUTAGE_MS is short to keep the suite quick; nothing in the app
// depends on the outage's length (no retry budget, no circuit breaker that trips after N
// seconds): each request fails within the pool's connect timeout, however long it lasts.
// Asserted: during the outage every request is answered, quickly, 503 with Retry-After and
// the error shape (never a hang, never a 500); /api/health says the database is down; the
// app recovers by itself once the database is back; every report answered 201 is stored,
// and no report is half-written (each has its history row and its notifications).
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { fileDatabaseUrl } from './support/database.ts'
import { loadConfig } from '../src/config.ts'
import { CONNECT_TIMEOUT_MS, createDatabase } from '../src/db/database.ts'
import { isDatabaseUnavailable } from '../src/lib/db-availability.ts'
import { englishTranslator } from '../src/lib/i18n.ts'
import { buildServer } from '../src/runtime.ts'
import { createUser, resetDb, type TestContext } from './support/helper.ts'
import { reportBody } from './support/rescue-fixtures.ts'
import { startTcpProxy } from './support/tcp-proxy.ts'
import { tempDir } from './support/temp-dir.ts'

/** The 503's words: the catalog's English. */
const DATABASE_UNAVAILABLE = englishTranslator('error.databaseUnavailable')

const OUTAGE_MS = 6_000
const MAX_ANSWER_MS = 2_000

const runUrl = await fileDatabaseUrl()
const proxy = await startTcpProxy(runUrl)
const config = loadConfig(
  { NODE_ENV: 'test', DATABASE_URL: proxy.url, JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long' },
  {
    uploadsDir: tempDir('paws-uploads-'),
    RATE_LIMIT_MAX: 1_000_000,
    AUTH_RATE_LIMIT_MAX: 1_000_000,
    JOBS_ENABLED: false,
  },
)
const { db } = createDatabase(proxy.url, 8)
// The test's own view of the data, straight to the database (not through the proxy).
const direct = createDatabase(runUrl, 2).db
const app = await buildServer({ config, db, databaseUrl: proxy.url, close: async () => {} })
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
afterAll(async () => {
  await app.close()
  await db.destroy()
  await direct.destroy()
  await proxy.close()
})

interface Result {
  kind: 'read' | 'write' | 'health'
  startedAt: number
  ms: number
  status: number
  retryAfter: string | null
  body: Record<string, unknown>
  key?: string
  error?: string
}

async function call(kind: Result['kind'], path: string, init: RequestInit = {}, key?: string): Promise<Result> {
  const startedAt = performance.now()
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) })
    const text = await res.text()
    return {
      kind,
      startedAt,
      ms: performance.now() - startedAt,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      key,
    }
  } catch (err) {
    return {
      kind,
      startedAt,
      ms: performance.now() - startedAt,
      status: 0,
      retryAfter: null,
      body: {},
      key,
      error: String(err),
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('the database stops under load', () => {
  it('recognises a stopped or unreachable database', () => {
    for (const err of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('database "paws" is not currently accepting connections'), { code: '55000' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('timeout expired'),
      new Error('Connection terminated unexpectedly'),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true)
    }
    for (const err of [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      Object.assign(new Error('cannot drop the currently open database'), { code: '55006' }),
      Object.assign(new Error('invalid_prerequisite_state'), { code: '55000' }),
      new Error('something else'),
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(err)).toBe(false)
    }
  })

  it('a server that takes the connection and never answers its start-up: 503 with Retry-After, not 500', async () => {
    // What an overloaded or hung server looks like to a new connection: pg's own connect
    // timeout (CONNECT_TIMEOUT_MS) ends it with "timeout expired", before the pool's wait.
    proxy.hang()
    try {
      const started = Date.now()
      const res = await app.inject({ method: 'GET', url: '/api/animals' })
      expect(res.statusCode, res.body).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.json().message).toBe(DATABASE_UNAVAILABLE)
      expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100)
    } finally {
      await proxy.restore()
    }
    expect((await app.inject({ method: 'GET', url: '/api/animals' })).statusCode).toBe(200)
  })

  it('answers 503 quickly while it is down, reports it, recovers by itself and loses no write', async () => {
    await resetDb(direct)
    const ctx = { app, db: direct, config } as TestContext
    const admin = await createUser(ctx, { role: 'admin' })
    const reporter = await createUser(ctx)
    // An account of long standing: its reports all ring (a new account's later ones wait for the
    // desk's review, docs/rules.md#dispatch), so each is told about alike.
    await direct
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 30 * 24 * 3_600_000) })
      .where('id', '=', reporter.id)
      .execute()
    const auth = { authorization: `Bearer ${reporter.token}`, 'content-type': 'application/json' }
    // What one report writes to the admin's notifications.
    const notificationsOf = async () =>
      Number(
        (
          await direct
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', admin.id)
            .executeTakeFirstOrThrow()
        ).n,
      )

    const results: Result[] = []
    let stop = false
    const paths = ['/api/animals?limit=20', '/api/rescues', '/api/ngos']
    const readers = Array.from({ length: 6 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        results.push(await call('read', paths[(w + i) % paths.length], { headers: auth }))
        await sleep(20)
      }
    })
    // All at one place, each marked as checked against the cases nearby: none is a possible repeat,
    // so each is told to the admin alike.
    const writers = Array.from({ length: 3 }, async () => {
      while (!stop) {
        const key = randomUUID()
        results.push(
          await call(
            'write',
            '/api/rescues',
            {
              method: 'POST',
              headers: { ...auth, 'idempotency-key': key },
              body: JSON.stringify(reportBody({ nearbyChecked: true })),
            },
            key,
          ),
        )
        await sleep(30)
      }
    })
    const health: Result[] = []
    const prober = (async () => {
      while (!stop) {
        health.push(await call('health', '/api/health'))
        await sleep(100)
      }
    })()

    await sleep(1_500)
    const cutAt = performance.now()
    await proxy.cut()
    await sleep(OUTAGE_MS)
    const restoredAt = performance.now()
    await proxy.restore()
    await sleep(6_000)
    stop = true
    await Promise.all([...readers, ...writers, prober])

    // During the outage (leaving 100 ms for requests already past the database at the cut).
    const during = results.filter((r) => r.startedAt > cutAt + 100 && r.startedAt + r.ms < restoredAt)
    expect(during.length).toBeGreaterThan(20)
    for (const r of during) {
      expect(r.status, `${r.kind} ${r.error ?? JSON.stringify(r.body)}`).toBe(503)
      expect(r.retryAfter).toBe('5')
      expect(r.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE })
    }
    const maxDuringMs = Math.max(...during.map((r) => r.ms))
    expect(maxDuringMs).toBeLessThan(MAX_ANSWER_MS)
    // Never a 500 or a hang, at any time.
    expect(results.filter((r) => r.status === 0 || (r.status >= 500 && r.status !== 503))).toEqual([])

    const healthDown = health.filter((r) => r.startedAt > cutAt + 100 && r.startedAt + r.ms < restoredAt)
    expect(healthDown.length).toBeGreaterThan(5)
    for (const r of healthDown) {
      expect(r.status).toBe(503)
      expect(r.body).toMatchObject({ status: 'degraded', database: 'down' })
      expect(r.ms).toBeLessThan(MAX_ANSWER_MS)
    }

    // Recovery without a restart: health up again, and everything after it succeeds.
    const firstUp = health.find((r) => r.startedAt > restoredAt && r.status === 200)
    expect(firstUp).toBeDefined()
    const recoveredMs = firstUp!.startedAt + firstUp!.ms - restoredAt
    expect(recoveredMs).toBeLessThan(3_000)
    const afterRecovery = results.filter((r) => r.startedAt > firstUp!.startedAt + firstUp!.ms)
    console.log(
      `recovery: first health 200 ${Math.round(recoveredMs)} ms after the restore; ${afterRecovery.length} requests after it; ` +
        `statuses after restore: ${JSON.stringify(results.filter((r) => r.startedAt > restoredAt).map((r) => [r.status, Math.round(r.startedAt - restoredAt), Math.round(r.ms)]))}`,
    )
    expect(afterRecovery.length).toBeGreaterThan(5)
    for (const r of afterRecovery) expect([200, 201], `${r.kind} ${JSON.stringify(r.body)}`).toContain(r.status)

    // Writes: each 201 is stored; none is half-written; a 503'd write either committed fully
    // (its answer was lost) or not at all, and repeating it with its key is safe.
    const writes = results.filter((r) => r.kind === 'write')
    const created = writes.filter((r) => r.status === 201)
    const failed = writes.filter((r) => r.status === 503)
    const stored = await direct
      .selectFrom('rescues')
      .select(['id', 'idempotency_key'])
      .where('requester_id', '=', reporter.id)
      .execute()
    const storedKeys = new Set(stored.map((r) => r.idempotency_key))
    const lost = created.filter((r) => !storedKeys.has(r.key!))
    expect(lost).toEqual([])
    const histories = await direct
      .selectFrom('rescue_history')
      .select(['rescue_id', (eb) => eb.fn.countAll().as('n')])
      .where(
        'rescue_id',
        'in',
        stored.map((r) => r.id),
      )
      // The filing's own entry (a new account's later reports also get the desk's "held" one).
      .where('note_key', '=', 'historyNote.reported')
      .groupBy('rescue_id')
      .execute()
    expect(histories).toHaveLength(stored.length)
    for (const h of histories) expect(Number(h.n)).toBe(1)
    const perReport = (await notificationsOf()) / stored.length
    expect(Number.isInteger(perReport) && perReport >= 1).toBe(true)
    const committedDespite503 = failed.filter((r) => storedKeys.has(r.key!))
    for (const r of committedDespite503) {
      const again = await call(
        'write',
        '/api/rescues',
        {
          method: 'POST',
          headers: { ...auth, 'idempotency-key': r.key! },
          body: JSON.stringify(reportBody({ nearbyChecked: true })),
        },
        r.key,
      )
      expect(again.status).toBe(200)
    }
    expect(
      await direct.selectFrom('rescues').select('id').where('requester_id', '=', reporter.id).execute(),
    ).toHaveLength(stored.length)

    console.log(
      `outage (${inject('databaseKind')}, ${OUTAGE_MS / 1000} s): ${results.length + health.length} requests in all; ` +
        `${during.length + healthDown.length} during the outage, all 503 with Retry-After ` +
        `(max ${Math.round(Math.max(maxDuringMs, ...healthDown.map((r) => r.ms)))} ms); ` +
        `recovered ${Math.round(recoveredMs)} ms after the database came back; ` +
        `writes: ${created.length} answered 201, all stored (0 lost), ${failed.length} answered 503 ` +
        `(${committedDespite503.length} of them had committed, answered 200 on retry with their key), ` +
        `${stored.length} reports each with 1 history row and ${perReport} notification(s)`,
    )
  }, 60_000)
})
