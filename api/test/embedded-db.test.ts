// The embedded database shares one PGlite session between pooled connections (see
// src/db/pglite-queue.ts). Transactions and parameterised queries running at the same time
// must each get their own answers. On a PostgreSQL run the same checks hold trivially.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '../src/db/database.ts'
import { fileDatabaseUrl } from './support/database.ts'

const url = await fileDatabaseUrl()

describe('the database under concurrent use', () => {
  it('30 concurrent transactions and queries on 8 connections, 5 rounds: every answer is its own', async () => {
    const { db } = createDatabase(url, 8)
    // Each statement differs in text (a literal) as well as in its parameter.
    const own = (i: number, on: Database) =>
      sql<{ n: number; tag: number }>`select ${i}::int as n, ${sql.raw(String(i))} as tag`
        .execute(on)
        .then((r) => r.rows)
    try {
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            i % 2 === 1
              ? db.transaction().execute(async (trx) => [...(await own(i, trx)), ...(await own(i + 1000, trx))])
              : own(i, db),
          ),
        )
        for (const [i, rows] of results.entries()) {
          expect(rows).toEqual(
            i % 2 === 1
              ? [
                  { n: i, tag: i },
                  { n: i + 1000, tag: i + 1000 },
                ]
              : [{ n: i, tag: i }],
          )
        }
      }
      // A failing statement fails alone; the others still get their rows.
      const mixed = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => (i % 4 === 0 ? sql`select 1 / ${0}::int`.execute(db) : own(i, db))),
      )
      for (const [i, outcome] of mixed.entries()) {
        expect(outcome).toEqual(
          i % 4 === 0
            ? expect.objectContaining({ status: 'rejected' })
            : { status: 'fulfilled', value: [{ n: i, tag: i }] },
        )
      }
    } finally {
      await db.destroy()
    }
  })
})
