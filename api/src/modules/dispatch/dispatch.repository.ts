// All SQL of dispatch (0020): offers of open cases to on-duty responders, the steps of a ring,
// quiet hours, the open cases near a point and the coordinators of the NGOs near one.
import type { OfferAnswerReason, OfferState } from '@paws/contracts'
import { RESCUE_OPEN } from '@paws/contracts'
import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { RescueOffersTable, RingStep } from '../../db/schema.ts'

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

/** Whether the case is held for the admins' review (rescues.triage.ts): it rings nobody. */
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
 * held as a false report (rescues.triage.ts) are given back: they count for nobody.
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
      // A report held for the admins' review is in nobody's list (rescues.triage.ts).
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

export async function cancelSteps(db: Db, rescueId: number, at: Date): Promise<void> {
  await db
    .updateTable('rescue_ring_steps')
    .set({ cancelled_at: at })
    .where('rescue_id', '=', rescueId)
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute()
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

/** Marks the case's open offers made by `madeBy` and not yet passed over; answers how many. */
export async function markNoAnswer(db: Db, rescueId: number, madeBy: Date, at: Date): Promise<number> {
  const rows = await db
    .updateTable('rescue_offers')
    .set({ no_answer_at: at })
    .where('rescue_id', '=', rescueId)
    .where('state', '=', 'open')
    .where('no_answer_at', 'is', null)
    .where('offered_at', '<=', madeBy)
    .returning('id')
    .execute()
  return rows.length
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

/** The step if it is still open, locked; another worker holding it makes this answer nothing. */
export function lockOpenStep(db: Db, id: number) {
  return db
    .selectFrom('rescue_ring_steps')
    .selectAll()
    .where('id', '=', id)
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst()
}

export async function closeStep(db: Db, id: number, how: 'fired' | 'cancelled', at: Date): Promise<void> {
  await db
    .updateTable('rescue_ring_steps')
    .set(how === 'fired' ? { fired_at: at } : { cancelled_at: at })
    .where('id', '=', id)
    .execute()
}

export async function openStepsDueBy(db: Db, at: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('rescue_ring_steps')
    .select('id')
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('due_at', '<=', at)
    .orderBy('due_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => r.id)
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
