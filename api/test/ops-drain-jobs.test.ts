// Draining stops the job worker from taking jobs as soon as the close begins, while requests
// still in flight hold the close open; the job queue itself stops only after them (so those
// requests can still queue their notifications).
import { request } from 'node:http'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { PUSH_QUEUE } from '../src/modules/push/push.sender.ts'
import { resetDb, setupApp } from './support/helper.ts'
import { waitFor } from './support/rescue-fixtures.ts'

const { app, db } = await setupApp({ JOBS_POLL_SECONDS: 0.5 })
await resetDb(db)

async function stateOf(marker: string): Promise<string | undefined> {
  const rows = await sql<{ state: string }>`
    select state::text as state from pgboss.job where name = ${PUSH_QUEUE.name} and data->>'endpoint' = ${marker}`.execute(
    db,
  )
  return rows.rows[0]?.state
}

/** A push job for no subscription: the worker takes it and completes it as skipped. */
const enqueue = (marker: string) =>
  app.jobs.enqueue(db, PUSH_QUEUE.name, [{ subscriptionId: -1, endpoint: marker, payload: '{}' }])

describe('draining and the job worker', () => {
  it('takes no job once the close has begun, though requests in flight keep the app up', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port

    await enqueue('before-close')
    await waitFor(async () => (await stateOf('before-close')) === 'completed', 10_000, 'the worker to run a job')

    // A request in flight: its body arrives only later.
    const body = JSON.stringify({ email: 'nobody@example.test' })
    let answer: (status: number) => void = () => {}
    let refuse: (error: Error) => void = () => {}
    const answered = new Promise<number>((resolve, reject) => {
      answer = resolve
      refuse = reject
    })
    // The close must begin with the request in flight: its headers read, its body not.
    const arrived = new Promise((r) => app.server.once('request', r))
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/forgot-password',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => answer(res.statusCode ?? 0))
      },
    )
    req.on('error', refuse)
    req.write(body.slice(0, 5))
    await arrived

    const closing = app.close()
    await new Promise((r) => setTimeout(r, 200))
    await enqueue('after-close')
    // Four polling intervals and more: a working worker would have taken it.
    await new Promise((r) => setTimeout(r, 2_500))
    expect(await stateOf('after-close')).toBe('created')

    req.end(body.slice(5))
    expect(await answered).toBe(200)
    await closing
    expect(await stateOf('after-close')).toBe('created')
  }, 60_000)
})
