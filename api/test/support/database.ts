// This test file's own database, copied from the run's migrated template (global-setup.ts)
// the first time a file asks, and dropped after the file. Every app a file builds (two
// replicas, several configurations) shares it.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { startEmbeddedDatabase } from '../../src/db/embedded.ts'

let url: Promise<string> | undefined

async function onServer(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function copyOnServer(): Promise<string> {
  const server = inject('databaseServer')
  const name = `paws_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(server, `create database ${name} template ${inject('templateName')}`)
  afterAll(() => onServer(server, `drop database if exists ${name} with (force)`))
  const copy = new URL(server)
  copy.pathname = `/${name}`
  return copy.toString()
}

async function embeddedCopy(): Promise<string> {
  const embedded = await startEmbeddedDatabase(undefined, new Blob([readFileSync(inject('templateDump'))]))
  afterAll(() => embedded.stop())
  return embedded.url
}

/** The connection string of this file's database. Call it while the file is collected. */
export function fileDatabaseUrl(): Promise<string> {
  url ??= inject('databaseKind') === 'postgres' ? copyOnServer() : embeddedCopy()
  return url
}
