// One migrated template database per run; every test file then works on its own copy
// (support/database.ts), so files run in parallel and never see each other's rows.
// PostgreSQL (TEST_DATABASE_URL names a server): a template database, copied per file with
// CREATE DATABASE ... TEMPLATE. Embedded PGlite: one PGlite serves only the database it was
// opened on, so the template is a dump of a migrated PGlite's data directory, and each file
// starts its own PGlite from it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '../../src/db/database.ts'
import { startEmbeddedDatabase } from '../../src/db/embedded.ts'
import { migrateToLatest } from '../../src/db/migrator.ts'
import { startJobQueue } from '../../src/lib/jobs.ts'
import { MAIL_QUEUE } from '../../src/modules/notifications/notification-mail.ts'
import { PUSH_QUEUE } from '../../src/modules/push/push.sender.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres'
    /** postgres: the server, and the template database each file copies. */
    databaseServer: string
    templateName: string
    /** pglite: the file holding the migrated data directory each file starts from. */
    templateDump: string
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

async function onServer(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
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
    project.provide('databaseServer', server)
    project.provide('templateName', templateName)
    project.provide('templateDump', '')
    console.log('API tests on PostgreSQL, one database per test file')
    return () => onServer(server, `drop database if exists ${templateName} with (force)`)
  }
  const embedded = await startEmbeddedDatabase(undefined)
  const dir = mkdtempSync(join(tmpdir(), 'paws-template-'))
  const templateDump = join(dir, 'template.tar')
  try {
    await prepare(embedded.url)
    writeFileSync(templateDump, Buffer.from(await (await embedded.dump()).arrayBuffer()))
  } finally {
    await embedded.stop()
  }
  project.provide('databaseKind', 'pglite')
  project.provide('databaseServer', '')
  project.provide('templateName', '')
  project.provide('templateDump', templateDump)
  console.log('API tests on embedded PGlite, one PGlite per test file')
  return () => rmSync(dir, { recursive: true, force: true })
}
