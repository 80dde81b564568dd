// pg-boss's connection interface on top of a Kysely database or transaction, so jobs are
// added on the caller's transaction (lib/jobs.ts).
import { CompiledQuery } from 'kysely'
import type PgBoss from 'pg-boss'
import type { Db } from './database.ts'

export function kyselyExecutor(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []))
      return { rows: result.rows as unknown[] as never[] }
    },
  }
}
