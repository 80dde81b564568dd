// The rings (docs/rules.md#dispatch). A case with a place is offered as soon as it is filed,
// declined or given back: critical and high to the nearest on-duty responders within the near
// radius (web push, urgency high, a short TTL, Accept and Can't), widening on time to the wide
// radius and to the coordinators of the NGOs based within it, then to the admins; medium and
// low go to the self-pick list and are offered at once to the area's coordinators and, quietly
// ("new case near you", no low case at night), to the nearest on-duty responders. A first ring
// that finds fewer than the ring's size within the near radius takes the nearest within the
// wide one to make it up at once. An offer left unanswered for the admins' minutes moves the
// ring on to the next nearest, as "Can't" does, and stays open. Nobody is offered the
// same case twice, more than the daily cap, or in their quiet hours; the members of the NGO
// that declined it are left out. Each step is a due time fired once by a job, as the
// escalation deadlines are: the step's row is locked with SKIP LOCKED and closed in the same
// transaction, and the case is checked again (taken, closed or merged: nothing to do).
// The first accept wins in moveCase's conditional UPDATE; leaving the open statuses closes the
// ring there (endRing): the winner's offer is accepted, every other offer reads "Taken by".
import { isRung, type OfferAnswerReason, RESCUE_OPEN, type Urgency } from '@paws/contracts'
import type { MessageId } from '@lingui/core'
import type { DispatchSettings } from '@paws/contracts/schemas/dispatch'
import type { Database, Trx } from '../../db/database.ts'
import type { RingStep } from '../../db/schema.ts'
import type { JobQueue, QueueSpec } from '../../lib/jobs.ts'
import { dispatchSettings } from '../../lib/settings.ts'
import { adminIds } from '../notifications/notifications.repository.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import { onDutyNear } from '../responders/responders.repository.ts'
import { boxAround, distanceM } from '../rescues/rescues.nearby.ts'
import { roundedDistance } from '../rescues/rescues.privacy.ts'
import { findRescue } from '../rescues/rescues.repository.ts'
import * as repo from './dispatch.repository.ts'
import { ringPosition } from './dispatch.take.ts'

export const RING_QUEUE: QueueSpec = {
  name: 'rescue-ring',
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
}

export interface RingJob {
  stepId: number
}

export interface RingDeps {
  notifier: Notifier
  jobs: JobQueue
  /** The time of the ring's steps and offers (a simulated one in the dispatch benchmark). */
  clock?: () => Date
}

/** What the ring needs of a case. */
export interface RingCase {
  id: number
  status: string
  urgency: Urgency
  animal_type: string
  requester_id: number | null
  declined_by_ngo_id: number | null
  location: { city?: string | null; lat?: number | null; lng?: number | null }
  approx_lat?: number | null
  approx_lng?: number | null
}

/** How long an offer's push waits for a phone that is off: after that the ring has moved on. */
const OFFER_TTL_SECONDS = 600
/** A quiet "new case near you" stays worth delivering longer: the case waits in the list. */
const QUIET_TTL_SECONDS = 3600
const DAY_MS = 24 * 3_600_000
const IST_OFFSET_MINUTES = 330

export const nowOf = (deps: { clock?: () => Date }) => deps.clock?.() ?? new Date()

function inQuietHours(q: { from_minute: number; to_minute: number }, now: Date): boolean {
  const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % 1440
  return q.from_minute <= q.to_minute
    ? minute >= q.from_minute && minute < q.to_minute
    : minute >= q.from_minute || minute < q.to_minute
}

function caseText(c: RingCase, name: string, values: Record<string, unknown> = {}) {
  return (t: Parameters<Parameters<typeof localized>[2]>[0]) => {
    const all = {
      id: c.id,
      animal: t._(`enum.rescueAnimal.${c.animal_type}` as MessageId),
      urgency: t._(`notify.urgency.${c.urgency}` as MessageId),
      city: c.location.city ?? '',
      ...values,
    }
    return {
      title: t._(`notify.${name}.title` as MessageId, all),
      message: t._(`notify.${name}.message` as MessageId, all),
    }
  }
}

/** Someone a case may be offered to, and how far from it they are (or their NGO's base is). */
interface Candidate {
  userId: number
  ngoId: number
  distanceKm: number
}

/**
 * How an offer reaches the phone: a critical or high case rings (urgency high, the offer's
 * text); a medium or low one is a quiet "new case near you"; a coordinator reads "open case in
 * your area", as urgent as the case.
 */
type Voice = 'ring' | 'quiet' | 'area'

const TEXT_OF: Record<Voice, string> = { ring: 'offer', quiet: 'nearCase', area: 'areaCase' }

