// The embedded database: PGlite (PostgreSQL in WASM) persisted under DATA_DIR, served on a
// loopback port by pglite-socket so the app talks to it with the same `pg` driver, Kysely
// dialect and job queue as a real PostgreSQL. PGlite runs one query at a time; the socket
// server (with fixQueryQueue) keeps a transaction's and a query's messages together.
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { fixQueryQueue } from './pglite-queue.ts'

export interface EmbeddedDatabase {
  url: string
  /** The whole data directory as a tarball, to start copies from (tests do, one per file). */
  dump(): Promise<Blob>
  stop(): Promise<void>
}

/** `dir`: where the data lives (undefined: in memory). `from`: a dump to start from. */
export async function startEmbeddedDatabase(dir: string | undefined, from?: Blob): Promise<EmbeddedDatabase> {
  if (dir) mkdirSync(dir, { recursive: true })
  const db = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(from ? { loadDataDir: from } : {}),
    // The trigram index of the case search (migration 0115), as PostgreSQL bundles it.
    extensions: { pg_trgm },
  })
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 32 })
  fixQueryQueue(server)
  await server.start()
  const conn = server.getServerConn()
  return {
    url: `postgres://postgres@${conn}/postgres?sslmode=disable`,
    dump: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
