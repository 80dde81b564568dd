// All SQL of dispatch (0020): offers of open cases to on-duty responders, the steps of a ring,
// quiet hours, the open cases near a point and the coordinators of the NGOs near one.
import type { OfferAnswerReason, OfferState } from '@paws/contracts'
import { RESCUE_OPEN } from '@paws/contracts'
import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { RescueOffersTable, RingStep } from '../../db/schema.ts'
import { endDutySpan } from '../responders/responders.repository.ts'

/** A case's position: where it was reported, else the centroid of its typed place. */
export const casePosition = {
  lat: sql<number | null>`coalesce(rescues.lat, rescues.approx_lat)`,
  lng: sql<number | null>`coalesce(rescues.lng, rescues.approx_lng)`,
}

export async function insertOffers(db: Db, rows: Insertable<RescueOffersTable>[]): Promise<number[]> {
  if (rows.length === 0) return []
  const done = await db
    .insertInto('rescue_offers')
    .values(rows)
    .onConflict((oc) => oc.columns(['rescue_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute()
  return done.map((r) => r.user_id)
}

/** Whether the case is held for the admins' review (rescues.triage.service.ts): it rings nobody. */
export async function inTriage(db: Db, rescueId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rescues')
    .select('id')
    .where('id', '=', rescueId)
    .where('triage_at', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

/** Everyone a case was ever offered to (whatever they answered): nobody is offered it twice. */
export async function offeredTo(db: Db, rescueId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('rescue_offers').select('user_id').where('rescue_id', '=', rescueId).execute()
  return new Set(rows.map((r) => r.user_id))
}

/**
 * How many offers each of `userIds` got since `since` (the daily cap). The offers of a report
 * held as a false report (rescues.triage.service.ts) are given back: they count for nobody.
 */
export async function offerCounts(db: Db, userIds: number[], since: Date): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('rescue_offers')
    .select(['user_id', db.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('offered_at', '>=', since)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('rescues as held')
            .select('held.id')
            .whereRef('held.id', '=', 'rescue_offers.rescue_id')
            .where('held.triage_reason', '=', 'false_reports')
            .where('held.triage_at', 'is not', null),
        ),
      ),
    )
    .groupBy('user_id')
    .execute()
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]))
}

export function quietHoursOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db.selectFrom('responder_quiet_hours').selectAll().where('user_id', 'in', userIds).execute()
}

