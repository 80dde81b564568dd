// The app alone in a process of its own, for the city benchmark's export (bench/city.bench.ts
// measures this process's memory while it streams a year of cases): built as the server builds
// it, on BENCH_CITY_DATABASE_URL, listening on a loopback port it prints as `listening <port>`.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { buildServer } from '../src/runtime.ts'

const url = process.env.BENCH_CITY_DATABASE_URL
if (!url) throw new Error('BENCH_CITY_DATABASE_URL is required')
const config = loadConfig(
  { NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long' },
  {
    uploadsDir: mkdtempSync(join(tmpdir(), 'paws-bench-')),
    RATE_LIMIT_MAX: 1_000_000,
    AUTH_RATE_LIMIT_MAX: 1_000_000,
    AUTH_ACCOUNT_RATE_LIMIT_MAX: 1_000_000,
    JOBS_ENABLED: false,
    // The public statistics are the main benchmark's to measure, not this process's to compute.
    STATS_CACHE_SECONDS: 0,
    LOG_LEVEL: 'error',
  },
)
const { db } = createDatabase(url, 20)
const app = await buildServer({ config, db, databaseUrl: url, close: () => db.destroy() })
await app.listen({ host: '127.0.0.1', port: 0 })
console.log(`listening ${(app.server.address() as { port: number }).port}`)
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0))
})
