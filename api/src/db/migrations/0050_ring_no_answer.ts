// Dispatch (docs/rules.md#dispatch): an offer left unanswered for the admins' minutes moves the
// ring on as "Can't" does. The offer stays open (a late accept still wins if the case is
// open) and is marked when the ring moved past it, so it is passed over once; the ring's
// "no-answer" step is the due time at which it looks again, fired once by a job like the others.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescue_offers').addColumn('no_answer_at', 'timestamptz').execute()
  await db.schema.alterTable('rescue_ring_steps').dropConstraint('rescue_ring_steps_step_check').execute()
  await db.schema
    .alterTable('rescue_ring_steps')
    .addCheckConstraint('rescue_ring_steps_step_check', sql`step in ('widen', 'admins', 'no-answer')`)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('rescue_ring_steps').where('step', '=', 'no-answer').execute()
  await db.schema.alterTable('rescue_ring_steps').dropConstraint('rescue_ring_steps_step_check').execute()
  await db.schema
    .alterTable('rescue_ring_steps')
    .addCheckConstraint('rescue_ring_steps_step_check', sql`step in ('widen', 'admins')`)
    .execute()
  await db.schema.alterTable('rescue_offers').dropColumn('no_answer_at').execute()
}
