// Clinics (the spec's vet role): a vet's profile becomes a clinic that takes hurt animals. It
// says where it is (the nearby search keeps approved clinics in a latitude/longitude index),
// which species it treats and its hours, why an admin rejected it, and what it last said of
// itself: accepting emergencies or not, until when, and its free places per species.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vets')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('species', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rejection_reason', 'text')
    .addColumn('accepting', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accepting_until', 'timestamptz')
    .addColumn('places', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('availability_at', 'timestamptz')
    .execute()
  await sql`create index vets_nearby_idx on vets (lat, lng) where approval_status = 'approved' and accepting`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists vets_nearby_idx`.execute(db)
  await db.schema
    .alterTable('vets')
    .dropColumn('address')
    .dropColumn('lat')
    .dropColumn('lng')
    .dropColumn('species')
    .dropColumn('hours')
    .dropColumn('rejection_reason')
    .dropColumn('accepting')
    .dropColumn('accepting_until')
    .dropColumn('places')
    .dropColumn('availability_at')
    .execute()
}
