// The database ends every connection of the app, again and again, while reports are filed and
// jobs run (a failover, a restart, an operator's pg_terminate_backend). The real server
// (src/server.ts, a child process with its job workers on) must live through it: each request
// is answered 2xx or 503 with Retry-After (never a 500, never a dropped connection), the same
// process answers once the database is back, its job workers take new jobs again, and no job
// is lost. On PostgreSQL the connections are ended with pg_terminate_backend; on PGlite (no
// backends to terminate) a TCP proxy in front of it drops them. A database that refuses
// connections (the proxy stops listening) gets the same 503.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createDatabase } from '../src/db/database.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { MAIL_QUEUE } from '../src/modules/notifications/notification-mail.ts'
import { startChildServer } from './support/child-server.ts'
import { fileDatabaseUrl } from './support/database.ts'
import { PASSWORD, resetDb, uniqueEmail } from './support/helper.ts'
import { onServer } from './support/postgres.ts'
import { reportBody, waitFor } from './support/rescue-fixtures.ts'
import { startTcpProxy } from './support/tcp-proxy.ts'

const ROUNDS = 4
/** Connection losses per round, this far apart: six in three seconds ended the process. */
const LOSSES_PER_ROUND = 4
const LOSS_GAP_MS = 500

const kind = inject('databaseKind')
const url = await fileDatabaseUrl()
const proxy = await startTcpProxy(url)
// The test's own connections are named, so ending the app's spares them.
const own = new URL(url)
own.searchParams.set('application_name', 'paws-test')
const { db } = createDatabase(own.toString(), 2)
afterAll(async () => {
  await db.destroy()
  await proxy.close()
})

