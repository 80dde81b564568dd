// A city's year on PostgreSQL (docs/architecture.md#a-citys-year): 1,000,000 rescue cases with
// their history (about 5 million rows), 200,000 animals, 60 NGOs (bench/city-data.ts), asked
// through the real API (app.inject, signed in as each user) as its users ask it:
//
// - the admin's case list (GET /api/rescues as an admin) with each of its filters: the default
//   order (most urgent, longest waiting), status, urgency, NGO, a month's date range, text search
//   (a place, words, a case number), the "needs attention" flags, a later page; the admin map
//   (GET /api/admin/rescues/map) and the dashboard's counts: p95 <= 300 ms each;
// - an NGO's queue (GET /api/rescues as its coordinator: the field list and the dashboard's
//   "waiting") and a responder's near-me list (GET /api/rescues/nearby-open): p95 <= 100 ms;
// - the public statistics (the job the app runs in the background, stats.service.ts) recomputed
//   in <= 10 s, while an NGO's queue and near-me lists are asked beside it at p95 <= 100 ms;
// - the CSV export of a year (GET /api/admin/export/rescues.csv?from&to) streamed by the app in
//   a process of its own (bench/city-server.ts), whose resident memory (sampled, and the kernel's
//   high-water mark) stays <= 250 MB.
//
// Each figure is printed beside a bare query timed in the same loop (a primary-key read of one
// case on the app's pool), with the ratio; a figure over its target prints the plans (EXPLAIN
// ANALYZE, BUFFERS) of the two slowest statements its request sent. Exits 1 when a target is
// missed.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:city
//       builds the database paws_city_bench on that server (a few minutes), measures, drops it
//   BENCH_CITY_REUSE=1   keeps the database, and uses it again when it is already built
//   BENCH_CITY_RUNS=40 (each admin figure) BENCH_CITY_FIELD_RUNS=200 (each NGO and near-me figure)
//
// Without BENCH_DATABASE_URL, and in the chain of npm run bench, it prints how to run it and exits
// 0: a million cases in the embedded PGlite would take longer than the whole chain.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import type { DB } from '../src/db/schema.ts'
import { realClock } from '../src/lib/clock.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { createStatsService } from '../src/modules/stats/stats.service.ts'
import { buildServer } from '../src/runtime.ts'
import { buildCity, PLACES } from './city-data.ts'
import { reportMachineLoad } from './machine.ts'
import { HEAP_FLAGS } from '../../scripts/serve.mjs'

const serverUrl = process.env.BENCH_DATABASE_URL
// In the benchmark chain (npm run bench, --chain) it is only named: building the year alone
// takes minutes.
if (!serverUrl || process.argv.includes('--chain')) {
  console.log(
    'bench:city skipped: it needs PostgreSQL (a million cases); run BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:city',
  )
  process.exit(0)
}
reportMachineLoad()

const REUSE = process.env.BENCH_CITY_REUSE === '1'
const RUNS = Number(process.env.BENCH_CITY_RUNS ?? 40)
const FIELD_RUNS = Number(process.env.BENCH_CITY_FIELD_RUNS ?? 200)
const TARGET = { admin: 300, field: 100, statsSeconds: 10, exportMb: 250 }
const PASSWORD = 'Bench@12345'
const NAME = 'paws_city_bench'
const load = () => {
  const [one, five] = loadavg()
  return `load ${one!.toFixed(1)}/${five!.toFixed(1)} (1/5 min)`
}

// The database: built once, kept with BENCH_CITY_REUSE=1.
const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
const exists = (await admin.query('select 1 from pg_database where datname = $1', [NAME])).rowCount === 1
const url = new URL(serverUrl)
url.pathname = `/${NAME}`
const databaseUrl = url.toString()
let built = false
if (exists && REUSE) {
  const probe = new pg.Client({ connectionString: databaseUrl })
  await probe.connect()
  built = (await probe.query("select 1 from pg_tables where tablename = 'bench_city_built'")).rowCount === 1
  await probe.end()
}
if (!built) {
  await admin.query(`drop database if exists ${NAME} with (force)`)
  await admin.query(`create database ${NAME}`)
}
await admin.end()

