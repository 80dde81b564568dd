// All SQL of hand-overs to clinics (0045): the responder's hand-over, the clinic's answer and
// news, and the clinic's list of the animals handed to it.
import type { HandoverState, RescueAnimalType } from '@paws/contracts'
import { type Selectable, sql, type Updateable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { ClinicHandoversTable } from '../../db/schema.ts'

export type HandoverRow = Selectable<ClinicHandoversTable>

export async function insertHandover(
  db: Db,
  values: { rescue_id: number; vet_id: number; handed_by: number },
): Promise<number> {
  const row = await db.insertInto('clinic_handovers').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** The case's hand-over on its way or admitted, if any (at most one: clinic_handovers_open_idx). */
export function openHandoverOf(db: Db, rescueId: number): Promise<HandoverRow | undefined> {
  return db
    .selectFrom('clinic_handovers')
    .selectAll()
    .where('rescue_id', '=', rescueId)
    .where('state', 'in', ['coming', 'admitted'])
    .executeTakeFirst()
}

/** The latest hand-over of the case to this clinic, whatever its state. */
export function handoverTo(db: Db, rescueId: number, vetId: number): Promise<HandoverRow | undefined> {
  return db
    .selectFrom('clinic_handovers')
    .selectAll()
    .where('rescue_id', '=', rescueId)
    .where('vet_id', '=', vetId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

export async function updateHandover(
  db: Db,
  id: number,
  from: HandoverState,
  set: Updateable<ClinicHandoversTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('clinic_handovers')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** One fewer free place for `species` at the clinic, never below zero. */
export async function takePlace(db: Db, vetId: number, species: RescueAnimalType): Promise<void> {
  await sql`update vets set places = jsonb_set(places, ${sql.val(`{${species}}`)}::text[],
      to_jsonb((places ->> ${species})::int - 1))
    where id = ${vetId} and (places ->> ${species})::int > 0`.execute(db)
}

/** Whether a clinic admitted the case's animal (its hand-over answered "Admitted"). */
export async function wasAdmitted(db: Db, rescueId: number): Promise<boolean> {
  const row = await db
    .selectFrom('clinic_handovers')
    .select('id')
    .where('rescue_id', '=', rescueId)
    .where('state', '=', 'admitted')
    .executeTakeFirst()
  return row !== undefined
}

/** The clinic names and numbers of a case's hand-overs, for its timeline. */
export function handoversOfCase(db: Db, rescueId: number) {
  return db
    .selectFrom('clinic_handovers')
    .innerJoin('vets', 'vets.id', 'clinic_handovers.vet_id')
    .select(['clinic_handovers.id', 'clinic_handovers.clinic_ref', 'vets.clinic_name'])
    .where('clinic_handovers.rescue_id', '=', rescueId)
    .execute()
}

/** A clinic's hand-overs, newest first, with the case and the responder who brings it. */
export function handoversForClinic(db: Db, vetId: number, limit: number) {
  return db
    .selectFrom('clinic_handovers as h')
    .innerJoin('rescues as r', 'r.id', 'h.rescue_id')
    .leftJoin('users as u', 'u.id', 'h.handed_by')
    .leftJoin('ngos as n', 'n.id', 'r.ngo_id')
    .select([
      'h.id',
      'h.rescue_id',
      'h.state',
      'h.clinic_ref',
      'h.animal_state',
      'h.created_at',
      'h.answered_at',
      'h.updated_at',
      'r.status',
      'r.animal_type',
      'r.urgency',
      'r.description',
      'r.condition',
      'r.location',
      'r.approx_lat',
      'r.approx_lng',
      'u.first_name as responder_first_name',
      'u.last_name as responder_last_name',
      'u.phone as responder_phone',
      'n.name as ngo_name',
    ])
    .where('h.vet_id', '=', vetId)
    .where('h.state', '!=', 'withdrawn')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute()
}

export type ClinicHandoverRow = Awaited<ReturnType<typeof handoversForClinic>>[number]
