// Test helpers: the real app on this file's own database, driven through app.inject.
import type { Role } from '@paws/contracts'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, inject } from 'vitest'
import { type Config, loadConfig } from '../../src/config.ts'
import { createDatabase, type Database, type PoolOptions } from '../../src/db/database.ts'
import { hashPassword } from '../../src/lib/crypto.ts'
import { buildServer, type Runtime } from '../../src/runtime.ts'
import { fileDatabaseUrl } from './database.ts'
import { tempDir } from './temp-dir.ts'

export const PASSWORD = 'Secret@123'
let passwordHash: Promise<string> | undefined

export interface TestContext {
  app: FastifyInstance
  db: Database
  config: Config
}

/**
 * Builds the app for one test file; closed after the file. `clock`: the test's time (rings,
 * closure window); `logStream`: receives the app's log lines (JSON, one per write).
 */
export async function setupApp(
  overrides: Partial<Config> = {},
  clock?: () => Date,
  logStream?: Runtime['logStream'],
): Promise<TestContext> {
  const url = await fileDatabaseUrl()
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long' },
    {
      uploadsDir: tempDir('paws-uploads-'),
      RATE_LIMIT_MAX: 100_000,
      AUTH_RATE_LIMIT_MAX: 100_000,
      NEARBY_RATE_LIMIT_MAX: 100_000,
      FOLLOW_RATE_LIMIT_MAX: 100_000,
      ...overrides,
    },
  )
  const { db } = createDatabase(url, 4, testPool())
  const app = await buildServer({ config, db, databaseUrl: url, close: async () => {}, clock, logStream })
  await app.ready()
  afterAll(async () => {
    await app.close()
    await db.destroy()
  })
  return { app, db, config }
}

/**
 * The pool of a test's app: embedded when the run is on PGlite (as `npm start` makes it), and
 * a request waits for a connection as long as a test may run. On a loaded machine a burst of
 * requests (50 accepts at once) queues longer than the app's POOL_WAIT_MS, and the 503 the
 * app then answers is its own behaviour, tested where it is forced (dispatch.test.ts); the
 * other tests assert what the requests do once they run.
 */
export function testPool(): PoolOptions {
  return { embedded: inject('databaseKind') !== 'postgres', waitMs: 25_000 }
}

/** Empties every table of ours (not the migration bookkeeping). */
export async function resetDb(db: Database): Promise<void> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename not like 'kysely_%' and tablename <> 'app_settings'`.execute(db)
  if (tables.rows.length === 0) return
  const list = tables.rows.map((r) => `"${r.tablename}"`).join(', ')
  // The app's job workers may still be reading rows a previous test made; PostgreSQL then
  // settles the lock cycle by failing one side (40P01), and the truncate simply goes again.
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.raw(`truncate ${list} restart identity cascade`).execute(db)
      return
    } catch (err) {
      if (attempt >= 5 || (err as { code?: string }).code !== '40P01') throw err
    }
  }
}

let counter = 0
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.test`
}

export interface TestUser {
  id: number
  email: string
  role: Role
  token: string
  refreshToken: string
  ngoId?: number
}

/** Makes a verified user straight in the database and signs them in through the API. */
export async function createUser(
  ctx: TestContext,
  options: { role?: Role; ngoStatus?: 'pending' | 'approved' | 'rejected'; email?: string; active?: boolean } = {},
): Promise<TestUser> {
  const role: Role = options.role ?? 'adopter'
  const email = options.email ?? uniqueEmail(role)
  passwordHash ??= hashPassword(PASSWORD)
  const user = await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: await passwordHash,
      role,
      first_name: 'Test',
      last_name: role.charAt(0).toUpperCase() + role.slice(1),
      phone: '9876543210',
      email_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  let ngoId: number | undefined
  if (role === 'ngo') {
    const ngo = await ctx.db
      .insertInto('ngos')
      .values({
        user_id: user.id,
        name: `Test NGO ${user.id}`,
        description: 'Helps animals',
        approval_status: options.ngoStatus ?? 'approved',
        services_offered: JSON.stringify(['rescue']),
        max_capacity: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ngoId = ngo.id
    // As ngos.repository.ts insertNgo does: the NGO's account is its first coordinator.
    await ctx.db.insertInto('ngo_members').values({ ngo_id: ngo.id, user_id: user.id, kind: 'coordinator' }).execute()
  }
  const tokens = await login(ctx.app, email, PASSWORD)
  if (options.active === false)
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute()
  return { id: user.id, email, role, token: tokens.accessToken, refreshToken: tokens.refreshToken, ngoId }
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return res.json() as { accessToken: string; refreshToken: string; user: { id: number } }
}

export function bearer(user: { token: string } | string) {
  return { authorization: `Bearer ${typeof user === 'string' ? user : user.token}` }
}

/** Newest one-time code e-mailed to `email`, from the development mailbox. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })
  const messages = res.json().messages as { text: string }[]
  const match = messages[0]?.text.match(/code is (\d{6})/)
  if (!match) throw new Error(`no code mailed to ${email}`)
  return match[1]
}