/** Ends every connection to the app's database but the test's own. */
async function endConnections(): Promise<void> {
  if (kind !== 'postgres') {
    proxy.drop()
    return
  }
  const name = new URL(url).pathname.slice(1)
  await onServer(
    inject('databaseUrl'),
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid() and application_name <> 'paws-test'`,
  )
}

interface Answer {
  path: string
  status: number
  retryAfter: string | null
  body: string
  key?: string
  error?: string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function insertUser(role: 'adopter' | 'admin'): Promise<string> {
  const email = uniqueEmail(role)
  await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      role,
      first_name: 'Failover',
      last_name: role,
      email_verified: true,
    })
    .execute()
  return email
}

describe('connections ended under load', () => {
  it('the same process serves through every round, its workers resume and no job is lost', async () => {
    await resetDb(db)
    const reporterEmail = await insertUser('adopter')
    await insertUser('admin')
    const server = await startChildServer({
      DATABASE_URL: proxy.url,
      JOBS_ENABLED: 'true',
      JOBS_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'warn',
    })
    const base = `http://127.0.0.1:${server.port}`
    let exited = false
    void server.exited.then(() => {
      exited = true
    })
    try {
      const call = async (path: string, init: RequestInit = {}, key?: string): Promise<Answer> => {
        try {
          const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) })
          return { path, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text(), key }
        } catch (err) {
          return { path, status: 0, retryAfter: null, body: '', key, error: String((err as Error).cause ?? err) }
        }
      }
      const login = await call('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: reporterEmail, password: PASSWORD }),
      })
      expect(login.status).toBe(200)
      const auth = {
        authorization: `Bearer ${(JSON.parse(login.body) as { accessToken: string }).accessToken}`,
        'content-type': 'application/json',
      }
      const file = (key = randomUUID()) =>
        call(
          '/api/rescues',
          { method: 'POST', headers: { ...auth, 'idempotency-key': key }, body: JSON.stringify(reportBody()) },
          key,
        )

      const answers: Answer[] = []
      let stop = false
      const writers = Array.from({ length: 3 }, async () => {
        while (!stop && !exited) {
          answers.push(await file())
          await sleep(20)
        }
      })
      const paths = ['/api/animals?limit=20', '/api/rescues', '/api/notifications', '/api/users/profile']
      const readers = Array.from({ length: 3 }, async (_, w) => {
        for (let i = 0; !stop && !exited; i++) {
          answers.push(await call(paths[(w + i) % paths.length], { headers: auth }))
          await sleep(20)
        }
      })
      const healthy = () =>
        waitFor(
          async () => {
            if (exited) throw new Error(`the server exited: ${JSON.stringify(await server.exited)}`)
            return (await call('/api/health')).status === 200
          },
          30_000,
          'the server to be healthy',
        )

      let survived = 0
      for (let round = 1; round <= ROUNDS; round++) {
        // Some reports (and their jobs) between the rounds.
        await waitFor(async () => answers.filter((a) => a.status === 201).length >= round * 5, 30_000, 'reports')
        for (let loss = 0; loss < LOSSES_PER_ROUND; loss++) {
          await endConnections()
          await sleep(LOSS_GAP_MS)
        }
        await healthy()
        survived = round
      }

      // A database that refuses connections: the same 503.
      await proxy.cut()
      const refused = await Promise.all(
        ['/api/animals?limit=20', '/api/users/profile', '/api/notifications', '/api/rescues'].flatMap((path) =>
          Array.from({ length: 5 }, () => call(path, { headers: auth })),
        ),
      )
      const refusedWrites = await Promise.all(Array.from({ length: 5 }, () => file()))
      await proxy.restore()
      await healthy()
      if (kind === 'postgres') {
        // PostgreSQL closing the database to connections (ALLOW_CONNECTIONS false).
        const name = new URL(url).pathname.slice(1)
        await onServer(inject('databaseUrl'), `alter database ${name} allow_connections false`)
        await endConnections()
        refused.push(...(await Promise.all(paths.map((path) => call(path, { headers: auth })))))
        refusedWrites.push(await file())
        await onServer(inject('databaseUrl'), `alter database ${name} allow_connections true`)
        await healthy()
      }
      stop = true
      await Promise.all([...writers, ...readers])

      for (const a of [...refused, ...refusedWrites]) {
        expect(a.status, `${a.path} while refused: ${a.body}`).toBe(503)
        expect(a.retryAfter).toBe('5')
      }
      // At all times: an answer, 2xx or 503 with Retry-After; never a 500.
      const bad = answers.filter((a) => !(a.status >= 200 && a.status < 300) && !(a.status === 503 && a.retryAfter))
      expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([])

      // The workers take new jobs again: a report filed now is mailed to the admin.
      const last = await file()
      expect(last.status).toBe(201)
      const lastId = (JSON.parse(last.body) as { id: number }).id
      const mailJobState = async (notificationId: number) =>
        (
          await sql<{ state: string }>`
            select state::text as state from pgboss.job
            where name = ${MAIL_QUEUE.name} and (data->>'notificationId')::int = ${notificationId}`.execute(db)
        ).rows.map((r) => r.state)
      const lastNotification = await waitFor(
        () => db.selectFrom('notifications').select('id').where('url', 'like', `%/${lastId}`).executeTakeFirst(),
        10_000,
        "the last report's notification",
      )
      await waitFor(
        async () => (await mailJobState(lastNotification.id)).includes('completed'),
        30_000,
        'the mail worker to take a new job',
      )

      // Nothing lost: every report answered 201 is stored, and each of its notifications has
      // its mail job, done or waiting for its turn (never failed, never missing).
      const created = answers.filter((a) => a.status === 201)
      const stored = new Set(
        (await db.selectFrom('rescues').select('idempotency_key').execute()).map((r) => r.idempotency_key),
      )
      expect(created.filter((a) => !stored.has(a.key!))).toEqual([])
      const notifications = await db.selectFrom('notifications').select('id').execute()
      expect(notifications.length).toBeGreaterThanOrEqual(stored.size)
      const states: Record<string, number> = {}
      for (const n of notifications) {
        const found = await mailJobState(n.id)
        expect(found, `notification ${n.id}'s mail job`).toHaveLength(1)
        states[found[0]] = (states[found[0]] ?? 0) + 1
      }
      expect(states.failed ?? 0).toBe(0)

      // Still the same process, and it shuts down as usual.
      expect(exited).toBe(false)
      server.child.kill('SIGTERM')
      expect((await server.exited).code).toBe(0)

      const status = (s: number) => answers.filter((a) => a.status === s).length
      console.log(
        `connection loss (${kind}): ${survived} of ${ROUNDS} rounds survived by the same process ` +
          `(${ROUNDS * LOSSES_PER_ROUND} times every connection ended, ${LOSSES_PER_ROUND} per round ${LOSS_GAP_MS} ms apart); ` +
          `${answers.length} requests under load: ${answers.length - status(503)} 2xx, ${status(503)} 503 with Retry-After, 0 other; ` +
          `refused connections: ${refused.length + refusedWrites.length} of ${refused.length + refusedWrites.length} requests answered 503; ` +
          `${created.length} reports answered 201, all stored; mail jobs ${JSON.stringify(states)}, 0 lost`,
      )
    } finally {
      if (!exited) server.child.kill('SIGKILL')
    }
  }, 240_000)
})
