// This test file's database. On PostgreSQL a copy of the run's migrated template
// (global-setup.ts), made the first time the file asks and dropped after it; every app the
// file builds (two replicas, several configurations) shares it. On PGlite the run's one
// database.
import { randomBytes } from 'node:crypto'
import { afterAll, inject } from 'vitest'
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

/** The connection string of this file's database. Call it while the file is collected. */
export function fileDatabaseUrl(): Promise<string> {
  const shared = inject('databaseUrl')
  url ??= inject('databaseKind') === 'postgres' ? copyOfTemplate(shared) : Promise.resolve(shared)
  return url
}
