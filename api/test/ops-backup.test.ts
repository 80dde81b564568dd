// Backup and restore drill: the demo data (accounts, ~30 animals with real photos, rescue
// cases, applications, histories, notifications) plus the app's secrets, backed up from the
// run's database and local uploads, then restored into fresh instances: a new embedded PGlite
// and a new PostgreSQL database (when one is reachable), each with an empty uploads folder.
// Run on both engines (npm test, and TEST_DATABASE_URL=... npm test) this covers every
// direction. Proved: row counts per table equal the source's, every photo's SHA-256 equals the
// source file's and is served at the URL the database keeps, a restored user signs in with
// their old password, the app's kept secrets (VAPID keys) came along,
// new rows get fresh ids (sequences moved), a non-empty target is refused unless forced, and
// a damaged backup is refused before anything is written.
import { createHash } from 'node:crypto'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { createDatabase, type Database } from '../src/db/database.ts'
import { startEmbeddedDatabase } from '../src/db/embedded.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { backup, RestoreRefused, restore } from '../src/lib/backup/backup.ts'
import { countRows } from '../src/lib/backup/database.ts'
import type { Manifest } from '../src/lib/backup/manifest.ts'
import { localStorage } from '../src/lib/storage.ts'
import { buildServer } from '../src/runtime.ts'
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo.ts'
import { resetDb, setupApp } from './support/helper.ts'
import { tempDirs } from './support/temp-dir.ts'

const POSTGRES = process.env.OPS_DRILL_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const source = await setupApp()
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const tmp = tempDirs()

let manifest: Manifest
let dir: string
let sourceCounts: Record<string, number>

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 1_500 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

interface Target {
  kind: string
  url: string
  db: Database
  uploads: string
  close(): Promise<void>
}

async function freshPglite(): Promise<Target> {
  const embedded = await startEmbeddedDatabase(undefined)
  const { db } = createDatabase(embedded.url, 4)
  await migrateToLatest(db)
  return {
    kind: 'PGlite',
    url: embedded.url,
    db,
    uploads: tmp('paws-restore-uploads-'),
    async close() {
      await db.destroy()
      await embedded.stop()
    },
  }
}

