// The admin's desk:
// - Escalation deadlines: each assignment of a case to an NGO gets one row with the time by
//   which the NGO must accept. A job due at that time locks the row (FOR UPDATE SKIP LOCKED),
//   so one worker of any API process fires it, once; fired_at/cancelled_at close it.
// - rescues.escalated_at marks a case whose NGO did not answer in time ("No response from
//   {NGO}"); any later move or reassignment clears it.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rescue_deadlines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('ngo_id', 'integer', (c) => c.notNull().references('ngos.id').onDelete('cascade'))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('fired_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('rescue_deadlines_rescue_idx').on('rescue_deadlines').columns(['rescue_id']).execute()
  await db.schema.alterTable('rescues').addColumn('escalated_at', 'timestamptz').execute()
  // The NGO statistics (median time to accept) read accept and assign entries by time.
  await db.schema
    .createIndex('rescue_history_to_status_idx')
    .on('rescue_history')
    .columns(['to_status', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('rescue_history_to_status_idx').ifExists().execute()
  await db.schema.alterTable('rescues').dropColumn('escalated_at').execute()
  await db.schema.dropTable('rescue_deadlines').ifExists().execute()
}
