// All SQL of the adoptions module. Functions take `db` (the pool or a transaction).
import {
  ADOPTION_COMMITTED,
  ADOPTION_STATUSES,
  type AdoptionStatus,
  type AnimalStatus,
  type Gender,
} from '@paws/contracts'
import type { AdoptionListQuery } from '@paws/contracts/schemas/adoptions'
import { type Insertable, type Selectable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { AdoptionHistoryTable, AdoptionsTable, AdoptionUpdate } from '../../db/schema.ts'
import { containsPattern } from '../../db/search.ts'
import { sortDirection } from '../../lib/pagination.ts'

/** The partial unique indexes of migration 0004, named where a service maps their violation. */
export const ONE_COMMITTED_PER_ANIMAL = 'adoptions_one_committed_per_animal'
export const ONE_OPEN_PER_APPLICANT = 'adoptions_one_open_per_applicant'

export type AdoptionRow = Selectable<AdoptionsTable> & {
  adopter_first_name: string
  adopter_last_name: string
  adopter_email: string
  adopter_phone: string | null
  animal_name: string
  animal_species: string
  animal_breed: string | null
  animal_age: number | null
  animal_gender: Gender
  animal_images: string[]
  animal_shelter_id: number
  animal_status: AnimalStatus
  owner_first_name: string
  owner_last_name: string
}

/** Which applications a list shows (docs/rules.md#permissions). */
export type AdoptionScope =
  | { kind: 'all' }
  | { kind: 'sent'; userId: number }
  | { kind: 'received'; userId: number }
  | { kind: 'animal'; animalId: number }

function joined(db: Db) {
  return db
    .selectFrom('adoptions')
    .innerJoin('animals as an', 'an.id', 'adoptions.animal_id')
    .innerJoin('users as a', 'a.id', 'adoptions.adopter_id')
}

function withPeople(query: ReturnType<typeof joined>) {
  return query
    .innerJoin('users as o', 'o.id', 'an.shelter_id')
    .selectAll('adoptions')
    .select([
      'a.first_name as adopter_first_name',
      'a.last_name as adopter_last_name',
      'a.email as adopter_email',
      'a.phone as adopter_phone',
      'an.name as animal_name',
      'an.species as animal_species',
      'an.breed as animal_breed',
      'an.age as animal_age',
      'an.gender as animal_gender',
      'an.images as animal_images',
      'an.shelter_id as animal_shelter_id',
      'an.status as animal_status',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
    ])
}

export function findAdoption(db: Db, id: number): Promise<AdoptionRow | undefined> {
  return withPeople(joined(db)).where('adoptions.id', '=', id).executeTakeFirst()
}

export function filtered(db: Db, scope: AdoptionScope, q: AdoptionListQuery) {
  let query = joined(db)
  if (scope.kind === 'sent') query = query.where('adoptions.adopter_id', '=', scope.userId)
  if (scope.kind === 'received') query = query.where('an.shelter_id', '=', scope.userId)
  if (scope.kind === 'animal') query = query.where('adoptions.animal_id', '=', scope.animalId)
  if (q.status) query = query.where('adoptions.status', '=', q.status)
  if (q.animalId) query = query.where('adoptions.animal_id', '=', q.animalId)
  if (q.adopterId) query = query.where('adoptions.adopter_id', '=', q.adopterId)
  const search = q.search?.trim()
  if (search) {
    const like = containsPattern(search)
    const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null
    query = query.where((eb) =>
      eb.or([
        eb('an.name', 'ilike', like),
        eb('a.email', 'ilike', like),
        eb(sql`a.first_name || ' ' || a.last_name`, 'ilike', like),
        ...(id !== null ? [eb('adoptions.id', '=', id)] : []),
      ]),
    )
  }
  return query
}

export async function listAdoptions(db: Db, scope: AdoptionScope, q: AdoptionListQuery, page: number, limit: number) {
  const { total } = await filtered(db, scope, q)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const direction = sortDirection(q.sortOrder)
  const sortKey =
    q.sortBy === 'status'
      ? sql`array_position(${sql.val([...ADOPTION_STATUSES])}::text[], adoptions.status)`
      : q.sortBy === 'updatedAt'
        ? sql`adoptions.updated_at`
        : sql`adoptions.created_at`
  const rows = await withPeople(filtered(db, scope, q))
    .orderBy(sortKey, direction)
    .orderBy('adoptions.id', direction)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  return { rows, total: Number(total) }
}

/** The animal an application is about, locked for the rest of the transaction: every write
 * to an animal's applications takes this lock first, so they run one after another. */
export function lockAnimal(db: Db, id: number) {
  return db
    .selectFrom('animals')
    .select(['id', 'name', 'shelter_id', 'status', 'deleted_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function animalName(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('animals').select('name').where('id', '=', id).executeTakeFirst())?.name
}

export async function hasOpenApplication(
  db: Db,
  animalId: number,
  adopterId: number,
  closed: readonly AdoptionStatus[],
) {
  const row = await db
    .selectFrom('adoptions')
    .select('id')
    .where('animal_id', '=', animalId)
    .where('adopter_id', '=', adopterId)
    .where('status', 'not in', closed)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertAdoption(db: Db, values: Insertable<AdoptionsTable>): Promise<number> {
  const row = await db.insertInto('adoptions').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * The one conditional UPDATE of a status move: applies only while the application still has
 * `from`. False when someone else moved it first.
 */
export async function moveStatus(
  db: Db,
  id: number,
  from: AdoptionStatus,
  set: AdoptionUpdate,
  options: { markProcessed?: boolean } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('adoptions')
    .set({ ...set, updated_at: new Date() })
    // The first decision's time is kept when an application comes round again (returned -> pending).
    .$if(options.markProcessed === true, (qb) => qb.set({ processed_at: sql<Date>`coalesce(processed_at, now())` }))
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function updateFields(db: Db, id: number, set: AdoptionUpdate): Promise<boolean> {
  const result = await db
    .updateTable('adoptions')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function statusOf(db: Db, id: number): Promise<AdoptionStatus | undefined> {
  const row = await db.selectFrom('adoptions').select('status').where('id', '=', id).executeTakeFirst()
  return row?.status
}

/** Whether another application than `exceptId` holds the animal (approved or later). */
export async function otherCommittedExists(db: Db, animalId: number, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('adoptions')
    .select('id')
    .where('animal_id', '=', animalId)
    .where('id', '<>', exceptId)
    .where('status', 'in', ADOPTION_COMMITTED)
    .executeTakeFirst()
  return row !== undefined
}

/** Sets the animal's status only while it is one of `replaces` (and not deleted). */
export async function setAnimalStatus(
  db: Db,
  animalId: number,
  status: AnimalStatus,
  replaces: readonly AnimalStatus[],
): Promise<boolean> {
  const result = await db
    .updateTable('animals')
    .set({ status, updated_at: new Date() })
    .where('id', '=', animalId)
    .where('deleted_at', 'is', null)
    .where('status', 'in', replaces)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deleteAdoption(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('adoptions').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function insertHistory(db: Db, values: Insertable<AdoptionHistoryTable>): Promise<void> {
  await db.insertInto('adoption_history').values(values).execute()
}

export function historyOf(db: Db, adoptionId: number) {
  return db.selectFrom('adoption_history').selectAll().where('adoption_id', '=', adoptionId).orderBy('id').execute()
}