/**
 * Offers the case to the first `count` of `candidates` (nearest first) who were never offered
 * it, did not report it, are not of the NGO that declined it, are under the daily cap and not in
 * their quiet hours; answers how many were offered it.
 */
async function offerTo(
  trx: Trx,
  deps: RingDeps,
  c: RingCase,
  ring: number,
  candidates: Candidate[],
  count: number,
  voice: Voice,
): Promise<number> {
  const now = nowOf(deps)
  const settings = await dispatchSettings(trx)
  const already = await repo.offeredTo(trx, c.id)
  const open = candidates.filter(
    (r) => !already.has(r.userId) && r.userId !== c.requester_id && r.ngoId !== c.declined_by_ngo_id,
  )
  const ids = open.map((r) => r.userId)
  const counts = await repo.offerCounts(trx, ids, new Date(now.getTime() - DAY_MS))
  const quiet = new Map((await repo.quietHoursOf(trx, ids)).map((q) => [q.user_id, q]))
  const chosen = open
    .filter((r) => (counts.get(r.userId) ?? 0) < settings.offersPerDay)
    .filter((r) => {
      const q = quiet.get(r.userId)
      return !q || !inQuietHours(q, now)
    })
    .slice(0, count)
  const offered = await repo.insertOffers(
    trx,
    chosen.map((r) => ({
      rescue_id: c.id,
      user_id: r.userId,
      ngo_id: r.ngoId,
      ring,
      distance_m: Math.round(r.distanceKm * 1000),
      offered_at: now,
    })),
  )
  const urgent = isRung(c.urgency)
  for (const r of chosen.filter((x) => offered.includes(x.userId))) {
    const distance = roundedDistance(r.distanceKm * 1000)
    await deps.notifier.notify(
      trx,
      [r.userId],
      localized('rescue', `/respond/${c.id}`, caseText(c, TEXT_OF[voice], { distance }), {
        urgency: urgent ? 'high' : 'normal',
        ttlSeconds: urgent ? OFFER_TTL_SECONDS : QUIET_TTL_SECONDS,
        tag: `offer-${c.id}`,
        offerCaseId: c.id,
      }),
    )
  }
  return offered.length
}

/**
 * Offers the case to up to `count` on-duty responders within `radiusM` it was never offered
 * to, nearest first; answers how many were offered it.
 */
export async function offerRing(
  trx: Trx,
  deps: RingDeps,
  c: RingCase,
  ring: number,
  radiusM: number,
  count: number,
  voice: Voice = 'ring',
): Promise<number> {
  const at = ringPosition(c)
  if (!at) return 0
  const near = await onDutyNear(trx, at, radiusM / 1000, { limit: 100, now: nowOf(deps) })
  return offerTo(trx, deps, c, ring, near, count, voice)
}

/** Offers the case to the coordinators of the NGOs based within `radiusM` of it, nearest first. */
async function offerCoordinators(trx: Trx, deps: RingDeps, c: RingCase, ring: number, radiusM: number) {
  const at = ringPosition(c)
  if (!at) return 0
  const found = await repo.coordinatorsInBox(trx, boxAround(at.lat, at.lng, radiusM))
  const near = found
    .flatMap((f) =>
      f.lat === null || f.lng === null
        ? []
        : [{ userId: f.user_id, ngoId: f.ngo_id, distanceKm: distanceM(at, { lat: f.lat, lng: f.lng }) / 1000 }],
    )
    .filter((f) => f.distanceKm * 1000 <= radiusM)
    .sort((a, b) => a.distanceKm - b.distanceKm)
  return offerTo(trx, deps, c, ring, near, near.length, 'area')
}

/** Night in Mumbai (22:00 to 07:00): a low case wakes nobody; it waits in the list till morning. */
function atNight(now: Date): boolean {
  return inQuietHours({ from_minute: 22 * 60, to_minute: 7 * 60 }, now)
}

async function schedule(trx: Trx, deps: RingDeps, caseId: number, step: RingStep, minutes: number, now: Date) {
  const row = await repo.insertStep(trx, caseId, step, new Date(now.getTime() + minutes * 60_000), now)
  await deps.jobs.schedule(trx, RING_QUEUE.name, { stepId: row.id } satisfies RingJob, {
    startAfter: new Date(row.due_at),
    singletonKey: `ring-${row.id}`,
  })
}

/**
 * The first ring: the nearest on duty within the near radius; where fewer than the ring's size
 * are that near (a sparse area), the nearest within the wide radius make it up at once, rather
 * than the case waiting for the ring to widen (only a small share of offers is accepted).
 */
