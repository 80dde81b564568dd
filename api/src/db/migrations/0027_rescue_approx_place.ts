// A case typed without GPS (the reporter refused location, or an admin typed in a phone call)
// gets an approximate position: the centroid of its pincode, else of a locality named in its
// address, from the Mumbai region table in packages/contracts/src/places. It is kept apart
// from the reported coordinates (rescues.lat/lng stay what the phone said) and marked by its
// source, so nobody mistakes it for a fix; distance searches use the reported position first.
// Existing cases without coordinates get theirs here, from the table as it is when this runs.
import { approximatePosition } from '@paws/contracts/places/places'
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rescues')
    .addColumn('approx_lat', 'double precision', (c) => c.check(sql`approx_lat between -90 and 90`))
    .addColumn('approx_lng', 'double precision', (c) => c.check(sql`approx_lng between -180 and 180`))
    .addColumn('approx_source', 'text', (c) => c.check(sql`approx_source in ('pincode', 'locality')`))
    .execute()
  const rows = await sql<{ id: number; location: Record<string, string | null> }>`
    select id, location from rescues where lat is null or lng is null`.execute(db)
  for (const row of rows.rows) {
    const at = approximatePosition(row.location ?? {})
    if (!at) continue
    await sql`update rescues set approx_lat = ${at.lat}, approx_lng = ${at.lng}, approx_source = ${at.source}
      where id = ${row.id}`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rescues')
    .dropColumn('approx_lat')
    .dropColumn('approx_lng')
    .dropColumn('approx_source')
    .execute()
}
