// All SQL of the clinics module: a clinic is a vet's profile (vets, 0030) with its user's
// e-mail and phone.
import type { ApprovalStatus, RescueAnimalType } from '@paws/contracts'
import { type Selectable, sql, type Updateable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { VetsTable } from '../../db/schema.ts'

export type ClinicRow = Selectable<VetsTable> & { email: string; phone: string | null }

function withUser(db: Db) {
  return db
    .selectFrom('vets')
    .innerJoin('users', 'users.id', 'vets.user_id')
    .selectAll('vets')
    .select(['users.email', 'users.phone'])
}

export function findClinic(db: Db, id: number): Promise<ClinicRow | undefined> {
  return withUser(db).where('vets.id', '=', id).executeTakeFirst()
}

export function findClinicOfUser(db: Db, userId: number): Promise<ClinicRow | undefined> {
  return withUser(db).where('vets.user_id', '=', userId).executeTakeFirst()
}

export async function listClinics(
  db: Db,
  q: { status?: ApprovalStatus; page: number; limit: number },
): Promise<{ rows: ClinicRow[]; total: number }> {
  let base = withUser(db)
  if (q.status) base = base.where('vets.approval_status', '=', q.status)
  const rows = await base
    .orderBy('vets.created_at', 'desc')
    .orderBy('vets.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute()
  let count = db.selectFrom('vets').select((eb) => eb.fn.countAll<string>().as('n'))
  if (q.status) count = count.where('approval_status', '=', q.status)
  const { n } = await count.executeTakeFirstOrThrow()
  return { rows, total: Number(n) }
}

export async function updateClinic(db: Db, id: number, set: Updateable<VetsTable>): Promise<boolean> {
  const result = await db.updateTable('vets').set(set).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Approved clinics accepting at `now` inside the latitude/longitude box (index
 * vets_nearby_idx), treating `species` when one is named. The caller orders them by distance.
 */
export function acceptingInBox(
  db: Db,
  q: {
    box: { minLat: number; maxLat: number; minLng: number; maxLng: number }
    now: Date
    species?: RescueAnimalType
  },
) {
  let query = withUser(db)
    .where('vets.approval_status', '=', 'approved')
    .where('vets.accepting', '=', true)
    .where('vets.accepting_until', '>', q.now)
    .where('users.is_active', '=', true)
    .where('vets.lat', '>=', q.box.minLat)
    .where('vets.lat', '<=', q.box.maxLat)
    .where('vets.lng', '>=', q.box.minLng)
    .where('vets.lng', '<=', q.box.maxLng)
  if (q.species) query = query.where(sql<boolean>`vets.species @> ${JSON.stringify([q.species])}::jsonb`)
  return query.execute()
}