async function firstRing(
  trx: Trx,
  deps: RingDeps,
  s: DispatchSettings,
  c: RingCase,
  ring: number,
  voice: Voice,
): Promise<number> {
  const near = await offerRing(trx, deps, c, ring, s.nearRadiusM, s.ringSize, voice)
  if (near >= s.ringSize) return near
  return near + (await offerRing(trx, deps, c, ring, s.wideRadiusM, s.ringSize - near, voice))
}

/**
 * The next `count` nearest after answers that moved the ring on ("Can't", no answer): within
 * the near radius while the ring is the first, made up from the wide one as the first ring is;
 * a low case wakes no responder at night.
 */
async function nextNearest(trx: Trx, deps: RingDeps, s: DispatchSettings, c: RingCase, count: number): Promise<number> {
  if (c.urgency === 'low' && atNight(nowOf(deps))) return 0
  const ring = Math.max(1, await repo.currentRing(trx, c.id))
  const voice = isRung(c.urgency) ? 'ring' : 'quiet'
  const near = ring > 1 ? 0 : await offerRing(trx, deps, c, ring, s.nearRadiusM, count, voice)
  if (near >= count) return near
  return near + (await offerRing(trx, deps, c, ring, s.wideRadiusM, count - near, voice))
}

/** Minutes an offer of this case waits for an answer before the ring moves past it. */
const noAnswerMinutes = (s: { noAnswerMinutes: number; noAnswerQuietMinutes: number }, c: RingCase) =>
  isRung(c.urgency) ? s.noAnswerMinutes : s.noAnswerQuietMinutes

/** Offers were made: unless the case already has one, a "no-answer" step looks at them in time. */
async function watchAnswers(trx: Trx, deps: RingDeps, s: DispatchSettings, c: RingCase, now: Date): Promise<void> {
  if (await repo.hasOpenStep(trx, c.id, 'no-answer')) return
  await schedule(trx, deps, c.id, 'no-answer', noAnswerMinutes(s, c), now)
}

/** A case is open and nobody holds it (filed, declined, given back): its ring starts. */
export async function startRing(trx: Trx, given: RingDeps, c: RingCase): Promise<void> {
  // A report held for the admins' review rings nobody until it is released (rescues.triage.ts).
  if (!ringPosition(c) || (await repo.inTriage(trx, c.id))) return
  const s = await dispatchSettings(trx)
  const now = nowOf(given)
  // One moment for the offers and the steps: a step's minutes count from the offers' time.
  const deps = { ...given, clock: () => now }
  await repo.cancelSteps(trx, c.id, now)
  const ring = (await repo.currentRing(trx, c.id)) + 1
  if (!isRung(c.urgency)) {
    let offered = await offerCoordinators(trx, deps, c, ring, s.wideRadiusM)
    if (c.urgency === 'medium' || !atNight(now)) offered += await firstRing(trx, deps, s, c, ring, 'quiet')
    if (offered > 0) await watchAnswers(trx, deps, s, c, now)
    return
  }
  if ((await firstRing(trx, deps, s, c, ring, 'ring')) > 0) await watchAnswers(trx, deps, s, c, now)
  const critical = c.urgency === 'critical'
  await schedule(trx, deps, c.id, 'widen', critical ? s.widenCriticalMinutes : s.widenHighMinutes, now)
  await schedule(trx, deps, c.id, 'admins', critical ? s.adminsCriticalMinutes : s.adminsHighMinutes, now)
}

/**
 * The case left the open statuses: its steps stop. Taken (it has an NGO now), the taker's offer
 * reads accepted and every other open offer "Taken by <NGO>", told at once (the push replaces
 * the offer on the phone); closed or merged, the offers are withdrawn quietly.
 */
export async function endRing(
  trx: Trx,
  deps: RingDeps,
  c: RingCase,
  taken: { byUserId: number; ngoName: string } | null,
): Promise<void> {
  const now = nowOf(deps)
  if (!taken) return withdrawRing(trx, deps, c.id)
  await repo.cancelSteps(trx, c.id, now)
  await repo.answerOffer(trx, c.id, taken.byUserId, 'accepted', null, now)
  const others = await repo.closeOpenOffers(trx, c.id, 'taken', now)
  if (others.length === 0) return
  await deps.notifier.notify(
    trx,
    others,
    localized('rescue', `/respond/${c.id}`, caseText(c, 'taken', { ngo: taken.ngoName }), {
      urgency: 'normal',
      ttlSeconds: OFFER_TTL_SECONDS,
      tag: `offer-${c.id}`,
    }),
  )
}

