// "How fast help comes" (docs/rules.md#public-statistics): per pincode area and for the whole
// city over the 90 days up to the last midnight in Mumbai, the median and 90th percentile of the
// time from the report to the first accept and to "on the way", and where the cases stand (with
// the outcome of each completed case's latest completion), from the history of the cases an NGO
// accepted. A group shows only with 20 such cases from 10 different reporters, a median is never
// taken over fewer than 20 cases, and what is left out is counted, with why.
// The test recomputes every figure from the history rows themselves and compares them with the
// JSON answer and the CSV; it prints the smallest group the API published.
import { RESCUE_OUTCOMES, type RescueOutcome, type RescueStatus } from '@paws/contracts'
import type { AreaFigures, CityFigures, ResponseTimes } from '@paws/contracts/schemas/stats'
import { parse } from 'csv-parse/sync'
import { sql } from 'kysely'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
// Noon in Mumbai; the figures run up to the midnight before (18:30 UTC).
const NOON = new Date('2026-11-20T06:30:00Z')
const MIDNIGHT = new Date('2026-11-19T18:30:00Z')
let now = NOON

const ctx = await setupApp({ STATS_CACHE_SECONDS: 0 }, () => now)
const { app, db } = ctx

/** Twelve different people, who report the cases. */
let reporters: TestUser[] = []
beforeEach(async () => {
  await resetDb(db)
  now = NOON
  reporters = []
  for (let i = 0; i < 12; i++) reporters.push(await createUser(ctx))
})

/** The smallest group any answer published: its cases and its different reporters. */
let smallest: { group: string; cases: number; reporters: number } | null = null
afterAll(() => {
  console.log(
    smallest
      ? `smallest published group: ${smallest.cases} cases from ${smallest.reporters} reporters (${smallest.group})`
      : 'no group published',
  )
})

