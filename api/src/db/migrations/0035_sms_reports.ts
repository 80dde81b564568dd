// Rescue reports received by SMS (docs/sms-reports.md): one row per case filed from an SMS,
// with the message as received. `details_pending` stays true until the same report arrives
// from the phone's outbox with its full details (same requester and idempotency key), which
// then replace the few the SMS could carry.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().unique().references('rescues.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('details_pending', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_reports').execute()
}
