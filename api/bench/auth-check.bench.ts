// The cost of checking the session on every authenticated request. The
// auth plugin reads the user on each request; it now also requires the token's session (its
// refresh-token family) to be live, in the same query. This times N authenticated GETs
// through the real app (inject, logger off) with the user-only query ("before") and the
// user+session query ("after"), alternating rounds, and prints the median ratio after/before.
//
//   node --import tsx bench/auth-check.bench.ts          embedded PGlite (fresh, in memory)
//   BENCH_DATABASE_URL=postgres://... node --import tsx bench/auth-check.bench.ts
//   BENCH_N=1000 BENCH_ROUNDS=5 (the defaults)
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyRequest } from 'fastify'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { findSessionAccess, findUserAccess, insertUser } from '../src/modules/users/users.repository.ts'
import { buildServer } from '../src/runtime.ts'
import { openBenchDatabase } from './seed.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const N = Number(process.env.BENCH_N ?? 1000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL)
console.log(`database: ${database.label}`)
const { db } = createDatabase(database.url, 10)
try {
  await migrateToLatest(db)
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-at-least-32-characters' },
    {
      RATE_LIMIT_MAX: 1_000_000_000,
      AUTH_RATE_LIMIT_MAX: 1_000_000_000,
      JOBS_ENABLED: false,
      uploadsDir: mkdtempSync(join(tmpdir(), 'paws-bench-')),
    },
  )
  const app = await buildServer({ config, db, databaseUrl: database.url, close: async () => {} })
  type Claims = { sub: string; sid: string }
  const check = (query: 'before' | 'after') => async (request: FastifyRequest) => {
    const claims = await request.jwtVerify<Claims>()
    const id = Number(claims.sub)
    const user = query === 'before' ? await findUserAccess(db, id) : await findSessionAccess(db, id, claims.sid)
    if (!user?.is_active) throw new Error('not signed in')
  }
  app.get('/bench/before', { onRequest: check('before') }, async () => ({ ok: true }))
  app.get('/bench/after', { onRequest: check('after') }, async () => ({ ok: true }))
  await app.ready()

  const email = `bench-${Date.now()}@example.test`
  await insertUser(db, {
    email,
    password_hash: await hashPassword('Bench@1234'),
    first_name: 'Bench',
    last_name: 'User',
    email_verified: true,
  })
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Bench@1234' },
  })
  const headers = { authorization: `Bearer ${signIn.json().accessToken}` }
  // A few more sessions, so the family lookup is not alone in the table.
  for (let i = 0; i < 20; i++) {
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Bench@1234' } })
  }

  async function run(path: string): Promise<number> {
    const started = performance.now()
    for (let i = 0; i < N; i++) {
      const res = await app.inject({ method: 'GET', url: path, headers })
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
    }
    return (performance.now() - started) / N
  }
  await run('/bench/before')
  await run('/bench/after')
  const ratios: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    const before = await run('/bench/before')
    const after = await run('/bench/after')
    const profile = await run('/api/users/profile')
    ratios.push(after / before)
    console.log(
      `round ${round}: before ${before.toFixed(3)} ms/req, after ${after.toFixed(3)} ms/req, ` +
        `ratio ${(after / before).toFixed(3)}; GET /api/users/profile ${profile.toFixed(3)} ms/req`,
    )
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]
  console.log(`median ratio after/before over ${ROUNDS} rounds of ${N} requests: ${median.toFixed(3)}`)
  await app.close()
} finally {
  await db.destroy()
  await database.close()
}
