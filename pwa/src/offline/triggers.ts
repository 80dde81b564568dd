// When the page syncs the outbox: at start, when the network comes back, when the app is
// focused or shown again, on a timer for the next retry (capped), and whenever the outbox
// changes in this page (a submit kept for later, "Send now", a field action queued): whoever
// changes it calls `changed()`, so the retry timer always follows the latest attempt.
// Where the browser has Background Sync the service worker is also asked to sync, so a report
// goes even if the app is closed before the signal returns.
import type { SyncEngine, SyncResult } from './sync.ts'
import { BACKOFF_CAP_MS, SYNC_TAG } from './sync.ts'

export async function requestBackgroundSync(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
    const registration = await navigator.serviceWorker.getRegistration()
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync
    if (!sync) return false
    await sync.register(SYNC_TAG)
    return true
  } catch {
    return false
  }
}

/**
 * The page's automatic sync of `engine`. It runs only between `start` (someone signed in) and
 * the stop `start` returns (they signed out); `changed` outside that does nothing.
 */
export function createAutoSync(engine: SyncEngine) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  // Each start begins a new session of syncing: a pass from before a stop applies nothing.
  let session = 0
  let onResult: ((result: SyncResult) => void) | undefined

  const run = async (force = false) => {
    if (!running) return
    const current = session
    const result = await engine.sync(force).catch(() => null)
    if (!result || !running || current !== session) return
    onResult?.(result)
    clearTimeout(timer)
    if (result.nextAttemptAt !== null) {
      const delay = Math.min(BACKOFF_CAP_MS, Math.max(1_000, result.nextAttemptAt - Date.now()))
      timer = setTimeout(() => void run(), delay)
      void requestBackgroundSync()
    }
  }

  const onOnline = () => void run(true)
  const onFocus = () => void run()
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run()
  }

  return {
    /** Syncs now and then on every trigger until the returned stop is called. */
    start(handleResult?: (result: SyncResult) => void): () => void {
      onResult = handleResult
      running = true
      session += 1
      window.addEventListener('online', onOnline)
      window.addEventListener('focus', onFocus)
      document.addEventListener('visibilitychange', onVisible)
      void run()
      return () => {
        running = false
        session += 1
        onResult = undefined
        clearTimeout(timer)
        window.removeEventListener('online', onOnline)
        window.removeEventListener('focus', onFocus)
        document.removeEventListener('visibilitychange', onVisible)
      }
    },
    /** The outbox changed in this page: sync now; `force` skips the backoff ("Send now"). */
    changed(force = false): void {
      void run(force)
    },
  }
}
