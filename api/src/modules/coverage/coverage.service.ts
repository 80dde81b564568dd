// The coverage map (docs/rules.md#coverage). The region in cells of about 1 km: for the last
// 7 days, the hours at whose middle at least two members were on duty within 1.5 km of a cell's
// centre, and the cases filed in it that waited over 30 minutes for an accept; a cell covered
// less than half of those hours is thin. Admins and the coordinators of approved NGOs read it.
// Once a month at most, adopters and clinic staff whose home pincode lies in a thin cell where
// cases waited over an hour in the last month are asked to join an NGO there.
import {
  COVERAGE_CELL_DEGREES,
  COVERAGE_DAYS,
  COVERAGE_LONG_WAIT_MINUTES,
  COVERAGE_MAX_BOX_KM,
  COVERAGE_MIN_ON_DUTY,
  COVERAGE_REACH_M,
  COVERAGE_THIN_SHARE,
  type CoverageCell,
  type CoverageMap,
  type CoverageQuery,
} from '@paws/contracts/schemas/coverage'
import { placeByPincode } from '@paws/contracts/places/places'
import type { Database } from '../../db/database.ts'
import { Forbidden, ValidationFailed } from '../../lib/errors.ts'
import type { JobQueue, QueueSpec } from '../../lib/jobs.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import { boxAround, distanceM } from '../../lib/geo.ts'
import { actingNgo } from '../teams/teams.repository.ts'
import type { AuthUser } from '../../types.ts'
import * as repo from './coverage.repository.ts'
import type { Clock } from '../../lib/clock.ts'
import { defineWorker } from '../../lib/workers.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const HOURS = COVERAGE_DAYS * 24
const KM_PER_DEGREE = 111.195
/** The notice: cases near a home that waited longer than this, over the last month. */
const NOTICE_WAIT_MINUTES = 60
const NOTICE_DAYS = 30
/** NGOs based this near a home are named in its notice. */
const NOTICE_NGO_REACH_M = 5_000

const cellOf = (degrees: number) => Math.floor(degrees / COVERAGE_CELL_DEGREES + 1e-9)
const keyOf = (i: number, j: number) => `${i}:${j}`
const centreOf = (i: number, j: number) => ({
  lat: (i + 0.5) * COVERAGE_CELL_DEGREES,
  lng: (j + 0.5) * COVERAGE_CELL_DEGREES,
})
const round = (v: number) => Number(v.toFixed(4))

/** How long a case waited for someone to accept it (to now, while nobody has). */
function waitedMinutes(c: { created_at: Date; accepted_at: Date | null; cancelled_at: Date | null }, now: Date) {
  const end = c.accepted_at ?? c.cancelled_at ?? now
  return (new Date(end).getTime() - new Date(c.created_at).getTime()) / 60_000
}

interface Tally {
  i: number
  j: number
  /** Per hour of the window, the members on duty within reach at its middle. */
  onDuty: Map<number, Set<number>>
  cases: number
  longWaits: number
}

