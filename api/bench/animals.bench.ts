// Benchmark of the browse list (GET /api/animals?species=dog&size=medium&age=young&page=3)
// on 10,000 animals: the real app (all its plugins, rate limiter included but set high,
// logger off, listening on loopback) against a bare Fastify + pg route that runs the
// IDENTICAL SQL, compiled from the repository's own query builders. Rounds alternate sides;
// the median ratio of requests/second must be >= 0.90, and any non-2xx fails the run.
//
//   pnpm bench                          embedded PGlite (a fresh in-memory database)
//   BENCH_DATABASE_URL=postgres://... pnpm bench
//                                       a fresh database created on that server, dropped after
//   BENCH_ROUNDS=5 BENCH_SECONDS=5 BENCH_CONNECTIONS=10 (the defaults)
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Result } from 'autocannon'
import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import type { AnimalListQuery } from '@paws/contracts/schemas/animals'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { listQueries } from '../src/modules/animals/animals.repository.ts'
import { pageMeta } from '../src/lib/pagination.ts'
import { listOptions } from '../src/modules/animals/animals.service.ts'
import { buildServer } from '../src/runtime.ts'
import { openBenchDatabase, seedAnimals } from './seed.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const POOL = 10
const THRESHOLD = 0.9
const PATH = '/api/animals?species=dog&size=medium&age=young&page=3'
const QUERY: AnimalListQuery = { species: 'dog', size: 'medium', age: 'young', page: 3 }

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL)
console.log(`database: ${database.label}`)
const { db, pool } = createDatabase(database.url, POOL)
// An idle client dropped by the server (e.g. when the bench database is dropped) must not
// crash the run with an unhandled 'error' event.
const onPoolError = (err: Error) => console.error(`pool error (ignored): ${err.message}`)
pool.on('error', onPoolError)
let failed = false
try {
  await migrateToLatest(db)
  const started = Date.now()
  await seedAnimals(db, 10_000)
  console.log(`seeded 10,000 animals in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  // The real app, as server.ts builds it.
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-at-least-32-characters' },
    { RATE_LIMIT_MAX: 1_000_000_000, uploadsDir: mkdtempSync(join(tmpdir(), 'paws-bench-')) },
  )
  const real = await buildServer({ config, db, databaseUrl: database.url, close: async () => {} })
  await real.listen({ host: '127.0.0.1', port: 0 })

  // The bare side: the same two statements the repository compiles for this query.
  const options = listOptions(undefined, QUERY)
  const compiled = listQueries(db, options)
  const countSql = compiled.count.compile()
  const rowsSql = compiled.rows.compile()
  const barePool = new pg.Pool({ connectionString: database.url, max: POOL })
  barePool.on('error', onPoolError)
  const bare = Fastify({ logger: false })
  bare.get('/api/animals', async () => {
    const [count, rows] = await Promise.all([
      barePool.query(countSql.sql, countSql.parameters as unknown[]),
      barePool.query(rowsSql.sql, rowsSql.parameters as unknown[]),
    ])
    return { animals: rows.rows, meta: pageMeta(Number(count.rows[0].total), options.page, options.limit) }
  })
  await bare.listen({ host: '127.0.0.1', port: 0 })

  const urlOf = (server: FastifyInstance) =>
    `http://127.0.0.1:${(server.server.address() as { port: number }).port}${PATH}`
  const sides = { app: urlOf(real), bare: urlOf(bare) }
  console.log(
    `SQL (count): ${countSql.sql}\nSQL (page):  ${rowsSql.sql}\nparameters:  ${JSON.stringify(rowsSql.parameters)}`,
  )

  // Both sides answer the same page before anything is timed.
  type Page = { animals: { id: number }[]; meta: { total: number } }
  const get = async (url: string) => (await (await fetch(url)).json()) as Page
  const [a, b] = await Promise.all([get(sides.app), get(sides.bare)])
  const ids = (body: Page) => body.animals.map((x) => x.id).join(',')
  if (ids(a) !== ids(b) || a.meta.total !== b.meta.total || a.animals.length !== 20) {
    throw new Error(`the two sides disagree: app ${a.meta?.total} [${ids(a)}], bare ${b.meta?.total} [${ids(b)}]`)
  }
  console.log(`page 3 of ${a.meta.total} matching animals: both sides return the same 20\n`)

  const run = (url: string, duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, workers: 1, timeout: 10 })
  await run(sides.app, 2)
  await run(sides.bare, 2)

  const rounds: { app: Result; bare: Result; ratio: number }[] = []
  const rps = (r: Result) => r.requests.total / r.duration
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which side goes first so neither always runs on a warmer machine.
    const order = i % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const)
    const result: Partial<Record<'app' | 'bare', Result>> = {}
    for (const side of order) result[side] = await run(sides[side], SECONDS)
    const round = { app: result.app!, bare: result.bare!, ratio: rps(result.app!) / rps(result.bare!) }
    rounds.push(round)
    console.log(
      `round ${i + 1}: app ${rps(round.app).toFixed(0)} req/s (p99 ${round.app.latency.p99} ms), ` +
        `bare ${rps(round.bare).toFixed(0)} req/s (p99 ${round.bare.latency.p99} ms), ratio ${round.ratio.toFixed(3)}`,
    )
  }

  const median = (values: number[]) => {
    const s = [...values].sort((x, y) => x - y)
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
  }
  const ratio = median(rounds.map((r) => r.ratio))
  const bad = rounds.flatMap((r) => [r.app, r.bare]).reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0)
  console.log(
    [
      '',
      `app : median ${median(rounds.map((r) => rps(r.app))).toFixed(0)} req/s, p99 latency ${median(rounds.map((r) => r.app.latency.p99))} ms (median of rounds)`,
      `bare: median ${median(rounds.map((r) => rps(r.bare))).toFixed(0)} req/s, p99 latency ${median(rounds.map((r) => r.bare.latency.p99))} ms (median of rounds)`,
      `median ratio app/bare: ${ratio.toFixed(3)} (needs >= ${THRESHOLD})`,
      `non-2xx responses and errors: ${bad}`,
    ].join('\n'),
  )
  if (bad > 0) {
    console.error('FAIL: some requests did not answer 2xx')
    failed = true
  }
  if (ratio < THRESHOLD) {
    console.error(`FAIL: the app sustained ${ratio.toFixed(3)}x the bare route, below ${THRESHOLD}x`)
    failed = true
  }
  if (!failed) console.log('PASS')
  await real.close()
  await bare.close()
  await barePool.end()
} catch (err) {
  console.error(err)
  failed = true
} finally {
  await db.destroy().catch((err: Error) => console.error(`closing the pool: ${err.message}`))
  await database.close().catch((err: Error) => console.error(`dropping the bench database: ${err.message}`))
}
process.exit(failed ? 1 : 0)
