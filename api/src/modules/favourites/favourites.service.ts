// Favourites: heart and un-heart an animal, the hearted list and its ids.
import type { FavouriteIds, FavouriteList, FavouriteState } from '@paws/contracts/schemas/favourites'
import type { Database } from '../../db/database.ts'
import { NotFound } from '../../lib/errors.ts'
import { toAnimal } from '../animals/animals.mapper.ts'
import * as repo from './favourites.repository.ts'

export function createFavouritesService(deps: { db: Database }) {
  const { db } = deps

  async function list(userId: number): Promise<FavouriteList> {
    return { animals: (await repo.favouriteAnimals(db, userId)).map(toAnimal) }
  }

  async function ids(userId: number): Promise<FavouriteIds> {
    return { animalIds: await repo.favouriteIds(db, userId) }
  }

  /** Hearting twice is the same as once; a missing or deleted animal is 404. */
  async function add(userId: number, animalId: number): Promise<FavouriteState> {
    if (!(await repo.animalExists(db, animalId))) throw new NotFound('error.animal.notFound')
    await repo.addFavourite(db, userId, animalId)
    return { animalId, favourite: true }
  }

  async function remove(userId: number, animalId: number): Promise<FavouriteState> {
    await repo.removeFavourite(db, userId, animalId)
    return { animalId, favourite: false }
  }

  return { list, ids, add, remove }
}

export type FavouritesService = ReturnType<typeof createFavouritesService>
