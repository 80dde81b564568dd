// "How fast help comes" (public). The figures change slowly and cost one pass over the
// window's history, so a process keeps them for STATS_CACHE_SECONDS and then serves them
// while it computes the next ones in the background: only the very first request waits, and
// two requests never compute at once. Each replica computes its own copy: nothing is shared
// but the database.
import { STATS_MIN_CASES, STATS_WINDOW_DAYS } from '@paws/contracts'
import { type AreaFigures, RESPONSE_TIMES_CSV_COLUMNS, type ResponseTimes } from '@paws/contracts/schemas/stats'
import type { Database } from '../../db/database.ts'
import { type AreaRow, responseTimesByArea } from './stats.repository.ts'

const DAY_MS = 86_400_000
const seconds = (value: number | string | null) => (value === null ? null : Math.round(Number(value)))

function toFigures(row: AreaRow): AreaFigures {
  return {
    area: row.area,
    cases: row.cases,
    firstAccept: {
      reached: row.accept_reached,
      medianSeconds: seconds(row.accept_median),
      p90Seconds: seconds(row.accept_p90),
    },
    onTheWay: {
      reached: row.on_way_reached,
      medianSeconds: seconds(row.on_way_median),
      p90Seconds: seconds(row.on_way_p90),
    },
    outcomes: { completed: row.completed, cancelled: row.cancelled, open: row.open },
  }
}

/** One CSV row per area, in RESPONSE_TIMES_CSV_COLUMNS order. */
export function csvRows(answer: ResponseTimes): (string | number)[][] {
  return answer.areas.map((a) => [
    a.area,
    a.cases,
    a.firstAccept.reached,
    a.firstAccept.medianSeconds ?? '',
    a.firstAccept.p90Seconds ?? '',
    a.onTheWay.reached,
    a.onTheWay.medianSeconds ?? '',
    a.onTheWay.p90Seconds ?? '',
    a.outcomes.completed,
    a.outcomes.cancelled,
    a.outcomes.open,
  ])
}

export const CSV_HEADER = [...RESPONSE_TIMES_CSV_COLUMNS]

export function createStatsService(deps: { db: Database; cacheSeconds: number; now?: () => Date }) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  let kept: { answer: ResponseTimes; at: number } | null = null
  let computing: Promise<ResponseTimes> | null = null

  async function compute(): Promise<ResponseTimes> {
    const to = now()
    const from = new Date(to.getTime() - STATS_WINDOW_DAYS * DAY_MS)
    const rows = await responseTimesByArea(db, from, to, STATS_MIN_CASES)
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      windowDays: STATS_WINDOW_DAYS,
      minCases: STATS_MIN_CASES,
      computedAt: to.toISOString(),
      areas: rows.map(toFigures),
    }
  }

  function refresh(): Promise<ResponseTimes> {
    computing ??= compute()
      .then((answer) => {
        kept = { answer, at: Date.now() }
        return answer
      })
      .finally(() => {
        computing = null
      })
    return computing
  }

  async function responseTimes(): Promise<ResponseTimes> {
    if (deps.cacheSeconds === 0 || kept === null) return refresh()
    if (Date.now() - kept.at >= deps.cacheSeconds * 1000) {
      // Stale: answered at once, the next figures are on their way (a failure keeps the old ones).
      refresh().catch(() => undefined)
    }
    return kept.answer
  }

  return { responseTimes }
}

export type StatsService = ReturnType<typeof createStatsService>