/** A case closed or merged while open: its steps stop and its offers are withdrawn quietly. */
export async function withdrawRing(trx: Trx, deps: { clock?: () => Date }, caseId: number): Promise<void> {
  const now = nowOf(deps)
  await repo.cancelSteps(trx, caseId, now)
  await repo.closeOpenOffers(trx, caseId, 'withdrawn', now)
}

/** "Can't" on an open offer: recorded with its reason, and the ring offers the next nearest at once. */
export async function cantTake(
  trx: Trx,
  given: RingDeps,
  c: RingCase,
  userId: number,
  reason: OfferAnswerReason,
): Promise<boolean> {
  const now = nowOf(given)
  const deps = { ...given, clock: () => now }
  if (!(await repo.answerOffer(trx, c.id, userId, 'cant', reason, now))) return false
  const s = await dispatchSettings(trx)
  if ((await nextNearest(trx, deps, s, c, 1)) > 0) await watchAnswers(trx, deps, s, c, now)
  return true
}

export type StepOutcome = 'fired' | 'cancelled' | 'not-due' | 'skipped'

/**
 * Runs one step as of `now`: widen the ring; move it past the offers left unanswered (the next
 * nearest, one for each, and a look again at the next offers' time); or tell the admins nobody
 * took the case.
 */
export async function fireStep(
  trx: Trx,
  deps: RingDeps,
  job: RingJob,
  findCase: (
    trx: Trx,
    id: number,
  ) => Promise<(RingCase & { ngo_id: number | null; merged_into_id: number | null }) | undefined>,
  now: Date,
): Promise<StepOutcome> {
  const step = await repo.lockOpenStep(trx, job.stepId)
  if (!step) return 'skipped'
  const dueAt = new Date(step.due_at)
  if (dueAt > now) {
    await deps.jobs.schedule(trx, RING_QUEUE.name, job, {
      startAfter: dueAt,
      singletonKey: `ring-${step.id}-again-${now.getTime()}`,
    })
    return 'not-due'
  }
  const c = await findCase(trx, step.rescue_id)
  const open = c && c.ngo_id === null && c.merged_into_id === null && RESCUE_OPEN.includes(c.status as never)
  if (!c || !open) {
    await repo.closeStep(trx, step.id, 'cancelled', now)
    return 'cancelled'
  }
  await repo.closeStep(trx, step.id, 'fired', now)
  const s = await dispatchSettings(trx)
  const ringDeps = { ...deps, clock: () => now }
  if (step.step === 'widen') {
    const ring = (await repo.currentRing(trx, c.id)) + 1
    const offered =
      (await offerRing(trx, ringDeps, c, ring, s.wideRadiusM, s.ringSize)) +
      (await offerCoordinators(trx, ringDeps, c, ring, s.wideRadiusM))
    if (offered > 0) await watchAnswers(trx, ringDeps, s, c, now)
    return 'fired'
  }
  if (step.step === 'no-answer') {
    const minutes = noAnswerMinutes(s, c)
    const passed = await repo.markNoAnswer(trx, c.id, new Date(now.getTime() - minutes * 60_000), now)
    if (passed > 0) await nextNearest(trx, ringDeps, s, c, passed)
    const waiting = await repo.oldestAwaitingAnswer(trx, c.id)
    if (waiting) {
      const due = Math.max(now.getTime(), new Date(waiting).getTime() + minutes * 60_000)
      await schedule(trx, ringDeps, c.id, 'no-answer', (due - now.getTime()) / 60_000, now)
    }
    return 'fired'
  }
  if (!(await repo.markNobodyTook(trx, c.id, now))) return 'cancelled'
  const minutes = Math.round((dueAt.getTime() - new Date(step.created_at).getTime()) / 60_000)
  await deps.notifier.notify(
    trx,
    await adminIds(trx),
    localized('rescue', `/rescue/${c.id}`, caseText(c, 'nobodyTook', { minutes })),
  )
  return 'fired'
}

/** The job queue's runner of ring steps, and the development route's (a clock of its own). */
export function createRingRunner(deps: RingDeps & { db: Database }) {
  async function fire(job: RingJob, now: Date = nowOf(deps)): Promise<StepOutcome> {
    const outcome = await deps.db.transaction().execute((trx) => fireStep(trx, deps, job, findRescue, now))
    if (outcome === 'fired') deps.notifier.flush()
    return outcome
  }

  /** Runs every open step due by `at`, as the job would then; answers how many fired. */
  async function runDueBy(at: Date): Promise<number> {
    let fired = 0
    for (const stepId of await repo.openStepsDueBy(deps.db, at)) {
      if ((await fire({ stepId }, at)) === 'fired') fired += 1
    }
    return fired
  }

  return { fire, runDueBy }
}

export type RingRunner = ReturnType<typeof createRingRunner>
