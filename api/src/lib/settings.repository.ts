// The app_settings table: values the server makes once and every replica then reads.
import type { Db } from '../db/database.ts'

/** The stored value of `key`; the first caller's `make()` wins when several race to create it. */
export async function getOrCreateSetting(db: Db, key: string, make: () => string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()
  return row.value
}