export function offerOf(db: Db, rescueId: number, userId: number) {
  return db
    .selectFrom('rescue_offers')
    .selectAll()
    .where('rescue_id', '=', rescueId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** Answers this responder's offer if it is still open; false when there was none open. */
export async function answerOffer(
  db: Db,
  rescueId: number,
  userId: number,
  state: OfferState,
  reason: OfferAnswerReason | null,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('rescue_offers')
    .set({ state, reason, answered_at: at })
    .where('rescue_id', '=', rescueId)
    .where('user_id', '=', userId)
    .where('state', '=', 'open')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Closes every open offer of a case; answers who held them. */
export async function closeOpenOffers(db: Db, rescueId: number, state: OfferState, at: Date): Promise<number[]> {
  const rows = await db
    .updateTable('rescue_offers')
    .set({ state, answered_at: at })
    .where('rescue_id', '=', rescueId)
    .where('state', '=', 'open')
    .returning('user_id')
    .execute()
  return rows.map((r) => r.user_id)
}

/** The highest ring a case has reached (0 when never offered). */
export async function currentRing(db: Db, rescueId: number): Promise<number> {
  const row = await db
    .selectFrom('rescue_offers')
    .select((eb) => eb.fn.max('ring').as('ring'))
    .where('rescue_id', '=', rescueId)
    .executeTakeFirst()
  return Number(row?.ring ?? 0)
}

const firstPhoto = sql<string | null>`(select ri.url from rescue_images ri where ri.rescue_id = rescues.id
  and ri.history_id is null order by ri.id limit 1)`

/** What a responder reads of an open case before accepting (dispatch.service openCase). */
const openCaseColumns = () =>
  [
    'rescues.id',
    'rescues.status',
    'rescues.urgency',
    'rescues.animal_type',
    'rescues.description',
    'rescues.condition',
    'rescues.location',
    'rescues.created_at',
    casePosition.lat.as('lat'),
    casePosition.lng.as('lng'),
    sql<boolean>`rescues.lat is null`.as('from_typed_place'),
    firstPhoto.as('photo'),
  ] as const

/** A responder's offers of the last day, with the case as a responder may see it before accepting. */
export function offersOfUser(db: Db, userId: number, since: Date) {
  return db
    .selectFrom('rescue_offers as o')
    .innerJoin('rescues', 'rescues.id', 'o.rescue_id')
    .leftJoin('ngos', 'ngos.id', 'rescues.ngo_id')
    .select([
      'o.id as offer_id',
      'o.state',
      'o.offered_at',
      'o.distance_m',
      'ngos.name as taken_by',
      ...openCaseColumns(),
    ])
    .where('o.user_id', '=', userId)
    .where('o.offered_at', '>=', since)
    .orderBy('o.offered_at', 'desc')
    .limit(50)
    .execute()
}

/**
 * Open cases nobody holds (pending, or declined and not reassigned), not merged, with a
 * position inside the box, reported in the last `sinceHours`.
 */
export function openCasesInBox(
  db: Db,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
  since: Date,
) {
  return (
    db
      .selectFrom('rescues')
      .select([...openCaseColumns()])
      .where('rescues.status', 'in', RESCUE_OPEN)
      .where('rescues.ngo_id', 'is', null)
      .where('rescues.merged_into_id', 'is', null)
      // A report held for the admins' review is in nobody's list (rescues.triage.service.ts).
      .where('rescues.triage_at', 'is', null)
      .where('rescues.created_at', '>=', since)
      .where(casePosition.lat, '>=', box.minLat)
      .where(casePosition.lat, '<=', box.maxLat)
      .where(casePosition.lng, '>=', box.minLng)
      .where(casePosition.lng, '<=', box.maxLng)
      .limit(500)
      .execute()
  )
}

/** The approved, active NGOs whose base lies within the box. */
export async function ngosInBox(db: Db, box: { minLat: number; maxLat: number; minLng: number; maxLng: number }) {
  return db
    .selectFrom('ngos')
    .select(['ngos.id', 'ngos.lat', 'ngos.lng'])
    .where('ngos.approval_status', '=', 'approved')
    .where('ngos.is_active', '=', true)
    .where('ngos.lat', '>=', box.minLat)
    .where('ngos.lat', '<=', box.maxLat)
    .where('ngos.lng', '>=', box.minLng)
    .where('ngos.lng', '<=', box.maxLng)
    .execute()
}

/** The coordinators of approved, active NGOs whose base lies within the box. */
export async function coordinatorsInBox(
  db: Db,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
) {
  return db
    .selectFrom('ngo_members as m')
    .innerJoin('ngos', 'ngos.id', 'm.ngo_id')
    .select(['m.user_id', 'm.ngo_id', 'ngos.lat', 'ngos.lng'])
    .where('m.kind', '=', 'coordinator')
    .where('ngos.approval_status', '=', 'approved')
    .where('ngos.is_active', '=', true)
    .where('ngos.lat', '>=', box.minLat)
    .where('ngos.lat', '<=', box.maxLat)
    .where('ngos.lng', '>=', box.minLng)
    .where('ngos.lng', '<=', box.maxLng)
    .execute()
}

export async function insertStep(db: Db, rescueId: number, step: RingStep, dueAt: Date, now: Date) {
  return db
    .insertInto('rescue_ring_steps')
    .values({ rescue_id: rescueId, step, due_at: dueAt, created_at: now })
    .returning(['id', 'due_at'])
    .executeTakeFirstOrThrow()
}

/** The case's open step of this kind, if any. */
export function openStepOf(db: Db, rescueId: number, step: RingStep) {
  return db
    .selectFrom('rescue_ring_steps')
    .select(['id', 'created_at'])
    .where('rescue_id', '=', rescueId)
    .where('step', '=', step)
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst()
}

/** Whether the case has an open step of this kind. */
export async function hasOpenStep(db: Db, rescueId: number, step: RingStep): Promise<boolean> {
  const row = await db
    .selectFrom('rescue_ring_steps')
    .select('id')
    .where('rescue_id', '=', rescueId)
    .where('step', '=', step)
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/** Marks the case's open offers made by `madeBy` and not yet passed over; answers whose they were. */
export async function markNoAnswer(db: Db, rescueId: number, madeBy: Date, at: Date): Promise<number[]> {
  const rows = await db
    .updateTable('rescue_offers')
    .set({ no_answer_at: at })
    .where('rescue_id', '=', rescueId)
    .where('state', '=', 'open')
    .where('no_answer_at', 'is', null)
    .where('offered_at', '<=', madeBy)
    .returning('user_id')
    .execute()
  return rows.map((r) => r.user_id)
}

/** When the oldest open offer of the case the ring has not yet passed over was made. */
export async function oldestAwaitingAnswer(db: Db, rescueId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('rescue_offers')
    .select((eb) => eb.fn.min('offered_at').as('at'))
    .where('rescue_id', '=', rescueId)
    .where('state', '=', 'open')
    .where('no_answer_at', 'is', null)
    .executeTakeFirst()
  return row?.at ? new Date(row.at as Date | string) : null
}

/** The open steps of cases that change who is asked (widen, the admins), soonest first. */
export function openStepsOf(db: Db, rescueIds: number[]) {
  return db
    .selectFrom('rescue_ring_steps')
    .select(['rescue_id', 'step', 'due_at'])
    .where('rescue_id', 'in', rescueIds)
    .where('step', '!=', 'no-answer')
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('due_at')
    .orderBy('id')
    .execute()
}

/** The rings of cases as the admins read them: every offer with who, where from and the answer. */
export function offersOfCases(db: Db, rescueIds: number[]) {
  return db
    .selectFrom('rescue_offers as o')
    .innerJoin('users', 'users.id', 'o.user_id')
    .innerJoin('ngos', 'ngos.id', 'o.ngo_id')
    .select([
      'o.rescue_id',
      'o.user_id',
      'users.first_name',
      'users.last_name',
      'ngos.name as ngo_name',
      'o.ring',
      'o.distance_m',
      'o.offered_at',
      'o.state',
      'o.reason',
      'o.answered_at',
      'o.why',
      'o.no_answer_at',
    ])
    .where('o.rescue_id', 'in', rescueIds)
    .orderBy('o.offered_at')
    .orderBy('o.id')
    .execute()
}

/** Marks an open, unheld case as waiting on the admins (nobody took it); false when it moved on. */
export async function markNobodyTook(db: Db, rescueId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('rescues')
    .set({ escalated_at: at })
    .where('id', '=', rescueId)
    .where('status', 'in', RESCUE_OPEN)
    .where('ngo_id', 'is', null)
    .where('merged_into_id', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** How many of the case's offers are live: open and not yet passed over for silence. */
export async function liveOffers(db: Db, rescueId: number): Promise<number> {
  const row = await db
    .selectFrom('rescue_offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rescue_id', '=', rescueId)
    .where('state', '=', 'open')
    .where('no_answer_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** An offer answered ("accepted", "Can't") or passed over for silence ends a person's turn. */
const ended = sql<boolean>`(o.state in ('accepted', 'cant') or o.no_answer_at is not null)`
const silent = sql<boolean>`(o.state not in ('accepted', 'cant'))`

/** Each person's last `n` ended offers, newest first, and whether each was left unanswered. */
export async function lastEndedOffers(db: Db, userIds: number[], n: number) {
  if (userIds.length === 0) return []
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('rescue_offers as o')
        .select([
          'o.user_id',
          silent.as('silent'),
          sql<number>`row_number() over (partition by o.user_id order by o.offered_at desc, o.id desc)`.as('k'),
        ])
        .where('o.user_id', 'in', userIds)
        .where(ended)
        .as('x'),
    )
    .select(['x.user_id', 'x.silent'])
    .where('x.k', '<=', n)
    .execute()
  return rows
}

/** A person's last `n` ended offers made since they last went on duty, newest first. */
export function lastEndedSinceDuty(db: Db, userId: number, n: number) {
  return db
    .selectFrom('rescue_offers as o')
    .innerJoin('responder_duty as d', 'd.user_id', 'o.user_id')
    .select(['o.id', silent.as('silent')])
    .where('o.user_id', '=', userId)
    .where('d.on_duty', '=', true)
    .where(sql<boolean>`o.offered_at >= d.updated_at`)
    .where(ended)
    .orderBy('o.offered_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(n)
    .execute()
}

/** Takes a person off duty for leaving offers unanswered; false when they were not on duty. */
export async function pauseDuty(db: Db, userId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('responder_duty')
    .set({ on_duty: false, expires_at: null, paused_for: 'unanswered', updated_at: at })
    .where('user_id', '=', userId)
    .where('on_duty', '=', true)
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) return false
  await endDutySpan(db, userId, at)
  return true
}

/** Every step of the cases' rings that fired or waits, in order (the admins' view). */
export function stepsOfCases(db: Db, rescueIds: number[]) {
  return db
    .selectFrom('rescue_ring_steps')
    .select(['rescue_id', 'step', 'due_at', 'fired_at'])
    .where('rescue_id', 'in', rescueIds)
    .where('fired_at', 'is not', null)
    .where('step', '!=', 'no-answer')
    .orderBy('fired_at')
    .orderBy('id')
    .execute()
}

/** Records a step done at once (no cover here): it fired when it was made. */
export async function insertFiredStep(db: Db, rescueId: number, step: RingStep, at: Date): Promise<void> {
  await db
    .insertInto('rescue_ring_steps')
    .values({ rescue_id: rescueId, step, due_at: at, created_at: at, fired_at: at })
    .execute()
}

/** Keeps a night case's promise: when it will be offered (07:00). */
export async function setPromise(db: Db, rescueId: number, at: Date | null): Promise<void> {
  await db.updateTable('rescues').set({ promised_at: at }).where('id', '=', rescueId).execute()
}

/** What the ring reads of a case (dispatch.ring.ts's RingCase, with who holds it and whether it was merged). */
export function ringCase(db: Db, id: number) {
  return db
    .selectFrom('rescues')
    .select([
      'id',
      'status',
      'urgency',
      'animal_type',
      'requester_id',
      'declined_by_ngo_id',
      'location',
      'approx_lat',
      'approx_lng',
      'ngo_id',
      'merged_into_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function caseExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('rescues').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}
