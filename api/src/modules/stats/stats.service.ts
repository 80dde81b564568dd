// "How fast help comes" (public, docs/rules.md#public-statistics). The figures change slowly
// and cost one pass over the window's history, so a process computes them once and keeps them,
// written out as the JSON and CSV answers, for STATS_CACHE_SECONDS; after that it serves them
// while it computes the next ones in the background. A listening server computes them as it
// starts (warm), so no request waits for the computation; two computations never run at once.
// Each replica computes its own copy: nothing is shared but the database. The window ends at the
// last midnight in Mumbai, so the figures themselves change once a day.
import {
  RESCUE_OUTCOMES,
  REUNITED_WITHIN_DAYS,
  STATS_MIN_CASES,
  STATS_MIN_REPORTERS,
  STATS_WINDOW_DAYS,
} from '@paws/contracts'
import {
  type AreaFigures,
  type CityFigures,
  type CityHiddenReason,
  type CompletedAs,
  type Delay,
  type HiddenFigures,
  RESPONSE_TIMES_CSV_COLUMNS,
  type ResponseTimes,
} from '@paws/contracts/schemas/stats'
import { stringify } from 'csv-stringify/sync'
import type { Database } from '../../db/database.ts'
import { type AreaRow, outcomeColumn, responseTimeGroups, reunions } from './stats.repository.ts'
import type { Clock } from '../../lib/clock.ts'

const DAY_MS = 86_400_000
/** India's offset from UTC (Asia/Kolkata keeps no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000
const seconds = (value: number | string | null) => (value === null ? null : Math.round(Number(value)))

/** The last midnight in Mumbai at or before `at`: the end of the window of the figures. */
function lastMumbaiMidnight(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS)
}

/** Why a group may not be shown: too few cases, or cases from too few people (null: it may). */
function withheld(cases: number, reporters: number): 'few_cases' | 'few_reporters' | null {
  if (cases < STATS_MIN_CASES) return 'few_cases'
  if (reporters < STATS_MIN_REPORTERS) return 'few_reporters'
  return null
}

/** A median and a 90th percentile over fewer than STATS_MIN_CASES cases would tell of too few. */
function delay(reached: number, median: number | null, p90: number | null): Delay {
  const shown = reached >= STATS_MIN_CASES
  return { reached, medianSeconds: shown ? seconds(median) : null, p90Seconds: shown ? seconds(p90) : null }
}

function toFigures(row: AreaRow): CityFigures {
  return {
    cases: row.cases,
    firstAccept: delay(row.accept_reached, row.accept_median, row.accept_p90),
    onTheWay: delay(row.on_way_reached, row.on_way_median, row.on_way_p90),
    outcomes: {
      completed: row.completed,
      completedAs: Object.fromEntries(RESCUE_OUTCOMES.map((o) => [o, row[outcomeColumn(o)]])) as CompletedAs,
      cancelled: row.cancelled,
      open: row.open,
    },
  }
}

/**
 * The rules of docs/rules.md#public-statistics over the groups of the window: an area is shown
 * with enough cases an NGO acted on from enough people; the city the same, and only when what
 * the areas shown leave out is nothing or a group that could be shown itself (else the city less
 * the areas would be the figures of the few cases left out).
 */
function publish(rows: AreaRow[]): Pick<ResponseTimes, 'city' | 'areas' | 'hidden'> {
  const acted = rows.filter((r) => r.acted)
  const cityRow = acted.find((r) => r.city)
  const areas: AreaFigures[] = []
  const hidden: HiddenFigures = {
    fewCases: { areas: 0, cases: 0 },
    fewReporters: { areas: 0, cases: 0 },
    withoutArea: 0,
    notActedOn: rows.find((r) => !r.acted && r.city)?.cases ?? 0,
    city: null,
  }
  let leftOut = 0
  const leftOutReporters = new Set<number>()
  for (const row of acted) {
    if (row.city) continue
    const why = row.area === null ? 'no_area' : withheld(row.cases, row.reporter_ids.length)
    if (why === null && row.area !== null) {
      areas.push({ area: row.area, ...toFigures(row) })
      continue
    }
    leftOut += row.cases
    for (const id of row.reporter_ids) leftOutReporters.add(id)
    if (why === 'no_area') hidden.withoutArea += row.cases
    else {
      const group = why === 'few_cases' ? hidden.fewCases : hidden.fewReporters
      group.areas += 1
      group.cases += row.cases
    }
  }
  let cityWhy: CityHiddenReason | null = cityRow ? withheld(cityRow.cases, cityRow.reporter_ids.length) : 'few_cases'
  if (cityWhy === null && leftOut > 0 && withheld(leftOut, leftOutReporters.size) !== null) cityWhy = 'reveals_left_out'
  hidden.city = cityWhy
  return { city: cityRow && cityWhy === null ? toFigures(cityRow) : null, areas, hidden }
}

