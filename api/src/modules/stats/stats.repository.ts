// The SQL of the public statistics: one pass over the history of the cases reported in the
// window. A case's times come from its history rows only: reported (the entry that opened it),
// the first "accepted", the first "in progress" (on the way), each dated when it was made on
// the phone (occurred_at) when the step said so, its latest status, and the outcome its latest
// completion gave (a case reopened and completed again counts by its last answer).
import { RESCUE_OUTCOMES, RESCUE_TERMINAL, type RescueOutcome } from '@paws/contracts'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

interface AreaTimes {
  area: string
  cases: number
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
 * Per pincode, the cases opened in [since, until) that were not merged into another case (a
 * merged case's animal is counted once, in the case it joined), with at least `minCases` of
 * them: PostgreSQL's percentile_cont (linear between the two nearest values) of the seconds to
 * each step, over the cases that reached it.
 */
export function responseTimesQuery(since: Date, until: Date, minCases: number) {
  const terminal = sql.join(RESCUE_TERMINAL.map((s) => sql.lit(s)))
  const completedAs = sql.join(
    RESCUE_OUTCOMES.map(
      (o) =>
        sql`(count(*) filter (where last_status = 'completed' and last_outcome = ${sql.lit(o)}))::int as ${sql.ref(outcomeColumn(o))}`,
    ),
  )
  return sql<AreaRow>`
    with cases as (
      select h.rescue_id,
        min(h.created_at) filter (where h.from_status is null) as opened_at,
        min(coalesce(h.occurred_at, h.created_at)) filter (where h.to_status = 'accepted') as accepted_at,
        min(coalesce(h.occurred_at, h.created_at)) filter (where h.to_status = 'in_progress') as on_way_at,
        (array_agg(h.to_status order by h.id desc))[1] as last_status,
        (array_agg(h.outcome order by h.id desc) filter (where h.to_status = 'completed'))[1] as last_outcome
      from rescue_history h
      join rescues r on r.id = h.rescue_id
      where r.created_at >= ${since}::timestamptz - interval '1 day' and r.merged_into_id is null
      group by h.rescue_id
    ),
    placed as (
      select nullif(btrim(r.location->>'pincode'), '') as area, c.*,
        extract(epoch from c.accepted_at - c.opened_at) as to_accept,
        extract(epoch from c.on_way_at - c.opened_at) as to_on_way
      from cases c
      join rescues r on r.id = c.rescue_id
      where c.opened_at >= ${since} and c.opened_at < ${until}
    )
    select area,
      count(*)::int as cases,
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
    where area is not null
    group by area
    having count(*) >= ${minCases}
    order by area`
}

export async function responseTimesByArea(db: Db, since: Date, until: Date, minCases: number): Promise<AreaRow[]> {
  return (await responseTimesQuery(since, until, minCases).execute(db)).rows
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
