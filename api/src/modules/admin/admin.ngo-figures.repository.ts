// Kysely for the figures that pick the right NGO: distance from a case (computed in the
// database from the generated lat/lng columns, haversine on a 6371 km sphere), open cases,
// and the median time from assignment to acceptance over the last 30 days (from the timeline).
import { RESCUE_STATUSES, RESCUE_TERMINAL } from '@paws/contracts'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** Statuses in which a case still holds its NGO's hands. */
const OPEN = RESCUE_STATUSES.filter((s) => !RESCUE_TERMINAL.includes(s) && s !== 'pending' && s !== 'declined')

export interface NgoFigureRow {
  ngo_id: number
  open_cases: number
  median_accept_minutes: number | null
  accepted_30d: number
}

/** Figures of the given NGOs. */
export async function ngoFigures(db: Db, ngoIds: number[]): Promise<Map<number, NgoFigureRow>> {
  const map = new Map<number, NgoFigureRow>()
  if (ngoIds.length === 0) return map
  const open = await db
    .selectFrom('rescues')
    .select(['ngo_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ngo_id', 'in', ngoIds)
    .where('status', 'in', OPEN)
    .where('merged_into_id', 'is', null)
    .groupBy('ngo_id')
    .execute()
  // Each acceptance by an NGO user, with the latest assignment of that case before it.
  const speed = await sql<{ ngo_id: number; n: number | string; median: number | string | null }>`
    select n.id as ngo_id, count(*) as n,
      percentile_cont(0.5) within group (order by extract(epoch from (acc.created_at - asg.at)) / 60) as median
    from rescue_history acc
    join ngos n on n.user_id = acc.actor_id
    cross join lateral (
      select max(a.created_at) as at from rescue_history a
      where a.rescue_id = acc.rescue_id and a.to_status = 'assigned' and a.created_at <= acc.created_at
    ) asg
    where acc.to_status = 'accepted' and acc.actor_role = 'ngo'
      and acc.created_at >= now() - interval '30 days'
      and asg.at is not null
      and n.id in (${sql.join(ngoIds)})
    group by n.id`.execute(db)
  for (const id of ngoIds) map.set(id, { ngo_id: id, open_cases: 0, median_accept_minutes: null, accepted_30d: 0 })
  for (const row of open) {
    const entry = row.ngo_id !== null ? map.get(row.ngo_id) : undefined
    if (entry) entry.open_cases = Number(row.n)
  }
  for (const row of speed.rows) {
    const entry = map.get(row.ngo_id)
    if (!entry) continue
    entry.accepted_30d = Number(row.n)
    entry.median_accept_minutes = row.median === null ? null : Math.round(Number(row.median) * 10) / 10
  }
  return map
}

/**
 * Approved, active NGOs with their distance from the case, nearest first (no coordinates last).
 * The case's place is its reported position, else its approximate one (the centroid of a typed
 * pincode or locality, rescues.approx_lat/lng); with neither, every distance is null.
 */
export async function ngosNearCase(db: Db, rescueId: number) {
  const lat = sql<number | null>`coalesce(r.lat, r.approx_lat)`
  const lng = sql<number | null>`coalesce(r.lng, r.approx_lng)`
  const distance = sql<
    number | null
  >`case when n.lat is null or n.lng is null or ${lat} is null or ${lng} is null then null
    else 2 * 6371 * asin(least(1, sqrt(
      power(sin(radians(n.lat - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(n.lat)) * power(sin(radians(n.lng - ${lng}) / 2), 2)))) end`
  return db
    .selectFrom('ngos as n')
    .innerJoin('rescues as r', (join) => join.onTrue())
    .select([
      'n.id',
      'n.name',
      'n.max_capacity',
      sql<string | null>`n.location->>'city'`.as('city'),
      distance.as('distance_km'),
    ])
    .where('r.id', '=', rescueId)
    .where('n.approval_status', '=', 'approved')
    .where('n.is_active', '=', true)
    .orderBy(sql`distance_km asc nulls last`)
    .orderBy('n.name')
    .orderBy('n.id')
    .limit(100)
    .execute()
}

export async function ngoExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('ngos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}
