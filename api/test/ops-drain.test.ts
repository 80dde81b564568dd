// SIGTERM under load: the real server (a child process on the run's database) drains.
// Ground truth comes from the server's own log, in order: every request it had received
// before SIGTERM ("incoming request" logged before "SIGTERM received") must get its full 2xx
// answer; every request it received once draining started must get 503 with Retry-After and
// Connection: close; a request it never received may only fail to connect (refused, or a
// keep-alive socket closed before any byte of an answer). No answer may be cut off midway.
// The process must exit 0 within SHUTDOWN_GRACE_SECONDS. (The job worker's part of the drain
// is in ops-drain-jobs.test.ts; this server runs with JOBS_ENABLED=false.) Slow requests (a sign-in whose body
// is still arriving at SIGTERM) prove that work in flight is finished, not dropped.
import { Agent, request } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { fileDatabaseUrl } from './support/database.ts'
import { createDatabase } from '../src/db/database.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { PASSWORD, resetDb, uniqueEmail } from './support/helper.ts'
import { startChildServer } from './support/child-server.ts'

const GRACE_SECONDS = 8
const url = await fileDatabaseUrl()
const { db } = createDatabase(url, 2)
afterAll(() => db.destroy())

interface Outcome {
  id: string
  path: string
  sentAt: number
  doneAt: number
  status?: number
  headers?: Record<string, string | string[] | undefined>
  body?: string
  /** An error before any byte of an answer (refused, closed idle socket). */
  connectError?: string
  /** An error after the answer had begun: must never happen. */
  truncated?: string
}

let seq = 0
function send(
  port: number,
  path: string,
  agent: Agent | false,
  opts: { method?: string; body?: string; slowBody?: Promise<void>; id?: string; lang?: string } = {},
): Promise<Outcome> {
  const id = opts.id ?? `load-${process.pid}-${++seq}`
  const o: Outcome = { id, path, sentAt: performance.now(), doneAt: 0 }
  return new Promise((resolve) => {
    const finish = () => {
      o.doneAt = performance.now()
      resolve(o)
    }
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: opts.method ?? 'GET',
        agent,
        headers: {
          'x-request-id': id,
          ...(opts.lang ? { 'accept-language': opts.lang } : {}),
          ...(opts.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(opts.body) } : {}),
        },
      },
      (res) => {
        o.status = res.statusCode
        o.headers = res.headers
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', (err) => {
          o.truncated = err.message
        })
        res.on('close', () => {
          o.body = Buffer.concat(chunks).toString('utf8')
          const declared = Number(res.headers['content-length'] ?? Number.NaN)
          if (!res.complete) o.truncated ??= 'answer ended early'
          else if (!Number.isNaN(declared) && declared !== Buffer.byteLength(o.body)) o.truncated ??= 'short body'
          finish()
        })
      },
    )
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (o.status === undefined) {
        o.connectError = err.code ?? err.message
        finish()
      } else o.truncated ??= err.message
    })
    if (opts.slowBody && opts.body) {
      // Headers and half the body now, the rest when told.
      const half = Math.floor(opts.body.length / 2)
      req.write(opts.body.slice(0, half))
      void opts.slowBody.then(() => req.end(opts.body!.slice(half)))
    } else req.end(opts.body)
  })
}

