// The reporter's word (docs/rules.md#closure): after a case is completed, its reporter and each
// follower may answer once whether the animal was helped. An answer belongs to one completion
// (the timeline entry into completed), so a case reopened and completed again asks again. It
// keeps whether it reopened the case.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rescue_closures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('completion_id', 'integer', (c) => c.notNull().references('rescue_history.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('helped', 'boolean', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('reopened', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('rescue_closures_once', ['completion_id', 'user_id'])
    .execute()
  await db.schema.createIndex('rescue_closures_rescue_idx').on('rescue_closures').columns(['rescue_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rescue_closures').ifExists().execute()
}
