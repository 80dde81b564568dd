// Shared ground for the second round (docs/rules.md#the-streets-half):
// - Places: cases and NGOs get `lat`/`lng` columns computed by PostgreSQL from their
//   location JSON, so distance searches (duplicates nearby, nearest NGO, the admin map) can
//   filter on indexed numbers and no code path can let the two drift apart. NGO locations
//   gain optional `lat`/`lng` keys.
// - Followers: people who reported the same animal follow the case that stays.
// - Duplicates and merges: a case may be flagged as a possible duplicate of another (never
//   merged on its own) and, once an admin merges it, points to the case that survives.
// - Proof photos: a photo may belong to a timeline entry (an NGO's progress, rescued or
//   completed step) and records who added it (the reporter, a follower, the NGO).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['rescues', 'ngos']) {
    await sql`
      alter table ${sql.table(table)}
        add column lat double precision generated always as ((location->>'lat')::double precision) stored,
        add column lng double precision generated always as ((location->>'lng')::double precision) stored
    `.execute(db)
  }

  await db.schema
    .alterTable('rescues')
    .addColumn('duplicate_of_id', 'integer', (c) => c.references('rescues.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('rescues')
    .addColumn('merged_into_id', 'integer', (c) => c.references('rescues.id').onDelete('set null'))
    .execute()

  await db.schema
    .createTable('rescue_followers')
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('rescue_followers_pkey', ['rescue_id', 'user_id'])
    .execute()
  await db.schema.createIndex('rescue_followers_user_idx').on('rescue_followers').columns(['user_id']).execute()

  await db.schema
    .alterTable('rescue_images')
    .addColumn('history_id', 'integer', (c) => c.references('rescue_history.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('rescue_images')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescue_images').dropColumn('uploaded_by').dropColumn('history_id').execute()
  await db.schema.dropTable('rescue_followers').ifExists().execute()
  await db.schema.alterTable('rescues').dropColumn('merged_into_id').dropColumn('duplicate_of_id').execute()
  for (const table of ['rescues', 'ngos']) {
    await db.schema.alterTable(table).dropColumn('lng').dropColumn('lat').execute()
  }
}
