// The coverage map (docs/rules.md#coverage): each stretch of a member's duty at one position,
// kept so that the hours each part of the region had someone on duty can be counted later
// (the duty row itself holds only the present). And when each person was last asked to join an
// NGO where cover is thin, so that the notice reaches them at most once a month.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('responder_duty_spans')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lng', 'double precision', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The end the duty was switched on for (null: until switched off).
    .addColumn('ends_at', 'timestamptz')
    // When it was switched off or moved (null: not yet).
    .addColumn('ended_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('responder_duty_spans_started').on('responder_duty_spans').column('started_at').execute()
  await db.schema
    .createIndex('responder_duty_spans_open')
    .on('responder_duty_spans')
    .column('user_id')
    .where(sql.ref('ended_at'), 'is', null)
    .execute()
  await db.schema
    .createTable('coverage_notices')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coverage_notices').execute()
  await db.schema.dropTable('responder_duty_spans').execute()
}