const { db: plainDb, pool } = createDatabase(databaseUrl, 20)
pool.on('error', (err: Error) => console.error(`pool error (ignored): ${err.message}`))

/** What the app sent while `capturing`: each statement, its parameters and its time. */
const captured: { sql: string; parameters: readonly unknown[]; ms: number }[] = []
let capturing = false
const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (capturing && event.level === 'query')
      captured.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis })
  },
})

let failed = false
const miss = (what: string) => {
  console.error(`FAIL: ${what}`)
  failed = true
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN }
}
const ms = (n: number) => `${n.toFixed(1)} ms`

try {
  const started = Date.now()
  await migrateToLatest(db)
  if (built) console.log(`database ${NAME}: reused (BENCH_CITY_REUSE=1), migrations run`)
  else {
    await buildCity(plainDb, await hashPassword(PASSWORD))
    await sql`create table bench_city_built (built_at timestamptz not null default now())`.execute(db)
    await sql`insert into bench_city_built default values`.execute(db)
    console.log(`database ${NAME}: built in ${((Date.now() - started) / 1000).toFixed(0)} s (${load()})`)
  }
  // As a database in use for a year is: vacuumed (visibility map) and analysed.
  // On a connection of its own: the app's pool stops a statement at its time limit.
  const vacuumed = Date.now()
  const maintenance = new pg.Client({ connectionString: databaseUrl })
  await maintenance.connect()
  for (const table of ['rescues', 'rescue_history', 'rescue_images', 'animals', 'users', 'ngos', 'responder_duty'])
    await maintenance.query(`vacuum analyze ${table}`)
  await maintenance.end()
  console.log(`vacuum analyze: ${((Date.now() - vacuumed) / 1000).toFixed(0)} s`)
  const counts = await sql<{ cases: number; history: number; animals: number; open: number }>`
    select (select count(*) from rescues) as cases, (select count(*) from rescue_history) as history,
      (select count(*) from animals) as animals,
      (select count(*) from rescues where status not in ('completed', 'cancelled')) as open`
    .execute(db)
    .then((r) => r.rows[0]!)
  console.log(
    `data: ${counts.cases.toLocaleString('en')} cases (${counts.open.toLocaleString('en')} open), ` +
      `${counts.history.toLocaleString('en')} history rows, ${counts.animals.toLocaleString('en')} animals`,
  )

  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long' },
    {
      uploadsDir: mkdtempSync(join(tmpdir(), 'paws-bench-')),
      RATE_LIMIT_MAX: 1_000_000_000,
      AUTH_RATE_LIMIT_MAX: 1_000_000,
      AUTH_ACCOUNT_RATE_LIMIT_MAX: 1_000_000,
      NEARBY_RATE_LIMIT_MAX: 1_000_000,
      JOBS_ENABLED: false,
      LOG_LEVEL: 'error',
    },
  )
  const app = await buildServer({ config, db, databaseUrl, close: async () => {} })
  await app.ready()

  async function tokenOf(email: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`)
    return res.json().accessToken as string
  }
  const ngoIds = (await db.selectFrom('ngos').select('id').orderBy('id').execute()).map((r) => r.id)
  const { first, last } = await sql<{
    first: number
    last: number
  }>`select min(id) as first, max(id) as last from rescues`
    .execute(db)
    .then((r) => r.rows[0]!)
  // Ten coordinators (their NGO's queue) and ten responders on duty (near me, where they are).
  const coordinators = await Promise.all(
    Array.from({ length: 10 }, (_, i) => tokenOf(`city-ngo-${1 + i * 6}-0@example.in`)),
  )
  const responders = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const email = `city-ngo-${1 + i * 6}-3@example.in`
      const at = await db
        .selectFrom('responder_duty')
        .innerJoin('users', 'users.id', 'responder_duty.user_id')
        .select(['responder_duty.lat', 'responder_duty.lng'])
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow()
      return { token: await tokenOf(email), lat: Number(at.lat), lng: Number(at.lng) }
    }),
  )
  let adminToken = await tokenOf('city-admin@example.in')

  type Ask = { url: string; token: string }
  const results: { label: string; target: number; p50: number; p95: number; bare: number }[] = []

  /** EXPLAIN ANALYZE (BUFFERS) of the two slowest statements one request sends. */
  async function plans(ask: Ask) {
    captured.length = 0
    capturing = true
    await app.inject({ method: 'GET', url: ask.url, headers: { authorization: `Bearer ${ask.token}` } })
    capturing = false
    const slowest = [...captured].sort((a, b) => b.ms - a.ms).slice(0, 2)
    for (const q of slowest) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${q.sql}`,
        q.parameters as unknown[],
      )
      console.log(`    ${ms(q.ms)}: ${q.sql.replace(/\s+/g, ' ').slice(0, 300)}`)
      console.log(`    parameters: ${JSON.stringify(q.parameters).slice(0, 300)}`)
      console.log(rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n'))
    }
  }

  /**
   * Asks `asks` in turn `runs` times (after a few to warm up), each followed by the bare query
   * (one case by its primary key, on the app's pool); prints both and the plans when over target.
   */
  async function figure(label: string, target: number, runs: number, asks: Ask[]) {
    const app_: number[] = []
    const bare: number[] = []
    let bytes = 0
    for (let i = -3; i < runs; i++) {
      const ask = asks[(i + asks.length * 3) % asks.length]!
      const t = performance.now()
      const res = await app.inject({ method: 'GET', url: ask.url, headers: { authorization: `Bearer ${ask.token}` } })
      const took = performance.now() - t
      if (res.statusCode !== 200) throw new Error(`${label}: ${ask.url} answered ${res.statusCode} ${res.body}`)
      const id = first + Math.floor(Math.random() * (last - first))
      const b = performance.now()
      await sql`select * from rescues where id = ${id}`.execute(db)
      if (i < 0) continue
      app_.push(took)
      bare.push(performance.now() - b)
      bytes += res.rawPayload.length
    }
    const a = summary(app_)
    const q = summary(bare)
    const over = a.p95 > target
    console.log(
      `${over ? 'MISS' : 'ok  '} ${label.padEnd(44)} p50 ${ms(a.p50).padStart(9)}  p95 ${ms(a.p95).padStart(9)} ` +
        `(target ${target})  bare p50 ${ms(q.p50)} p95 ${ms(q.p95)}  x${(a.p95 / q.p95).toFixed(0)}  ` +
        `${Math.round(bytes / runs / 1024)} KB  ${runs} runs, ${load()}`,
    )
    results.push({ label, target, p50: a.p50, p95: a.p95, bare: q.p95 })
    if (over) {
      miss(`${label}: p95 ${ms(a.p95)} over ${target} ms; plans of its slowest statements:`)
      await plans(asks[0]!)
    }
    return a
  }

  const list = (query: string) => `/api/rescues?limit=50&sortBy=priority&sortOrder=DESC${query}`
  const asAdmin = (urls: string[]) => urls.map((u) => ({ url: u, token: adminToken }))
  const day = 86_400_000
  const months = Array.from({ length: 6 }, (_, i) => {
    const to = new Date(Date.now() - (i * 60 + 10) * day)
    return `&from=${new Date(to.getTime() - 30 * day).toISOString()}&to=${to.toISOString()}`
  })
  const localities = PLACES.slice(0, 40).map((p) => p.localities[0]!)
  const ids = Array.from({ length: 20 }, (_, i) => first + Math.floor(((i + 0.5) / 20) * (last - first)))

  console.log(`\nthe admin's case list and map (target p95 <= ${TARGET.admin} ms), ${load()}`)
  await figure('list: most urgent first (the default)', TARGET.admin, RUNS, asAdmin([list('&page=1')]))
  await figure('list: status pending', TARGET.admin, RUNS, asAdmin([list('&status=pending')]))
  await figure('list: status completed', TARGET.admin, RUNS, asAdmin([list('&status=completed')]))
  await figure('list: urgency critical', TARGET.admin, RUNS, asAdmin([list('&urgency=critical')]))
  await figure('list: one NGO', TARGET.admin, RUNS, asAdmin(ngoIds.slice(0, 20).map((id) => list(`&ngoId=${id}`))))
  await figure('list: a month (date range)', TARGET.admin, RUNS, asAdmin(months.map((m) => list(m))))
  await figure(
    'list: newest first',
    TARGET.admin,
    RUNS,
    asAdmin([`/api/rescues?limit=50&sortBy=createdAt&sortOrder=DESC`]),
  )
  await figure('list: page 20', TARGET.admin, RUNS, asAdmin([list('&page=20')]))
  await figure(
    'list: search a place',
    TARGET.admin,
    RUNS,
    asAdmin(localities.map((l) => list(`&search=${encodeURIComponent(l)}`))),
  )
  await figure(
    'list: search words',
    TARGET.admin,
    RUNS,
    asAdmin(
      ['kite string', 'tempo', 'eye infection', 'petrol pump', 'Carter Road'].map((w) =>
        list(`&search=${encodeURIComponent(w)}`),
      ),
    ),
  )
  await figure('list: search a case number', TARGET.admin, RUNS, asAdmin(ids.map((id) => list(`&search=%23${id}`))))
  await figure(
    'list: search + status + a month',
    TARGET.admin,
    RUNS,
    asAdmin(months.map((m) => list(`${m}&status=completed&search=drain`))),
  )
  for (const flag of ['escalated', 'duplicates', 'unheld', 'noPosition'])
    await figure(`list: needs attention (${flag})`, TARGET.admin, RUNS, asAdmin([list(`&${flag}=true`)]))
  await figure('map: open cases', TARGET.admin, RUNS, asAdmin(['/api/admin/rescues/map']))
  await figure('map: critical open cases', TARGET.admin, RUNS, asAdmin(['/api/admin/rescues/map?urgency=critical']))
  await figure('dashboard: counts', TARGET.admin, RUNS, asAdmin(['/api/admin/stats']))
  await figure('dashboard: needs attention', TARGET.admin, RUNS, asAdmin(['/api/admin/rescues/attention']))

  const queue = coordinators.map((token) => ({
    url: '/api/rescues?held=true&page=1&limit=100&sortBy=createdAt&sortOrder=DESC',
    token,
  }))
  const waiting = coordinators.map((token) => ({ url: '/api/rescues?status=assigned&limit=1', token }))
  const nearMe = responders.map((r) => ({ url: `/api/rescues/nearby-open?lat=${r.lat}&lng=${r.lng}`, token: r.token }))
  console.log(`\nan NGO's queue and a responder's near-me list (target p95 <= ${TARGET.field} ms), ${load()}`)
  const idle = {
    queue: await figure("NGO's queue (field list)", TARGET.field, FIELD_RUNS, queue),
    waiting: await figure("NGO's dashboard: waiting", TARGET.field, FIELD_RUNS, waiting),
    nearMe: await figure('near me (responder on duty)', TARGET.field, FIELD_RUNS, nearMe),
  }

  // The public statistics, computed as the app's background job does, with requests beside it.
  console.log(
    `\nthe public statistics recomputed (target <= ${TARGET.statsSeconds} s, requests beside it p95 <= ${TARGET.field} ms)`,
  )
  for (let round = 1; round <= 2; round++) {
    const stats = createStatsService({ db, cacheSeconds: 300, dailyCut: true, clock: realClock })
    const beside: number[] = []
    let done = false
    const t = performance.now()
    const job = stats.warm().finally(() => {
      done = true
    })
    const asks = [...queue, ...nearMe]
    for (let i = 0; !done; i++) {
      const ask = asks[i % asks.length]!
      const s = performance.now()
      const res = await app.inject({ method: 'GET', url: ask.url, headers: { authorization: `Bearer ${ask.token}` } })
      if (res.statusCode !== 200) throw new Error(`beside the statistics: ${res.statusCode} ${res.body}`)
      beside.push(performance.now() - s)
    }
    await job
    const seconds = (performance.now() - t) / 1000
    const b = summary(beside)
    const answer = JSON.parse((await stats.responseTimes()).json) as {
      areas: unknown[]
      city: { cases: number } | null
    }
    console.log(
      `${seconds > TARGET.statsSeconds || b.p95 > TARGET.field ? 'MISS' : 'ok  '} round ${round}: computed in ` +
        `${seconds.toFixed(2)} s (${answer.areas.length} areas, ${answer.city?.cases ?? 0} cases in the city's figures); ` +
        `${beside.length} requests beside it: p50 ${ms(b.p50)}, p95 ${ms(b.p95)} ` +
        `(alone: queue p95 ${ms(idle.queue.p95)}, near me p95 ${ms(idle.nearMe.p95)}), ${load()}`,
    )
    if (seconds > TARGET.statsSeconds) miss(`the statistics took ${seconds.toFixed(2)} s`)
    if (b.p95 > TARGET.field) miss(`requests beside the statistics: p95 ${ms(b.p95)}`)
    if (answer.areas.length === 0) miss('the statistics show no area')
    results.push({
      label: `statistics round ${round} (s)`,
      target: TARGET.statsSeconds,
      p50: seconds,
      p95: seconds,
      bare: 0,
    })
  }

  await app.close()

  // The CSV export of a year, streamed by the app in a process of its own.
  console.log(`\nthe CSV export of a year (target: the app process's memory <= ${TARGET.exportMb} MB), ${load()}`)
  // Its heap kept as the server's is (scripts/serve.mjs).
  const child = spawn(
    process.execPath,
    [...HEAP_FLAGS, '--import', 'tsx', new URL('./city-server.ts', import.meta.url).pathname],
    {
      env: { ...process.env, BENCH_CITY_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! })
      lines.on('line', (line) => {
        const m = /^listening (\d+)$/.exec(line)
        if (m) resolve(Number(m[1]))
      })
      child.once('exit', (code) => reject(new Error(`the export server exited (${code})`)))
    })
    const kb = (field: string) => {
      const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))
      return Number(m?.[1] ?? Number.NaN) * 1024
    }
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
    const origin = `http://127.0.0.1:${port}`
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'city-admin@example.in', password: PASSWORD }),
    })
    adminToken = ((await login.json()) as { accessToken: string }).accessToken
    const to = new Date()
    const from = new Date(to.getTime() - 365 * day)
    const idleRss = kb('VmRSS')
    // The bare side: the same year's rows counted by the database, from this process.
    const c = performance.now()
    const { n: expected } = await sql<{
      n: number
    }>`select count(*) as n from rescues where created_at >= ${from} and created_at < ${to}`
      .execute(db)
      .then((r) => r.rows[0]!)
    const countMs = performance.now() - c
    let peak = idleRss
    const timer = setInterval(() => {
      peak = Math.max(peak, kb('VmRSS'))
    }, 50)
    const t = performance.now()
    const res = await fetch(
      `${origin}/api/admin/export/rescues.csv?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    )
    if (res.status !== 200 || !res.body) throw new Error(`the export answered ${res.status}: ${await res.text()}`)
    let lines = 0
    let bytes = 0
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length
      for (const byte of chunk) if (byte === 10) lines++
    }
    const seconds = (performance.now() - t) / 1000
    clearInterval(timer)
    const hwm = kb('VmHWM')
    const rows = lines - 1
    const worst = Math.max(peak, hwm)
    console.log(
      `${worst > TARGET.exportMb * 1024 * 1024 ? 'MISS' : 'ok  '} ${rows.toLocaleString('en')} rows (${mb(bytes)}) in ${seconds.toFixed(1)} s ` +
        `(${Math.round(rows / seconds).toLocaleString('en')} rows/s); the app's memory: ${mb(idleRss)} before, ` +
        `${mb(peak)} at its sampled peak, ${mb(hwm)} high-water mark (target ${TARGET.exportMb} MB); ` +
        `bare: the database counts the year's ${expected.toLocaleString('en')} rows in ${ms(countMs)}; ${load()}`,
    )
    if (rows !== expected) miss(`the export had ${rows} rows, the year ${expected}`)
    if (worst > TARGET.exportMb * 1024 * 1024) miss(`the export process reached ${mb(worst)}`)
  } finally {
    child.kill('SIGTERM')
  }

  console.log(
    `\n${failed ? 'FAIL' : 'PASS'}: ${results.filter((r) => r.p95 > r.target).length} of ${results.length} figures over target`,
  )
} catch (err) {
  console.error(err)
  failed = true
} finally {
  await db.destroy().catch((err: Error) => console.error(`closing the pool: ${err.message}`))
  if (!REUSE) {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(`drop database if exists ${NAME} with (force)`)
    await client.end()
    console.log(`database ${NAME} dropped (BENCH_CITY_REUSE=1 keeps it for the next run)`)
  }
}
process.exit(failed ? 1 : 0)
