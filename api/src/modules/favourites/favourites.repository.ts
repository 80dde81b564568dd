// All SQL of the favourites module. Functions take `db` (the pool or a transaction).
import type { Db } from '../../db/database.ts'
import type { AnimalRow } from '../animals/animals.repository.ts'

export async function addFavourite(db: Db, userId: number, animalId: number): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, animal_id: animalId })
    .onConflict((oc) => oc.columns(['user_id', 'animal_id']).doNothing())
    .execute()
}

export async function removeFavourite(db: Db, userId: number, animalId: number): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('animal_id', '=', animalId).execute()
}

export async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourites')
    .innerJoin('animals', 'animals.id', 'favourites.animal_id')
    .select('favourites.animal_id')
    .where('favourites.user_id', '=', userId)
    .where('animals.deleted_at', 'is', null)
    .orderBy('favourites.created_at', 'desc')
    .execute()
  return rows.map((r) => r.animal_id)
}

/** The user's hearted animals that are not deleted, with their lister, most recently hearted first. */
export function favouriteAnimals(db: Db, userId: number): Promise<AnimalRow[]> {
  return db
    .selectFrom('favourites')
    .innerJoin('animals', 'animals.id', 'favourites.animal_id')
    .innerJoin('users as shelter', 'shelter.id', 'animals.shelter_id')
    .selectAll('animals')
    .select([
      'shelter.first_name as shelter_first_name',
      'shelter.last_name as shelter_last_name',
      'shelter.role as shelter_role',
    ])
    .where('favourites.user_id', '=', userId)
    .where('animals.deleted_at', 'is', null)
    .orderBy('favourites.created_at', 'desc')
    .orderBy('animals.id', 'desc')
    .execute()
}

export async function animalExists(db: Db, animalId: number): Promise<boolean> {
  const row = await db
    .selectFrom('animals')
    .select('id')
    .where('id', '=', animalId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}
