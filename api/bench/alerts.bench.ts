// Benchmark of alert matching: one newly listed animal against 100,000 saved alerts,
// with the query the alert-match job runs (alerts.repository matchQuery, compiled from the
// repository's own builder), served by the partial b-tree animal_alerts_match_idx, against
// the SAME statement on the same connection with index scans turned off (the sequential scan
// a naive matcher would do). Both sides must return the same alerts. Prints the medians and
// the ratio; fails when the indexed match is not at least 2x faster or takes over 1 s. About
// half of the seeded alerts leave each filter as "any", so one animal matches thousands of them:
// most of the indexed time is fetching those rows, which the delivery needs anyway.
//
//   pnpm bench:alerts                   embedded PGlite (a fresh in-memory database)
//   BENCH_DATABASE_URL=postgres://... pnpm bench:alerts
//   BENCH_ALERTS=100000 BENCH_REPEATS=30 (the defaults)
import { sql } from 'kysely'
import pg from 'pg'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { matchQuery } from '../src/modules/alerts/alerts.repository.ts'
import { openBenchDatabase } from './seed.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000)
const REPEATS = Number(process.env.BENCH_REPEATS ?? 30)
const USERS = 5_000
const MIN_RATIO = 2
const MAX_INDEXED_MS = 1_000

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL)
console.log(`database: ${database.label}`)
const { db, pool } = createDatabase(database.url, 2)
pool.on('error', (err: Error) => console.error(`pool error (ignored): ${err.message}`))
let failed = false
try {
  await migrateToLatest(db)
  const started = Date.now()
  await sql`
    insert into users (email, password_hash, first_name, last_name)
    select 'bench' || g || '@example.test', 'x', 'Bench', 'User' || g from generate_series(1, ${USERS}) g`.execute(db)
  // Deterministic spread of filters: about half leave each filter as "any" ('').
  await sql`
    insert into animal_alerts (user_id, name, species, gender, size, city, age_band, age_min, age_max, paused)
    select 1 + (g % ${USERS}), 'Alert ' || g,
      (array['', '', '', 'dog', 'dog', 'dog', 'cat', 'cat', 'bird', 'rabbit'])[1 + (g * 7) % 10],
      (array['', '', 'male', 'female'])[1 + (g * 11) % 4],
      (array['', '', '', 'small', 'medium', 'large', 'extra_large'])[1 + (g * 13) % 7],
      (array['', '', '', '', 'mumbai', 'thane', 'navi mumbai', 'pune', 'kalyan', 'andheri', 'bandra', 'borivali',
             'dadar', 'kurla', 'powai', 'vashi', 'juhu', 'malad', 'goregaon', 'chembur'])[1 + (g * 17) % 20],
      b.band, b.lo, b.hi,
      g % 10 = 0
    from generate_series(1, ${ALERTS}) g
    cross join lateral (
      select (array['', '', 'puppy', 'young', 'adult', 'senior'])[1 + (g * 19) % 6] as band
    ) a
    cross join lateral (
      select a.band,
        case a.band when 'young' then 12 when 'adult' then 36 when 'senior' then 84 else 0 end as lo,
        case a.band when 'puppy' then 12 when 'young' then 36 when 'adult' then 84 else 100000 end as hi
    ) b`.execute(db)
  await sql`analyze animal_alerts`.execute(db)
  console.log(`seeded ${ALERTS.toLocaleString('en')} alerts in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  // The new listing: a young female medium dog in Andheri, by a user with no alerts.
  const animal = {
    name: 'Rani',
    breed: 'Indie',
    description: 'Calm, friendly and vaccinated.',
    species: 'dog',
    gender: 'female' as const,
    size: 'medium' as const,
    age: 20,
    city_name: 'Andheri',
    shelter_id: 0,
  }
  const compiled = matchQuery(db, animal).compile()
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const run = async () => {
    const t = performance.now()
    const res = await client.query(compiled.sql, [...compiled.parameters])
    return { ms: performance.now() - t, ids: res.rows.map((r: { id: number }) => r.id) }
  }
  const side = async (label: string) => {
    const plan = await client.query(`explain ${compiled.sql}`, [...compiled.parameters])
    console.log(`${label} plan: ${plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join(' | ')}`)
    await run() // warm
    const times: number[] = []
    let ids: number[] = []
    for (let i = 0; i < REPEATS; i++) {
      const r = await run()
      times.push(r.ms)
      ids = r.ids
    }
    return { ms: median(times), ids }
  }
  const indexed = await side('indexed')
  await client.query('set enable_indexscan = off')
  await client.query('set enable_bitmapscan = off')
  await client.query('set enable_indexonlyscan = off')
  const scan = await side('no index')
  await client.end()

  const ratio = scan.ms / indexed.ms
  console.log(`matches: ${indexed.ids.length} alerts of ${ALERTS.toLocaleString('en')}`)
  console.log(`indexed match:    median ${indexed.ms.toFixed(2)} ms over ${REPEATS} runs`)
  console.log(`sequential scan:  median ${scan.ms.toFixed(2)} ms over ${REPEATS} runs`)
  console.log(`ratio: the indexed match is ${ratio.toFixed(1)}x faster`)
  if (indexed.ids.join() !== scan.ids.join()) {
    console.error('FAIL: the two sides matched different alerts')
    failed = true
  }
  if (ratio < MIN_RATIO) {
    console.error(`FAIL: ratio ${ratio.toFixed(2)} below ${MIN_RATIO}`)
    failed = true
  }
  if (indexed.ms > MAX_INDEXED_MS) {
    console.error(`FAIL: the indexed match took ${indexed.ms.toFixed(1)} ms, over ${MAX_INDEXED_MS} ms`)
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