const figureCells = (f: CityFigures | null) =>
  f === null
    ? Array.from({ length: 6 + 3 + RESCUE_OUTCOMES.length }, () => '')
    : [
        f.firstAccept.reached,
        f.firstAccept.medianSeconds ?? '',
        f.firstAccept.p90Seconds ?? '',
        f.onTheWay.reached,
        f.onTheWay.medianSeconds ?? '',
        f.onTheWay.p90Seconds ?? '',
        f.outcomes.completed,
        f.outcomes.cancelled,
        f.outcomes.open,
        ...RESCUE_OUTCOMES.map((o) => f.outcomes.completedAs[o]),
      ]

/**
 * The CSV rows, in RESPONSE_TIMES_CSV_COLUMNS order (group, area, areas, cases, left_out_because,
 * then the figures): each area shown, the city, and each reason something is left out.
 */
function csvRows(answer: ResponseTimes): (string | number)[][] {
  const { hidden } = answer
  return [
    ...answer.areas.map((a) => ['area', a.area, '', a.cases, '', ...figureCells(a)]),
    ['city', '', '', answer.city?.cases ?? '', hidden.city ?? '', ...figureCells(answer.city)],
    ['left_out', '', hidden.fewCases.areas, hidden.fewCases.cases, 'few_cases', ...figureCells(null)],
    ['left_out', '', hidden.fewReporters.areas, hidden.fewReporters.cases, 'few_reporters', ...figureCells(null)],
    ['left_out', '', '', hidden.withoutArea, 'no_area', ...figureCells(null)],
    ['left_out', '', '', hidden.notActedOn, 'not_acted_on', ...figureCells(null)],
  ]
}

export const CSV_HEADER = [...RESPONSE_TIMES_CSV_COLUMNS]

/** The figures and the two answers made from them once, sent as they are to every request. */
export interface Written {
  json: string
  csv: string
}

function write(answer: ResponseTimes): Written {
  return { json: JSON.stringify(answer), csv: stringify([CSV_HEADER, ...csvRows(answer)]) }
}

export function createStatsService(deps: {
  db: Database
  cacheSeconds: number
  /** Off (tests of the whole app only): the window ends when the figures are computed. */
  dailyCut: boolean
  clock: Clock
}) {
  const { db } = deps
  const now = deps.clock
  let kept: { written: Written; at: number } | null = null
  let computing: Promise<Written> | null = null

  async function compute(): Promise<ResponseTimes> {
    const at = now()
    // Up to the last midnight: every answer of a day is the same, so two of them taken minutes
    // apart cannot be subtracted to give one new case's figures.
    const to = deps.dailyCut ? lastMumbaiMidnight(at) : at
    const from = new Date(to.getTime() - STATS_WINDOW_DAYS * DAY_MS)
    const rows = await responseTimeGroups(db, from, to)
    // Lost posts old enough to have had their REUNITED_WITHIN_DAYS; shown from STATS_MIN_CASES of them.
    const lost = await reunions(db, from, new Date(to.getTime() - REUNITED_WITHIN_DAYS * DAY_MS), REUNITED_WITHIN_DAYS)
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      windowDays: STATS_WINDOW_DAYS,
      minCases: STATS_MIN_CASES,
      minReporters: STATS_MIN_REPORTERS,
      computedAt: at.toISOString(),
      ...publish(rows),
      lostFound:
        lost.lost >= STATS_MIN_CASES
          ? {
              lostPosts: lost.lost,
              reunitedWithin14Days: lost.reunited,
              share: Math.round((lost.reunited / lost.lost) * 1000) / 1000,
            }
          : null,
    }
  }

  function refresh(): Promise<Written> {
    computing ??= compute()
      .then((answer) => {
        const written = write(answer)
        kept = { written, at: Date.now() }
        return written
      })
      .finally(() => {
        computing = null
      })
    return computing
  }

  async function responseTimes(): Promise<Written> {
    if (deps.cacheSeconds === 0 || kept === null) return refresh()
    if (Date.now() - kept.at >= deps.cacheSeconds * 1000) {
      // Stale: answered at once, the next figures are on their way (a failure keeps the old ones).
      refresh().catch(() => undefined)
    }
    return kept.written
  }

  /** Computes the figures in the background (a server that starts listening). */
  function warm(): Promise<void> {
    if (deps.cacheSeconds === 0) return Promise.resolve()
    return refresh().then(() => undefined)
  }

  return { responseTimes, warm }
}

export type StatsService = ReturnType<typeof createStatsService>
