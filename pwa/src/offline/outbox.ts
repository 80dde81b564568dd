// Putting reports into the outbox and the user's actions on waiting entries.
import type { ClaimCode, OfflineDb, OutboxEntry, StoredPhoto } from './db.ts'
import { OutboxStorageError } from './storage-error.ts'
import type { RescueReport } from './types.ts'

/** Asks the browser not to evict our data under storage pressure (best effort). */
export async function requestPersistence(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false
    return (await navigator.storage.persisted()) || (await navigator.storage.persist())
  } catch {
    return false
  }
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const name = (error as { name?: string; inner?: { name?: string } })?.name
    const inner = (error as { inner?: { name?: string } })?.inner?.name
    if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') throw new OutboxStorageError()
    throw error
  }
}

export async function enqueueReport(
  db: OfflineDb,
  input: { id?: string; userId: number; claim?: ClaimCode | null; report: RescueReport; photos: StoredPhoto[] },
  now = Date.now(),
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: input.id ?? crypto.randomUUID(),
    userId: input.userId,
    ...(input.claim ? { claim: input.claim } : {}),
    createdAt: now,
    updatedAt: now,
    state: 'waiting',
    report: input.report,
    photos: input.photos,
    serverId: null,
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
  }
  await guarded(() => db.outbox.add(entry))
  void requestPersistence()
  return entry
}

/**
 * After the user fixed an entry the server refused: new contents, sent again. When the server
 * already has the case (a photo was refused), the new report goes as an edit of that case.
 */
export async function reviseEntry(
  db: OfflineDb,
  id: string,
  report: RescueReport,
  photos: StoredPhoto[],
): Promise<void> {
  await guarded(() =>
    db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(id)
      if (!entry) return
      await db.outbox.update(id, {
        report,
        photos,
        revised: entry.serverId !== null,
        state: 'waiting',
        attempts: 0,
        nextAttemptAt: 0,
        error: null,
        updatedAt: Date.now(),
      })
    }),
  )
}

/** "Send now" on one entry (or all): forget the backoff and try at once. */
export async function retryNow(db: OfflineDb, id?: string): Promise<void> {
  const reset = { attempts: 0, nextAttemptAt: 0 }
  if (id) {
    await db.outbox.update(id, { ...reset, state: 'waiting', error: null })
    return
  }
  for (const table of [db.outbox, db.posts] as const) {
    await (table as OfflineDb['outbox'])
      .where('state')
      .anyOf('waiting', 'needs_signin')
      .modify({ ...reset, state: 'waiting' })
  }
}

export async function discardEntry(db: OfflineDb, id: string): Promise<void> {
  await db.outbox.delete(id)
}
