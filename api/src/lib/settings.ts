// Settings the server makes once and keeps in the database so every replica and every
// restart agrees on them: the token signing secret (unless JWT_SECRET is given).
import type { Config } from '../config.ts'
import { randomSecret } from '../config.ts'
import type { Database } from '../db/database.ts'

export async function getOrCreateSetting(db: Database, key: string, make: () => string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()
  return row.value
}

export async function resolveJwtSecret(db: Database, config: Config): Promise<string> {
  return config.JWT_SECRET ?? getOrCreateSetting(db, 'jwt_secret', randomSecret)
}
