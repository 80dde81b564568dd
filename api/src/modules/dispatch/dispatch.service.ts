// What a responder and the admins read of dispatch (docs/rules.md#dispatch): a responder's
// offers, the open cases near them (the self-pick list) as the approximate place only
// (rescues.privacy.access.ts), the admins' settings, and a case's ring for the admins' board.
import { URGENCIES } from '@paws/contracts'
import type {
  DispatchSettings,
  OfferList,
  OpenCase,
  OpenCaseList,
  RingList,
  RingView,
} from '@paws/contracts/schemas/dispatch'
import type { Database } from '../../db/database.ts'
import type { RescueCondition } from '@paws/contracts/schemas/rescues'
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { dispatchSettings, saveDispatchSettings } from '../../lib/settings.ts'
import { approximatePosition, boxAround, distanceM, GRID_SLACK_M, roundedDistance } from '../../lib/geo.ts'
import * as repo from './dispatch.repository.ts'
import { type Caller, onDutyAt } from './dispatch.take.ts'
import type { Clock } from '../../lib/clock.ts'

const DAY_MS = 24 * 3_600_000
/** The self-pick list holds cases reported in the last two days. */
const OPEN_WINDOW_MS = 2 * DAY_MS

type CaseRow = Awaited<ReturnType<typeof repo.openCasesInBox>>[number]

function openCase(row: CaseRow, from: { lat: number; lng: number } | null): OpenCase {
  const at = row.lat !== null && row.lng !== null ? approximatePosition({ lat: row.lat, lng: row.lng }) : null
  const location = row.location as { pincode?: string | null; city?: string | null }
  const c = row.condition as Partial<RescueCondition>
  return {
    id: row.id,
    status: row.status,
    urgency: row.urgency,
    animalType: row.animal_type,
    description: row.description,
    condition: {
      injuries: c.injuries ?? null,
      mobility: c.mobility ?? null,
      consciousness: c.consciousness ?? null,
      bleeding: c.bleeding ?? null,
      breathing: c.breathing ?? null,
    },
    createdAt: new Date(row.created_at).toISOString(),
    place: {
      lat: at?.lat ?? null,
      lng: at?.lng ?? null,
      pincode: location.pincode ?? null,
      city: location.city ?? '',
      fromTypedPlace: at !== null && row.from_typed_place === true,
    },
    distanceM: at && from ? roundedDistance(distanceM(from, at)) : null,
    photo: row.photo,
  }
}

