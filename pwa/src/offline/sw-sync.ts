// The service worker's part of the outbox: Background Sync. The browser wakes the worker when
// the network is back, even with the app closed; the worker runs the same sync engine with
// the tokens mirrored in IndexedDB. Rejecting tells the browser to try again later.
import { offlineDb } from './db.ts'
import { createSyncEngine, SYNC_TAG } from './sync.ts'
import { createSharedTokenStore } from './shared-tokens.ts'

interface SyncEvent extends ExtendableEvent {
  tag: string
}

export function handleBackgroundSync(scope: ServiceWorkerGlobalScope, apiBase = '/api'): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== SYNC_TAG) return
    sync.waitUntil(
      (async () => {
        const db = offlineDb()
        const tokens = createSharedTokenStore({ db, apiBase })
        const result = await createSyncEngine({ db, tokens, apiBase }).sync(true)
        if (result.nextAttemptAt !== null) throw new Error('outbox not empty yet; the browser will retry')
      })(),
    )
  })
}
