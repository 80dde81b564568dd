// This test file's database: a copy of the run's migrated template (global-setup.ts), made
// the first time the file asks and dropped after it; every app the file builds (two
// replicas, several configurations) shares it. On PostgreSQL a CREATE DATABASE ... TEMPLATE;
// on PGlite a PGlite of this worker's own, started from the template's dump.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, inject } from 'vitest'
import { startEmbeddedDatabase } from '../../src/db/embedded.ts'
import { onServer } from './postgres.ts'

let url: Promise<string> | undefined

async function copyOfTemplate(server: string): Promise<string> {
  const name = `paws_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(server, `create database ${name} template ${inject('templateName')}`)
  afterAll(() => onServer(server, `drop database if exists ${name} with (force)`))
  const copy = new URL(server)
  copy.pathname = `/${name}`
  return copy.toString()
}

async function embeddedCopy(dump: string): Promise<string> {
  const embedded = await startEmbeddedDatabase(undefined, new Blob([readFileSync(dump)]))
  afterAll(() => embedded.stop())
  return embedded.url
}

/** The connection string of this file's database. Call it while the file is collected. */
export function fileDatabaseUrl(): Promise<string> {
  if (!url) {
    url =
      inject('databaseKind') === 'postgres'
        ? copyOfTemplate(inject('databaseUrl'))
        : embeddedCopy(inject('templateName'))
    // A worker runs several files one after another (vitest.config.ts): the next file gets its own.
    afterAll(() => {
      url = undefined
    })
  }
  return url
}
