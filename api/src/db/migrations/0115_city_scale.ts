// A city's year (docs/architecture.md#a-citys-year): the indexes the admin's case list, its
// map and the dashboard's counts need at a million cases, so each answer reads the few rows it
// shows instead of the whole table.
// - The list's default order (most urgent, then longest waiting) as an index, on the very
//   expression the repository sorts by (rescues.repository.ts URGENCY_RANK).
// - Reported time alone (a date range, the export of a year).
// - The open cases (not completed, cancelled or merged): the map, "no position", "nobody holds".
// - The rare "needs attention" flags: no answer in time, possible duplicates not merged.
// - The text search: one trigram index (pg_trgm, bundled with PostgreSQL and loaded by the
//   embedded PGlite, src/db/embedded.ts) over the fields the search reads, joined by a line
//   break, so `ILIKE '%words%'` reads the index instead of every case.
// Each index is built in the migration's transaction (a plain CREATE INDEX: writes to the cases
// wait while it builds, a minute or two at a million cases).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  // Building these on a year of cases takes longer than a request may (database.ts): for this
  // migration's transaction only, no statement time limit.
  await sql`set local statement_timeout = 0`.execute(db)
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`
    create index rescues_priority_idx on rescues (
      (case urgency when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end) desc, created_at, id)
  `.execute(db)
  await sql`create index rescues_created_idx on rescues (created_at, id)`.execute(db)
  await sql`
    create index rescues_open_idx on rescues (urgency, created_at)
    where status not in ('completed', 'cancelled') and merged_into_id is null
  `.execute(db)
  await sql`create index rescues_escalated_idx on rescues (escalated_at) where escalated_at is not null`.execute(db)
  await sql`
    create index rescues_duplicates_idx on rescues (duplicate_of_id)
    where duplicate_of_id is not null and merged_into_id is null
  `.execute(db)
  await sql`
    create index rescues_search_idx on rescues using gin ((
      coalesce(description, '') || E'\\n' || animal_type || E'\\n' || coalesce(location->>'address', '') || E'\\n' ||
      coalesce(location->>'city', '') || E'\\n' || coalesce(location->>'landmarks', '')
    ) gin_trgm_ops)
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'rescues_priority_idx',
    'rescues_created_idx',
    'rescues_open_idx',
    'rescues_escalated_idx',
    'rescues_duplicates_idx',
    'rescues_search_idx',
  ])
    await sql`drop index if exists ${sql.ref(name)}`.execute(db)
}