/** The cells of `box`: cover from the duty kept, waits from the cases filed (docs/rules.md#coverage). */
async function cellsOf(db: Database, box: repo.Box, now: Date): Promise<Map<string, Tally>> {
  const since = new Date(now.getTime() - COVERAGE_DAYS * DAY_MS)
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS
  const firstHour = lastHour - HOURS * HOUR_MS
  const cells = new Map<string, Tally>()
  const tally = (i: number, j: number) => {
    const key = keyOf(i, j)
    let t = cells.get(key)
    if (!t) {
      t = { i, j, onDuty: new Map(), cases: 0, longWaits: 0 }
      cells.set(key, t)
    }
    return t
  }
  const inBox = (i: number, j: number) =>
    (i + 1) * COVERAGE_CELL_DEGREES > box.minLat &&
    i * COVERAGE_CELL_DEGREES <= box.maxLat &&
    (j + 1) * COVERAGE_CELL_DEGREES > box.minLng &&
    j * COVERAGE_CELL_DEGREES <= box.maxLng

  const wider = {
    minLat: box.minLat - COVERAGE_REACH_M / 1000 / KM_PER_DEGREE,
    maxLat: box.maxLat + COVERAGE_REACH_M / 1000 / KM_PER_DEGREE,
    minLng: box.minLng - (COVERAGE_REACH_M / 1000 / KM_PER_DEGREE) * 1.1,
    maxLng: box.maxLng + (COVERAGE_REACH_M / 1000 / KM_PER_DEGREE) * 1.1,
  }
  for (const span of await repo.spansInBox(db, wider, since, now)) {
    const start = new Date(span.started_at).getTime()
    const end = Math.min(
      span.ended_at ? new Date(span.ended_at).getTime() : Number.POSITIVE_INFINITY,
      span.ends_at ? new Date(span.ends_at).getTime() : Number.POSITIVE_INFINITY,
      now.getTime(),
    )
    const hours: number[] = []
    for (let h = 0; h < HOURS; h++) {
      const middle = firstHour + h * HOUR_MS + HOUR_MS / 2
      if (middle >= start && middle < end) hours.push(h)
    }
    if (hours.length === 0) continue
    const near = boxAround(span.lat, span.lng, COVERAGE_REACH_M)
    for (let i = cellOf(near.minLat); i <= cellOf(near.maxLat); i++) {
      for (let j = cellOf(near.minLng); j <= cellOf(near.maxLng); j++) {
        if (!inBox(i, j) || distanceM(span, centreOf(i, j)) > COVERAGE_REACH_M) continue
        const t = tally(i, j)
        for (const h of hours) {
          const set = t.onDuty.get(h) ?? new Set<number>()
          set.add(span.user_id)
          t.onDuty.set(h, set)
        }
      }
    }
  }
  for (const c of await repo.casesInBox(db, box, since)) {
    const t = tally(cellOf(c.lat), cellOf(c.lng))
    t.cases++
    if (waitedMinutes(c, now) > COVERAGE_LONG_WAIT_MINUTES) t.longWaits++
  }
  return cells
}

function toCell(t: Tally): CoverageCell {
  const hoursCovered = [...t.onDuty.values()].filter((s) => s.size >= COVERAGE_MIN_ON_DUTY).length
  return {
    minLat: round(t.i * COVERAGE_CELL_DEGREES),
    minLng: round(t.j * COVERAGE_CELL_DEGREES),
    hoursCovered,
    cases: t.cases,
    longWaits: t.longWaits,
    thin: hoursCovered < HOURS * COVERAGE_THIN_SHARE,
  }
}