interface Story {
  pincode: string | null
  /** Days before the last midnight the case was reported (negative: after it). */
  ageDays: number
  /** Which of the twelve reported it. */
  reporter?: number
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
  const opened = new Date(MIDNIGHT.getTime() - story.ageDays * DAY)
  const last = story.steps.at(-1)?.[0] ?? 'pending'
  const { id } = await db
    .insertInto('rescues')
    .values({
      requester_id: reporters[story.reporter ?? 0]!.id,
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
  await addRow(id, null, 'pending', opened)
  let from: RescueStatus = 'pending'
  const outcomes = [...(story.outcomes ?? [])]
  for (const [to, minutes, occurred] of story.steps) {
    const outcome = to === 'completed' ? (outcomes.shift() ?? null) : null
    await addRow(id, from, to, at(minutes), occurred === undefined ? null : at(occurred), outcome)
    from = to
  }
  return id
}

async function addRow(
  id: number,
  from: RescueStatus | null,
  to: RescueStatus,
  at: Date,
  occurred: Date | null = null,
  outcome: RescueOutcome | null = null,
) {
  await db
    .insertInto('rescue_history')
    .values({
      rescue_id: id,
      from_status: from,
      to_status: to,
      actor_id: null,
      actor_role: 'system',
      actor_name: 'Test',
      note: null,
      created_at: at,
      occurred_at: occurred,
      outcome,
    })
    .execute()
}

/** A full story: assigned at once, accepted after `accept` minutes, on the way `onWay` later. */
function handled(pincode: string | null, i: number, accept: number, onWay: number | null, end?: RescueStatus): Story {
  const steps: [RescueStatus, number][] = [
    ['assigned', 1],
    ['accepted', accept],
  ]
  if (onWay !== null) steps.push(['in_progress', accept + onWay])
  if (end) steps.push([end, accept + (onWay ?? 0) + 60])
  return {
    pincode,
    reporter: i % 12,
    ageDays: 1 + (i % 80),
    steps,
    outcomes: [RESCUE_OUTCOMES[i % RESCUE_OUTCOMES.length]!],
  }
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

interface Group {
  reporters: Set<number>
  accept: number[]
  onWay: number[]
  last: string[]
  completedAs: string[]
}
const newGroup = (): Group => ({ reporters: new Set(), accept: [], onWay: [], last: [], completedAs: [] })

function figures(g: Group): CityFigures {
  const delay = (values: number[]) => ({
    reached: values.length,
    medianSeconds: values.length >= 20 ? percentile(values, 0.5) : null,
    p90Seconds: values.length >= 20 ? percentile(values, 0.9) : null,
  })
  return {
    cases: g.last.length,
    firstAccept: delay(g.accept),
    onTheWay: delay(g.onWay),
    outcomes: {
      completed: g.last.filter((s) => s === 'completed').length,
      completedAs: Object.fromEntries(
        RESCUE_OUTCOMES.map((o) => [o, g.completedAs.filter((x) => x === o).length]),
      ) as CityFigures['outcomes']['completedAs'],
      cancelled: g.last.filter((s) => s === 'cancelled').length,
      open: g.last.filter((s) => s !== 'completed' && s !== 'cancelled').length,
    },
  }
}

/**
 * The answer, recomputed from the rows of rescue_history and the cases' pincode and reporter as
 * they stood at the window's end `until` (rows that arrived later are not read).
 */
async function recompute(until: Date): Promise<Pick<ResponseTimes, 'city' | 'areas' | 'hidden'>> {
  const rows = (
    await db
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
        'r.requester_id',
      ])
      .orderBy('h.id')
      .execute()
  ).filter((r) => new Date(r.created_at).getTime() < until.getTime())
  const since = until.getTime() - 90 * DAY
  const cases = new Map<number, { area: string | null; merged: boolean; reporter: number; rows: typeof rows }>()
  for (const row of rows) {
    const c = cases.get(row.rescue_id) ?? {
      area: (row.location as { pincode?: string | null }).pincode || null,
      merged: row.merged_into_id !== null,
      reporter: row.requester_id!,
      rows: [],
    }
    c.rows.push(row)
    cases.set(row.rescue_id, c)
  }
  const city = newGroup()
  const areas = new Map<string | null, Group>()
  let notActedOn = 0
  for (const c of cases.values()) {
    const opened = c.rows.find((r) => r.from_status === null)!
    const at = new Date(opened.created_at).getTime()
    if (c.merged || at < since) continue
    const first = (to: string) => c.rows.find((r) => r.to_status === to)
    const seconds = (to: string) => {
      const row = first(to)
      return row ? (new Date(row.occurred_at ?? row.created_at).getTime() - at) / 1000 : null
    }
    const accept = seconds('accepted')
    if (accept === null) {
      notActedOn++
      continue
    }
    const area = areas.get(c.area) ?? newGroup()
    areas.set(c.area, area)
    const onWay = seconds('in_progress')
    const last = c.rows.at(-1)!.to_status
    const outcome = last === 'completed' ? c.rows.findLast((r) => r.to_status === 'completed')!.outcome : null
    for (const g of [area, city]) {
      g.reporters.add(c.reporter)
      g.accept.push(accept)
      if (onWay !== null) g.onWay.push(onWay)
      g.last.push(last)
      if (outcome) g.completedAs.push(outcome)
    }
  }
  const shows = (g: Group) => g.last.length >= 20 && g.reporters.size >= 10
  const hidden: ResponseTimes['hidden'] = {
    fewCases: { areas: 0, cases: 0 },
    fewReporters: { areas: 0, cases: 0 },
    withoutArea: areas.get(null)?.last.length ?? 0,
    notActedOn,
    city: null,
  }
  const shown: AreaFigures[] = []
  const leftOut = newGroup()
  for (const [area, g] of [...areas.entries()].sort(([x], [y]) => (x ?? '~').localeCompare(y ?? '~'))) {
    if (area !== null && shows(g)) {
      shown.push({ area, ...figures(g) })
      continue
    }
    for (const r of g.reporters) leftOut.reporters.add(r)
    leftOut.last.push(...g.last)
    if (area === null) continue
    const bucket = g.last.length < 20 ? hidden.fewCases : hidden.fewReporters
    bucket.areas++
    bucket.cases += g.last.length
  }
  hidden.city =
    city.last.length < 20
      ? 'few_cases'
      : city.reporters.size < 10
        ? 'few_reporters'
        : leftOut.last.length > 0 && !shows(leftOut)
          ? 'reveals_left_out'
          : null
  return { city: hidden.city === null ? figures(city) : null, areas: shown, hidden }
}

/** The answer, its CSV checked against it, and the smallest group it published noted. */
async function answer(): Promise<ResponseTimes> {
  const res = await app.inject({ method: 'GET', url: '/api/stats/response-times' })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/)
  const body = res.json() as ResponseTimes
  expect(body).toMatchObject({
    windowDays: 90,
    minCases: 20,
    minReporters: 10,
    to: lastMidnight(now).toISOString(),
    computedAt: now.toISOString(),
  })
  expect(Date.parse(body.to) - Date.parse(body.from)).toBe(90 * DAY)
  await noteSmallest(body)
  await checkCsv(body)
  return body
}

