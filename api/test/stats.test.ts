// "How fast help comes": per pincode area over the last 90 days, the median and 90th
// percentile of the time from the report to the first accept and to "on the way", and where
// the cases stand (with the outcome of each completed case's latest completion), from the cases'
// history only; fewer than 20 cases in an area shows nothing.
// The test recomputes every figure from the history rows themselves and compares them with the
// JSON answer and the CSV.
import { RESCUE_OUTCOMES, type RescueOutcome, type RescueStatus } from '@paws/contracts'
import { parse } from 'csv-parse/sync'
import { beforeEach, describe, expect, it } from 'vitest'
import { createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp({ STATS_CACHE_SECONDS: 0 })
const { app, db } = ctx

let reporter: TestUser
beforeEach(async () => {
  await resetDb(db)
  reporter = await createUser(ctx)
})

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

interface Story {
  pincode: string | null
  /** Days before now the case was reported. */
  ageDays: number
  /**
   * Minutes after the report of each status it went through, in order; a third number is when
   * the step was made on the phone (occurred_at), when it reached the server later.
   */
  steps: ([RescueStatus, number] | [RescueStatus, number, number])[]
  mergedInto?: number
  /** The case row's status when it says other than its history (the figures follow the history). */
  status?: RescueStatus
  /** The outcome each completion gave, in order (null: a completion from before outcomes were asked). */
  outcomes?: (RescueOutcome | null)[]
}

/** A case and its history rows, stamped as the story says (straight in the database). */
async function makeCase(story: Story): Promise<number> {
  const opened = new Date(Date.now() - story.ageDays * DAY)
  const last = story.steps.at(-1)?.[0] ?? 'pending'
  const { id } = await db
    .insertInto('rescues')
    .values({
      requester_id: reporter.id,
      animal_type: 'dog',
      urgency: 'high',
      status: story.status ?? last,
      description: 'Statistics case',
      location: JSON.stringify({ address: 'Somewhere', city: 'Mumbai', pincode: story.pincode }),
      created_at: opened,
      updated_at: opened,
      merged_into_id: story.mergedInto ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const at = (minutes: number) => new Date(opened.getTime() + minutes * MINUTE)
  const rows: { from: string | null; to: string; at: Date; occurred: Date | null; outcome: RescueOutcome | null }[] = [
    { from: null, to: 'pending', at: opened, occurred: null, outcome: null },
  ]
  const outcomes = [...(story.outcomes ?? [])]
  for (const [to, minutes, occurred] of story.steps) {
    rows.push({
      from: rows.at(-1)!.to,
      to,
      at: at(minutes),
      occurred: occurred === undefined ? null : at(occurred),
      outcome: to === 'completed' ? (outcomes.shift() ?? null) : null,
    })
  }
  await db
    .insertInto('rescue_history')
    .values(
      rows.map((r) => ({
        rescue_id: id,
        from_status: r.from,
        to_status: r.to,
        actor_id: null,
        actor_role: 'system',
        actor_name: 'Test',
        note: null,
        created_at: r.at,
        occurred_at: r.occurred,
        outcome: r.outcome,
      })),
    )
    .execute()
  return id
}

/** A full story: assigned at once, accepted after `accept` minutes, on the way `onWay` later. */
function handled(pincode: string, i: number, accept: number, onWay: number | null, end?: RescueStatus): Story {
  const steps: [RescueStatus, number][] = [
    ['assigned', 1],
    ['accepted', accept],
  ]
  if (onWay !== null) steps.push(['in_progress', accept + onWay])
  if (end) steps.push([end, accept + (onWay ?? 0) + 60])
  return { pincode, ageDays: 1 + (i % 80), steps, outcomes: [RESCUE_OUTCOMES[i % RESCUE_OUTCOMES.length]!] }
}

/** PostgreSQL's percentile_cont: linear between the two nearest ranks. */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null
  const v = [...values].sort((a, b) => a - b)
  const pos = p * (v.length - 1)
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return Math.round(v[lo] + (v[hi] - v[lo]) * (pos - lo))
}

/** The figures of each area, recomputed from the rows of rescue_history and the case's pincode. */
async function recompute(): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom('rescue_history as h')
    .innerJoin('rescues as r', 'r.id', 'h.rescue_id')
    .select([
      'h.id',
      'h.rescue_id',
      'h.from_status',
      'h.to_status',
      'h.created_at',
      'h.occurred_at',
      'h.outcome',
      'r.location',
      'r.merged_into_id',
    ])
    .orderBy('h.id')
    .execute()
  const since = Date.now() - 90 * DAY
  const cases = new Map<number, { area: string | null; merged: boolean; rows: typeof rows }>()
  for (const row of rows) {
    const c = cases.get(row.rescue_id) ?? {
      area: (row.location as { pincode?: string | null }).pincode ?? null,
      merged: row.merged_into_id !== null,
      rows: [],
    }
    c.rows.push(row)
    cases.set(row.rescue_id, c)
  }
  const areas = new Map<string, { accept: number[]; onWay: number[]; last: string[]; completedAs: string[] }>()
  for (const c of cases.values()) {
    const opened = c.rows.find((r) => r.from_status === null)!
    const at = new Date(opened.created_at).getTime()
    if (c.merged || !c.area || at < since) continue
    const first = (to: string) => c.rows.find((r) => r.to_status === to)
    const seconds = (to: string) => {
      const row = first(to)
      return row ? (new Date(row.occurred_at ?? row.created_at).getTime() - at) / 1000 : null
    }
    const a = areas.get(c.area) ?? { accept: [], onWay: [], last: [], completedAs: [] }
    const accept = seconds('accepted')
    const onWay = seconds('in_progress')
    if (accept !== null) a.accept.push(accept)
    if (onWay !== null) a.onWay.push(onWay)
    a.last.push(c.rows.at(-1)!.to_status)
    if (c.rows.at(-1)!.to_status === 'completed') {
      const outcome = c.rows.findLast((r) => r.to_status === 'completed')!.outcome
      if (outcome) a.completedAs.push(outcome)
    }
    areas.set(c.area, a)
  }
  return [...areas.entries()]
    .filter(([, a]) => a.last.length >= 20)
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([area, a]) => ({
      area,
      cases: a.last.length,
      firstAccept: {
        reached: a.accept.length,
        medianSeconds: percentile(a.accept, 0.5),
        p90Seconds: percentile(a.accept, 0.9),
      },
      onTheWay: {
        reached: a.onWay.length,
        medianSeconds: percentile(a.onWay, 0.5),
        p90Seconds: percentile(a.onWay, 0.9),
      },
      outcomes: {
        completed: a.last.filter((s) => s === 'completed').length,
        completedAs: Object.fromEntries(RESCUE_OUTCOMES.map((o) => [o, a.completedAs.filter((x) => x === o).length])),
        cancelled: a.last.filter((s) => s === 'cancelled').length,
        open: a.last.filter((s) => s !== 'completed' && s !== 'cancelled').length,
      },
    }))
}

