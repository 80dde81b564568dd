// A hearted animal's news (issue 16): when its status becomes adopted, or it is available
// again after being taken, everyone who hearted it hears (a notification, and a push through
// the notifier's queue), except whoever made the change. Runs in the caller's transaction,
// so the change and the news commit together.
import type { AnimalStatus } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { favouritersOf } from './favourites.repository.ts'

export interface StatusChange {
  animalId: number
  animalName: string
  from: AnimalStatus
  to: AnimalStatus
  actorId?: number
}

/** The title and message of a change worth telling, or null. */
export function favouriteNews(name: string, from: AnimalStatus, to: AnimalStatus): [string, string] | null {
  if (from === to) return null
  if (to === 'adopted') return [`${name} has been adopted`, `${name}, one of your favourites, has found a home.`]
  if (to === 'available') {
    return [`${name} is available again`, `${name}, one of your favourites, is available for adoption again.`]
  }
  return null
}

export async function announceFavouriteStatus(db: Db, notifier: Notifier, change: StatusChange): Promise<void> {
  const news = favouriteNews(change.animalName, change.from, change.to)
  if (!news) return
  const users = await favouritersOf(db, change.animalId)
  if (users.length === 0) return
  const [title, message] = news
  await notifier.notify(
    db,
    users,
    { type: 'general', title, message, url: `/animals/${change.animalId}` },
    change.actorId,
  )
}
