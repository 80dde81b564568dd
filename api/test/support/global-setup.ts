// The run's databases. PostgreSQL (TEST_DATABASE_URL names a server): one migrated template
// database, which every test file copies with CREATE DATABASE ... TEMPLATE
// (support/database.ts), so files run in parallel and never see each other's rows.
// Embedded PGlite: one migrated database is dumped to a tarball, and every test file starts
// its own PGlite from it in its own worker (support/database.ts). PGlite runs one query at a
// time on one thread, so a database per worker process is what lets two files run at once;
// loading the dump takes about a second, against the 6-12 s of creating a data directory.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
    /** postgres: the server. pglite: empty (each file starts its own). */
    databaseUrl: string
    /** postgres: the template database each file copies. pglite: the dump's path. */
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
  const dir = mkdtempSync(join(tmpdir(), 'paws-test-template-'))
  const dump = join(dir, 'template.tar')
  try {
    await prepare(embedded.url)
    writeFileSync(dump, Buffer.from(await (await embedded.dump()).arrayBuffer()))
  } finally {
    await embedded.stop()
  }
  project.provide('databaseKind', 'pglite')
  project.provide('databaseUrl', '')
  project.provide('templateName', dump)
  console.log('API tests on embedded PGlite, one database per test file')
  return () => rmSync(dir, { recursive: true, force: true })
}
