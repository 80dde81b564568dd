// Dispatch (docs/rules.md#dispatch): rings that fit the place, an honest roster and the night
// watch. An offer keeps why it was made (the near ring, a thin ring's wide one, the outer ring,
// the area's coordinators, a replacement, the night rota, the morning); two more ring steps: the
// desk told at once where nobody is on duty ("no-cover"), and a night's low or medium case
// offered at 07:00 ("morning", its time kept on the case as the reporter's promise). A duty row
// says why the roster took someone off ("unanswered"). An NGO's night rota: who is woken for
// critical and high cases on each weekday between two times of day (India time, minutes).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescue_offers').addColumn('why', 'text').execute()
  await db.schema.alterTable('rescue_ring_steps').dropConstraint('rescue_ring_steps_step_check').execute()
  await db.schema
    .alterTable('rescue_ring_steps')
    .addCheckConstraint(
      'rescue_ring_steps_step_check',
      sql`step in ('widen', 'admins', 'no-answer', 'no-cover', 'morning')`,
    )
    .execute()
  await db.schema.alterTable('rescues').addColumn('promised_at', 'timestamptz').execute()
  await db.schema
    .alterTable('responder_duty')
    .addColumn('paused_for', 'text', (c) => c.check(sql`paused_for in ('unanswered')`))
    .execute()
  await db.schema
    .createTable('ngo_night_watch')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ngo_id', 'integer', (c) => c.notNull().references('ngos.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('from_minute', 'integer', (c) => c.notNull().check(sql`from_minute between 0 and 1439`))
    .addColumn('to_minute', 'integer', (c) => c.notNull().check(sql`to_minute between 0 and 1439`))
    .execute()
  await db.schema.createIndex('ngo_night_watch_ngo_idx').on('ngo_night_watch').column('ngo_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ngo_night_watch').execute()
  await db.schema.alterTable('responder_duty').dropColumn('paused_for').execute()
  await db.schema.alterTable('rescues').dropColumn('promised_at').execute()
  await db.deleteFrom('rescue_ring_steps').where('step', 'in', ['no-cover', 'morning']).execute()
  await db.schema.alterTable('rescue_ring_steps').dropConstraint('rescue_ring_steps_step_check').execute()
  await db.schema
    .alterTable('rescue_ring_steps')
    .addCheckConstraint('rescue_ring_steps_step_check', sql`step in ('widen', 'admins', 'no-answer')`)
    .execute()
  await db.schema.alterTable('rescue_offers').dropColumn('why').execute()
}
