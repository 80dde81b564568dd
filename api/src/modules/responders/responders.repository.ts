// All SQL of on-duty responders. A duty row past its expiry reads as off duty everywhere
// (`activeDuty`), so duty ends by itself with no job.
import { type ExpressionBuilder, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'

export interface DutyValues {
  on_duty: boolean
  lat: number | null
  lng: number | null
  skills: string[]
  expires_at: Date | null
}

/** On duty now: switched on and not past its expiry. */
function activeDuty(eb: ExpressionBuilder<DB, 'responder_duty'>, now: Date) {
  return eb.and([
    eb('responder_duty.on_duty', '=', true),
    eb.or([eb('responder_duty.expires_at', 'is', null), eb('responder_duty.expires_at', '>', now)]),
  ])
}

/** Saves a member's own duty: whatever they set, the roster's pause is over. */
export async function saveDuty(db: Db, userId: number, values: DutyValues, now: Date) {
  const row = { ...values, skills: JSON.stringify(values.skills), updated_at: now, paused_for: null }
  const saved = await db
    .insertInto('responder_duty')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow()
  const at = values.on_duty && values.lat !== null && values.lng !== null ? { lat: values.lat, lng: values.lng } : null
  await recordSpan(db, userId, at, values.expires_at, now)
  return saved
}

/**
 * Keeps the duty's history for the coverage map (docs/rules.md#coverage): the open stretch goes
 * on while the member stays on duty at the same position (its end follows the duty's); a move
 * or going off closes it, and a new one opens at the new position.
 */
async function recordSpan(
  db: Db,
  userId: number,
  at: { lat: number; lng: number } | null,
  endsAt: Date | null,
  now: Date,
): Promise<void> {
  const open = await db
    .selectFrom('responder_duty_spans')
    .select(['id', 'lat', 'lng'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .forUpdate()
    .execute()
  const [only] = open
  if (at !== null && open.length === 1 && only && only.lat === at.lat && only.lng === at.lng) {
    await db.updateTable('responder_duty_spans').set({ ends_at: endsAt }).where('id', '=', only.id).execute()
    return
  }
  if (open.length > 0) {
    // A stretch whose duty had already run out ended then, not now.
    await db
      .updateTable('responder_duty_spans')
      .set({ ended_at: sql`least(coalesce(ends_at, ${now}), ${now})` })
      .where(
        'id',
        'in',
        open.map((s) => s.id),
      )
      .execute()
  }
  if (at) {
    await db
      .insertInto('responder_duty_spans')
      .values({ user_id: userId, lat: at.lat, lng: at.lng, started_at: now, ends_at: endsAt })
      .execute()
  }
}

/** A member's quiet hours (minutes of the day, India time), or none. */
export function findQuietHours(db: Db, userId: number) {
  return db.selectFrom('responder_quiet_hours').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export async function saveQuietHours(db: Db, userId: number, minutes: { from: number; to: number } | null) {
  if (minutes === null) {
    await db.deleteFrom('responder_quiet_hours').where('user_id', '=', userId).execute()
    return
  }
  const row = { from_minute: minutes.from, to_minute: minutes.to }
  await db
    .insertInto('responder_quiet_hours')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute()
}

export function findDuty(db: Db, userId: number) {
  return db.selectFrom('responder_duty').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** The duty's open stretch ends (the roster took the member off duty): docs/rules.md#coverage. */
export function endDutySpan(db: Db, userId: number, now: Date): Promise<void> {
  return recordSpan(db, userId, null, null, now)
}

/** Off duty at once (a removed member, an NGO suspended); the skills are kept. */
export async function endDuty(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('responder_duty')
    .set({ on_duty: false, expires_at: null, updated_at: now })
    .where('user_id', '=', userId)
    .execute()
  await recordSpan(db, userId, null, null, now)
}

export interface OnDutyResponder {
  userId: number
  ngoId: number
  kind: 'coordinator' | 'responder'
  lat: number
  lng: number
  skills: string[]
  until: Date | null
  distanceKm: number
}

const KM_PER_DEGREE_LAT = 111.32

/**
 * The members of approved, active NGOs on duty now within `radiusKm` of a point, nearest first
 * (at most `limit`). A bounding box on the indexed latitude and longitude keeps the scan small;
 * the exact haversine distance then orders and cuts. Plain SQL, so PGlite and PostgreSQL alike.
 */
export async function onDutyNear(
  db: Db,
  point: { lat: number; lng: number },
  radiusKm: number,
  options: { limit?: number; now: Date; skills?: readonly string[] },
): Promise<OnDutyResponder[]> {
  const { now } = options
  const dLat = radiusKm / KM_PER_DEGREE_LAT
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)))
  const distance = sql<number>`2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(responder_duty.lat - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(responder_duty.lat))
      * power(sin(radians(responder_duty.lng - ${point.lng}) / 2), 2))))`
  let q = db
    .selectFrom('responder_duty')
    .innerJoin('ngo_members as m', 'm.user_id', 'responder_duty.user_id')
    .innerJoin('ngos', 'ngos.id', 'm.ngo_id')
    .innerJoin('users', 'users.id', 'responder_duty.user_id')
    .select([
      'responder_duty.user_id',
      'm.ngo_id',
      'm.kind',
      'responder_duty.lat',
      'responder_duty.lng',
      'responder_duty.skills',
      'responder_duty.expires_at',
      distance.as('distance_km'),
    ])
    .where((eb) => activeDuty(eb, now))
    .where('ngos.approval_status', '=', 'approved')
    .where('ngos.is_active', '=', true)
    .where('users.is_active', '=', true)
    .where('responder_duty.lat', '>=', point.lat - dLat)
    .where('responder_duty.lat', '<=', point.lat + dLat)
    .where('responder_duty.lng', '>=', point.lng - dLng)
    .where('responder_duty.lng', '<=', point.lng + dLng)
    .where(distance, '<=', radiusKm)
  for (const skill of options.skills ?? []) {
    q = q.where(sql<boolean>`responder_duty.skills @> ${JSON.stringify([skill])}::jsonb`)
  }
  const rows = await q
    .orderBy('distance_km')
    .orderBy('responder_duty.user_id')
    .limit(options.limit ?? 50)
    .execute()
  return rows.map((r) => ({
    userId: r.user_id,
    ngoId: r.ngo_id,
    kind: r.kind,
    lat: Number(r.lat),
    lng: Number(r.lng),
    skills: r.skills,
    until: r.expires_at === null ? null : new Date(r.expires_at),
    distanceKm: Number(r.distance_km),
  }))
}