async function freshPostgres(): Promise<Target> {
  const name = `paws_drill_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: POSTGRES })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  const { db } = createDatabase(url.toString(), 4)
  await migrateToLatest(db)
  return {
    kind: 'PostgreSQL',
    url: url.toString(),
    db,
    uploads: tmp('paws-restore-uploads-'),
    async close() {
      await db.destroy()
      const c = new pg.Client({ connectionString: POSTGRES })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

beforeAll(async () => {
  await resetDb(source.db)
  await seedDemoData(source.db, source.config, source.app.log)
  dir = join(tmp('paws-backup-'), 'backup')
  manifest = await backup({ db: source.db, storage: localStorage(source.config.uploadsDir), storageKind: 'local' }, dir)
  sourceCounts = await countRows(
    source.db,
    manifest.database.tables.map((t) => t.name),
  )
}, 180_000)

describe('backup', () => {
  it('holds every table with its row count and checksum, and every photo with its checksum', () => {
    const names = manifest.database.tables.map((t) => t.name)
    for (const table of [
      'users',
      'ngos',
      'animals',
      'rescues',
      'rescue_history',
      'adoptions',
      'notifications',
      'app_settings',
    ]) {
      expect(names).toContain(table)
    }
    expect(names).not.toContain('kysely_migration')
    // Foreign-key order: users before the tables that reference them.
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('animals'))
    expect(names.indexOf('animals')).toBeLessThan(names.indexOf('adoptions'))
    for (const t of manifest.database.tables) {
      expect(t.rows).toBe(sourceCounts[t.name])
      expect(
        createHash('sha256')
          .update(readFileSync(join(dir, t.file)))
          .digest('hex'),
      ).toBe(t.sha256)
    }
    expect(sourceCounts.animals).toBeGreaterThanOrEqual(25)
    expect(manifest.photos.count).toBeGreaterThanOrEqual(50)
    for (const photo of manifest.photos.files) {
      expect(sha(readFileSync(join(source.config.uploadsDir, photo.key)))).toBe(photo.sha256)
    }
    expect(manifest.database.migrations.length).toBeGreaterThanOrEqual(5)
  })

  it('refuses to write into a folder that is not empty', async () => {
    await expect(
      backup({ db: source.db, storage: localStorage(source.config.uploadsDir), storageKind: 'local' }, dir),
    ).rejects.toThrow(/not empty/)
  })
})

const targets: (() => Promise<Target>)[] = [freshPglite]
if (await postgresReachable()) targets.push(freshPostgres)

describe.each(targets.map((make) => [make.name === 'freshPglite' ? 'PGlite' : 'PostgreSQL', make] as const))(
  'restore into a fresh %s instance',
  (kind, make) => {
    let target: Target
    beforeAll(async () => {
      target = await make()
    }, 120_000)
    afterAll(() => target?.close())

    it('restores every row and photo, and a restored user signs in', async () => {
      const storage = localStorage(target.uploads)
      const started = performance.now()
      const report = await restore({ db: target.db, storage, storageKind: 'local' }, dir)
      const ms = performance.now() - started
      expect(report.rows).toEqual(sourceCounts)
      let checked = 0
      for (const photo of manifest.photos.files) {
        expect(sha(readFileSync(join(target.uploads, photo.key))), photo.key).toBe(photo.sha256)
        checked++
      }

      const config = loadConfig(
        { NODE_ENV: 'test', DATABASE_URL: target.url },
        { uploadsDir: target.uploads, RATE_LIMIT_MAX: 100_000, AUTH_RATE_LIMIT_MAX: 100_000, JOBS_ENABLED: false },
      )
      // No JWT_SECRET given: the restored instance uses the one kept in app_settings.
      const app = await buildServer({ config, db: target.db, databaseUrl: target.url, close: async () => {} })
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'ngo@demo.test', password: DEMO_PASSWORD },
        })
        expect(login.statusCode, login.body).toBe(200)
        expect(login.json().user).toMatchObject({ email: 'ngo@demo.test', role: 'ngo' })
        // The app's kept secrets came along: the same VAPID key, so push subscriptions still work.
        const key = (a: typeof app) => a.inject({ method: 'GET', url: '/api/push/vapid-public-key' })
        expect((await key(app)).json().publicKey).toBe((await key(source.app)).json().publicKey)
        // Photos resolve at the URLs the database keeps.
        const animal = await app.inject({ method: 'GET', url: '/api/animals?limit=1' })
        const url = animal.json().animals[0].images[0] as string
        const photo = await app.inject({ method: 'GET', url })
        expect(photo.statusCode).toBe(200)
        expect(sha(photo.rawPayload)).toBe(
          sha(readFileSync(join(source.config.uploadsDir, url.replace('/uploads/', '')))),
        )
        // Sequences moved past the restored ids: a new row gets a new id.
        const maxId = (await sql<{ m: number }>`select max(id)::int as m from users`.execute(target.db)).rows[0].m
        const created = await target.db
          .insertInto('users')
          .values({ email: `new-${kind}@example.test`, password_hash: 'x', first_name: 'N', last_name: 'U' })
          .returning('id')
          .executeTakeFirstOrThrow()
        expect(created.id).toBeGreaterThan(maxId)
        await target.db.deleteFrom('users').where('id', '=', created.id).execute()
      } finally {
        await app.close()
      }
      const rows = Object.values(report.rows).reduce((a, b) => a + b, 0)
      console.log(
        `drill (${inject('databaseKind')} -> ${kind}): ${Object.keys(report.rows).length} tables, ${rows} rows equal per table; ` +
          `${checked} photos (${(manifest.photos.bytes / 1024 / 1024).toFixed(1)} MB), all SHA-256 equal; restore took ${Math.round(ms)} ms; ` +
          `ngo@demo.test signed in`,
      )
    }, 120_000)

    it('refuses a target that already has data unless forced, and a damaged backup', async () => {
      const storage = localStorage(target.uploads)
      await expect(restore({ db: target.db, storage, storageKind: 'local' }, dir)).rejects.toThrow(RestoreRefused)
      await expect(restore({ db: target.db, storage, storageKind: 'local' }, dir)).rejects.toThrow(/already has data/)

      const damaged = join(tmp('paws-damaged-'), 'backup')
      cpSync(dir, damaged, { recursive: true })
      const file = join(damaged, 'db', 'animals.jsonl')
      writeFileSync(file, readFileSync(file, 'utf8').replace('"available"', '"adopted"'))
      await expect(restore({ db: target.db, storage, storageKind: 'local' }, damaged, { force: true })).rejects.toThrow(
        /checksum/,
      )

      // Forced over itself (after a change), it puts the backup's state back.
      await target.db.deleteFrom('notifications').execute()
      const report = await restore({ db: target.db, storage, storageKind: 'local' }, dir, { force: true })
      expect(report.rows).toEqual(sourceCounts)
    }, 120_000)
  },
)
