// The page's instances of the offline store (the IndexedDB database, the token store shared
// with the service worker, the sync engine and its automatic runs) and `handlers`, everything a
// page may ask of them. Only ever imported on demand, through the lazy door (store-door.ts: its
// typed `call(name, ...args)` takes its types from `handlers`), so Dexie stays out of the first
// load and a visit that needs no store does not open one.
import './dexie-first.ts'
import { API_BASE } from '../http/base.ts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { liveQuery } from 'dexie'
import { type ClaimCode, type Draft, offlineDb, type StoredPhoto, VISITOR_USER_ID } from './db.ts'
import { forgetCases, keepCases, keptCase, keptCases, type SnapshotOf } from './cases.ts'
import { type DispatchListKind, forgetDispatchLists, keepDispatchList, keptDispatchList } from './dispatch-lists.ts'
import { loadDraft, putDraftAside, takeDraftBack } from './drafts.ts'
import { type CaseActionInput, dismissAction, enqueueAction } from './field-actions.ts'
import { setOutboxHint } from './hint.ts'
import { discardEntry, requestPersistence, retryNow } from './outbox.ts'
import { queuePost, sendPostAndWatch } from './posts.ts'
import { fieldCasesEpoch } from './sign-outs.ts'
import { queueReport, sendAndWatch } from './submit.ts'
import type { LostFoundPostBody, RescueReport } from './types.ts'
import { sendProgress } from './progress.ts'
import { createSyncEngine } from './sync.ts'
import { createSharedTokenStore, userIdOf } from './shared-tokens.ts'
import { createAutoSync } from './triggers.ts'

export const db = offlineDb()
export const sharedTokens = createSharedTokenStore({ db, apiBase: API_BASE, local: window.localStorage })
export const engine = createSyncEngine({ db, tokens: sharedTokens, apiBase: API_BASE, onProgress: sendProgress.report })
/** Runs the engine while someone is signed in (app-sync.ts); told of every change to the outbox. */
export const autoSync = createAutoSync(engine)

/** Copies the page's tokens into IndexedDB after the page signs in or out. */
export function mirrorTokens(): Promise<void> {
  return sharedTokens.write({
    token: window.localStorage.getItem('token'),
    refreshToken: window.localStorage.getItem('refreshToken'),
  })
}

/**
 * At start-up IndexedDB wins: the service worker may have renewed the session while the app
 * was closed, and the page's copy would then hold a used-up refresh token. Only a first run
 * (nothing in IndexedDB yet) takes the page's tokens.
 */
export async function reconcileTokens(): Promise<void> {
  const stored = await db.auth.get('session')
  if (stored) await sharedTokens.write({ token: stored.token, refreshToken: stored.refreshToken })
  else await mirrorTokens()
}

export { liveQuery }

const onQueued = () => autoSync.changed()

