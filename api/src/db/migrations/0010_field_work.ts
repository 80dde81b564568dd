// NGO field work (docs/rules.md#one-offline-engine): every action an NGO sends on a case carries
// an idempotency key; the first outcome (applied, with the timeline entry it wrote, or
// refused, with the reason) is kept so a repeat answers the same and records nothing twice.
// Proof photos hang off that timeline entry (rescue_images.history_id, 0007).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rescue_actions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('history_id', 'integer', (c) => c.references('rescue_history.id').onDelete('set null'))
    /** 'applied', or the conflict reason the action was refused with. */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('current_status', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('rescue_actions_pkey', ['user_id', 'idempotency_key'])
    .execute()
  await db.schema.createIndex('rescue_actions_rescue_idx').on('rescue_actions').columns(['rescue_id']).execute()
  await db.schema.createIndex('rescue_images_history_idx').on('rescue_images').columns(['history_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('rescue_images_history_idx').ifExists().execute()
  await db.schema.dropTable('rescue_actions').ifExists().execute()
}
