// A signed-out phone's one-time claim codes (docs/sms-reports.md#signed-out): given to the app
// at its first load, written in an SMS report in place of an account, and claimed by the
// account the person makes or signs into later. A code files one report (`rescue_id`, with
// the SMS's sender and when) and is claimed by one account (`claimed_by`).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_claim_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('rescue_id', 'integer', (c) => c.unique().references('rescues.id').onDelete('set null'))
    .addColumn('sender', 'text')
    .addColumn('used_at', 'timestamptz')
    .addColumn('claimed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('claimed_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('sms_claim_codes_sender_used')
    .on('sms_claim_codes')
    .columns(['sender', 'used_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_claim_codes').execute()
}
