// Settings the server makes once and keeps in the database so every replica and every
// restart agrees on them: the token signing secret (unless JWT_SECRET is given).
import type { Config } from '../config.ts'
import { randomSecret } from '../config.ts'
import type { Database } from '../db/database.ts'
import { getOrCreateSetting } from './settings.repository.ts'

export async function resolveJwtSecret(db: Database, config: Config): Promise<string> {
  return config.JWT_SECRET ?? getOrCreateSetting(db, 'jwt_secret', randomSecret)
}
