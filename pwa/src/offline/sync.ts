// The sync engine: sends the outbox to the server, exactly once per entry
// (docs/rules.md#offline-reports and docs/rules.md#one-offline-engine). Three kinds of entries: new
// reports (sync-report.ts) and lost and found posts (sync-post.ts), one at a time, and actions on
// a case (sync-actions.ts): those of one
// case go in order (a later one waits while an earlier one is not through), those of different
// cases do not wait on each other. What an answer means (retry, sign in, needs attention) is
// sync-call.ts. A lost network stops the pass: the rest would fail the same way.
// The same code runs in the page and in the service worker (Background Sync); a Web Lock
// keeps two contexts from sending at once.
import { type Fetch, fetchTransport, fetchWith } from '../http/send.ts'
import { type OfflineDb, VISITOR_USER_ID } from './db.ts'
import { createActionSender } from './sync-actions.ts'
import { backoffDelay, createCaller, type Outcome } from './sync-call.ts'
import { createPostSender } from './sync-post.ts'
import { createReportSender } from './sync-report.ts'
import { roleOf, type SharedTokenStore, userIdOf } from './shared-tokens.ts'

export { BACKOFF_CAP_MS } from './sync-call.ts'

/** The Background Sync tag the page registers and the service worker answers. */
export const SYNC_TAG = 'rescue-outbox'

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
  /** The wire (tests hand in a server); the app's global fetch when left out. */
  fetch?: Fetch
  now?: () => number
  locks?: Pick<LockManager, 'request'>
  /** Called as photos arrive: how many of the entry's photos the server has. */
  onProgress?: (entryId: string, done: number, total: number) => void
}

type Table = 'outbox' | 'posts' | 'actions'