const json = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/stats/response-times' })
  expect(res.statusCode, res.body).toBe(200)
  return res
}

describe('GET /stats/response-times', () => {
  it('shows an area with 20 cases and nothing of one with 19, and the figures are those of the history rows', async () => {
    // Bandra (400050): 20 cases in the window, with varied times; 3 never accepted, 5 not yet on the way.
    for (let i = 0; i < 20; i++) {
      const accept = 4 + ((i * 7) % 23)
      const onWay = i % 4 === 0 ? null : 10 + ((i * 11) % 37)
      const end: RescueStatus | undefined = i % 3 === 0 ? 'completed' : i % 5 === 0 ? 'cancelled' : undefined
      const story =
        i < 3
          ? { pincode: '400050', ageDays: 2 + i, steps: [['assigned', 3] as [RescueStatus, number]] }
          : handled('400050', i, accept, onWay, end)
      await makeCase(story)
    }
    // Parel (400012): 19 cases; plus, in Bandra, a case older than 90 days, a merged case and
    // cases without a pincode, none of which counts.
    for (let i = 0; i < 19; i++) await makeCase(handled('400012', i, 5 + i, 12))
    const survivor = await makeCase(handled('400050', 100, 3, 8))
    // Accepted 2 minutes after the report with no signal, the accept reaching the server at 50;
    // on the way at 55. Its row says cancelled, its history that it is on the way.
    await makeCase({
      pincode: '400050',
      ageDays: 3,
      status: 'cancelled',
      steps: [
        ['assigned', 1],
        ['accepted', 50, 2],
        ['in_progress', 55],
      ],
    })
    // Completed as died, reopened by the reporter and completed again as admitted: counted once, as
    // admitted. Completed, then reopened and still open: no outcome counted. Completed before
    // outcomes were asked: completed, with no outcome.
    await makeCase({
      pincode: '400050',
      ageDays: 4,
      steps: [
        ['assigned', 1],
        ['accepted', 5],
        ['in_progress', 9],
        ['completed', 90],
        ['pending', 200],
        ['assigned', 201],
        ['accepted', 210],
        ['completed', 300],
      ],
      outcomes: ['died', 'admitted'],
    })
    await makeCase({
      pincode: '400050',
      ageDays: 5,
      steps: [
        ['assigned', 1],
        ['accepted', 5],
        ['completed', 90],
        ['pending', 200],
      ],
      outcomes: ['not_found'],
    })
    await makeCase({ ...handled('400050', 103, 2, 2, 'completed'), outcomes: [null] })
    await makeCase({ ...handled('400050', 101, 1, 1), mergedInto: survivor })
    await makeCase({ ...handled('400050', 102, 999, 999), ageDays: 91 })
    for (let i = 0; i < 25; i++) await makeCase(handled('', i, 2, 2))

    const res = await json()
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/)
    const body = res.json()
    expect(body).toMatchObject({ windowDays: 90, minCases: 20 })
    const expected = await recompute()
    expect(expected.map((a) => a.area)).toEqual(['400050'])
    expect(body.areas).toEqual(expected)
    expect(body.areas[0]).toMatchObject({
      cases: 25,
      firstAccept: { reached: 22 },
      outcomes: {
        // 6 of the 20, the one completed twice and the one without an outcome.
        completed: 8,
        completedAs: {
          treated_on_site: 0,
          taken_to_clinic: 1,
          admitted: 2,
          released_after_treatment: 1,
          died: 1,
          not_found: 1,
          fostered_adopted: 1,
        },
        cancelled: 2,
        open: 15,
      },
    })
    // Nothing finer than the area: no case, address or position goes out.
    expect(JSON.stringify(body)).not.toMatch(/Somewhere|lat|lng|400012/)

    const csv = await app.inject({ method: 'GET', url: '/api/stats/response-times.csv' })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    const records = parse(csv.body, { columns: true }) as Record<string, string>[]
    const cell = (v: number | null) => (v === null ? '' : String(v))
    expect(records).toEqual(
      expected.map((a) => {
        const e = a as {
          area: string
          cases: number
          firstAccept: { reached: number; medianSeconds: number | null; p90Seconds: number | null }
          onTheWay: { reached: number; medianSeconds: number | null; p90Seconds: number | null }
          outcomes: { completed: number; completedAs: Record<RescueOutcome, number>; cancelled: number; open: number }
        }
        return {
          area: e.area,
          cases: String(e.cases),
          first_accept_reached: String(e.firstAccept.reached),
          first_accept_median_seconds: cell(e.firstAccept.medianSeconds),
          first_accept_p90_seconds: cell(e.firstAccept.p90Seconds),
          on_the_way_reached: String(e.onTheWay.reached),
          on_the_way_median_seconds: cell(e.onTheWay.medianSeconds),
          on_the_way_p90_seconds: cell(e.onTheWay.p90Seconds),
          completed: String(e.outcomes.completed),
          cancelled: String(e.outcomes.cancelled),
          open: String(e.outcomes.open),
          ...Object.fromEntries(RESCUE_OUTCOMES.map((o) => [`completed_${o}`, String(e.outcomes.completedAs[o])])),
        }
      }),
    )

    // The 20th case in Parel makes it show.
    await makeCase(handled('400012', 19, 30, 12))
    const after = (await json()).json()
    expect(after.areas.map((a: { area: string }) => a.area)).toEqual(['400012', '400050'])
    expect(after.areas).toEqual(await recompute())
  })

  it('is public and answers an empty list when no area has enough cases', async () => {
    for (let i = 0; i < 5; i++) await makeCase(handled('400050', i, 5, 5))
    const body = (await json()).json()
    expect(body.areas).toEqual([])
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(90 * DAY)
  })
})
