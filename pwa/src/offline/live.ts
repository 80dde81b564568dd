// React views of the offline store: Dexie live queries re-run whenever the tables they read
// change, in this tab, another tab or the service worker. The store (and Dexie) is loaded by
// the first view that needs it; until the first result a view reads `undefined`.
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { OutboxEntry, SentEntry } from './db.ts'
import { setOutboxHint } from './hint.ts'
import { openStore } from './open-store.ts'
import { sendProgress, type SendProgress } from './progress.ts'

type Store = Awaited<ReturnType<typeof openStore>>

/** The latest result of `query` on the store; `undefined` until the first one arrives. */
function useStoreQuery<T>(query: (store: Store) => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  // `key` names everything the query reads: a new key is a new subscription. The query itself
  // is a new closure at every render and is read through a ref, so it does not resubscribe.
  const latest = useLatest(query)
  useEffect(() => {
    let stopped = false
    let unsubscribe = () => {}
    void openStore()
      .then((store) => {
        if (stopped) return
        const subscription = store
          .liveQuery(() => latest.current(store))
          .subscribe({ next: setValue, error: () => setValue(undefined) })
        unsubscribe = () => subscription.unsubscribe()
      })
      .catch(() => setValue(undefined))
    return () => {
      stopped = true
      unsubscribe()
    }
  }, [key, latest])
  return value
}

function useLatest<T>(value: T): { current: T } {
  const [ref] = useState(() => ({ current: value }))
  ref.current = value
  return ref
}

/** The user's reports still on this phone, oldest first. */
export function useOutbox(userId: number | null): OutboxEntry[] | undefined {
  return useStoreQuery(
    ({ db }) => (userId === null ? Promise.resolve([]) : db.outbox.where('userId').equals(userId).sortBy('createdAt')),
    `outbox:${userId}`,
  )
}

/** The user's reports this phone has sent, newest first. */
export function useSent(userId: number | null, limit = 10): SentEntry[] | undefined {
  return useStoreQuery(
    async ({ db }) =>
      userId === null ? [] : (await db.sent.where('userId').equals(userId).reverse().sortBy('sentAt')).slice(0, limit),
    `sent:${userId}:${limit}`,
  )
}

/**
 * Reports waiting on this phone (this user's, or everyone's when signed out); undefined until
 * read. Every count also updates the hint that lets a signed-out visit skip the store (hint.ts).
 */
export function useWaitingCount(userId: number | null): number | undefined {
  const count = useStoreQuery(
    ({ db }) => (userId === null ? db.outbox.count() : db.outbox.where('userId').equals(userId).count()),
    `waiting:${userId}`,
  )
  useEffect(() => {
    if (count !== undefined) setOutboxHint(count)
  }, [count])
  return count
}

export function useSendProgress(entryId: string): SendProgress | undefined {
  return useSyncExternalStore(sendProgress.subscribe, () => sendProgress.get(entryId))
}
