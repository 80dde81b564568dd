// The rescues CSV export on 100,000 cases, streamed through the real app (keyset
// pages of 1,000 into csv-stringify, backpressure to the socket). Baseline in the same run: the
// same rows read by one SELECT and written as one string (what a naive export does). Prints
// time, rows per second and the peak of live memory (heap and buffers after a collection,
// sampled every 50 ms) over what was alive before; the streamed export must get every row and,
// on PostgreSQL, keep its peak under a third of the baseline's. On PGlite the database lives in
// this process and its own memory swamps the measure, so there the figures are printed but not
// judged.
//
//   node --expose-gc --import tsx bench/export.bench.ts                 embedded PGlite
//   BENCH_DATABASE_URL=postgres://... node --expose-gc --import tsx bench/export.bench.ts
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringify } from 'csv-stringify/sync'
import { sql } from 'kysely'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { buildServer } from '../src/runtime.ts'
import { seedRescues } from './seed-rescues.ts'
import { openBenchDatabase } from './seed.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const ROWS = 100_000
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const gc = global.gc
if (!gc) throw new Error('run with node --expose-gc (npm run bench:export does)')

/** What the process holds alive right now: a full collection first, then heap and buffers. */
function live(): number {
  gc?.()
  const m = process.memoryUsage()
  return m.heapUsed + m.external
}

/**
 * Runs `work` while sampling the live memory every 50 ms; answers its result, the time and the
 * peak growth over what was alive before. Live memory, not RSS: RSS keeps whatever the heap
 * ever grew to (garbage included, and never given back), so it measures the allocation rate
 * and the order the two runs happen in rather than what an export holds at once.
 */
async function measure<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; growth: number }> {
  const base = live()
  let peak = base
  const timer = setInterval(() => {
    peak = Math.max(peak, live())
  }, 50)
  const started = performance.now()
  try {
    const value = await work()
    const ms = performance.now() - started
    return { value, ms, growth: peak - base }
  } finally {
    clearInterval(timer)
  }
}

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL)
console.log(`database: ${database.label}`)
const { db, pool } = createDatabase(database.url, 10)
pool.on('error', (err: Error) => console.error(`pool error (ignored): ${err.message}`))
let failed = false
try {
  await migrateToLatest(db)
  await seedRescues(db, ROWS)
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-at-least-32-characters' },
    { RATE_LIMIT_MAX: 1_000_000_000, uploadsDir: mkdtempSync(join(tmpdir(), 'paws-bench-')) },
  )
  const app = await buildServer({ config, db, databaseUrl: database.url, close: async () => {} })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  // An admin who signs in as anyone would (the export is admin only).
  const password = 'Bench@12345'
  await db
    .insertInto('users')
    .values({
      email: 'bench-admin@example.in',
      password_hash: await hashPassword(password),
      role: 'admin',
      first_name: 'Bench',
      last_name: 'Admin',
      email_verified: true,
    })
    .execute()
  const signedIn = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@example.in', password }),
  })
  const { accessToken: token } = (await signedIn.json()) as { accessToken: string }

  // Streamed through the app: read the download as it comes, counting lines, keeping nothing.
  const streamedWork = async () => {
    const res = await fetch(`${origin}/api/admin/export/rescues.csv`, { headers: { authorization: `Bearer ${token}` } })
    if (res.status !== 200 || !res.body) throw new Error(`the export answered ${res.status}: ${await res.text()}`)
    let lines = 0
    const decoder = new TextDecoder()
    for await (const chunk of res.body)
      lines += decoder.decode(chunk as Uint8Array, { stream: true }).split('\n').length - 1
    return lines - 1
  }
  // The naive way: every row at once, then one CSV string.
  const bufferedWork = async () => {
    const rows = await sql<Record<string, unknown>>`
      select r.id, r.status, r.urgency, r.animal_type, r.description, r.location->>'address' as address,
        r.location->>'city' as city, r.lat, r.lng, r.created_at, r.updated_at
      from rescues r order by r.id`.execute(db)
    return stringify(rows.rows, { header: true }).split('\n').length - 2
  }
  // Each way twice: once for the time (nothing sampled), once for the memory (the sampling's
  // collections slow the work down).
  const timed = async (work: () => Promise<number>) => {
    const started = performance.now()
    await work()
    return performance.now() - started
  }
  const streamed = { ...(await measure(streamedWork)), ms: await timed(streamedWork) }
  const buffered = { ...(await measure(bufferedWork)), ms: await timed(bufferedWork) }
  const line = (name: string, m: { value: number; ms: number; growth: number }) =>
    console.log(
      `${name.padEnd(34)} ${m.value.toLocaleString('en')} rows in ${(m.ms / 1000).toFixed(2)} s ` +
        `(${Math.round(m.value / (m.ms / 1000)).toLocaleString('en')} rows/s), peak live memory +${mb(m.growth)}`,
    )
  console.log('')
  line('streamed export (the app)', streamed)
  line('one SELECT, one string (baseline)', buffered)
  const ratio = streamed.growth / Math.max(1, buffered.growth)
  const judged = process.env.BENCH_DATABASE_URL !== undefined
  console.log(
    `peak live memory streamed / baseline: ${ratio.toFixed(2)}x ${judged ? '(needs < 0.33x)' : '(not judged: the embedded database shares this process)'}`,
  )
  if (streamed.value !== ROWS) {
    console.error(`FAIL: the export had ${streamed.value} rows, not ${ROWS}`)
    failed = true
  }
  if (judged && ratio >= 0.33) failed = true
  console.log(failed ? 'FAIL' : 'PASS')
  await app.close()
} catch (err) {
  console.error(err)
  failed = true
} finally {
  await db.destroy().catch(() => undefined)
  await database.close().catch(() => undefined)
}
process.exit(failed ? 1 : 0)
