// Dispatch (docs/rules.md#dispatch): the offers of a case nobody has taken to the on-duty
// responders near it, one row per case and responder (so nobody is offered a case twice), with
// its ring, the distance at the time, and the answer; the steps of a ring (widen, then tell the
// admins), each a due time fired once by a job like the escalation deadlines (0008); a
// responder's quiet hours (minutes of the day, India time; from > to spans midnight); and who
// took a case, kept with a refused action's key so a repeat names them too.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rescue_offers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ngo_id', 'integer', (c) => c.notNull().references('ngos.id').onDelete('cascade'))
    .addColumn('ring', 'smallint', (c) => c.notNull())
    .addColumn('distance_m', 'integer')
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`state in ('open', 'accepted', 'cant', 'taken', 'withdrawn')`),
    )
    .addColumn('reason', 'text')
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addUniqueConstraint('rescue_offers_case_user_key', ['rescue_id', 'user_id'])
    .execute()
  await db.schema.createIndex('rescue_offers_user_idx').on('rescue_offers').columns(['user_id', 'offered_at']).execute()

  await db.schema
    .createTable('rescue_ring_steps')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull().check(sql`step in ('widen', 'admins')`))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('fired_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rescue_ring_steps_rescue_idx').on('rescue_ring_steps').columns(['rescue_id']).execute()

  await db.schema
    .createTable('responder_quiet_hours')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('from_minute', 'smallint', (c) => c.notNull().check(sql`from_minute between 0 and 1439`))
    .addColumn('to_minute', 'smallint', (c) => c.notNull().check(sql`to_minute between 0 and 1439`))
    .execute()

  await db.schema.alterTable('rescue_actions').addColumn('taken_by', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescue_actions').dropColumn('taken_by').execute()
  await db.schema.dropTable('responder_quiet_hours').execute()
  await db.schema.dropTable('rescue_ring_steps').execute()
  await db.schema.dropTable('rescue_offers').execute()
}
