// What became of the animal, and when a step really happened. A completed case keeps its
// outcome (one of the contracts' RESCUE_OUTCOMES, and which clinic or shelter when it was
// taken to one) on the case, for the admin's list and CSV, and on its timeline entry, which
// the statistics read. Each timeline entry may keep the moment the step was made on the phone
// (occurred_at), when it reached the server later (created_at stays the arrival).
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescues').addColumn('outcome', 'text').addColumn('outcome_place', 'text').execute()
  await db.schema
    .alterTable('rescue_history')
    .addColumn('outcome', 'text')
    .addColumn('outcome_place', 'text')
    .addColumn('occurred_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rescue_history')
    .dropColumn('outcome')
    .dropColumn('outcome_place')
    .dropColumn('occurred_at')
    .execute()
  await db.schema.alterTable('rescues').dropColumn('outcome').dropColumn('outcome_place').execute()
}
