// Submitting a report (docs/rules.md#offline-reports): online or not, it goes into the outbox
// first; then the engine sends it and the form learns how that ended from the outbox itself, since
// another tab or the service worker may be the one holding the send lock.
import type { ClaimCode, OfflineDb, OutboxNote, StoredPhoto } from './db.ts'
import { enqueueReport, reviseEntry } from './outbox.ts'
import type { SyncEngine } from './sync.ts'
import { requestBackgroundSync } from './triggers.ts'
import type { RescueReport } from './types.ts'

export type SendOutcome =
  | { kind: 'sent'; serverId: number }
  | { kind: 'attention'; message: OutboxNote | null }
  | { kind: 'signin' }
  /** Kept on the phone: offline, or the server could not take it yet. */
  | { kind: 'queued' }

/**
 * Puts a new report in the outbox, or a fixed one back in the queue; answers its id. A new
 * report with `reportId` (its draft's) that is already in the outbox, or already sent, is not
 * put there again: the draft outlived it (the browser was killed in between).
 */
export async function queueReport(
  db: OfflineDb,
  input: {
    entryId?: string
    reportId?: string
    userId: number
    claim?: ClaimCode | null
    report: RescueReport
    photos: StoredPhoto[]
  },
): Promise<string> {
  if (input.entryId && (await db.outbox.get(input.entryId))) {
    await reviseEntry(db, input.entryId, input.report, input.photos)
    return input.entryId
  }
  const id = input.reportId
  if (id && ((await db.outbox.get(id)) || (await db.sent.get(id)))) return id
  const entry = await enqueueReport(db, {
    id,
    userId: input.userId,
    claim: input.claim,
    report: input.report,
    photos: input.photos,
  })
  return entry.id
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Kept for later: the retry timer (`onQueued`: the page's automatic sync) and Background Sync take over. */
function queued(onQueued?: () => void): SendOutcome {
  onQueued?.()
  void requestBackgroundSync()
  return { kind: 'queued' }
}

/**
 * Sends the outbox now and answers what became of `entryId`. The first pass is forced (a
 * submit is a moment to retry everything); later passes are not, so an older report that
 * keeps failing is not retried again and again (its backoff would run away) while this one
 * gets its own try. An entry another context is sending is waited for (up to `maxWaitMs`).
 */
export async function sendAndWatch(
  db: OfflineDb,
  engine: SyncEngine,
  entryId: string,
  {
    maxWaitMs = 150_000,
    idleTries = 4,
    pollMs = 500,
    onQueued,
  }: { maxWaitMs?: number; idleTries?: number; pollMs?: number; onQueued?: () => void } = {},
): Promise<SendOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queued(onQueued)
  const until = Date.now() + maxWaitMs
  let idle = 0
  for (let pass = 0; ; pass++) {
    await engine.sync(pass === 0)
    const sent = await db.sent.get(entryId)
    if (sent) return { kind: 'sent', serverId: sent.serverId }
    const entry = await db.outbox.get(entryId)
    if (!entry) return { kind: 'queued' }
    if (entry.state === 'needs_attention') return { kind: 'attention', message: entry.error }
    if (entry.state === 'needs_signin') return { kind: 'signin' }
    if (entry.state === 'waiting' && entry.attempts > 0) return queued(onQueued)
    if (entry.state !== 'sending') idle += 1
    if (idle > idleTries || Date.now() > until) return queued(onQueued)
    await pause(pollMs)
  }
}
