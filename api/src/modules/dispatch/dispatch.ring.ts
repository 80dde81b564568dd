// The rings (docs/rules.md#dispatch). A case with a place is offered as soon as it is filed,
// declined or given back: critical and high to the nearest on-duty responders within the near
// radius (web push, urgency high, a short TTL, Accept and Can't), widening on time to the wide
// radius and to the coordinators of the NGOs based within it, then to the admins; medium and
// low go to the self-pick list and are offered at once to the area's coordinators and, quietly
// ("new case near you", no low case at night), to the nearest on-duty responders. A first ring
// that finds fewer than the ring's size within the near radius takes the nearest within the
// wide one to make it up at once, then within the outer one (a quiet case goes no farther). An
// offer left unanswered for the admins' minutes moves the ring on to the next nearest, as
// "Can't" does, and stays open. Nobody is offered the same case twice, more than the daily
// cap, or in their quiet hours; the members of the NGO that declined it are left out. Each step is a timed step, as the escalation deadlines are
// (lib/timed-steps.ts: fired once by a job, locked with SKIP LOCKED and closed in the same
// transaction), and the case is checked again (taken, closed or merged: nothing to do).
// The first accept wins in moveCase's conditional UPDATE; leaving the open statuses closes the
// ring there (endRing): the winner's offer is accepted, every other offer reads "Taken by".
import { isRung, type OfferAnswerReason, type OfferWhy, RESCUE_OPEN, THIN_RING, type Urgency } from '@paws/contracts'
import type { MessageId } from '@lingui/core'
import type { DispatchSettings } from '@paws/contracts/schemas/dispatch'
import type { Database, Trx } from '../../db/database.ts'
import type { RingStep } from '../../db/schema.ts'
import type { JobQueue, QueueSpec } from '../../lib/jobs.ts'
import { defineWorker } from '../../lib/workers.ts'
import {
  cancelOpenSteps,
  closeStep,
  queueStep,
  runDueBy,
  type StepOutcome,
  type TimedKind,
  takeDueStep,
} from '../../lib/timed-steps.ts'
import { dispatchSettings } from '../../lib/settings.ts'
import { adminIds } from '../notifications/notifications.repository.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import { onDutyNear } from '../responders/responders.repository.ts'
import { boxAround, distanceM, roundedDistance } from '../../lib/geo.ts'
import { atNight, inSpan, nextMorning, onWatch } from './dispatch.night.ts'
import * as repo from './dispatch.repository.ts'
import { pauseTheSilent, silenceOf } from './dispatch.roster.ts'
import { ringPosition } from './dispatch.take.ts'
import type { Clock } from '../../lib/clock.ts'

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

/** The rings' steps as timed steps. */
const STEPS: TimedKind<'rescue_ring_steps', RingJob> = {
  table: 'rescue_ring_steps',
  queue: RING_QUEUE,
  key: 'ring',
  job: (stepId) => ({ stepId }),
  idOf: (job) => job.stepId,
}

