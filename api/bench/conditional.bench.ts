// A conditional GET of the browse list whose ETag still matches (304: one
// primary-key read of the change counter, no list query, no body) against the same request
// without If-None-Match (200: the count and page queries and a 20-animal body), on 10,000
// animals, through the real app. Rounds alternate sides; prints requests/second, p99 and the
// ratio 304/200 (target >= 2x), and any unexpected status fails the run.
//
//   node --import tsx bench/conditional.bench.ts            embedded PGlite
//   BENCH_DATABASE_URL=postgres://... node --import tsx bench/conditional.bench.ts
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { buildServer } from '../src/runtime.ts'
import { openBenchDatabase, seedAnimals } from './seed.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const TARGET = 2
const PATH = '/api/animals?species=dog&size=medium&age=young&page=3'

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL)
console.log(`database: ${database.label}`)
const { db, pool } = createDatabase(database.url, 10)
pool.on('error', (err: Error) => console.error(`pool error (ignored): ${err.message}`))
let failed = false
try {
  await migrateToLatest(db)
  await seedAnimals(db, 10_000)
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-at-least-32-characters' },
    { RATE_LIMIT_MAX: 1_000_000_000, uploadsDir: mkdtempSync(join(tmpdir(), 'paws-bench-')) },
  )
  const app = await buildServer({ config, db, databaseUrl: database.url, close: async () => {} })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}${PATH}`
  const first = await fetch(url)
  const etag = first.headers.get('etag')
  const bytes = (await first.arrayBuffer()).byteLength
  if (first.status !== 200 || !etag) throw new Error(`the list answered ${first.status} with ETag ${etag}`)
  const check = await fetch(url, { headers: { 'if-none-match': etag } })
  if (check.status !== 304) throw new Error(`a matching If-None-Match answered ${check.status}`)
  console.log(`200: ${bytes} bytes of JSON; 304 with ${etag}: no body\n`)

  const sides = {
    full: { url, expect: 200, headers: {} },
    conditional: { url, expect: 304, headers: { 'if-none-match': etag } },
  }
  const run = (side: keyof typeof sides, duration: number) =>
    autocannon({ url, headers: sides[side].headers, connections: CONNECTIONS, duration, workers: 1, timeout: 10 })
  await run('full', 2)
  await run('conditional', 2)
  const rps = (r: Result) => r.requests.total / r.duration
  const unexpected = (r: Result, status: number) =>
    r.errors +
    r.timeouts +
    Object.entries(r.statusCodeStats).reduce((n, [code, s]) => n + (Number(code) === status ? 0 : s.count), 0)
  const ratios: number[] = []
  let bad = 0
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? (['full', 'conditional'] as const) : (['conditional', 'full'] as const)
    const result: Partial<Record<keyof typeof sides, Result>> = {}
    for (const side of order) result[side] = await run(side, SECONDS)
    const full = result.full as Result
    const conditional = result.conditional as Result
    bad += unexpected(full, 200) + unexpected(conditional, 304)
    ratios.push(rps(conditional) / rps(full))
    console.log(
      `round ${i + 1}: 200 ${rps(full).toFixed(0)} req/s (p99 ${full.latency.p99} ms), ` +
        `304 ${rps(conditional).toFixed(0)} req/s (p99 ${conditional.latency.p99} ms), ratio ${ratios.at(-1)?.toFixed(2)}`,
    )
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]
  console.log(`\nmedian ratio 304/200: ${median.toFixed(2)}x (target >= ${TARGET}x); unexpected answers: ${bad}`)
  if (bad > 0 || median < TARGET) failed = true
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
