// Benchmark of the "same animal nearby" search (docs/rules.md#places): the
// repository's own query (rescues.nearby.service.ts findNearby: open cases of one animal type inside
// a 300 m box, reported in the last 48 hours, with the first photo) on 100,000 cases, timed
// one query after another from the app's connection pool. The same queries run first with the
// index of migration 0011 and then without it (dropped, tables re-analysed); both latency
// distributions are printed with their ratio. The target is p99 < 20 ms with the index.
//
//   pnpm bench:nearby                     embedded PGlite (a fresh in-memory database)
//   BENCH_DATABASE_URL=postgres://... pnpm bench:nearby
//                                         a fresh database created on that server, dropped after
//   BENCH_NEARBY_CASES=100000 BENCH_NEARBY_QUERIES=2000 (the defaults)
import { sql } from 'kysely'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { findNearby, nearbyBoxQuery } from '../src/modules/rescues/rescues.nearby.service.ts'
import { openBenchDatabase, random } from './seed.ts'
import { seedRescues } from './seed-rescues.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const CASES = Number(process.env.BENCH_NEARBY_CASES ?? 100_000)
const QUERIES = Number(process.env.BENCH_NEARBY_QUERIES ?? 2_000)
const TARGET_P99_MS = 20
const ANIMALS = ['dog', 'cat', 'bird', 'cow'] as const

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL)
console.log(`database: ${database.label}`)
const { db, pool } = createDatabase(database.url, 4)
pool.on('error', (err: Error) => console.error(`pool error (ignored): ${err.message}`))

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** The search points: half at existing open cases (hits), half anywhere in the city. */
async function searchPoints(now: Date) {
  const next = random(42)
  const open = await db
    .selectFrom('rescues')
    .select(['lat', 'lng', 'animal_type'])
    .where('status', 'not in', ['completed', 'cancelled'])
    .where('created_at', '>=', new Date(now.getTime() - 48 * 3_600_000))
    .orderBy('id')
    .limit(500)
    .execute()
  return Array.from({ length: QUERIES }, (_, i) => {
    const at = open[i % Math.max(1, open.length)]
    if (i % 2 === 0 && at?.lat != null && at.lng != null) {
      return { lat: at.lat + (next() - 0.5) * 0.002, lng: at.lng + (next() - 0.5) * 0.002, animalType: at.animal_type }
    }
    const animalType = ANIMALS[Math.floor(next() * ANIMALS.length)] ?? 'dog'
    return { lat: 18.9 + next() * 0.35, lng: 72.8 + next() * 0.18, animalType }
  })
}

async function measure(label: string, points: Awaited<ReturnType<typeof searchPoints>>, now: Date) {
  for (const p of points.slice(0, 50)) await findNearby(db, { ...p, now }) // warm-up
  const times: number[] = []
  let found = 0
  for (const p of points) {
    const started = performance.now()
    found += (await findNearby(db, { ...p, now })).length
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const stats = {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
  }
  console.log(
    `${label.padEnd(14)} ${points.length} queries: p50 ${stats.p50.toFixed(2)} ms, p95 ${stats.p95.toFixed(2)} ms, ` +
      `p99 ${stats.p99.toFixed(2)} ms, max ${stats.max.toFixed(2)} ms (${found} cases found in all)`,
  )
  return { ...stats, found }
}

/** The plan of the very statement findNearby sends for this point. */
async function plan(point: Awaited<ReturnType<typeof searchPoints>>[number], now: Date) {
  const compiled = nearbyBoxQuery(db, { ...point, now }).compile()
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `explain analyze ${compiled.sql}`,
    compiled.parameters as unknown[],
  )
  return rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')
}

let failed = false
try {
  await migrateToLatest(db)
  const started = Date.now()
  const now = await seedRescues(db, CASES)
  await sql`analyze rescues`.execute(db)
  await sql`analyze rescue_images`.execute(db)
  console.log(`seeded ${CASES.toLocaleString('en')} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const points = await searchPoints(now)

  console.log(`plan with the index:\n${await plan(points[0]!, now)}`)
  const indexed = await measure('with index', points, now)

  await sql`drop index rescues_nearby_open_idx`.execute(db)
  await sql`analyze rescues`.execute(db)
  console.log(`plan without the index:\n${await plan(points[0]!, now)}`)
  const plain = await measure('without index', points, now)

  if (indexed.found !== plain.found) {
    console.error(`FAIL: the two runs found different cases (${indexed.found} vs ${plain.found})`)
    failed = true
  }
  console.log(
    `\np99 with the index ${indexed.p99.toFixed(2)} ms, without ${plain.p99.toFixed(2)} ms: ` +
      `${(plain.p99 / indexed.p99).toFixed(1)}x faster with it (target: p99 < ${TARGET_P99_MS} ms with the index)`,
  )
  if (indexed.p99 >= TARGET_P99_MS) {
    console.error(`FAIL: p99 ${indexed.p99.toFixed(2)} ms is not under ${TARGET_P99_MS} ms`)
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