export interface RingDeps {
  notifier: Notifier
  jobs: JobQueue
  /** The time of the ring's steps and offers: the app's clock (a simulated one in the dispatch benchmark). */
  clock: Clock
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

const nowOf = (deps: { clock: Clock }) => deps.clock()

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

/** Someone a case may be offered to, how far from it they are (or their NGO's base is), and why. */
interface Candidate {
  userId: number
  ngoId: number
  distanceKm: number
  why: OfferWhy
}

/**
 * How an offer reaches the phone: a critical or high case rings (urgency high, the offer's
 * text); a medium or low one is a quiet "new case near you"; a coordinator reads "open case in
 * your area", as urgent as the case.
 */
type Voice = 'ring' | 'quiet' | 'area'

const TEXT_OF: Record<Voice, string> = { ring: 'offer', quiet: 'nearCase', area: 'areaCase' }

/**
 * The daily cap an offer of this case meets: the admins' offers a day, and twice that for a
 * critical case, so that on a day of many cases (a festival's kite strings) the less urgent
 * offers that filled someone's day do not leave a dying animal with nobody to ring
 * (docs/rules.md#caps-and-the-first-accept).
 */
const capOf = (s: DispatchSettings, c: RingCase) => (c.urgency === 'critical' ? 2 : 1) * s.offersPerDay

/**
 * Offers the case to the first `count` of `candidates` (in the order given) who were never
 * offered it, did not report it, are not of the NGO that declined it, are under the daily cap
 * (capOf) and not in their quiet hours (the night rota's people are woken whatever theirs); answers how
 * many were offered it.
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
  if (count <= 0 || candidates.length === 0) return 0
  const now = nowOf(deps)
  const settings = await dispatchSettings(trx)
  const already = await repo.offeredTo(trx, c.id)
  const seen = new Set<number>()
  const open = candidates.filter((r) => {
    if (seen.has(r.userId)) return false
    seen.add(r.userId)
    return !already.has(r.userId) && r.userId !== c.requester_id && r.ngoId !== c.declined_by_ngo_id
  })
  const ids = open.map((r) => r.userId)
  const counts = await repo.offerCounts(trx, ids, new Date(now.getTime() - DAY_MS))
  const quiet = new Map((await repo.quietHoursOf(trx, ids)).map((q) => [q.user_id, q]))
  const cap = capOf(settings, c)
  const chosen = open
    .filter((r) => (counts.get(r.userId) ?? 0) < cap)
    .filter((r) => {
      const q = quiet.get(r.userId)
      return r.why === 'rota' || !q || !inSpan(q, now)
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
      why: r.why,
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

/** Responders within one distance band count as equally near; the band is then ordered by their answers. */
const BAND_KM = 0.5

/**
 * The on-duty responders within `radiusM` of the case, ranked by distance (in bands of 500 m),
 * then by how they answered their last offers (the share left unanswered, least first), then
 * by the exact distance.
 */
async function onDutyWithin(trx: Trx, deps: RingDeps, c: RingCase, radiusM: number): Promise<Candidate[]> {
  const at = ringPosition(c)
  if (!at) return []
  const near = await onDutyNear(trx, at, radiusM / 1000, { limit: 100, now: nowOf(deps) })
  const silence = await silenceOf(
    trx,
    near.map((r) => r.userId),
  )
  const band = (km: number) => Math.floor(km / BAND_KM)
  return near
    .map((r) => ({ userId: r.userId, ngoId: r.ngoId, distanceKm: r.distanceKm, why: 'near' as OfferWhy }))
    .sort(
      (a, b) =>
        band(a.distanceKm) - band(b.distanceKm) ||
        (silence.get(a.userId) ?? 0) - (silence.get(b.userId) ?? 0) ||
        a.distanceKm - b.distanceKm,
    )
}

/** The candidates of rings from the smallest to the largest, each once, labelled with its reason. */
async function rings(
  trx: Trx,
  deps: RingDeps,
  c: RingCase,
  radii: { radiusM: number; why: OfferWhy }[],
): Promise<Candidate[]> {
  const all: Candidate[] = []
  const seen = new Set<number>()
  for (const { radiusM, why } of radii) {
    for (const r of await onDutyWithin(trx, deps, c, radiusM)) {
      if (seen.has(r.userId)) continue
      seen.add(r.userId)
      all.push({ ...r, why })
    }
  }
  return all
}

/**
 * The area's people for a case: the coordinators of the NGOs based within `radiusM` (nearest
 * first) when `coordinators` is asked; at night, for a critical or high case, an NGO whose rota
 * covers the moment sends its rota's people instead, asked or not (docs/rules.md#dispatch).
 */
async function areaPeople(
  trx: Trx,
  deps: RingDeps,
  c: RingCase,
  radiusM: number,
  coordinators: boolean,
): Promise<Candidate[]> {
  const at = ringPosition(c)
  if (!at) return []
  const now = nowOf(deps)
  const box = boxAround(at.lat, at.lng, radiusM)
  const ngos = new Map<number, number>()
  for (const n of await repo.ngosInBox(trx, box)) {
    if (n.lat === null || n.lng === null) continue
    const km = distanceM(at, { lat: n.lat, lng: n.lng }) / 1000
    if (km * 1000 <= radiusM) ngos.set(n.id, km)
  }
  const watch =
    isRung(c.urgency) && atNight(now)
      ? await onWatch(trx, [...ngos.keys()], now)
      : { covered: new Set<number>(), people: [] }
  const out: Candidate[] = watch.people.map((p) => ({
    userId: p.userId,
    ngoId: p.ngoId,
    distanceKm: ngos.get(p.ngoId) ?? 0,
    why: 'rota' as OfferWhy,
  }))
  if (coordinators) {
    for (const f of await repo.coordinatorsInBox(trx, box)) {
      const km = ngos.get(f.ngo_id)
      if (km === undefined || watch.covered.has(f.ngo_id)) continue
      out.push({ userId: f.user_id, ngoId: f.ngo_id, distanceKm: km, why: 'area' })
    }
  }
  return out.sort((a, b) => a.distanceKm - b.distanceKm)
}

/** Offers the case to the area's people (see areaPeople), all of them. */
async function offerArea(trx: Trx, deps: RingDeps, c: RingCase, ring: number, radiusM: number, coordinators = true) {
  const people = await areaPeople(trx, deps, c, radiusM, coordinators)
  return offerTo(trx, deps, c, ring, people, people.length, 'area')
}

async function schedule(trx: Trx, deps: RingDeps, caseId: number, step: RingStep, minutes: number, now: Date) {
  const row = await repo.insertStep(trx, caseId, step, new Date(now.getTime() + minutes * 60_000), now)
  await queueStep(trx, deps.jobs, STEPS, row)
}

/** How many offers a case keeps live: the setting for critical and high, the ring's size for a quiet case. */
const openCount = (s: DispatchSettings, c: RingCase) => (isRung(c.urgency) ? s.openOffers : s.ringSize)

/** How far a case reaches once the near ring is past: the outer ring for critical and high, else the wide one. */
const reachOf = (s: DispatchSettings, c: RingCase) =>
  isRung(c.urgency) ? Math.max(s.outerRadiusM, s.wideRadiusM) : s.wideRadiusM

/** The far ring: the last reach of a critical or high case, once nobody is left to ask within the outer ring. */
const farOf = (s: DispatchSettings) => Math.max(s.farRadiusM, s.outerRadiusM, s.wideRadiusM)

/**
 * The rings beyond the wide one a case reaches: the outer ring, then, for critical and high, the
 * far ring; a high case's first step stops at the outer ring, its replacements and widening go
 * on to the far one; a quiet case (medium, low) stops at the outer ring (docs/rules.md#dispatch).
 */
function beyondWide(s: DispatchSettings, c: RingCase, firstStep = false): { radiusM: number; why: OfferWhy }[] {
  const outer = { radiusM: Math.max(s.outerRadiusM, s.wideRadiusM), why: 'outer' as OfferWhy }
  if (!isRung(c.urgency)) return [outer]
  return c.urgency === 'high' && firstStep ? [outer] : [outer, { radiusM: farOf(s), why: 'far' }]
}

/** The rings a case's responders come from: the outer ring once the wide one is spent, then (critical, high) the far one. */
function radiiOf(s: DispatchSettings, c: RingCase, first: boolean, firstWhy: OfferWhy = 'near') {
  const radii: { radiusM: number; why: OfferWhy }[] = first ? [{ radiusM: s.nearRadiusM, why: firstWhy }] : []
  radii.push({ radiusM: s.wideRadiusM, why: 'wide' }, ...beyondWide(s, c))
  return radii
}

/**
 * Keeps the case's live offers at their number after answers that moved the ring on ("Can't",
 * no answer): the next nearest, from the near radius while the ring is the first, then the wide
 * one, then the outer one, then (critical, high) the far one; a low case wakes no
 * responder at night.
 */
async function topUp(trx: Trx, deps: RingDeps, s: DispatchSettings, c: RingCase, why: OfferWhy): Promise<number> {
  if (c.urgency === 'low' && atNight(nowOf(deps))) return 0
  const count = openCount(s, c) - (await repo.liveOffers(trx, c.id))
  if (count <= 0) return 0
  const ring = Math.max(1, await repo.currentRing(trx, c.id))
  const voice = isRung(c.urgency) ? 'ring' : 'quiet'
  const pool = (await rings(trx, deps, c, radiiOf(s, c, ring === 1))).map((r) => ({ ...r, why }))
  return offerTo(trx, deps, c, ring, pool, count, voice)
}

/** Minutes an offer of this case waits for an answer before the ring moves past it. */
const noAnswerMinutes = (s: { noAnswerMinutes: number; noAnswerQuietMinutes: number }, c: RingCase) =>
  isRung(c.urgency) ? s.noAnswerMinutes : s.noAnswerQuietMinutes

/** Offers were made: unless the case already has one, a "no-answer" step looks at them in time. */
async function watchAnswers(trx: Trx, deps: RingDeps, s: DispatchSettings, c: RingCase, now: Date): Promise<void> {
  if (await repo.hasOpenStep(trx, c.id, 'no-answer')) return
  await schedule(trx, deps, c.id, 'no-answer', noAnswerMinutes(s, c), now)
}

/** Tells the admins at once that a case has nobody near it; they hold it as an escalation. */
async function noCover(trx: Trx, deps: RingDeps, c: RingCase, now: Date): Promise<void> {
  await repo.insertFiredStep(trx, c.id, 'no-cover', now)
  if (!(await repo.markNobodyTook(trx, c.id, now))) return
  await deps.notifier.notify(trx, await adminIds(trx), localized('rescue', `/rescue/${c.id}`, caseText(c, 'noCover')))
}

/**
 * A critical or high case's first step: the nearest on duty within the near radius, made up from
 * the wide one where fewer are that near. A thin near ring (fewer than THIN_RING on duty) offers
 * the wide ring and the area's coordinators at once, made up from as far as the case reaches (the
 * outer ring, and for critical the far one); nobody on duty within the wide ring tells the desk at
 * once and reaches as far too. At night the rota's people are woken too.
 */
async function firstRungStep(trx: Trx, deps: RingDeps, s: DispatchSettings, c: RingCase, ring: number, now: Date) {
  const near = await onDutyWithin(trx, deps, c, s.nearRadiusM)
  const thin = near.length < THIN_RING
  const wide = await onDutyWithin(trx, deps, c, s.wideRadiusM)
  const covered = wide.length > 0
  const pool = await rings(trx, deps, c, [
    { radiusM: s.nearRadiusM, why: 'near' },
    { radiusM: s.wideRadiusM, why: thin ? 'thin' : 'wide' },
    ...(covered && !thin ? [] : beyondWide(s, c, true)),
  ])
  let offered = await offerTo(trx, deps, c, ring, pool, s.openOffers, 'ring')
  offered += await offerArea(trx, deps, c, ring, covered ? s.wideRadiusM : reachOf(s, c), thin)
  if (!covered) await noCover(trx, deps, c, now)
  return { offered, covered }
}

/**
 * A case is open and nobody holds it (filed, declined, given back): its ring starts. Answers
 * whether the desk was told already (nobody on duty near it: "no cover here"), so that a new
 * case's own notice to the admins is not a second one.
 */
export async function startRing(trx: Trx, given: RingDeps, c: RingCase): Promise<{ deskTold: boolean }> {
  // A report held for the admins' review rings nobody until it is released (rescues.triage.service.ts).
  if (!ringPosition(c) || (await repo.inTriage(trx, c.id))) return { deskTold: false }
  const s = await dispatchSettings(trx)
  const now = nowOf(given)
  // One moment for the offers and the steps: a step's minutes count from the offers' time.
  const deps = { ...given, clock: () => now }
  await cancelOpenSteps(trx, STEPS.table, c.id, now)
  const ring = (await repo.currentRing(trx, c.id)) + 1
  if (!isRung(c.urgency)) {
    let offered = await offerArea(trx, deps, c, ring, s.wideRadiusM)
    const night = atNight(now)
    if (c.urgency === 'medium' || !night) {
      const pool = await rings(trx, deps, c, radiiOf(s, c, true))
      offered += await offerTo(trx, deps, c, ring, pool, s.ringSize, 'quiet')
    }
    if (night) {
      // Promised to the morning: at 07:00 it is offered before the day's cases.
      const morning = nextMorning(now)
      await repo.setPromise(trx, c.id, morning)
      await schedule(trx, deps, c.id, 'morning', (morning.getTime() - now.getTime()) / 60_000, now)
    }
    if (offered > 0) await watchAnswers(trx, deps, s, c, now)
    return { deskTold: false }
  }
  const { offered, covered } = await firstRungStep(trx, deps, s, c, ring, now)
  if (offered > 0) await watchAnswers(trx, deps, s, c, now)
  const critical = c.urgency === 'critical'
  await schedule(trx, deps, c.id, 'widen', critical ? s.widenCriticalMinutes : s.widenHighMinutes, now)
  if (covered) await schedule(trx, deps, c.id, 'admins', critical ? s.adminsCriticalMinutes : s.adminsHighMinutes, now)
  return { deskTold: !covered }
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
  await cancelOpenSteps(trx, STEPS.table, c.id, now)
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
export async function withdrawRing(trx: Trx, deps: { clock: Clock }, caseId: number): Promise<void> {
  const now = nowOf(deps)
  await cancelOpenSteps(trx, STEPS.table, caseId, now)
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
  if ((await topUp(trx, deps, s, c, 'replaces')) > 0) await watchAnswers(trx, deps, s, c, now)
  return true
}

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
  const due = await takeDueStep(trx, deps.jobs, STEPS, job, now)
  if (!due.row) return due.outcome
  const step = due.row
  const c = await findCase(trx, step.rescue_id)
  const open = c && c.ngo_id === null && c.merged_into_id === null && RESCUE_OPEN.includes(c.status as never)
  if (!c || !open) {
    await closeStep(trx, STEPS.table, step.id, 'cancelled', now)
    return 'cancelled'
  }
  await closeStep(trx, STEPS.table, step.id, 'fired', now)
  const s = await dispatchSettings(trx)
  const ringDeps = { ...deps, clock: () => now }
  if (step.step === 'widen') {
    const ring = (await repo.currentRing(trx, c.id)) + 1
    const pool = await rings(trx, ringDeps, c, radiiOf(s, c, false))
    // Critical and high: the coordinators of the NGOs based out to the outer ring too.
    const offered =
      (await offerTo(trx, ringDeps, c, ring, pool, s.ringSize, 'ring')) +
      (await offerArea(trx, ringDeps, c, ring, reachOf(s, c)))
    if (offered > 0) await watchAnswers(trx, ringDeps, s, c, now)
    return 'fired'
  }
  if (step.step === 'morning') {
    const ring = (await repo.currentRing(trx, c.id)) + 1
    const pool = (await rings(trx, ringDeps, c, radiiOf(s, c, true))).map((r) => ({ ...r, why: 'morning' as const }))
    if ((await offerTo(trx, ringDeps, c, ring, pool, s.ringSize, 'quiet')) > 0)
      await watchAnswers(trx, ringDeps, s, c, now)
    return 'fired'
  }
  if (step.step === 'no-answer') {
    const minutes = noAnswerMinutes(s, c)
    const passed = await repo.markNoAnswer(trx, c.id, new Date(now.getTime() - minutes * 60_000), now)
    if (passed.length > 0) {
      await pauseTheSilent(trx, deps, passed, now)
      await topUp(trx, ringDeps, s, c, 'replaces')
      if (isRung(c.urgency) && (await repo.liveOffers(trx, c.id)) === 0) await ringSpent(trx, deps, c, now)
    }
    const waiting = await repo.oldestAwaitingAnswer(trx, c.id)
    if (waiting) {
      const due = Math.max(now.getTime(), new Date(waiting).getTime() + minutes * 60_000)
      await schedule(trx, ringDeps, c.id, 'no-answer', (due - now.getTime()) / 60_000, now)
    }
    return 'fired'
  }
  if (step.step === 'no-cover') return 'fired'
  if (!(await tellAdmins(trx, deps, c, new Date(step.created_at), now))) return 'cancelled'
  return 'fired'
}

/** Marks the case as the admins' (nobody took it) and tells them; false when it moved on. */
async function tellAdmins(trx: Trx, deps: RingDeps, c: RingCase, since: Date, now: Date): Promise<boolean> {
  if (!(await repo.markNobodyTook(trx, c.id, now))) return false
  const minutes = Math.max(1, Math.round((now.getTime() - since.getTime()) / 60_000))
  await deps.notifier.notify(
    trx,
    await adminIds(trx),
    localized('rescue', `/rescue/${c.id}`, caseText(c, 'nobodyTook', { minutes })),
  )
  return true
}

/**
 * A critical or high case with no offer left live and nobody left to ask within its reach (the
 * far ring): the admins' step is due now rather than at its minutes,
 * since waiting asks nobody more.
 */
async function ringSpent(trx: Trx, deps: RingDeps, c: RingCase, now: Date): Promise<void> {
  const step = await repo.openStepOf(trx, c.id, 'admins')
  if (!step) return
  await closeStep(trx, STEPS.table, step.id, 'fired', now)
  await tellAdmins(trx, deps, c, new Date(step.created_at), now)
}

/** The job queue's runner of ring steps, and the development route's (a clock of its own). */
export function createRingRunner(deps: RingDeps & { db: Database }) {
  async function fire(job: RingJob, now: Date = nowOf(deps)): Promise<StepOutcome> {
    const outcome = await deps.db.transaction().execute((trx) => fireStep(trx, deps, job, repo.ringCase, now))
    if (outcome === 'fired') deps.notifier.flush()
    return outcome
  }

  /** Runs every open step due by `at`, as the job would then; answers how many fired. */
  function dueBy(at: Date): Promise<number> {
    return runDueBy(deps.db, STEPS, at, fire)
  }

  /** The ring queue's worker: fires the step its job names, now. */
  const worker = defineWorker<RingJob>(RING_QUEUE, (job) => fire(job))

  return { fire, runDueBy: dueBy, worker }
}

export type RingRunner = ReturnType<typeof createRingRunner>