/** The drain's 503 for a Marathi reader (api/src/locales/mr.json, error.serverRestarting). */
const RESTARTING_MR = 'सर्व्हर पुन्हा सुरू होत आहे, थोड्या वेळाने पुन्हा प्रयत्न करा'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('SIGTERM under load', () => {
  it('finishes what it received, answers 503 to the rest and exits 0 in time', async () => {
    await resetDb(db)
    const email = uniqueEmail('drain')
    await db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(PASSWORD),
        role: 'adopter',
        first_name: 'Drain',
        last_name: 'Test',
        email_verified: true,
      })
      .execute()

    const server = await startChildServer({ DATABASE_URL: url, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) })
    const { port, logs } = server
    const outcomes: Promise<Outcome>[] = []

    // Load: keep-alive workers (fresh connections too) on routes that use the database.
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 16 })
    let stop = false
    const paths = ['/api/animals?limit=20', '/api/health', '/api/animals?species=dog&page=2', '/api/ngos']
    const workers = Array.from({ length: 16 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        // The load reads Marathi: the drain's 503 speaks the request's language.
        const p = send(port, paths[(w + i) % paths.length], w % 4 === 3 ? false : keepAlive, { lang: 'mr' })
        outcomes.push(p)
        const o = await p
        if (o.connectError) await sleep(25)
      }
    })

    // Slow sign-ins: their bodies are still arriving when SIGTERM comes.
    let releaseSlow: () => void = () => {}
    const slowGate = new Promise<void>((r) => {
      releaseSlow = r
    })
    const loginBody = JSON.stringify({ email, password: PASSWORD })
    const slowIds = [1, 2, 3].map((n) => `slow-${process.pid}-${n}`)
    const slow = slowIds.map((id) =>
      send(port, '/api/auth/login', false, { method: 'POST', body: loginBody, slowBody: slowGate, id }),
    )
    await sleep(1_500)
    // Signal only once the server has received every slow request: they are in flight.
    const received = (id: string) => logs.some((l) => l.reqId === id && l.msg === 'incoming request')
    const slowOutcomesPending = slow.length
    for (let i = 0; i < 300 && !slowIds.every(received); i++) await sleep(100)
    expect(slowIds.every(received)).toBe(true)

    const sigAt = performance.now()
    server.child.kill('SIGTERM')
    await sleep(700)
    releaseSlow()
    const exit = await server.exited
    await sleep(300)
    stop = true
    await Promise.all(workers)
    keepAlive.destroy()
    const all = await Promise.all(outcomes)
    const slowDone = await Promise.all(slow)

    // The server's order of events.
    const indexOf = (msg: string) => logs.findIndex((l) => typeof l.msg === 'string' && l.msg.startsWith(msg))
    const sigIndex = indexOf('SIGTERM received')
    const drainIndex = indexOf('draining:')
    expect(sigIndex).toBeGreaterThan(-1)
    expect(drainIndex).toBeGreaterThan(sigIndex)
    expect(indexOf('drained and closed')).toBeGreaterThan(drainIndex)
    const receivedAt = new Map<string, number>()
    logs.forEach((l, i) => {
      if (l.msg === 'incoming request' && typeof l.reqId === 'string') receivedAt.set(l.reqId, i)
    })

    const ok = (o: Outcome) => o.status !== undefined && o.status >= 200 && o.status < 300 && !o.truncated
    const before = [...all, ...slowDone].filter((o) => (receivedAt.get(o.id) ?? Number.POSITIVE_INFINITY) < sigIndex)
    const after = all.filter((o) => (receivedAt.get(o.id) ?? -1) > drainIndex)
    const never = all.filter((o) => !receivedAt.has(o.id))
    const inFlightAtSignal = before.filter((o) => o.doneAt > sigAt)

    // 1. Everything received before SIGTERM got its full 2xx answer (JSON that parses).
    for (const o of before) {
      expect(ok(o), `${o.id} ${o.path}: ${o.status} ${o.body} ${o.truncated ?? ''} ${o.connectError ?? ''}`).toBe(true)
      expect(() => JSON.parse(o.body ?? '')).not.toThrow()
    }
    // The slow sign-ins were received before the signal and finished with tokens.
    for (const o of slowDone) {
      expect((receivedAt.get(o.id) ?? Number.POSITIVE_INFINITY) < sigIndex).toBe(true)
      expect(o.status).toBe(200)
      expect(JSON.parse(o.body ?? '{}').accessToken).toEqual(expect.any(String))
      expect(o.headers?.connection).toBe('close')
    }
    expect(inFlightAtSignal.length).toBeGreaterThanOrEqual(slowOutcomesPending)
    // 2. Requests received after draining began: 503, Retry-After, Connection: close.
    for (const o of after) {
      expect(o.status, o.id).toBe(503)
      expect(o.headers?.['retry-after']).toBe('5')
      expect(o.headers?.connection).toBe('close')
      expect(JSON.parse(o.body ?? '{}')).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: RESTARTING_MR,
      })
    }
    // Received between the signal and the drain flag: either answer is right, nothing else.
    const between = all.filter((o) => receivedAt.has(o.id) && !before.includes(o) && !after.includes(o))
    for (const o of between) expect(ok(o) || o.status === 503, o.id).toBe(true)
    // 3. Never received: the connection was refused or closed before any answer.
    for (const o of never) expect(o.connectError, o.id).toBeDefined()
    // 4. No answer cut off midway, anywhere.
    expect([...all, ...slowDone].filter((o) => o.truncated)).toEqual([])
    // 5. Exit 0 within the grace period.
    expect(exit.code).toBe(0)
    const exitMs = exit.at - sigAt
    expect(exitMs).toBeLessThan(GRACE_SECONDS * 1000)

    const count = (list: Outcome[], f: (o: Outcome) => boolean) => list.filter(f).length
    console.log(
      `drain: ${all.length + slowDone.length} requests; received before SIGTERM ${before.length} ` +
        `(${inFlightAtSignal.length} still in flight at the signal, ${count(inFlightAtSignal, ok)} answered 2xx in full); ` +
        `received after draining began ${after.length} (all 503); between signal and drain ${between.length}; ` +
        `never received ${never.length} (${[...new Set(never.map((o) => o.connectError))].join(', ')}); ` +
        `truncated 0; exit ${exit.code} after ${Math.round(exitMs)} ms (grace ${GRACE_SECONDS} s)`,
    )
  }, 120_000)
})
