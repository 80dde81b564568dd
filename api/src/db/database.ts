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

/**
 * Pool settings for a database that may go away (restart, failover): making a connection
 * gives up after CONNECT_TIMEOUT_MS (an unreachable host fails fast instead of hanging; a
 * refused or reset one fails at once), and waiting for a free pooled connection gives up
 * after POOL_WAIT_MS (an overloaded app sheds load with 503s rather than queueing without
 * end); both are answered 503 with Retry-After by the error handler. A statement that runs
 * away is stopped by the server. A broken connection is dropped from the pool and a new one
 * made on the next checkout, so the app recovers by itself when the database is back.
 * The embedded PGlite ignores the server-side timeouts and has no network to fail fast on:
 * it is one session, and a new connection's start-up waits its turn behind the transaction
 * in progress (db/pglite-queue.ts), so there only the wait for a slot (POOL_WAIT_MS) bounds
 * making a connection; a busy machine then answers 503, never a connect timeout.
 */
export const CONNECT_TIMEOUT_MS = 1_500
const POOL_WAIT_MS = 5_000
const STATEMENT_TIMEOUT_MS = 15_000
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000

export interface PoolOptions {
  /** The embedded PGlite (db/embedded.ts): no connect timeout of its own, see above. */
  embedded?: boolean
  /** How long a request waits for a free connection; POOL_WAIT_MS unless given. */
  waitMs?: number
}

/** pg's own connect timeout (TCP and start-up only); the pool's covers the wait for a slot. */
function clientWith(connectTimeoutMs: number): typeof pg.Client {
  return class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs })
    }
  }
}

export function createDatabase(
  connectionString: string,
  max = 10,
  options: PoolOptions = {},
): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: clientWith(options.embedded ? 0 : CONNECT_TIMEOUT_MS),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.waitMs ?? POOL_WAIT_MS,
    keepAlive: true,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  })
  // A connection that breaks (database stopped) emits 'error'. The pool listens only while
  // the connection is idle; one checked out between two statements (inside a transaction)
  // has no listener, and an unheard 'error' would crash the process. The statement that
  // uses it next fails instead (answered 503) and the pool drops it on release.
  const lost = (err: Error) => process.emitWarning(`database connection lost: ${err.message}`)
  pool.on('error', lost)
  pool.on('connect', (client) => client.on('error', lost))
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  return { db, pool }
}
