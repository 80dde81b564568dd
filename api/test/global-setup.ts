// One database for the whole run: an embedded PGlite (default) or, when TEST_DATABASE_URL
// names a PostgreSQL server, a fresh database created on it for this run and dropped after.
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { createDatabase } from '../src/db/database.ts'
import { startEmbeddedDatabase } from '../src/db/embedded.ts'
import { migrateToLatest } from '../src/db/migrator.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseKind: 'pglite' | 'postgres'
  }
}

export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL
  let url: string
  let teardown: () => Promise<void>
  if (server) {
    const name = `paws_test_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: server })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const u = new URL(server)
    u.pathname = `/${name}`
    url = u.toString()
    teardown = async () => {
      const client = new pg.Client({ connectionString: server })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  } else {
    const embedded = await startEmbeddedDatabase(undefined)
    url = embedded.url
    teardown = () => embedded.stop()
  }
  const { db } = createDatabase(url, 2)
  await migrateToLatest(db)
  await db.destroy()
  project.provide('databaseUrl', url)
  project.provide('databaseKind', server ? 'postgres' : 'pglite')
  console.log(`API tests on ${server ? 'PostgreSQL' : 'embedded PGlite'}`)
  return teardown
}
