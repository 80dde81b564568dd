// A change counter per public answer: `animals` moves whenever anything a public
// animal answer shows changes (the animals themselves, the lister's name or role), `ngos` for
// the NGO directory. Statement-level triggers keep it in the database, so every API process
// and every write path (API, scripts, restore) moves it; a conditional GET compares its ETag
// with one primary-key read instead of running the list query (plugins/app/public-cache.ts).
// The trigger upserts its row, so emptying the table (tests, restore) never freezes a counter.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  for (const name of ['animals', 'ngos']) {
    await sql`
      create function ${sql.raw(`bump_${name}_version`)}() returns trigger language plpgsql as $$
      begin
        insert into cache_versions (name, version) values (${sql.lit(name)}, 1)
        on conflict (name) do update set version = cache_versions.version + 1;
        return null;
      end $$`.execute(db)
  }
  await sql`
    create trigger animals_version after insert or update or delete or truncate on animals
    for each statement execute function bump_animals_version()`.execute(db)
  await sql`
    create trigger users_shown_with_animals after update of first_name, last_name, role or delete on users
    for each statement execute function bump_animals_version()`.execute(db)
  await sql`
    create trigger ngos_version after insert or update or delete or truncate on ngos
    for each statement execute function bump_ngos_version()`.execute(db)
  await sql`
    create trigger users_shown_with_ngos after update of first_name, last_name, email, phone or delete on users
    for each statement execute function bump_ngos_version()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_shown_with_ngos on users`.execute(db)
  await sql`drop trigger if exists ngos_version on ngos`.execute(db)
  await sql`drop trigger if exists users_shown_with_animals on users`.execute(db)
  await sql`drop trigger if exists animals_version on animals`.execute(db)
  await sql`drop function if exists bump_ngos_version()`.execute(db)
  await sql`drop function if exists bump_animals_version()`.execute(db)
  await db.schema.dropTable('cache_versions').ifExists().execute()
}
