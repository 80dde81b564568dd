// The sync engine: sends the outbox to the server, one report at a time, exactly once.
//
// - The report goes first, with `Idempotency-Key: <entry id>`: a repeat after a lost answer
//   returns the same case (a report revised after the case exists goes as PUT instead). Then each photo in its own request with its client photo id, so a
//   repeat is not stored twice. The entry leaves the outbox only when the server has the case
//   and every photo; progress (case id, uploaded photos) is saved after each step.
// - Network errors, 5xx, 408, 429 and a 2xx that is not JSON (a captive portal's page) are
//   retried later with a capped backoff. A 401 renews the session once and retries; a session
//   that cannot be renewed parks the entry as needs_signin, data kept. Any other 4xx cannot be
//   fixed by retrying: the entry needs attention, with the server's message.
// - The same code runs in the page and in the service worker (Background Sync); a Web Lock
//   keeps two contexts from sending at once.
import { errorText, readErrorBody } from '../api/errors.ts'
import type { OfflineDb, OutboxEntry, StoredPhoto } from './db.ts'
import { type SharedTokenStore, userIdOf } from './shared-tokens.ts'

/** The Background Sync tag the page registers and the service worker answers. */
export const SYNC_TAG = 'rescue-outbox'
export const BACKOFF_BASE_MS = 2_000
export const PHOTO_UPLOADS_IN_FLIGHT = 2
export const BACKOFF_CAP_MS = 5 * 60_000

export function backoffDelay(attempts: number, random = Math.random): number {
  const plain = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

type Outcome =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'retry'; message: string; retryAfterMs?: number }
  | { kind: 'attention'; message: string }
  | { kind: 'signin' }
  /** The user deleted the entry before it was sent. */
  | { kind: 'gone' }

export interface SyncResult {
  sent: string[]
  /** When a retry is due, if anything is still waiting. */
  nextAttemptAt: number | null
  /** True when the session must be renewed by signing in. */
  needsSignIn: boolean
}

export interface SyncEngineOptions {
  db: OfflineDb
  tokens: SharedTokenStore
  apiBase: string
  fetch?: typeof fetch
  now?: () => number
  locks?: Pick<LockManager, 'request'>
  /** Called as photos arrive: how many of the entry's photos the server has. */
  onProgress?: (entryId: string, done: number, total: number) => void
}