export function createSyncEngine(options: SyncEngineOptions) {
  const { db, tokens, apiBase } = options
  const transport = options.fetch ? fetchWith(options.fetch) : fetchTransport
  const now = options.now ?? Date.now
  const locks = options.locks ?? (typeof navigator !== 'undefined' ? navigator.locks : undefined)
  const call = createCaller(tokens, transport)
  const sendReport = createReportSender({ db, call, apiBase, now, onProgress: options.onProgress })
  const sendAction = createActionSender({ db, call, apiBase, now })
  const sendPost = createPostSender({ db, call, apiBase, now })
  let running: Promise<SyncResult> | null = null
  let again = false
  let forceAgain = false
  let resumeAgain = false

  /** Records how a send ended; false when the pass must stop (offline, or signed out). */
  async function settle(
    table: Table,
    entry: { id: string; attempts: number },
    outcome: Outcome | { kind: 'refused' },
    result: SyncResult,
  ): Promise<boolean> {
    const store = db[table] as OfflineDb['outbox'] | OfflineDb['posts'] | OfflineDb['actions']
    switch (outcome.kind) {
      case 'ok':
        result.sent.push(entry.id)
        return true
      case 'gone':
      case 'refused':
        return true
      case 'attention':
        await store.update(entry.id, { state: 'needs_attention', error: outcome.message, updatedAt: now() })
        return true
      case 'signin': {
        await store.update(entry.id, {
          state: 'needs_signin',
          error: { key: table === 'actions' ? 'outbox.error.signInUpdate' : 'outbox.error.signInReport' },
        })
        result.needsSignIn = true
        return false
      }
      case 'retry': {
        const attempts = entry.attempts + 1
        const delay = Math.max(outcome.retryAfterMs ?? 0, backoffDelay(attempts))
        await store.update(entry.id, {
          state: 'waiting',
          attempts,
          nextAttemptAt: now() + delay,
          error: outcome.message,
          updatedAt: now(),
        })
        return false
      }
    }
  }

  async function runOnce(force: boolean, resume: boolean): Promise<SyncResult> {
    const result: SyncResult = { sent: [], nextAttemptAt: null, needsSignIn: false }
    if (resume) {
      // After a sign-in, under the lock: a pass that was still running with the old session has
      // settled by now, so what it parked for the session is parked here for the last time.
      for (const table of [db.outbox, db.posts, db.actions] as const) {
        await (table as OfflineDb['outbox'])
          .where('state')
          .equals('needs_signin')
          .modify({ state: 'waiting', error: null, nextAttemptAt: 0 })
      }
    }
    const { token } = await tokens.read()
    const userId = userIdOf(token)
    if (userId === null) {
      result.needsSignIn = (await db.outbox.count()) + (await db.posts.count()) + (await db.actions.count()) > 0
      return result
    }
    // Reports filed signed out are taken by the first account that may report (not an NGO's,
    // docs/rules.md#offline-reports), and sent as its own.
    if (roleOf(token) !== 'ngo') await db.outbox.where('userId').equals(VISITOR_USER_ID).modify({ userId })
    // We hold the lock: an entry left "sending" was cut off by a closed app.
    await db.outbox.where('state').equals('sending').modify({ state: 'waiting' })
    await db.posts.where('state').equals('sending').modify({ state: 'waiting' })
    await db.actions.where('state').equals('sending').modify({ state: 'waiting' })
    const due = (e: { state: string; nextAttemptAt: number }) =>
      e.state === 'waiting' && (force || e.nextAttemptAt <= now())
    let going = true
    const reports = (await db.outbox.where('userId').equals(userId).sortBy('createdAt')).filter(due)
    for (const entry of reports) {
      going = await settle('outbox', entry, await sendReport(entry), result)
      if (!going) break
    }
    if (going) {
      const posts = (await db.posts.where('userId').equals(userId).sortBy('createdAt')).filter(due)
      for (const entry of posts) {
        going = await settle('posts', entry, await sendPost(entry), result)
        if (!going) break
      }
    }
    if (going) {
      // One case's actions in order: a case waits behind its first entry that is not through.
      const held = new Set<number>()
      for (const entry of await db.actions.where('userId').equals(userId).sortBy('createdAt')) {
        if (held.has(entry.caseId) || entry.state === 'not_applied') continue
        if (!due(entry)) {
          held.add(entry.caseId)
          continue
        }
        const outcome = await sendAction(entry)
        if (outcome.kind !== 'ok' && outcome.kind !== 'gone' && outcome.kind !== 'refused') held.add(entry.caseId)
        if (!(await settle('actions', entry, outcome, result))) break
      }
    }
    const waiting = [
      ...(await db.outbox.where('state').equals('waiting').toArray()),
      ...(await db.posts.where('state').equals('waiting').toArray()),
      ...(await db.actions.where('state').equals('waiting').toArray()),
    ].filter((e) => e.userId === userId)
    result.nextAttemptAt = waiting.length > 0 ? Math.min(...waiting.map((e) => e.nextAttemptAt)) : null
    return result
  }

  async function lockedRun(force: boolean, resume: boolean): Promise<SyncResult> {
    if (!locks) return runOnce(force, resume)
    // A resume waits for the service worker's pass (it may be parking entries for the old
    // session); any other pass gives way to it.
    if (resume) return locks.request('paws-outbox-sync', () => runOnce(force, true))
    const result = await locks.request('paws-outbox-sync', { ifAvailable: true }, (lock) =>
      lock ? runOnce(force, false) : null,
    )
    return result ?? { sent: [], nextAttemptAt: null, needsSignIn: false }
  }

  /**
   * Runs a sync unless another tab or the service worker is running one. A call made while
   * this context is already syncing is folded into one more pass once it ends, so an entry
   * queued mid-sync is not left behind.
   */
  function sync(force = false, resume = false): Promise<SyncResult> {
    if (running) {
      again = true
      forceAgain ||= force
      resumeAgain ||= resume
      return running
    }
    running = (async () => {
      try {
        let result = await lockedRun(force, resume)
        while (again) {
          const f = forceAgain
          const r = resumeAgain
          again = false
          forceAgain = false
          resumeAgain = false
          const next = await lockedRun(f, r)
          result = { ...next, sent: [...result.sent, ...next.sent] }
        }
        return result
      } finally {
        running = null
      }
    })()
    return running
  }

  /** After a sign-in: what waited for the session goes back in the queue and is sent. */
  function resumeAfterSignIn(): Promise<SyncResult> {
    return sync(true, true)
  }

  return { sync: (force = false) => sync(force), resumeAfterSignIn }
}

export type SyncEngine = ReturnType<typeof createSyncEngine>
