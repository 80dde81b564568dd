// Benchmark of "How fast help comes" (GET /api/stats/response-times) at 100,000 cases with
// their history (about 450,000 rows), a quarter of them in the 90-day window, spread over
// about 100 pincodes. The real app (listening on loopback, which computes the figures as it
// starts, with STATS_CACHE_SECONDS short so they are computed again in the background during
// the run) is asked one request after another, the very first included; the bare side runs
// the very statement the repository sends, straight on a pg pool, in the same run. Each round
// does both and is printed with the machine's load; the target holds for the median of the
// rounds' p99. Both sides must give the same figures. Target: the app's p99 <= 50 ms.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:stats
//                               a fresh database on that server (the target is PostgreSQL's)
//   pnpm bench:stats            embedded PGlite (a fresh in-memory database)
//   BENCH_STATS_CASES=100000 BENCH_STATS_REQUESTS=2000 BENCH_STATS_BARE=10 BENCH_STATS_ROUNDS=3
//   BENCH_STATS_CACHE_SECONDS=5 (the defaults; requests and bare runs are per round)
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { RESCUE_OUTCOMES, STATS_MIN_CASES, STATS_MIN_REPORTERS, STATS_WINDOW_DAYS } from '@paws/contracts'
import { sql } from 'kysely'
import pg from 'pg'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { buildServer } from '../src/runtime.ts'
import { responseTimesQuery } from '../src/modules/stats/stats.repository.ts'
import { openBenchDatabase } from './seed.ts'
import { seedRescues } from './seed-rescues.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const CASES = Number(process.env.BENCH_STATS_CASES ?? 100_000)
const REQUESTS = Number(process.env.BENCH_STATS_REQUESTS ?? 2_000)
const BARE_RUNS = Number(process.env.BENCH_STATS_BARE ?? 10)
const ROUNDS = Number(process.env.BENCH_STATS_ROUNDS ?? 3)
// Short, so the figures go stale during the rounds and are computed again in the background
// while requests keep coming (none may wait for that).
const CACHE_SECONDS = Number(process.env.BENCH_STATS_CACHE_SECONDS ?? 5)
const TARGET_P99_MS = 50

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL)
console.log(`database: ${database.label}`)
const { db, pool } = createDatabase(database.url, 4)
const onPoolError = (err: Error) => console.error(`pool error (ignored): ${err.message}`)
pool.on('error', onPoolError)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN

type Summary = ReturnType<typeof summary>

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const s = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN }
  console.log(
    `${label.padEnd(6)} ${times.length} runs: p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, max ${s.max.toFixed(2)} ms`,
  )
  return s
}

/**
 * Pincodes 400001-400104 and each case's history as the workflow writes it: reported, then
 * (as far as its status got) assigned, accepted, in progress, rescued, completed; or cancelled
 * or declined. The minutes between steps and a completion's outcome vary with the case's id
 * (deterministic).
 */
async function seedHistory() {
  await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx)
    await sql`update rescues set location = location || jsonb_build_object('pincode', (400001 + (id * 31) % 104)::text)`.execute(
      trx,
    )
    const step = (from: string | null, to: string, minutes: string, statuses: string[]) => sql`
      insert into rescue_history (rescue_id, from_status, to_status, actor_id, actor_role, actor_name, created_at)
      select id, ${from}, ${to}, null, 'system', 'Bench', created_at + (${sql.raw(minutes)}) * interval '1 minute'
      from rescues where status in (${sql.join(statuses)})`
    const accept = '(1 + (id::bigint * 7919) % 12) + (5 + (id::bigint * 104729) % 115)'
    const onWay = `${accept} + (5 + (id::bigint * 1299709) % 55)`
    await step(null, 'pending', '0', [
      'pending',
      'assigned',
      'accepted',
      'in_progress',
      'rescued',
      'completed',
      'cancelled',
      'declined',
    ]).execute(trx)
    await step('pending', 'assigned', '1 + (id::bigint * 7919) % 12', [
      'assigned',
      'accepted',
      'in_progress',
      'rescued',
      'completed',
      'declined',
    ]).execute(trx)
    await step('assigned', 'declined', '30', ['declined']).execute(trx)
    await step('assigned', 'accepted', accept, ['accepted', 'in_progress', 'rescued', 'completed']).execute(trx)
    await step('accepted', 'in_progress', onWay, ['in_progress', 'rescued', 'completed']).execute(trx)
    await step('in_progress', 'rescued', `${onWay} + 45`, ['rescued', 'completed']).execute(trx)
    await step('rescued', 'completed', `${onWay} + 1440`, ['completed']).execute(trx)
    // Each completion's outcome, one of the list by the case's id.
    await sql`update rescue_history set outcome = (${sql.val([...RESCUE_OUTCOMES])}::text[])[1 + rescue_id % ${RESCUE_OUTCOMES.length}]
      where to_status = 'completed'`.execute(trx)
    await step('pending', 'cancelled', '20 + (id % 90)', ['cancelled']).execute(trx)
  })
}

