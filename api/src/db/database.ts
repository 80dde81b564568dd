import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DB } from './schema.ts'

// int8 (counts, sums) as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))
// numeric (weights) as numbers too.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value))

export type Database = Kysely<DB>

/**
 * Pool settings for a database that may go away (restart, failover): a request waits at most
 * CONNECT_TIMEOUT_MS for a connection and then fails (answered 503 by the error handler)
 * instead of hanging; a statement that runs away is stopped by the server; a broken idle
 * connection is dropped from the pool and a new one made on the next checkout, so the app
 * recovers by itself. (PGlite ignores the server-side timeouts; it has nothing to fail over.)
 */
export const CONNECT_TIMEOUT_MS = 1_500
const STATEMENT_TIMEOUT_MS = 15_000
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000

export function createDatabase(connectionString: string, max = 10): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  })
  // An idle connection that breaks (database stopped) is removed by the pool, which then
  // emits 'error': without a listener that would crash the process.
  pool.on('error', (err) => {
    process.emitWarning(`database connection lost: ${err.message}`)
  })
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  return { db, pool }
}