export function createDispatchService(deps: { db: Database; clock: Clock }) {
  const { db } = deps

  function member(viewer: Caller): number {
    if (viewer.role !== 'ngo' || viewer.ngoId === null) throw new Forbidden('error.dispatch.notAMember')
    return viewer.ngoId
  }

  /** This responder's offers of the last day: open ones first, then the taken ones ("Taken by"). */
  async function offers(viewer: Caller): Promise<OfferList> {
    member(viewer)
    const now = deps.clock()
    const rows = await repo.offersOfUser(db, viewer.id, new Date(now.getTime() - DAY_MS))
    const duty = await onDutyAt(db, viewer.id, now)
    return {
      offers: rows
        .filter((r) => r.state === 'open' || r.state === 'taken')
        .map((r) => ({
          id: r.offer_id,
          state: r.state,
          offeredAt: new Date(r.offered_at).toISOString(),
          takenBy: r.state === 'taken' ? r.taken_by : null,
          rescue: openCase(r, duty),
        })),
    }
  }

  /**
   * Open cases nobody holds near the point, most urgent first, then nearest. Which cases are
   * listed, their order and their distances come from the approximate place alone: the box
   * of the query is widened by a cell so that it only narrows the search, and the radius is
   * applied to the approximate position (docs/rules.md#privacy-walk).
   */
  async function nearbyOpen(viewer: Caller, point: { lat: number; lng: number }): Promise<OpenCaseList> {
    member(viewer)
    const now = deps.clock()
    if (!(await onDutyAt(db, viewer.id, now))) throw new Forbidden('error.dispatch.notOnDuty')
    const { wideRadiusM } = await dispatchSettings(db)
    const rows = await repo.openCasesInBox(
      db,
      boxAround(point.lat, point.lng, wideRadiusM + GRID_SLACK_M),
      new Date(now.getTime() - OPEN_WINDOW_MS),
    )
    const rank = (u: string) => URGENCIES.indexOf(u as never)
    const cases = rows
      .map((row) => openCase(row, point))
      .filter((c) => c.distanceM !== null && c.distanceM <= wideRadiusM)
      .sort((a, b) => rank(a.urgency) - rank(b.urgency) || (a.distanceM ?? 0) - (b.distanceM ?? 0) || a.id - b.id)
    return { rescues: cases.slice(0, 50) }
  }

  async function settings(): Promise<DispatchSettings> {
    return dispatchSettings(db)
  }

  async function saveSettings(value: DispatchSettings): Promise<DispatchSettings> {
    if (value.wideRadiusM < value.nearRadiusM) {
      throw new ValidationFailed([{ field: 'wideRadiusM', message: 'error.dispatch.wideRing' }])
    }
    if (value.outerRadiusM < value.wideRadiusM) {
      throw new ValidationFailed([{ field: 'outerRadiusM', message: 'error.dispatch.outerRing' }])
    }
    if (value.farRadiusM < value.outerRadiusM) {
      throw new ValidationFailed([{ field: 'farRadiusM', message: 'error.dispatch.farRing' }])
    }
    for (const urgency of ['Critical', 'High'] as const) {
      if (value[`admins${urgency}Minutes`] <= value[`widen${urgency}Minutes`]) {
        const field = `admins${urgency}Minutes`
        throw new ValidationFailed([{ field, message: 'error.dispatch.adminsAfterWiden' }])
      }
    }
    return saveDispatchSettings(db, value)
  }

  /** The rings of cases, in the order asked (a case never offered reads an empty ring). */
  async function ringsOf(caseIds: number[]): Promise<(RingView & { rescueId: number })[]> {
    const offers = await repo.offersOfCases(db, caseIds)
    const steps = await repo.openStepsOf(db, caseIds)
    const done = await repo.stepsOfCases(db, caseIds)
    return caseIds.map((rescueId) => {
      const next = steps.find((s) => s.rescue_id === rescueId)
      return {
        rescueId,
        offers: offers
          .filter((o) => o.rescue_id === rescueId)
          .map((o) => ({
            userId: o.user_id,
            name: `${o.first_name} ${o.last_name}`.trim(),
            ngo: o.ngo_name,
            ring: o.ring,
            distanceM: o.distance_m,
            offeredAt: new Date(o.offered_at).toISOString(),
            state: o.state,
            reason: o.reason,
            answeredAt: o.answered_at ? new Date(o.answered_at).toISOString() : null,
            why: o.why,
            passedOverAt: o.no_answer_at ? new Date(o.no_answer_at).toISOString() : null,
          })),
        next: next ? { step: next.step, at: new Date(next.due_at).toISOString() } : null,
        steps: done
          .filter((d) => d.rescue_id === rescueId)
          .map((d) => ({ step: d.step, at: new Date(d.fired_at ?? d.due_at).toISOString() })),
      }
    })
  }

  async function ring(caseId: number): Promise<RingView> {
    if (!(await repo.caseExists(db, caseId))) throw new NotFound()
    const [found] = await ringsOf([caseId])
    if (!found) throw new NotFound()
    return { offers: found.offers, next: found.next, steps: found.steps }
  }

  /** The rings of the admins' list rows (ids as "1,2,3"; unknown ids read as empty rings). */
  async function rings(ids: string): Promise<RingList> {
    return { rings: await ringsOf([...new Set(ids.split(',').map(Number))]) }
  }

  return { offers, nearbyOpen, settings, saveSettings, ring, rings }
}

export type DispatchService = ReturnType<typeof createDispatchService>
