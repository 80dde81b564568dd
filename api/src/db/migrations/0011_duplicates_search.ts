// The "same animal nearby" search (docs/rules.md#places): open, unmerged
// cases of one animal type inside a small latitude/longitude box, reported recently. A plain
// B-tree works on PGlite and PostgreSQL alike (no cube/earthdistance): equality on the animal
// type, then a range on latitude; longitude and the report time are checked from the index
// entries, and the exact distance is computed only for the few cases inside the box. The index
// is partial: closed (completed, cancelled) and merged cases, and cases without a GPS fix, are
// never offered, so they do not make it bigger. The query repeats this predicate with literal
// values so the planner can use the index (rescues.repository.ts nearbyOpenCases).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index rescues_nearby_open_idx on rescues (animal_type, lat, lng, created_at)
    where merged_into_id is null and status not in ('completed', 'cancelled') and lat is not null and lng is not null
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists rescues_nearby_open_idx`.execute(db)
}
