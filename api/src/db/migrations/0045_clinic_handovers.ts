// The hand-over of a rescued animal to a clinic (docs/rules.md#clinics). A responder names the
// clinic the animal is taken to; the clinic answers once: admitted (with its own number for the
// animal) or could not take; an admitted animal then gets the clinic's news (under treatment,
// ready to go back, died). A case has at most one hand-over on its way or admitted at a time: a
// new one while the first is unanswered withdraws the first. Each step is a timeline entry of
// the case, which names its hand-over, the clinic's step and the animal's state then.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('clinic_handovers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('vet_id', 'integer', (c) => c.notNull().references('vets.id').onDelete('cascade'))
    .addColumn('handed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('coming').check(sql`state in ('coming', 'admitted', 'refused', 'withdrawn')`),
    )
    .addColumn('clinic_ref', 'text')
    .addColumn('animal_state', 'text', (c) =>
      c.check(sql`animal_state in ('under_treatment', 'ready_to_return', 'died')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz')
    .execute()
  await sql`create unique index clinic_handovers_open_idx on clinic_handovers (rescue_id) where state in ('coming', 'admitted')`.execute(
    db,
  )
  await db.schema
    .createIndex('clinic_handovers_vet_idx')
    .on('clinic_handovers')
    .columns(['vet_id', 'created_at'])
    .execute()
  await db.schema
    .alterTable('rescue_history')
    .addColumn('handover_id', 'integer', (c) => c.references('clinic_handovers.id').onDelete('set null'))
    .addColumn('clinic_step', 'text')
    .addColumn('animal_state', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rescue_history')
    .dropColumn('handover_id')
    .dropColumn('clinic_step')
    .dropColumn('animal_state')
    .execute()
  await db.schema.dropTable('clinic_handovers').ifExists().execute()
}
