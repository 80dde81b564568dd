// The SQL of the public statistics: one pass over the history of the cases reported in the
// window. A case's times come from its history rows only: reported (the entry that opened it),
// the first "accepted", the first "in progress" (on the way), each dated when it was made on
// the phone (occurred_at) when the step said so, its latest status, and the outcome its latest
// completion gave (a case reopened and completed again counts by its last answer), all as the
// history stood at the end of the window (rows that arrived later are not read). The groups are
// the pincodes and the whole city, apart for the cases an NGO accepted and those none did; the
// rules of what is shown are the service's (docs/rules.md#public-statistics).
import { RESCUE_OUTCOMES, RESCUE_TERMINAL, type RescueOutcome } from '@paws/contracts'
import { sql } from 'kysely'
import type { Database, Db } from '../../db/database.ts'

interface AreaTimes {
  /** Whether an NGO accepted the group's cases (before the end of the window). */
  acted: boolean
  /** The whole city (every pincode and none); otherwise the pincode `area` (null: none given). */
  city: boolean
  area: string | null
  cases: number
  /** The accounts that reported the group's cases (a deleted account's cases name none). */
  reporter_ids: number[]
  accept_reached: number
  accept_median: number | null
  accept_p90: number | null
  on_way_reached: number
  on_way_median: number | null
  on_way_p90: number | null
  completed: number
  cancelled: number
  open: number
}

/** Of the completed cases, how many ended in each outcome: a column per outcome. */
export type OutcomeColumn = `completed_${RescueOutcome}`
export const outcomeColumn = (outcome: RescueOutcome): OutcomeColumn => `completed_${outcome}`

export type AreaRow = AreaTimes & Record<OutcomeColumn, number>

/**
 * Per pincode and for the whole city, apart for the cases an NGO accepted and the others, the
 * cases opened in [since, until) that were not merged into another case (a merged case's animal
 * is counted once, in the case it joined), as their history stood at `until`: PostgreSQL's
 * percentile_cont (linear between the two nearest values) of the seconds to each step, over the
 * cases that reached it, and who reported them.
 */
export function responseTimesQuery(since: Date, until: Date) {
  const terminal = sql.join(RESCUE_TERMINAL.map((s) => sql.lit(s)))
  const completedAs = sql.join(
    RESCUE_OUTCOMES.map(
      (o) =>
        sql`(count(*) filter (where last_status = 'completed' and last_outcome = ${sql.lit(o)}))::int as ${sql.ref(outcomeColumn(o))}`,
    ),
  )
  // The history rows of the window are read by their own time (an index of migration 0115,
  // in the order they were written) and reduced to one narrow row per case, then joined to the
  // cases reported in the window (by their reported time), which bring their place and reporter.
  // A history row is never older than its case, so the bound leaves out none of their rows. The latest status and outcome are the greatest
  // of "id, zero-padded, then the value": plain aggregates, so the rows need no sorting.
  return sql<AreaRow>`
    with window_cases as materialized (
      select r.id, r.requester_id, nullif(btrim(r.location->>'pincode'), '') as area
      from rescues r
      where r.created_at >= ${since}::timestamptz - interval '1 day' and r.merged_into_id is null
    ),
    cases as (
      select h.rescue_id,
        min(h.created_at) filter (where h.from_status is null) as opened_at,
        min(coalesce(h.occurred_at, h.created_at)) filter (where h.to_status = 'accepted') as accepted_at,
        min(coalesce(h.occurred_at, h.created_at)) filter (where h.to_status = 'in_progress') as on_way_at,
        substr(max(lpad(h.id::text, 12, '0') || h.to_status), 13) as last_status,
        substr(max(lpad(h.id::text, 12, '0') || h.outcome) filter (where h.to_status = 'completed'), 13) as last_outcome
      from rescue_history h
      where h.created_at >= ${since}::timestamptz - interval '1 day' and h.created_at < ${until}
      group by h.rescue_id
    ),
    placed as (
      select w.area, w.requester_id, c.*,
        c.accepted_at is not null as acted,
        extract(epoch from c.accepted_at - c.opened_at) as to_accept,
        extract(epoch from c.on_way_at - c.opened_at) as to_on_way
      from cases c
      join window_cases w on w.id = c.rescue_id
      where c.opened_at >= ${since} and c.opened_at < ${until}
    )
    select acted, grouping(area) = 1 as city, area,
      count(*)::int as cases,
      coalesce(array_agg(distinct requester_id) filter (where requester_id is not null), '{}') as reporter_ids,
      count(to_accept)::int as accept_reached,
      percentile_cont(0.5) within group (order by to_accept) as accept_median,
      percentile_cont(0.9) within group (order by to_accept) as accept_p90,
      count(to_on_way)::int as on_way_reached,
      percentile_cont(0.5) within group (order by to_on_way) as on_way_median,
      percentile_cont(0.9) within group (order by to_on_way) as on_way_p90,
      (count(*) filter (where last_status = 'completed'))::int as completed,
      (count(*) filter (where last_status = 'cancelled'))::int as cancelled,
      (count(*) filter (where last_status not in (${terminal})))::int as open,
      ${completedAs}
    from placed
    group by grouping sets ((acted, area), (acted))
    order by acted, area`
}

/**
 * Run in the background beside the requests (stats.service.ts), on one core: no parallel
 * workers, no JIT compilation (it costs more than it saves here), and room to sort in memory.
 * A read: it takes no lock a write waits for (docs/architecture.md#a-citys-year).
 */
export async function responseTimeGroups(db: Database, since: Date, until: Date): Promise<AreaRow[]> {
  return db.transaction().execute(async (trx) => {
    // A job, not a request: the requests' time limit (database.ts) does not apply to it.
    await sql`set local statement_timeout = '5min'`.execute(trx)
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx)
    await sql`set local jit = off`.execute(trx)
    await sql`set local work_mem = '64MB'`.execute(trx)
    return (await responseTimesQuery(since, until).execute(trx)).rows
  })
}

// The share of lost posts reunited within REUNITED_WITHIN_DAYS (docs/rules.md#public-statistics).

/** Lost posts made from `from` to `to` (each at least `withinDays` old), and how many were reunited within `withinDays`. */
export async function reunions(
  db: Db,
  from: Date,
  to: Date,
  withinDays: number,
): Promise<{ lost: number; reunited: number }> {
  const row = await db
    .selectFrom('lost_found_posts')
    .select((eb) => [
      eb.fn.countAll().as('lost'),
      sql<number>`count(*) filter (where outcome = 'reunited' and closed_at <= created_at + make_interval(days => ${withinDays}))`.as(
        'reunited',
      ),
    ])
    .where('kind', '=', 'lost')
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .executeTakeFirstOrThrow()
  return { lost: Number(row.lost), reunited: Number(row.reunited) }
}