const lastMidnight = (at: Date) => {
  const local = at.getTime() + 330 * MINUTE
  return new Date(local - (local % DAY) - 330 * MINUTE)
}

async function noteSmallest(body: ResponseTimes) {
  const until = new Date(body.to)
  const groups = [
    ...body.areas.map((a) => ({ group: `area ${a.area}`, cases: a.cases, pincode: a.area as string | null })),
    ...(body.city ? [{ group: 'city', cases: body.city.cases, pincode: null }] : []),
  ]
  for (const g of groups) {
    const people = await db
      .selectFrom('rescues')
      .select('requester_id')
      .distinct()
      .where('created_at', '>=', new Date(until.getTime() - 90 * DAY))
      .where('created_at', '<', until)
      .where('merged_into_id', 'is', null)
      .$if(g.pincode !== null, (q) => q.where(sql`location->>'pincode'`, '=', g.pincode))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('rescue_history')
            .select('id')
            .whereRef('rescue_id', '=', 'rescues.id')
            .where('to_status', '=', 'accepted')
            .where('created_at', '<', until),
        ),
      )
      .execute()
    expect(g.cases).toBeGreaterThanOrEqual(20)
    expect(people.length).toBeGreaterThanOrEqual(10)
    if (!smallest || g.cases < smallest.cases || (g.cases === smallest.cases && people.length < smallest.reporters)) {
      smallest = { group: g.group, cases: g.cases, reporters: people.length }
    }
  }
}

async function checkCsv(body: ResponseTimes) {
  const csv = await app.inject({ method: 'GET', url: '/api/stats/response-times.csv' })
  expect(csv.statusCode).toBe(200)
  expect(csv.headers['content-type']).toMatch(/^text\/csv/)
  const records = parse(csv.body, { columns: true }) as Record<string, string>[]
  const cell = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v))
  const cells = (f: CityFigures | null) => ({
    first_accept_reached: cell(f?.firstAccept.reached),
    first_accept_median_seconds: cell(f?.firstAccept.medianSeconds),
    first_accept_p90_seconds: cell(f?.firstAccept.p90Seconds),
    on_the_way_reached: cell(f?.onTheWay.reached),
    on_the_way_median_seconds: cell(f?.onTheWay.medianSeconds),
    on_the_way_p90_seconds: cell(f?.onTheWay.p90Seconds),
    completed: cell(f?.outcomes.completed),
    cancelled: cell(f?.outcomes.cancelled),
    open: cell(f?.outcomes.open),
    ...Object.fromEntries(RESCUE_OUTCOMES.map((o) => [`completed_${o}`, cell(f?.outcomes.completedAs[o])])),
  })
  const { hidden } = body
  const leftOut = (areas: number | null, cases: number, why: string) => ({
    group: 'left_out',
    area: '',
    areas: cell(areas),
    cases: String(cases),
    left_out_because: why,
    ...cells(null),
  })
  expect(records).toEqual([
    ...body.areas.map((a) => ({
      group: 'area',
      area: a.area,
      areas: '',
      cases: String(a.cases),
      left_out_because: '',
      ...cells(a),
    })),
    {
      group: 'city',
      area: '',
      areas: '',
      cases: cell(body.city?.cases),
      left_out_because: hidden.city ?? '',
      ...cells(body.city),
    },
    leftOut(hidden.fewCases.areas, hidden.fewCases.cases, 'few_cases'),
    leftOut(hidden.fewReporters.areas, hidden.fewReporters.cases, 'few_reporters'),
    leftOut(null, hidden.withoutArea, 'no_area'),
    leftOut(null, hidden.notActedOn, 'not_acted_on'),
  ])
}

