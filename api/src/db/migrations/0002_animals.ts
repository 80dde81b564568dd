import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('animals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('shelter_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('age', 'integer') // whole months
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('weight', 'numeric(7, 2)') // kg
    .addColumn('color', 'text')
    .addColumn('description', 'text')
    .addColumn('special_needs', 'text')
    .addColumn('spayed_neutered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('city', 'text')
    .addColumn('location', 'text')
    // What the list shows as the city and filters on: city, else the first comma-separated
    // part of location, else Mumbai (docs/screens.md, animal card).
    .addColumn('city_name', 'text', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(
          sql`coalesce(nullif(btrim(city), ''), nullif(btrim(split_part(coalesce(location, ''), ',', 1)), ''), 'Mumbai')`,
        )
        .stored(),
    )
    .addColumn('personality', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('medical_history', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // The browse list: newest first, soft-deleted rows left out of every index they never use.
  await sql`create index animals_recent_idx on animals (created_at desc, id desc) where deleted_at is null`.execute(db)
  // The common filter pair of the browse page (species then size), in list order.
  await sql`create index animals_species_size_idx on animals (species, size, created_at desc, id desc)
    where deleted_at is null`.execute(db)
  // Counting a filtered list: species, size and the age band answered from the index.
  await sql`create index animals_species_size_age_idx on animals (species, size, age) where deleted_at is null`.execute(
    db,
  )
  await sql`create index animals_status_idx on animals (status, created_at desc) where deleted_at is null`.execute(db)
  await sql`create index animals_city_idx on animals (lower(city_name)) where deleted_at is null`.execute(db)
  // Owner's own list (owner=me) and the cascade when an account is deactivated.
  await sql`create index animals_shelter_idx on animals (shelter_id, created_at desc)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('animals').ifExists().execute()
}
