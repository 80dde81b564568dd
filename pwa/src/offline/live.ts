// React views of the offline store: Dexie live queries re-run whenever the tables they read
// change, in this tab, another tab or the service worker. The store (and Dexie) is loaded by
// the first view that needs it; until the first result a view reads its hook's starting value
// (`undefined`, or none where a hook says so).
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import type { ActionEntry, OfflineDb, OutboxEntry, PostEntry, SentEntry } from './db.ts'
import { setOutboxHint } from './hint.ts'
import { openStore } from './store-door.ts'
import { sendProgress, type SendProgress } from './progress.ts'

/**
 * The latest result of `query(db, userId)`, live; `before` (undefined unless given) until the
 * first one arrives. `query` is a module-level function, so a new subscription starts only when
 * the user changes.
 */
function useStoreQuery<T, B extends T | undefined = undefined>(
  query: (db: OfflineDb, userId: number | null) => Promise<T>,
  userId: number | null,
  before?: B,
): T | B {
  const [value, setValue] = useState<T | B>(before as B)
  useEffect(() => {
    let stopped = false
    let unsubscribe = () => {}
    void openStore()
      .then((store) => {
        if (stopped) return
        // As a transition: a page drawing what the phone holds (the dashboard's outbox, an
        // NGO's waiting updates) yields to the browser instead of redrawing in one long task.
        const subscription = store
          .liveQuery(() => query(store.db, userId))
          .subscribe({
            // The same empty answer again (nothing waits, as before) keeps the value: no redraw.
            next: (next) =>
              startTransition(() => setValue((prev) => (isEmptyList(prev) && isEmptyList(next) ? prev : next))),
            error: () => setValue(before as B),
          })
        unsubscribe = () => subscription.unsubscribe()
      })
      .catch(() => setValue(before as B))
    return () => {
      stopped = true
      unsubscribe()
    }
  }, [query, userId, before])
  return value
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0

/** How many sent reports the dashboard lists. */
const SENT_SHOWN = 5

const outboxOf = (db: OfflineDb, userId: number | null) =>
  userId === null ? Promise.resolve([]) : db.outbox.where('userId').equals(userId).sortBy('createdAt')

const sentOf = async (db: OfflineDb, userId: number | null) =>
  userId === null ? [] : (await db.sent.where('userId').equals(userId).reverse().sortBy('sentAt')).slice(0, SENT_SHOWN)

const outboxCountOf = (db: OfflineDb, userId: number | null) =>
  userId === null ? Promise.resolve(0) : db.outbox.where('userId').equals(userId).count()

/** What waits on this phone: reports (lost and found posts with them), and an NGO's case updates. */
export interface WaitingCounts {
  reports: number
  updates: number
}

/** An action the server refused (the case moved on) no longer waits: it is kept only to be read. */
const stillWaiting = (a: ActionEntry) => a.state !== 'not_applied'

const waitingOf = async (db: OfflineDb, userId: number | null): Promise<WaitingCounts> =>
  userId === null
    ? {
        reports: (await db.outbox.count()) + (await db.posts.count()),
        updates: await db.actions.filter(stillWaiting).count(),
      }
    : {
        reports: (await outboxCountOf(db, userId)) + (await db.posts.where('userId').equals(userId).count()),
        updates: await db.actions.where('userId').equals(userId).filter(stillWaiting).count(),
      }

/** The user's reports still on this phone, oldest first. */
export function useOutbox(userId: number | null): OutboxEntry[] | undefined {
  return useStoreQuery(outboxOf, userId)
}

/**
 * How many of the user's reports are still on this phone; 0 until read. A page that shows only
 * the number is then not drawn again when the store answers that there are none.
 */
export function useOutboxCount(userId: number | null): number {
  return useStoreQuery(outboxCountOf, userId, 0)
}

/** The user's latest reports this phone has sent, newest first. */
export function useSent(userId: number | null): SentEntry[] | undefined {
  return useStoreQuery(sentOf, userId)
}

/**
 * Reports and case updates waiting on this phone (this user's, or everyone's when signed out);
 * undefined until read. Every count also updates the hint that lets a signed-out visit skip the
 * store (hint.ts).
 */
export function useWaitingCount(userId: number | null): WaitingCounts | undefined {
  const counts = useStoreQuery(waitingOf, userId)
  const total = counts === undefined ? undefined : counts.reports + counts.updates
  useEffect(() => {
    if (total !== undefined) setOutboxHint(total)
  }, [total])
  return counts
}

export function useSendProgress(entryId: string): SendProgress | undefined {
  return useSyncExternalStore(sendProgress.subscribe, () => sendProgress.get(entryId))
}

const actionsOf = (db: OfflineDb, userId: number | null) =>
  userId === null ? Promise.resolve([]) : db.actions.where('userId').equals(userId).sortBy('createdAt')

/** Until the store answers: none, so a screen is not drawn again when it answers none. */
const NO_ACTIONS: ActionEntry[] = []

/**
 * The account's actions on cases still on this phone (waiting, sending, not applied), oldest
 * first; none until read.
 */
export function useCaseActions(userId: number | null): ActionEntry[] {
  return useStoreQuery(actionsOf, userId, NO_ACTIONS)
}

const postsOf = (db: OfflineDb, userId: number | null) =>
  userId === null ? Promise.resolve([]) : db.posts.where('userId').equals(userId).sortBy('createdAt')

/** The account's lost and found posts still on this phone, oldest first; none until read. */
const NO_POSTS: PostEntry[] = []
export function useWaitingPosts(userId: number | null): PostEntry[] {
  return useStoreQuery(postsOf, userId, NO_POSTS)
}