describe('GET /stats/response-times', () => {
  it('shows an area with 20 cases an NGO acted on from 10 reporters, and the figures are those of the history rows', async () => {
    // Bandra (400050): 20 cases with varied times; 3 never accepted (not acted on), 5 not yet on the way.
    for (let i = 0; i < 20; i++) {
      const accept = 4 + ((i * 7) % 23)
      const onWay = i % 4 === 0 ? null : 10 + ((i * 11) % 37)
      const end: RescueStatus | undefined = i % 3 === 0 ? 'completed' : i % 5 === 0 ? 'cancelled' : undefined
      const story =
        i < 3
          ? { pincode: '400050', reporter: i, ageDays: 2 + i, steps: [['assigned', 3] as [RescueStatus, number]] }
          : handled('400050', i, accept, onWay, end)
      await makeCase(story)
    }
    // Parel (400012): 19 cases; plus, in Bandra, a case older than 90 days, a merged case and
    // cases without a pincode, none of which counts in an area.
    for (let i = 0; i < 19; i++) await makeCase(handled('400012', i, 5 + i, 12))
    const survivor = await makeCase(handled('400050', 100, 3, 8))
    // Accepted 2 minutes after the report with no signal, the accept reaching the server at 50;
    // on the way at 55. Its row says cancelled, its history that it is on the way.
    await makeCase({
      pincode: '400050',
      reporter: 5,
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
      reporter: 6,
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
      reporter: 7,
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
    for (let i = 0; i < 25; i++) await makeCase(handled(null, i, 2, 2))

    const body = await answer()
    const expected = await recompute(MIDNIGHT)
    expect(expected.areas.map((a) => a.area)).toEqual(['400050'])
    expect(body.areas).toEqual(expected.areas)
    expect(body.areas[0]).toMatchObject({
      cases: 22,
      firstAccept: { reached: 22 },
      // 17 of the 22 got on the way: too few for a median.
      onTheWay: { reached: 17, medianSeconds: null, p90Seconds: null },
      outcomes: {
        // 6 of the 17 acted on, the one completed twice and the one without an outcome.
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
        open: 12,
      },
    })
    expect(body.areas[0]!.firstAccept.medianSeconds).toEqual(expect.any(Number))
    // The city: Bandra, Parel and the cases without a pincode (the 19 of Parel and the 25 left out
    // are a group of their own, so the city less Bandra shows no case alone).
    expect(body.city).toEqual(expected.city)
    expect(body.city).toMatchObject({ cases: 22 + 19 + 25, onTheWay: { reached: 17 + 19 + 25 } })
    expect(body.hidden).toEqual({
      fewCases: { areas: 1, cases: 19 },
      fewReporters: { areas: 0, cases: 0 },
      withoutArea: 25,
      notActedOn: 3,
      city: null,
    })
    expect(body.hidden).toEqual(expected.hidden)
    // Nothing finer than the area: no case, address or position goes out.
    expect(JSON.stringify(body)).not.toMatch(/Somewhere|lat|lng|400012/)

    // The 20th case in Parel makes it show.
    await makeCase(handled('400012', 19, 30, 12))
    const after = await answer()
    expect(after.areas.map((a) => a.area)).toEqual(['400012', '400050'])
    expect(after).toMatchObject(await recompute(MIDNIGHT))
  })

  it("one account's 19 reports cancelled, or accepted, do not publish the one real case of the area", async () => {
    // The real case: accepted after 17 minutes, on the way 23 later, the animal died.
    await makeCase({
      pincode: '400061',
      reporter: 1,
      ageDays: 3,
      steps: [
        ['assigned', 1],
        ['accepted', 17],
        ['in_progress', 40],
        ['rescued', 70],
        ['completed', 95],
      ],
      outcomes: ['died'],
    })
    // One account's 19 reports in the same pincode, cancelled before any NGO acted on them.
    const fake: number[] = []
    for (let i = 0; i < 19; i++) {
      fake.push(await makeCase({ pincode: '400061', reporter: 0, ageDays: 2, steps: [['cancelled', 5 + i]] }))
    }
    const body = await answer()
    expect(body.areas).toEqual([])
    expect(body.city).toBeNull()
    expect(body.hidden).toEqual({
      fewCases: { areas: 1, cases: 1 },
      fewReporters: { areas: 0, cases: 0 },
      withoutArea: 0,
      notActedOn: 19,
      city: 'few_cases',
    })
    const seconds = [17 * 60, 40 * 60]
    const leaks = (b: ResponseTimes) =>
      [...seconds.map(String), '"died":1'].filter((s) => JSON.stringify(b).includes(s))
    expect(leaks(body)).toEqual([])

    // The same 19, each accepted by an NGO before it was cancelled: 20 cases acted on, from 2 people.
    await db.deleteFrom('rescue_history').where('rescue_id', 'in', fake).execute()
    await db.deleteFrom('rescues').where('id', 'in', fake).execute()
    for (let i = 0; i < 19; i++) {
      await makeCase({
        pincode: '400061',
        reporter: 0,
        ageDays: 2,
        steps: [
          ['accepted', 2],
          ['cancelled', 5 + i],
        ],
      })
    }
    const again = await answer()
    expect(again.areas).toEqual([])
    expect(again.city).toBeNull()
    expect(again.hidden).toMatchObject({ fewReporters: { areas: 1, cases: 20 }, city: 'few_reporters' })
    expect(leaks(again)).toEqual([])
    expect(again).toMatchObject(await recompute(MIDNIGHT))
  })

  it('keeps the city when it would show the few cases the areas leave out', async () => {
    // Andheri (400053): 20 cases from 10 people, shown; 3 cases in Colaba (400005).
    for (let i = 0; i < 20; i++) await makeCase({ ...handled('400053', i, 5 + i, 10), reporter: i % 10 })
    for (let i = 0; i < 3; i++) await makeCase(handled('400005', i, 7, 7, 'completed'))
    const body = await answer()
    expect(body.areas.map((a) => a.area)).toEqual(['400053'])
    // The city less Andheri would be Colaba's three cases: withheld.
    expect(body.city).toBeNull()
    expect(body.hidden).toMatchObject({ fewCases: { areas: 1, cases: 3 }, city: 'reveals_left_out' })
    expect(body).toMatchObject(await recompute(MIDNIGHT))

    // 17 more cases left out (no pincode), from the other people: the 20 left out are a group of
    // their own, so the city shows.
    for (let i = 0; i < 17; i++) await makeCase(handled(null, i + 3, 9, 9))
    const after = await answer()
    expect(after.hidden).toMatchObject({ fewCases: { areas: 1, cases: 3 }, withoutArea: 17, city: null })
    expect(after.city).toMatchObject({ cases: 40, firstAccept: { reached: 40 } })
    expect(after).toMatchObject(await recompute(MIDNIGHT))
  })

  it("shows a day's cases and steps the next day, all at once", async () => {
    const ids: number[] = []
    for (let i = 0; i < 20; i++) ids.push(await makeCase({ ...handled('400070', i, 5 + i, 10), reporter: i % 10 }))
    const before = await answer()
    expect(before.areas.map((a) => [a.area, a.cases])).toEqual([['400070', 20]])
    // This morning: a 21st case, reported and accepted, and one of the 20 completed, the animal dead.
    await makeCase({ pincode: '400070', reporter: 11, ageDays: -0.2, steps: [['accepted', 3]] })
    await addRow(ids[0]!, 'in_progress', 'completed', new Date(MIDNIGHT.getTime() + 2 * 60 * MINUTE), null, 'died')
    // Asked again later today: the very same figures, nothing to subtract.
    now = new Date(NOON.getTime() + 5 * 60 * MINUTE)
    const later = await answer()
    expect({ ...later, computedAt: '' }).toEqual({ ...before, computedAt: '' })
    // The next day, both show.
    now = new Date(NOON.getTime() + DAY)
    const tomorrow = await answer()
    expect(tomorrow.areas[0]).toMatchObject({ cases: 21, outcomes: { completed: 1, completedAs: { died: 1 } } })
    expect(tomorrow).toMatchObject(await recompute(new Date(MIDNIGHT.getTime() + DAY)))
  })

  it('is public and answers no figures, and says why, when no group has enough cases', async () => {
    for (let i = 0; i < 5; i++) await makeCase(handled('400050', i, 5, 5))
    const body = await answer()
    expect(body.areas).toEqual([])
    expect(body.city).toBeNull()
    expect(body.hidden).toEqual({
      fewCases: { areas: 1, cases: 5 },
      fewReporters: { areas: 0, cases: 0 },
      withoutArea: 0,
      notActedOn: 0,
      city: 'few_cases',
    })
  })
})
