// "How fast help comes" (public, docs/rules.md#public-statistics). The figures change slowly
// and cost one pass over the window's history, so a process computes them once and keeps them,
// written out as the JSON and CSV answers, for STATS_CACHE_SECONDS; after that it serves them
// while it computes the next ones in the background. A listening server computes them as it
// starts (warm), so no request waits for the computation; two computations never run at once.
// Each replica computes its own copy: nothing is shared but the database.
import { RESCUE_OUTCOMES, REUNITED_WITHIN_DAYS, STATS_MIN_CASES, STATS_WINDOW_DAYS } from '@paws/contracts'
import {
  type AreaFigures,
  type CompletedAs,
  RESPONSE_TIMES_CSV_COLUMNS,
  type ResponseTimes,
} from '@paws/contracts/schemas/stats'
import { stringify } from 'csv-stringify/sync'
import type { Database } from '../../db/database.ts'
import { type AreaRow, outcomeColumn, responseTimesByArea, reunions } from './stats.repository.ts'

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
    outcomes: {
      completed: row.completed,
      completedAs: Object.fromEntries(RESCUE_OUTCOMES.map((o) => [o, row[outcomeColumn(o)]])) as CompletedAs,
      cancelled: row.cancelled,
      open: row.open,
    },
  }
}

/** One CSV row per area, in RESPONSE_TIMES_CSV_COLUMNS order. */
function csvRows(answer: ResponseTimes): (string | number)[][] {
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
    ...RESCUE_OUTCOMES.map((o) => a.outcomes.completedAs[o]),
  ])
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

export function createStatsService(deps: { db: Database; cacheSeconds: number; now?: () => Date }) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  let kept: { written: Written; at: number } | null = null
  let computing: Promise<Written> | null = null

  async function compute(): Promise<ResponseTimes> {
    const to = now()
    const from = new Date(to.getTime() - STATS_WINDOW_DAYS * DAY_MS)
    const rows = await responseTimesByArea(db, from, to, STATS_MIN_CASES)
    // Lost posts old enough to have had their REUNITED_WITHIN_DAYS; shown from STATS_MIN_CASES of them.
    const lost = await reunions(db, from, new Date(to.getTime() - REUNITED_WITHIN_DAYS * DAY_MS), REUNITED_WITHIN_DAYS)
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      windowDays: STATS_WINDOW_DAYS,
      minCases: STATS_MIN_CASES,
      computedAt: to.toISOString(),
      areas: rows.map(toFigures),
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
