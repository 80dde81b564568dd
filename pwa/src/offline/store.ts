// The page's instances of the offline store: the IndexedDB database, the token store shared
// with the service worker, the sync engine and its automatic runs. Only ever imported on
// demand, through the lazy door (store-door.ts), so Dexie stays out of the first load and a
// visit that needs no store does not open one.
import './dexie-first.ts'
import { API_BASE } from '../http/base.ts'
import { offlineDb } from './db.ts'
import { sendProgress } from './progress.ts'
import { createSyncEngine } from './sync.ts'
import { createSharedTokenStore } from './shared-tokens.ts'
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

export { liveQuery } from 'dexie'
// The outbox's operations, loaded with the store (store-door.ts calls them through it).
export { loadDraft, putDraftAside, takeDraftBack } from './drafts.ts'
export { discardEntry, requestPersistence, retryNow } from './outbox.ts'
export { queueReport, sendAndWatch } from './submit.ts'
export { queuePost, sendPostAndWatch } from './posts.ts'
export { actionsFor, dismissAction, enqueueAction } from './field-actions.ts'
export { forgetCases, keepCases, keptCase, keptCases, keptSnapshot } from './cases.ts'
export { forgetDispatchLists, keepDispatchList, keptDispatchList } from './dispatch-lists.ts'
