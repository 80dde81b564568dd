// All SQL of the alerts module. Functions take `db` (the pool or a transaction).
import { type Insertable, type Selectable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { AnimalAlertsTable } from '../../db/schema.ts'

export type AlertRow = Selectable<AnimalAlertsTable>
type AlertSet = Partial<Omit<Insertable<AnimalAlertsTable>, 'id' | 'user_id'>>

export async function insertAlert(db: Db, values: Insertable<AnimalAlertsTable>): Promise<AlertRow> {
  return db.insertInto('animal_alerts').values(values).returningAll().executeTakeFirstOrThrow()
}

export function alertsOf(db: Db, userId: number): Promise<AlertRow[]> {
  return db.selectFrom('animal_alerts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute()
}

/** Holds the user's row until the transaction ends, so their alert count cannot change meanwhile. */
export async function lockUserAlerts(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
}

export async function countAlerts(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('animal_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function updateAlert(db: Db, userId: number, id: number, set: AlertSet): Promise<AlertRow | undefined> {
  return db
    .updateTable('animal_alerts')
    .set(set)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteAlert(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('animal_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** What matching needs of a newly listed animal. */
export function animalForMatching(db: Db, id: number) {
  return db
    .selectFrom('animals')
    .select([
      'id',
      'name',
      'species',
      'breed',
      'description',
      'gender',
      'size',
      'age',
      'city_name',
      'status',
      'shelter_id',
      'deleted_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}
export type MatchAnimal = NonNullable<Awaited<ReturnType<typeof animalForMatching>>>

/**
 * The alerts (not paused, not the lister's own) whose every filter is "any" ('') or the
 * animal's value: one probe per filter column of the partial b-tree animal_alerts_match_idx.
 * An animal without an age matches only alerts without an age band. Breed and search words are
 * then checked on the few alerts found, as the browse page checks them (case-insensitive
 * "contains"; the search words in the name, breed or description).
 */
export function matchQuery(
  db: Db,
  a: Pick<
    MatchAnimal,
    'name' | 'species' | 'breed' | 'description' | 'gender' | 'size' | 'age' | 'city_name' | 'shelter_id'
  >,
) {
  const any = (v: string | null) => sql`array[${v ?? ''}, '']::text[]`
  const contains = (text: string | null, column: 'breed' | 'search') =>
    sql<boolean>`strpos(lower(${text ?? ''}::text), lower(${sql.ref(column)})) > 0`
  let q = db
    .selectFrom('animal_alerts')
    .select(['id', 'user_id'])
    // Lost and found alerts follow posts (lost-found.notify.ts), not listings.
    .where('kind', '=', 'animals')
    .where('paused', '=', false)
    .where(sql<boolean>`species = any(${any(a.species)})`)
    .where(sql<boolean>`gender = any(${any(a.gender)})`)
    .where(sql<boolean>`size = any(${any(a.size)})`)
    .where(sql<boolean>`city = any(${any(a.city_name.trim().toLowerCase())})`)
    .where('user_id', '<>', a.shelter_id)
    .where(sql<boolean>`(breed = '' or ${contains(a.breed, 'breed')})`)
    .where(
      sql<boolean>`(search = '' or ${contains(a.name, 'search')} or ${contains(a.breed, 'search')} or ${contains(a.description, 'search')})`,
    )
  if (a.age === null) q = q.where('age_band', '=', '')
  else q = q.where('age_min', '<=', a.age).where('age_max', '>', a.age)
  return q.orderBy('id')
}

/** The alert, locked for the rest of the transaction (one delivery decision at a time). */
export function lockAlert(db: Db, id: number): Promise<AlertRow | undefined> {
  return db.selectFrom('animal_alerts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function setDelivery(db: Db, id: number, set: AlertSet): Promise<void> {
  await db.updateTable('animal_alerts').set(set).where('id', '=', id).execute()
}

/** Of `ids`, the animals still listed and available, in listing order. */
export function stillAvailable(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('animals')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .where('status', '=', 'available')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
}
