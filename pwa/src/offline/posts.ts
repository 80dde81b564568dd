// Lost and found posts in the outbox (docs/rules.md#one-offline-engine): a post made on the phone
// goes into the `posts` table with a client UUID (its Idempotency-Key) and its photos' bytes, and
// the sync engine sends it as it sends a report (sync-post.ts), exactly once. What became of it
// is read back from the tables, as for a report (submit.ts), since another tab or the service
// worker may be the one sending.
import type { OfflineDb, OutboxNote, PostEntry, StoredPhoto } from './db.ts'
import { requestPersistence } from './outbox.ts'
import { OutboxStorageError } from './storage-error.ts'
import type { SyncEngine } from './sync.ts'
import { requestBackgroundSync } from './triggers.ts'
import type { LostFoundPostBody } from './types.ts'

export type PostOutcome =
  | { kind: 'sent'; serverId: number }
  | { kind: 'attention'; message: OutboxNote | null }
  | { kind: 'signin' }
  /** Kept on the phone: offline, or the server could not take it yet. */
  | { kind: 'queued' }

/**
 * Puts a post in the outbox and answers its id. `id` (the form's draft's) already in the outbox
 * or already sent is not put there again: the draft outlived it (the browser was killed between).
 */
export async function queuePost(
  db: OfflineDb,
  input: { id: string; userId: number; post: LostFoundPostBody; photos: StoredPhoto[] },
  now = Date.now(),
): Promise<string> {
  if ((await db.posts.get(input.id)) || (await db.postsSent.get(input.id))) return input.id
  const entry: PostEntry = {
    id: input.id,
    userId: input.userId,
    createdAt: now,
    updatedAt: now,
    state: 'waiting',
    post: input.post,
    photos: input.photos,
    serverId: null,
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
  }
  try {
    await db.posts.add(entry)
  } catch (error) {
    const name = (error as { name?: string; inner?: { name?: string } })?.name
    if (name === 'QuotaExceededError' || (error as { inner?: { name?: string } })?.inner?.name === 'QuotaExceededError')
      throw new OutboxStorageError()
    throw error
  }
  void requestPersistence()
  return entry.id
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Sends the outbox now and answers what became of the post `id` (as sendAndWatch does for a report). */
export async function sendPostAndWatch(
  db: OfflineDb,
  engine: SyncEngine,
  id: string,
  {
    maxWaitMs = 150_000,
    idleTries = 4,
    pollMs = 500,
    onQueued,
  }: { maxWaitMs?: number; idleTries?: number; pollMs?: number; onQueued?: () => void } = {},
): Promise<PostOutcome> {
  const queued = (): PostOutcome => {
    onQueued?.()
    void requestBackgroundSync()
    return { kind: 'queued' }
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queued()
  const until = Date.now() + maxWaitMs
  let idle = 0
  for (let pass = 0; ; pass++) {
    await engine.sync(pass === 0)
    const sent = await db.postsSent.get(id)
    if (sent) return { kind: 'sent', serverId: sent.serverId }
    const entry = await db.posts.get(id)
    if (!entry) return { kind: 'queued' }
    if (entry.state === 'needs_attention') return { kind: 'attention', message: entry.error }
    if (entry.state === 'needs_signin') return { kind: 'signin' }
    if (entry.state === 'waiting' && entry.attempts > 0) return queued()
    if (entry.state !== 'sending') idle += 1
    if (idle > idleTries || Date.now() > until) return queued()
    await pause(pollMs)
  }
}
