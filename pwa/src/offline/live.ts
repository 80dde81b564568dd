// React views of the offline store: Dexie live queries re-run whenever the tables they read
// change, in this tab, another tab or the service worker.
import { liveQuery } from 'dexie'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { OutboxEntry, SentEntry } from './db.ts'
import { sendProgress, type SendProgress } from './progress.ts'
import { db } from './shared.ts'

/** The latest result of `query`; `undefined` until the first one arrives. */
export function useLiveQuery<T>(query: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => setValue(undefined) })
    return () => subscription.unsubscribe()
    // The caller lists what the query reads, as with useEffect.
  }, deps)
  return value
}

/** The user's reports still on this phone, oldest first. */
export function useOutbox(userId: number | null): OutboxEntry[] | undefined {
  return useLiveQuery(
    () => (userId === null ? Promise.resolve([]) : db.outbox.where('userId').equals(userId).sortBy('createdAt')),
    [userId],
  )
}

/** The user's reports this phone has sent, newest first. */
export function useSent(userId: number | null, limit = 10): SentEntry[] | undefined {
  return useLiveQuery(
    async () =>
      userId === null ? [] : (await db.sent.where('userId').equals(userId).reverse().sortBy('sentAt')).slice(0, limit),
    [userId, limit],
  )
}

/** How many reports wait on this phone: the user's, or everyone's when nobody is signed in. */
/** Reports waiting on this phone (this user's, or everyone's when signed out); undefined until read. */
export function useWaitingCount(userId: number | null): number | undefined {
  return useLiveQuery(
    () => (userId === null ? db.outbox.count() : db.outbox.where('userId').equals(userId).count()),
    [userId],
  )
}

export function useSendProgress(entryId: string): SendProgress | undefined {
  return useSyncExternalStore(sendProgress.subscribe, () => sendProgress.get(entryId))
}
