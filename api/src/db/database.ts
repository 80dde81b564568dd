import { Kysely, PostgresDialect, type Transaction } from 'kysely'
import pg from 'pg'
import type { DB } from './schema.ts'

// int8 (counts, sums) as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))
// numeric (weights) as numbers too.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value))

export type Database = Kysely<DB>

/** What a repository function runs on: the database, or a transaction a service opened. */
export type Db = Kysely<DB> | Transaction<DB>

/** For work that must run inside a transaction (row locks, several writes that go together). */
export type Trx = Transaction<DB>

export function createDatabase(connectionString: string, max = 10): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 })
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  return { db, pool }
}