export function createCoverageService(deps: { db: Database; notifier: Notifier; clock: Clock }) {
  const { db, notifier } = deps
  const nowOf = deps.clock

  async function mayRead(viewer: AuthUser): Promise<void> {
    if (viewer.role === 'admin') return
    const ngo = viewer.role === 'ngo' ? await actingNgo(db, viewer.id) : undefined
    if (ngo?.kind === 'coordinator' && ngo.approval_status === 'approved' && ngo.is_active) return
    throw new Forbidden('error.coverage.notAllowed')
  }

  async function map(viewer: AuthUser, query: CoverageQuery): Promise<CoverageMap> {
    await mayRead(viewer)
    if (query.minLat >= query.maxLat || query.minLng >= query.maxLng) {
      throw new ValidationFailed([{ field: 'maxLat', message: 'error.coverage.boxOrder' }])
    }
    const middle = (query.minLat + query.maxLat) / 2
    const heightKm = (query.maxLat - query.minLat) * KM_PER_DEGREE
    const widthKm = (query.maxLng - query.minLng) * KM_PER_DEGREE * Math.cos((middle * Math.PI) / 180)
    if (heightKm > COVERAGE_MAX_BOX_KM || widthKm > COVERAGE_MAX_BOX_KM) {
      throw new ValidationFailed((t) => [
        { field: 'maxLat', message: t('error.coverage.boxTooLarge', { km: COVERAGE_MAX_BOX_KM }) },
      ])
    }
    const cells = await cellsOf(db, query, nowOf())
    return {
      hours: HOURS,
      cellDegrees: COVERAGE_CELL_DEGREES,
      cells: [...cells.values()]
        .map(toCell)
        .filter((c) => c.cases > 0 || c.hoursCovered > 0)
        .sort((a, b) => a.minLat - b.minLat || a.minLng - b.minLng),
    }
  }

  /**
   * Asks the people whose home lies in a thin cell, where cases waited over an hour in the
   * last month, to join an NGO there; each at most once a month. Answers how many were asked.
   */
  async function askWhereThin(): Promise<number> {
    const now = nowOf()
    const people = (await repo.peopleToAsk(db, new Date(now.getTime() - NOTICE_DAYS * DAY_MS))).flatMap((p) => {
      const place = placeByPincode(p.pincode)
      return place ? [{ id: p.id, home: { lat: place.lat, lng: place.lng } }] : []
    })
    if (people.length === 0) return 0
    const lats = people.map((p) => p.home.lat)
    const lngs = people.map((p) => p.home.lng)
    const pad = COVERAGE_REACH_M / 1000 / KM_PER_DEGREE
    const box: repo.Box = {
      minLat: Math.min(...lats) - pad,
      maxLat: Math.max(...lats) + pad,
      minLng: Math.min(...lngs) - pad,
      maxLng: Math.max(...lngs) + pad,
    }
    const cells = await cellsOf(db, box, now)
    const month = await repo.casesInBox(db, box, new Date(now.getTime() - NOTICE_DAYS * DAY_MS))
    const slow = month.filter((c) => waitedMinutes(c, now) > NOTICE_WAIT_MINUTES)
    const asked: number[] = []
    const ngoPad = NOTICE_NGO_REACH_M / 1000 / KM_PER_DEGREE
    const ngoBox = {
      minLat: box.minLat - ngoPad,
      maxLat: box.maxLat + ngoPad,
      minLng: box.minLng - ngoPad * 1.1,
      maxLng: box.maxLng + ngoPad * 1.1,
    }
    const ngos = (await repo.ngosInBox(db, ngoBox)).flatMap((n) =>
      n.lat === null || n.lng === null ? [] : [{ name: n.name, at: { lat: n.lat, lng: n.lng } }],
    )
    for (const person of people) {
      const cell = cells.get(keyOf(cellOf(person.home.lat), cellOf(person.home.lng)))
      const thin = cell ? toCell(cell).thin : true
      const count = slow.filter((c) => distanceM(person.home, c) <= COVERAGE_REACH_M).length
      if (!thin || count === 0) continue
      // The NGOs based nearest the home, within reach of a member there: who to ask to join.
      const near = ngos
        .map((n) => ({ name: n.name, m: distanceM(person.home, n.at) }))
        .filter((n) => n.m <= NOTICE_NGO_REACH_M)
        .sort((a, b) => a.m - b.m)
        .slice(0, 2)
        .map((n) => n.name)
      await notifier.notify(
        db,
        [person.id],
        localized('general', near.length > 0 ? '/notifications' : '/register-ngo', (t) => ({
          title: t._('notify.thinCover.title'),
          message:
            near.length > 0
              ? t._('notify.thinCover.message', { count, ngos: near.join(', ') })
              : t._('notify.thinCover.noNgo', { count }),
        })),
      )
      asked.push(person.id)
    }
    await repo.markAsked(db, asked, now)
    if (asked.length > 0) notifier.flush()
    return asked.length
  }

  return { map, askWhereThin }
}

export type CoverageService = ReturnType<typeof createCoverageService>

/** The daily look for thin cells whose people have not been asked this month. */
export const COVERAGE_QUEUE: QueueSpec = {
  name: 'coverage-notice',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  expireInSeconds: 600,
}

/** The next 10:30 in Mumbai (India time), a decent hour for a notice. */
function nextMorning(now: Date): Date {
  const offset = 330 * 60_000
  const day = Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS
  const at = day + 10.5 * HOUR_MS - offset
  return new Date(at > now.getTime() ? at : at + DAY_MS)
}

/**
 * Queues the next look, once across replicas (the singleton key is the day): called when a
 * server starts listening and after each look.
 */
export async function scheduleCoverageNotice(db: Database, jobs: JobQueue, now: Date): Promise<void> {
  const at = nextMorning(now)
  await jobs.schedule(db, COVERAGE_QUEUE.name, {}, {
    startAfter: at,
    singletonKey: `coverage-notice-${at.toISOString().slice(0, 10)}`,
  })
}

/** The coverage queue's worker: the day's look for thin cells, then the next day's queued. */
export function coverageWorker(coverage: CoverageService, deps: { db: Database; jobs: JobQueue; clock: Clock }) {
  return defineWorker(COVERAGE_QUEUE, async () => {
    await coverage.askWhereThin()
    await scheduleCoverageNotice(deps.db, deps.jobs, deps.clock())
  })
}
