// Fixes the query queue of @electric-sql/pglite-socket 0.2.17 (electric-sql/pglite#1046,
// open): PGlite is one session, and the socket server shares it between connections by
// running their protocol messages one at a time. It keeps a connection's messages together
// only inside a transaction, so outside one, two connections' extended-protocol batches
// (Parse, Bind, Describe, Execute ... Sync; what `pg` sends for every parameterised query)
// interleave and one binds the other's statement: wrong rows or errors under concurrent
// requests. Also, one failed message left the queue stuck for good.
// Here a connection keeps the session from its first extended message up to its Sync, and
// for the whole of a transaction, as before; a failing message fails alone.
import type { PGlite } from '@electric-sql/pglite'
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket'

interface QueuedMessage {
  handlerId: number
  message: Uint8Array
  resolve(bytes: number): void
  reject(error: unknown): void
  onData(data: Uint8Array): void
}

interface QueryQueue {
  queue: QueuedMessage[]
  processing: boolean
  lastHandlerId: number | null
  db: PGlite
  processQueue(): Promise<void>
  clearQueueForHandler(handlerId: number): void
}

const code = (c: string) => c.charCodeAt(0)
/** Extended-protocol messages that leave unnamed statement/portal state until Sync. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map(code))
const SYNC = code('S')
const QUERY = code('Q')

export function fixQueryQueue(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue: QueryQueue }).queryQueue
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== 'function') {
    throw new Error('pglite-socket changed its query queue; review db/pglite-queue.ts')
  }
  /** The connection in the middle of an extended-protocol batch. */
  let batchOwner: number | null = null

  const clear = q.clearQueueForHandler.bind(q)
  q.clearQueueForHandler = (handlerId: number) => {
    if (batchOwner === handlerId) batchOwner = null
    clear(handlerId)
  }

  q.processQueue = async function processQueue() {
    if (q.processing) return
    q.processing = true
    try {
      while (q.queue.length > 0) {
        const pinned = batchOwner ?? (q.db.isInTransaction() ? q.lastHandlerId : null)
        const index = pinned === null ? 0 : q.queue.findIndex((m) => m.handlerId === pinned)
        // The session belongs to a connection that has not sent its next message yet.
        if (index === -1) break
        const [item] = q.queue.splice(index, 1)
        const type = item.message[0]
        let bytes = 0
        try {
          await q.db.runExclusive(() =>
            q.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length
                item.onData(data)
              },
            }),
          )
        } catch (error) {
          if (type === SYNC || type === QUERY) batchOwner = null
          item.reject(error)
          continue
        }
        q.lastHandlerId = item.handlerId
        if (EXTENDED.has(type)) batchOwner = item.handlerId
        else if (type === SYNC || type === QUERY) batchOwner = null
        item.resolve(bytes)
      }
    } finally {
      q.processing = false
    }
  }
}
