// An account's SMS key (docs/sms-reports.md) changes whenever all its sessions end (a password
// change or reset): the key is derived from the server's secret, the account id and this
// number. 0 is the key every account had before, so the keys phones already keep still work.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('sms_key_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sms_key_version').execute()
}
