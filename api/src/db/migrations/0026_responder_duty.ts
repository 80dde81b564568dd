// On-duty NGO members: one row per account, kept when they go off duty (their skills are
// remembered for the next time). The position is stored rounded to 3 decimals of a degree
// (about 100 m), never finer; `expires_at` null while on duty means until switched off. Reads
// treat a row past its expiry as off duty, so it ends by itself with no job. The latitude
// index is the bounding-box prefilter of the nearest-first search.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('responder_duty')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('on_duty', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('lat', 'double precision', (c) => c.check(sql`lat between -90 and 90`))
    .addColumn('lng', 'double precision', (c) => c.check(sql`lng between -180 and 180`))
    .addColumn('skills', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('responder_duty_lat_idx').on('responder_duty').columns(['lat', 'lng']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('responder_duty').execute()
}
