// Favourites: the animals a signed-in user hearted.
import Type, { type Static } from 'typebox'
import { Animal } from './animals.ts'

export const FavouriteIds = Type.Object({ animalIds: Type.Array(Type.Integer()) })
export type FavouriteIds = Static<typeof FavouriteIds>

/** The hearted animals that still exist (not deleted), most recently hearted first. */
export const FavouriteList = Type.Object({ animals: Type.Array(Animal) })
export type FavouriteList = Static<typeof FavouriteList>

export const FavouriteState = Type.Object({ animalId: Type.Integer(), favourite: Type.Boolean() })
export type FavouriteState = Static<typeof FavouriteState>