function retryAfter(response: Response): number | undefined {
  const value = response.headers.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

export function photoForm(photo: StoredPhoto): FormData {
  const form = new FormData()
  form.append('photoIds', JSON.stringify([photo.id]))
  form.append('images', new Blob([photo.data], { type: photo.type }), photo.name)
  return form
}

export function createSyncEngine(options: SyncEngineOptions) {
  const { db, tokens, apiBase } = options
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? Date.now
  const locks = options.locks ?? (typeof navigator !== 'undefined' ? navigator.locks : undefined)
  let running: Promise<SyncResult> | null = null
  let again = false
  let forceAgain = false

  async function call(url: string, init: () => RequestInit): Promise<Outcome> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { token } = await tokens.read()
      if (!token) return { kind: 'signin' }
      const request = init()
      let response: Response
      try {
        response = await doFetch(url, {
          ...request,
          headers: { ...(request.headers as Record<string, string>), authorization: `Bearer ${token}` },
        })
      } catch {
        return { kind: 'retry', message: 'No connection to the server.' }
      }
      if (response.status === 401) {
        if (attempt === 1) return { kind: 'signin' }
        const renewed = await tokens.refresh(token)
        if (renewed === 'offline') return { kind: 'retry', message: 'No connection to the server.' }
        if (renewed === 'invalid') return { kind: 'signin' }
        continue
      }
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
      const body = isJson ? await response.json().catch(() => null) : null
      if (response.ok) {
        if (body === null || typeof body !== 'object') {
          // Hotel and station Wi-Fi answer 200 with their own page: not our server.
          return { kind: 'retry', message: 'The network answered with something that is not our server.' }
        }
        return { kind: 'ok', body }
      }
      if (response.status === 408 || response.status === 429 || response.status >= 500) {
        return {
          kind: 'retry',
          message: `The server is busy (${response.status}).`,
          retryAfterMs: retryAfter(response),
        }
      }
      return {
        kind: 'attention',
        message: errorText(readErrorBody(body), `The server refused this report (${response.status}).`),
      }
    }
    return { kind: 'signin' }
  }

  async function markPhotoUploaded(entryId: string, photoId: string) {
    await db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(entryId)
      if (!entry) return
      await db.outbox.update(entryId, {
        photos: entry.photos.map((p) => (p.id === photoId ? { ...p, uploaded: true } : p)),
      })
    })
  }

  /** Sends one entry; answers how it ended. */
  async function send(entry: OutboxEntry): Promise<Outcome> {
    if (!(await db.outbox.update(entry.id, { state: 'sending', updatedAt: now() }))) return { kind: 'gone' }
    let serverId = entry.serverId
    if (serverId === null) {
      const created = await call(`${apiBase}/rescues`, () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': entry.id },
        body: JSON.stringify(entry.report),
      }))
      if (created.kind !== 'ok') return created
      if (typeof created.body.id !== 'number')
        return { kind: 'retry', message: 'The server answered without a case number.' }
      serverId = created.body.id
      await db.outbox.update(entry.id, { serverId })
    } else if (entry.revised) {
      // Edited after the server had the case: the server's copy is brought up to date first.
      const edited = await call(`${apiBase}/rescues/${serverId}`, () => ({
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(entry.report),
      }))
      if (edited.kind !== 'ok') return edited
      await db.outbox.update(entry.id, { revised: false })
    }
    // The case exists on the server from here on (the closures below lose the narrowing).
    const caseId: number = serverId
    const total = entry.photos.length
    let done = entry.photos.filter((p) => p.uploaded).length
    options.onProgress?.(entry.id, done, total)
    // Two uploads in flight: while the server stores one photo and its answer travels back,
    // the next one is already using the uplink. Each is still its own request.
    const queue = entry.photos.filter((p) => !p.uploaded)
    let failure: Outcome | null = null
    const worker = async () => {
      for (let photo = queue.shift(); photo && !failure; photo = queue.shift()) {
        const sending = photo
        const uploaded = await call(`${apiBase}/rescues/${caseId}/images`, () => ({
          method: 'POST',
          body: photoForm(sending),
        }))
        if (uploaded.kind !== 'ok') {
          failure ??= uploaded
          return
        }
        await markPhotoUploaded(entry.id, photo.id)
        done += 1
        options.onProgress?.(entry.id, done, total)
      }
    }
    await Promise.all(Array.from({ length: PHOTO_UPLOADS_IN_FLIGHT }, worker))
    if (failure) return failure
    await db.transaction('rw', db.outbox, db.sent, async () => {
      await db.outbox.delete(entry.id)
      await db.sent.put({
        id: entry.id,
        userId: entry.userId,
        serverId: caseId,
        sentAt: now(),
        createdAt: entry.createdAt,
        photoCount: total,
        report: entry.report,
      })
    })
    return { kind: 'ok', body: { id: caseId } }
  }

  async function runOnce(force: boolean): Promise<SyncResult> {
    const result: SyncResult = { sent: [], nextAttemptAt: null, needsSignIn: false }
    const userId = userIdOf((await tokens.read()).token)
    if (userId === null) {
      result.needsSignIn = (await db.outbox.count()) > 0
      return result
    }
    // We hold the lock: an entry left "sending" was cut off by a closed app.
    await db.outbox.where('state').equals('sending').modify({ state: 'waiting' })
    const entries = (await db.outbox.where('userId').equals(userId).sortBy('createdAt')).filter(
      (e) => e.state === 'waiting' && (force || e.nextAttemptAt <= now()),
    )
    for (const entry of entries) {
      const outcome = await send(entry)
      if (outcome.kind === 'ok') {
        result.sent.push(entry.id)
        continue
      }
      if (outcome.kind === 'gone') continue
      if (outcome.kind === 'attention') {
        await db.outbox.update(entry.id, { state: 'needs_attention', error: outcome.message, updatedAt: now() })
        continue
      }
      if (outcome.kind === 'signin') {
        await db.outbox.update(entry.id, { state: 'needs_signin', error: 'Please sign in again to send this report.' })
        result.needsSignIn = true
        break
      }
      const attempts = entry.attempts + 1
      const delay = Math.max(outcome.retryAfterMs ?? 0, backoffDelay(attempts))
      await db.outbox.update(entry.id, {
        state: 'waiting',
        attempts,
        nextAttemptAt: now() + delay,
        error: outcome.message,
        updatedAt: now(),
      })
      // The network or server is down: the rest would fail the same way.
      break
    }
    const waiting = await db.outbox.where('state').equals('waiting').toArray()
    const mine = waiting.filter((e) => e.userId === userId)
    result.nextAttemptAt = mine.length > 0 ? Math.min(...mine.map((e) => e.nextAttemptAt)) : null
    return result
  }

  async function lockedRun(force: boolean): Promise<SyncResult> {
    if (!locks) return runOnce(force)
    const result = await locks.request('paws-outbox-sync', { ifAvailable: true }, (lock) =>
      lock ? runOnce(force) : null,
    )
    return result ?? { sent: [], nextAttemptAt: null, needsSignIn: false }
  }

  /**
   * Runs a sync unless another tab or the service worker is running one. A call made while
   * this context is already syncing is folded into one more pass once it ends, so a report
   * queued mid-sync is not left behind.
   */
  function sync(force = false): Promise<SyncResult> {
    if (running) {
      again = true
      forceAgain ||= force
      return running
    }
    running = (async () => {
      try {
        let result = await lockedRun(force)
        while (again) {
          const f = forceAgain
          again = false
          forceAgain = false
          const next = await lockedRun(f)
          result = { ...next, sent: [...result.sent, ...next.sent] }
        }
        return result
      } finally {
        running = null
      }
    })()
    return running
  }

  /** After signing in again: entries parked for the session go back in the queue. */
  async function resumeAfterSignIn(): Promise<SyncResult> {
    await db.outbox.where('state').equals('needs_signin').modify({ state: 'waiting', error: null, nextAttemptAt: 0 })
    return sync(true)
  }

  return { sync, resumeAfterSignIn }
}

export type SyncEngine = ReturnType<typeof createSyncEngine>
