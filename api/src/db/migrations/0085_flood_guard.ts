// A flood does not drown a real case (docs/rules.md#dispatch): a report can be held for the
// admins' desk instead of ringing anyone (triage_at, and why: a new account past its day's
// limit, or an account marked as sending false reports); an account can be marked as sending
// false reports (by an admin, or by two responders' "looks false"); each responder's "looks
// false" on an offered case is kept with its reason, once per case and person.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rescues')
    .addColumn('triage_at', 'timestamptz')
    .addColumn('triage_reason', 'text', (c) => c.check(sql`triage_reason in ('new_account', 'false_reports')`))
    .execute()
  await db.schema
    .createIndex('rescues_triage_idx')
    .on('rescues')
    .columns(['triage_at'])
    .where(sql.ref('triage_at'), 'is not', null)
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('false_reports_at', 'timestamptz')
    .addColumn('false_reports_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute()
  await db.schema
    .createTable('rescue_false_flags')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('rescue_false_flags_once', ['rescue_id', 'user_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rescue_false_flags').ifExists().execute()
  await db.schema.alterTable('users').dropColumn('false_reports_by').dropColumn('false_reports_at').execute()
  await db.schema.dropIndex('rescues_triage_idx').ifExists().execute()
  await db.schema.alterTable('rescues').dropColumn('triage_reason').dropColumn('triage_at').execute()
}
