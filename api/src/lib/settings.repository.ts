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

/** The stored value of `key`, if any. */
export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}
