// Which errors mean "the database is not there right now" (stopped, restarting, failing over,
// unreachable, out of connections) rather than "this query is wrong". Those are answered 503
// with Retry-After by the error handler: the client should simply try again, and nothing
// was half-written (a transaction cut off by a lost connection is rolled back by the server).

/** Seconds a client is told to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server going away or refusing work for now: class 08 (connection
 * exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up or recovering), 53300 too many connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
}

/**
 * Messages pg and pg-pool give without a code (a pool timeout, pg's own connect timeout
 * when the server took the connection but did not answer its start-up in time, a
 * connection cut mid-query),
 * and PostgreSQL's refusal of a database closed to connections (ALLOW_CONNECTIONS false,
 * as during maintenance): SQLSTATE 55000, which also means other things, so told by its text.
 */
const PG_MESSAGES = [
  'is not currently accepting connections',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Connection refused',
]

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false
  const { code, message, cause, errors } = err as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
  ) {
    return true
  }
  if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true
  // AggregateError (connecting to every address failed) and wrapped errors.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1)
}
