// All SQL of the animals module. Functions take `db` (the pool or a transaction).
import {
  AGE_BANDS,
  type AdoptionStatus,
  type AgeBand,
  type AnimalStatus,
  type Gender,
  type Role,
  type Size,
} from '@paws/contracts'
import { type CompiledQuery, type Insertable, type Selectable, sql } from 'kysely'
import { LRUCache } from 'lru-cache'
import type { Db, Trx } from '../../db/database.ts'
import type { AnimalsTable, AnimalUpdate } from '../../db/schema.ts'
import { containsPattern } from '../../db/search.ts'

export type AnimalRow = Selectable<AnimalsTable> & {
  shelter_first_name: string
  shelter_last_name: string
  shelter_role: Role
}

export interface AnimalFilters {
  search?: string
  species?: string
  breed?: string
  gender?: Gender
  size?: Size
  age?: AgeBand
  city?: string
  status?: AnimalStatus
  /** Only this owner's animals. */
  ownerId?: number
  /** Soft-deleted rows too (admin). */
  includeDeleted?: boolean
}

export interface AnimalListOptions extends AnimalFilters {
  page: number
  limit: number
  sortBy: 'createdAt' | 'name' | 'age'
  sortOrder: 'asc' | 'desc'
}

export function filtered(db: Db, f: AnimalFilters) {
  let q = db.selectFrom('animals')
  if (!f.includeDeleted) q = q.where('animals.deleted_at', 'is', null)
  if (f.ownerId !== undefined) q = q.where('animals.shelter_id', '=', f.ownerId)
  if (f.species) q = q.where('animals.species', '=', f.species)
  if (f.size) q = q.where('animals.size', '=', f.size)
  if (f.gender) q = q.where('animals.gender', '=', f.gender)
  if (f.status) q = q.where('animals.status', '=', f.status)
  if (f.age) {
    const band = AGE_BANDS[f.age]
    q = q.where('animals.age', '>=', band.min)
    if (band.max !== null) q = q.where('animals.age', '<', band.max)
  }
  if (f.breed?.trim()) q = q.where('animals.breed', 'ilike', containsPattern(f.breed.trim()))
  if (f.city?.trim()) q = q.where(sql`lower(animals.city_name)`, '=', f.city.trim().toLowerCase())
  const search = f.search?.trim()
  if (search) {
    const pattern = containsPattern(search)
    q = q.where((eb) =>
      eb.or([
        eb('animals.name', 'ilike', pattern),
        eb('animals.breed', 'ilike', pattern),
        eb('animals.description', 'ilike', pattern),
      ]),
    )
  }
  return q
}

/** Every animal column and its lister's name and role. */
function withShelter(query: ReturnType<typeof filtered>) {
  return query
    .innerJoin('users as shelter', 'shelter.id', 'animals.shelter_id')
    .selectAll('animals')
    .select([
      'shelter.first_name as shelter_first_name',
      'shelter.last_name as shelter_last_name',
      'shelter.role as shelter_role',
    ])
}

/**
 * The two statements of a list page (its total and its rows), as query builders: the
 * benchmark compiles these same builders to run the identical SQL on a bare route.
 */
export function listQueries(db: Db, o: AnimalListOptions) {
  const count = filtered(db, o).select((eb) => eb.fn.countAll<number>().as('total'))
  const dir = o.sortOrder
  let rows = withShelter(filtered(db, o))
  if (o.sortBy === 'name') rows = rows.orderBy(sql`lower(animals.name)`, dir)
  else if (o.sortBy === 'age')
    rows = rows.orderBy('animals.age', (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast())
  else rows = rows.orderBy('animals.created_at', dir)
  rows = rows
    .orderBy('animals.id', dir)
    .limit(o.limit)
    .offset((o.page - 1) * o.limit)
  return { count, rows }
}

type CompiledList = { count: CompiledQuery<{ total: number }>; rows: CompiledQuery<AnimalRow> }

/**
 * The list's two statements, compiled once per set of options: building and compiling them
 * took 5% of a list request, and a crowd asks for the same few pages. The SQL
 * depends on the options alone, never on the connection, so one cache serves every pool.
 */
const compiledLists = new LRUCache<string, CompiledList>({ max: 500 })

export async function listAnimals(db: Db, o: AnimalListOptions): Promise<{ rows: AnimalRow[]; total: number }> {
  const key = JSON.stringify(o)
  let q = compiledLists.get(key)
  if (!q) {
    const built = listQueries(db, o)
    q = { count: built.count.compile(), rows: built.rows.compile() }
    compiledLists.set(key, q)
  }
  const [count, rows] = await Promise.all([db.executeQuery(q.count), db.executeQuery(q.rows)])
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) }
}

export async function listCities(db: Db): Promise<string[]> {
  // One spelling per city whatever the case people typed; the most common one wins.
  const rows = await db
    .selectFrom('animals')
    .select([sql<string>`mode() within group (order by city_name)`.as('city')])
    .where('deleted_at', 'is', null)
    .groupBy(sql`lower(city_name)`)
    .execute()
  return rows.map((r) => r.city).sort((a, b) => a.localeCompare(b, 'en-IN'))
}

export function findAnimal(db: Db, id: number): Promise<AnimalRow | undefined> {
  return withShelter(db.selectFrom('animals')).where('animals.id', '=', id).executeTakeFirst()
}

/** The row alone, locked for the rest of the transaction (image list changes). */
export function lockAnimal(db: Trx, id: number) {
  return db
    .selectFrom('animals')
    .select(['id', 'name', 'status', 'shelter_id', 'images', 'deleted_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

/** The approval and active flags of the NGO a user acts for (only approved, active NGOs list). */
export function findListerNgo(db: Db, userId: number) {
  return db
    .selectFrom('ngo_members as m')
    .innerJoin('ngos', 'ngos.id', 'm.ngo_id')
    .select(['ngos.approval_status', 'ngos.is_active'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst()
}

export async function insertAnimal(db: Db, values: Insertable<AnimalsTable>): Promise<number> {
  const row = await db.insertInto('animals').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateAnimal(db: Db, id: number, values: AnimalUpdate): Promise<boolean> {
  const result = await db
    .updateTable('animals')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Soft delete; false when the animal was already deleted. */
export async function softDeleteAnimal(db: Db, id: number): Promise<boolean> {
  const now = new Date()
  const result = await db
    .updateTable('animals')
    .set({ status: 'deleted', deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** A deactivated account's listings leave the browse list but stay on record. */
export async function makeOwnerAnimalsUnavailable(db: Db, ownerId: number): Promise<number> {
  const result = await db
    .updateTable('animals')
    .set({ status: 'unavailable', updated_at: new Date() })
    .where('shelter_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** How many of the animal's applications are in one of `statuses` (adoption rules on the animal). */
export async function countApplications(
  db: Db,
  animalId: number,
  statuses: readonly AdoptionStatus[],
): Promise<number> {
  const row = await db
    .selectFrom('adoptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('animal_id', '=', animalId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
