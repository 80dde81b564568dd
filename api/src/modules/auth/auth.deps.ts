// What every part of the auth module is built on (auth.service.ts puts the parts together).
import type { Role } from '@paws/contracts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { Background } from '../../lib/background.ts'
import type { Mailer } from '../../plugins/app/mailer.ts'

export interface AuthDeps {
  db: Database
  config: Config
  mailer: Mailer
  /** Where e-mails are sent without the answer waiting for them. */
  background: Background
  /** Keys the one-time code hashes. */
  secret: string
  signAccess(user: { id: number; role: Role }, sid: string): string
}
