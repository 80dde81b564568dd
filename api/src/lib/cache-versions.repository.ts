// The change counters of the public answers (0017 cache_versions).
import type { Db } from '../db/database.ts'

export type CachedAnswer = 'animals' | 'ngos'

/** The counter of `name`: one primary-key read ("0" before its first change). */
export async function cacheVersion(db: Db, name: CachedAnswer): Promise<string> {
  const row = await db.selectFrom('cache_versions').select('version').where('name', '=', name).executeTakeFirst()
  return String(row?.version ?? 0)
}
