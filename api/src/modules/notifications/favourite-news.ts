// A hearted animal's news: when its status becomes adopted, or it is available
// again after being taken, everyone who hearted it hears (a notification, and a push through
// the notifier's queue), except whoever made the change. Each heart hears each kind of news
// about an animal at most once a day, however often its status flips. Runs in the caller's
// transaction, so the change and the news commit together.
import type { AnimalStatus } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import { claimFavouriters } from './notifications.repository.ts'
import { localized, type Notifier } from './notifier.ts'

const NEWS_INTERVAL_MS = 24 * 60 * 60 * 1000

export interface StatusChange {
  animalId: number
  animalName: string
  from: AnimalStatus
  to: AnimalStatus
  actorId?: number
}

/** The news of a change worth telling (`notify.favourite.<news>` of the catalog), or null. */
export function favouriteNews(from: AnimalStatus, to: AnimalStatus): 'adopted' | 'available' | null {
  if (from === to) return null
  if (to === 'adopted') return 'adopted'
  if (to === 'available') return 'available'
  return null
}

export async function announceFavouriteStatus(db: Db, notifier: Notifier, change: StatusChange): Promise<void> {
  const news = favouriteNews(change.from, change.to)
  if (!news) return
  const since = new Date(Date.now() - NEWS_INTERVAL_MS)
  const users = await claimFavouriters(db, change.animalId, news, since)
  if (users.length === 0) return
  const name = { name: change.animalName }
  const content = localized('general', `/animals/${change.animalId}`, (t) => ({
    title: t._(`notify.favourite.${news}.title`, name),
    message: t._(`notify.favourite.${news}.message`, name),
  }))
  await notifier.notify(db, users, content, change.actorId)
}