let failed = false
try {
  await migrateToLatest(db)
  const started = Date.now()
  await seedRescues(db, CASES)
  await seedHistory()
  await sql`analyze`.execute(db)
  const { n } = await sql<{ n: string }>`select count(*) as n from rescue_history`.execute(db).then((r) => r.rows[0]!)
  console.log(
    `seeded ${CASES.toLocaleString('en')} cases and ${Number(n).toLocaleString('en')} history rows in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  )

  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-at-least-32-characters' },
    {
      RATE_LIMIT_MAX: 1_000_000_000,
      STATS_CACHE_SECONDS: CACHE_SECONDS,
      uploadsDir: mkdtempSync(join(tmpdir(), 'paws-bench-')),
    },
  )
  const app = await buildServer({ config, db, databaseUrl: database.url, close: async () => {} })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  const url = `${origin}/api/stats/response-times`
  // The floor: the app answering an address it does not have (404: every plugin, no database,
  // no work), asked the same way in the same round. What the machine's load adds to any answer.
  const floorUrl = `${origin}/api/no-such-address`

  // The bare side: the repository's statement for the same window, straight on a pool.
  const bare = new pg.Pool({ connectionString: database.url, max: 1 })
  bare.on('error', onPoolError)
  // The app's window ends at the last midnight in Mumbai (UTC+05:30).
  const ist = Date.now() + 330 * 60_000
  const to = new Date(ist - (ist % 86_400_000) - 330 * 60_000)
  const compiled = responseTimesQuery(new Date(to.getTime() - STATS_WINDOW_DAYS * 86_400_000), to).compile(db)

  type Answer = {
    areas: {
      area: string
      cases: number
      firstAccept: { medianSeconds: number | null }
      outcomes: { completedAs: Record<string, number> }
    }[]
  }
  let answer: Answer | null = null
  type BareRow = {
    acted: boolean
    city: boolean
    area: string | null
    cases: number
    reporter_ids: number[]
    accept_median: number | null
  } & Record<string, unknown>
  let bareRows: BareRow[] = []
  const rounds: { app: Summary; floor: Summary; bare: Summary }[] = []
  let first = Number.NaN
  for (let round = 1; round <= ROUNDS; round++) {
    const appTimes: number[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now()
      const res = await fetch(url)
      const body = (await res.json()) as Answer
      appTimes.push(performance.now() - t)
      if (res.status !== 200) throw new Error(`the app answered ${res.status}: ${JSON.stringify(body)}`)
      answer ??= body
    }
    if (round === 1) first = appTimes[0]!
    const floorTimes: number[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now()
      const res = await fetch(floorUrl)
      await res.arrayBuffer()
      floorTimes.push(performance.now() - t)
    }
    const bareTimes: number[] = []
    for (let i = 0; i < BARE_RUNS; i++) {
      const t = performance.now()
      bareRows = (await bare.query(compiled.sql, compiled.parameters as unknown[])).rows
      bareTimes.push(performance.now() - t)
    }
    const [one, five] = loadavg()
    console.log(`\nround ${round} (load average ${one!.toFixed(1)} over 1 min, ${five!.toFixed(1)} over 5 min)`)
    rounds.push({
      app: summary('app', appTimes),
      floor: summary('floor', floorTimes),
      bare: summary('bare', bareTimes),
    })
  }
  await bare.end()
  await app.close()
  console.log(`\nfirst request after the server started listening: ${first.toFixed(1)} ms`)

  const shown = answer?.areas ?? []
  console.log(`${shown.length} areas shown, ${shown.reduce((sum, a) => sum + a.cases, 0)} cases in the window`)
  // The areas the rules show (docs/rules.md#public-statistics), of the bare statement's groups.
  bareRows = bareRows.filter(
    (r) =>
      r.acted &&
      !r.city &&
      r.area !== null &&
      r.cases >= STATS_MIN_CASES &&
      r.reporter_ids.length >= STATS_MIN_REPORTERS,
  )
  const same =
    shown.length === bareRows.length &&
    shown.every(
      (a, i) =>
        a.area === bareRows[i]!.area &&
        a.cases === bareRows[i]!.cases &&
        a.firstAccept.medianSeconds === Math.round(Number(bareRows[i]!.accept_median)) &&
        RESCUE_OUTCOMES.every((o) => a.outcomes.completedAs[o] === bareRows[i]![`completed_${o}`]),
    )
  if (!same || shown.length === 0) {
    console.error('FAIL: the app and the bare statement give different figures (or none)')
    failed = true
  }
  const appP99 = median(rounds.map((r) => r.app.p99))
  const [one, five] = loadavg()
  const line = (label: string, pick: (r: (typeof rounds)[number]) => Summary) => {
    const p50 = median(rounds.map((r) => pick(r).p50))
    const p99 = median(rounds.map((r) => pick(r).p99))
    const each = rounds.map((r) => `${pick(r).p50.toFixed(2)}/${pick(r).p99.toFixed(2)}`).join(', ')
    console.log(`  ${label.padEnd(26)} p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (rounds p50/p99: ${each})`)
  }
  console.log(
    `\nmedian of ${ROUNDS} rounds (load average ${one!.toFixed(1)} over 1 min, ${five!.toFixed(1)} over 5 min):`,
  )
  line('app', (r) => r.app)
  line('floor (a 404, no work)', (r) => r.floor)
  line('bare statement', (r) => r.bare)
  console.log(`  target: app p99 <= ${TARGET_P99_MS} ms`)
  if (appP99 > TARGET_P99_MS) {
    console.error(`FAIL: p99 ${appP99.toFixed(2)} ms is over ${TARGET_P99_MS} ms`)
    failed = true
  }
  if (!failed) console.log('PASS')
} catch (err) {
  console.error(err)
  failed = true
} finally {
  await db.destroy().catch((err: Error) => console.error(`closing the pool: ${err.message}`))
  await database.close().catch((err: Error) => console.error(`dropping the bench database: ${err.message}`))
}
process.exit(failed ? 1 : 0)