/** What a page may ask of the store, by name (store-door.ts `call`). */
export const handlers = {
  /** Renews the session through the token store shared with the service worker (one refresh at a time). */
  renewSharedSession: (usedToken: string) => sharedTokens.refresh(usedToken),

  /** Puts a new report in the outbox, or a fixed one back in the queue; answers its id. */
  async queueReport(input: {
    entryId?: string
    reportId?: string
    /** The account's id, or VISITOR_USER_ID signed out (the report then waits for an account). */
    userId: number
    claim?: ClaimCode | null
    report: RescueReport
    photos: StoredPhoto[]
  }): Promise<string> {
    const id = await queueReport(db, input)
    // Signed out, the header's badge reads the store only when the hint says something waits.
    setOutboxHint(1)
    return id
  },
  /** Sends the outbox now and answers what became of `entryId` (submit.ts). */
  sendAndWatch: (entryId: string) => sendAndWatch(db, engine, entryId, { onQueued }),
  /** Puts a lost or found post in the outbox (posts.ts); `id` is its draft's, so a repeat is not queued twice. */
  queuePost: (input: { id: string; userId: number; post: LostFoundPostBody; photos: StoredPhoto[] }) =>
    queuePost(db, input),
  /** Sends the outbox now and answers what became of the post `id` (posts.ts). */
  sendPostAndWatch: (id: string) => sendPostAndWatch(db, engine, id, { onQueued }),
  /** "Send now": the entry (or every entry) is due at once, and a sync runs. */
  async sendNow(entryId?: string): Promise<void> {
    await retryNow(db, entryId)
    await engine.sync(true)
    autoSync.changed()
  },
  /**
   * Copies a sign-in made on this page to the store the sync engine reads, before a report is
   * sent with it (the automatic copy runs on its own time).
   */
  shareSignIn: () => mirrorTokens(),
  /** Puts the entries parked for a session back in the queue and sends them. */
  async resumeAfterSignIn(): Promise<void> {
    await engine.resumeAfterSignIn()
  },
  discardEntry: (entryId: string) => discardEntry(db, entryId),
  /** Deletes a lost or found post the server refused (the person gave up on it). */
  discardPost: (entryId: string) => db.posts.delete(entryId),
  outboxEntry: (entryId: string) => db.outbox.get(entryId),
  /** How many reports filed signed out wait on this phone for an account. */
  visitorReportCount: () => db.outbox.where('userId').equals(VISITOR_USER_ID).count(),

  /** Photos shared to the app (sw-share.ts) waiting for the report form; empty when none. */
  sharedPhotos: async (id: string): Promise<StoredPhoto[]> => (await db.shares.get(id))?.photos ?? [],
  /** The shared photos are in the form's draft: their copy goes. */
  forgetShare: (id: string) => db.shares.delete(id),
  loadDraft: (key: string) => loadDraft(db, key),
  /** Keeps the report begun (`draft`) aside while a share opens a new one under `key` (drafts.ts). */
  putDraftAside: (key: string, draft: Draft) => putDraftAside(db, key, draft),
  /** The report kept aside for `key`, back as its draft (drafts.ts); none when nothing waits. */
  takeDraftBack: (key: string) => takeDraftBack(db, key),
  /** Deletes the draft kept under `key` (a visitor's, once an account has taken it over). */
  deleteDraft: (key: string) => db.drafts.delete(key),

  /** Puts an action on a case in the outbox and starts a send; answers the entry's id. */
  async queueCaseAction(input: CaseActionInput): Promise<string> {
    const entry = await enqueueAction(db, input)
    void requestPersistence()
    autoSync.changed(true)
    return entry.id
  },
  /**
   * What became of an action put in the outbox: 'applied' once the server has it (the entry
   * leaves the outbox), 'refused' when the server said no with a reason (kept as not applied).
   */
  watchCaseAction: (entryId: string) =>
    new Promise<'applied' | 'refused'>((resolve) => {
      let done = false
      const subscription = liveQuery(() => db.actions.get(entryId)).subscribe({
        next: (entry) => {
          if (done || (entry && entry.state !== 'not_applied')) return
          done = true
          resolve(entry ? 'refused' : 'applied')
          queueMicrotask(() => subscription.unsubscribe())
        },
      })
    }),
  dismissCaseAction: (entryId: string) => dismissAction(db, entryId),

  /**
   * Stores the NGO's open cases on the phone (cases.ts) after a read from the server; `since`
   * (fieldCasesEpoch when the read began) drops them if the account signed out meanwhile.
   */
  async keepFieldCases(userId: number, rescues: Rescue[], snapshotOf: SnapshotOf | undefined, since: number) {
    if (since === fieldCasesEpoch()) await keepCases(db, userId, rescues, Date.now(), snapshotOf)
  },
  keptFieldCases: (userId: number) => keptCases(db, userId),
  /** The case kept on the phone for whoever is signed in now (the shared token's account). */
  async keptCaseForSession(id: number) {
    const userId = userIdOf((await sharedTokens.read()).token)
    return userId === null ? undefined : keptCase(db, userId, id)
  },
  /**
   * Keeps the responder's offers or nearby list (dispatch-lists.ts) after a read from the server;
   * `since` (fieldCasesEpoch when the read began) drops it if the account signed out meanwhile.
   */
  async keepDispatchList(userId: number, kind: DispatchListKind, data: unknown, since: number) {
    if (since === fieldCasesEpoch()) await keepDispatchList(db, userId, kind, data)
  },
  /** The offers or nearby list kept on the phone for this account, with when it was saved. */
  keptDispatchList: (userId: number, kind: DispatchListKind) => keptDispatchList(db, userId, kind),
  /** At sign-out: the cases kept for the field and the offers and nearby lists leave the phone. */
  async forgetKeptCases(): Promise<void> {
    await forgetCases(db)
    await forgetDispatchLists(db)
  },
}
