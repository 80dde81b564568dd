// All SQL of the coverage map (docs/rules.md#coverage): the stretches of duty and the cases of
// a box and a week, and who was asked when to join an NGO where cover is thin.
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

export interface Box {
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
}

/** Stretches of duty at a position inside the box that overlap [since, now). */
export function spansInBox(db: Db, box: Box, since: Date, now: Date) {
  return db
    .selectFrom('responder_duty_spans')
    .select(['user_id', 'lat', 'lng', 'started_at', 'ends_at', 'ended_at'])
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('lng', '>=', box.minLng)
    .where('lng', '<=', box.maxLng)
    .where('started_at', '<', now)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', since)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', since)]))
    .execute()
}

/**
 * Cases filed in the box since `since` (not merged into another), with the moment one was
 * first accepted (the phone's time of the step, else the server's) and when it was closed
 * without one (cancelled).
 */
export function casesInBox(db: Db, box: Box, since: Date) {
  return db
    .selectFrom('rescues')
    .select([
      'rescues.id',
      'rescues.created_at',
      sql<number>`coalesce(rescues.lat, rescues.approx_lat)`.as('lat'),
      sql<number>`coalesce(rescues.lng, rescues.approx_lng)`.as('lng'),
      sql<Date | null>`(select min(coalesce(h.occurred_at, h.created_at)) from rescue_history h
        where h.rescue_id = rescues.id and h.to_status = 'accepted')`.as('accepted_at'),
      sql<Date | null>`(select min(h.created_at) from rescue_history h
        where h.rescue_id = rescues.id and h.to_status = 'cancelled')`.as('cancelled_at'),
    ])
    .where('rescues.created_at', '>=', since)
    .where('rescues.merged_into_id', 'is', null)
    .where(sql`coalesce(rescues.lat, rescues.approx_lat)`, '>=', box.minLat)
    .where(sql`coalesce(rescues.lat, rescues.approx_lat)`, '<=', box.maxLat)
    .where(sql`coalesce(rescues.lng, rescues.approx_lng)`, '>=', box.minLng)
    .where(sql`coalesce(rescues.lng, rescues.approx_lng)`, '<=', box.maxLng)
    .execute()
}

/**
 * People who might join an NGO where cover is thin: adopters (owners and feeders among them) and
 * clinic staff, not members of an NGO, with a home pincode, not asked since `askedBefore`.
 */
export function peopleToAsk(db: Db, askedBefore: Date) {
  return db
    .selectFrom('users')
    .leftJoin('coverage_notices as n', 'n.user_id', 'users.id')
    .select(['users.id', 'users.pincode'])
    .where('users.role', 'in', ['adopter', 'vet'])
    .where('users.is_active', '=', true)
    .where('users.pincode', 'is not', null)
    .where((eb) => eb.or([eb('n.sent_at', 'is', null), eb('n.sent_at', '<', askedBefore)]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ngo_members as m').select('m.user_id').whereRef('m.user_id', '=', 'users.id'))))
    .execute()
}

export async function markAsked(db: Db, userIds: number[], at: Date): Promise<void> {
  if (userIds.length === 0) return
  await db
    .insertInto('coverage_notices')
    .values(userIds.map((user_id) => ({ user_id, sent_at: at })))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sent_at: at }))
    .execute()
}

/** Approved, active NGOs whose base lies within the box (named in the notice). */
export function ngosInBox(db: Db, box: Box) {
  return db
    .selectFrom('ngos')
    .select(['ngos.id', 'ngos.name', 'ngos.lat', 'ngos.lng'])
    .where('ngos.approval_status', '=', 'approved')
    .where('ngos.is_active', '=', true)
    .where('ngos.lat', '>=', box.minLat)
    .where('ngos.lat', '<=', box.maxLat)
    .where('ngos.lng', '>=', box.minLng)
    .where('ngos.lng', '<=', box.maxLng)
    .execute()
}
