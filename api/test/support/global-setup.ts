// The run's databases. PostgreSQL (TEST_DATABASE_URL names a server): one migrated template
// database, which every test file copies with CREATE DATABASE ... TEMPLATE
// (support/database.ts), so files run in parallel and never see each other's rows.
// Embedded PGlite: one migrated database for the whole run, shared by files that run one
// after another and reset the tables they use. (A PGlite serves only the database it was
// opened on, so a copy per file means a PGlite per file; that was measured slower, as PGlite
// runs one query at a time and each file then pays for its own start.)
import type { TestProject } from 'vitest/node'
import { createDatabase } from '../../src/db/database.ts'
import { startEmbeddedDatabase } from '../../src/db/embedded.ts'
import { migrateToLatest } from '../../src/db/migrator.ts'
import { startJobQueue } from '../../src/lib/jobs.ts'
import { MAIL_QUEUE } from '../../src/modules/notifications/notification-mail.ts'
import { PUSH_QUEUE } from '../../src/modules/push/push.sender.ts'
import { onServer } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres'
    /** pglite: the shared database. postgres: the server. */
    databaseUrl: string
    /** postgres: the template database each file copies. */
    templateName: string
  }
}

/** Migrations, and pg-boss's own schema and queues, so no file pays for them. */
async function prepare(url: string): Promise<void> {
  const { db } = createDatabase(url, 2)
  try {
    await migrateToLatest(db)
  } finally {
    await db.destroy()
  }
  const jobs = await startJobQueue({ connectionString: url, queues: [PUSH_QUEUE, MAIL_QUEUE], onError: () => {} })
  await jobs.stop()
}

export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL
  if (server) {
    const templateName = `paws_tmpl_${process.pid}_${Date.now()}`
    await onServer(server, `create database ${templateName}`)
    const url = new URL(server)
    url.pathname = `/${templateName}`
    await prepare(url.toString())
    project.provide('databaseKind', 'postgres')
    project.provide('databaseUrl', server)
    project.provide('templateName', templateName)
    console.log('API tests on PostgreSQL, one database per test file')
    return () => onServer(server, `drop database if exists ${templateName} with (force)`)
  }
  const embedded = await startEmbeddedDatabase(undefined)
  try {
    await prepare(embedded.url)
  } catch (err) {
    await embedded.stop()
    throw err
  }
  project.provide('databaseKind', 'pglite')
  project.provide('databaseUrl', embedded.url)
  project.provide('templateName', '')
  console.log('API tests on embedded PGlite, one database for the run')
  return () => embedded.stop()
}
