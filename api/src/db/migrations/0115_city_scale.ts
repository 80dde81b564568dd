// A city's year (docs/architecture.md#a-citys-year): the indexes the admin's case list, its
// map and the dashboard's counts need at a million cases, so each answer reads the few rows it
// shows instead of the whole table.
// - The list's default order (most urgent, then longest waiting) as an index, on the very
//   expression the repository sorts by (rescues.repository.ts URGENCY_RANK).
// - Reported time alone (a date range, the export of a year), and a history row's time (the
//   public statistics' window).
// - The open cases (not completed or cancelled): the map, "no position", "nobody holds", the
//   dashboard's counts.
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
  // Covering: the map and the counts of open cases read the index alone, never the pages of
  // the table they lie scattered over among the closed ones.
  await sql`
    create index rescues_open_idx on rescues (urgency, created_at, id)
    include (status, ngo_id, merged_into_id, duplicate_of_id, escalated_at, triage_at, lat, lng, approx_lat, approx_lng, animal_type)
    where status not in ('completed', 'cancelled')
  `.execute(db)
  // Open cases with no position at all: few, and the planner cannot tell how few from the columns.
  await sql`
    create index rescues_no_position_idx on rescues (created_at, id) include (urgency)
    where (lat is null or lng is null) and (approx_lat is null or approx_lng is null)
      and status not in ('completed', 'cancelled') and merged_into_id is null
  `.execute(db)
  // The public statistics read the window's history by its time (stats.repository.ts).
  await sql`create index rescue_history_created_idx on rescue_history (created_at)`.execute(db)
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
    'rescues_no_position_idx',
    'rescue_history_created_idx',
    'rescues_escalated_idx',
    'rescues_duplicates_idx',
    'rescues_search_idx',
  ])
    await sql`drop index if exists ${sql.ref(name)}`.execute(db)
}
