// When the page syncs the outbox: at start, when the network comes back, when the app is
// focused or shown again, on a timer for the next retry (capped), and whenever the outbox
// changes in this page (a submit, "Send now"), so the retry timer always follows the latest
// attempt.
// Where the browser has Background Sync the service worker is also asked to sync, so a report
// goes even if the app is closed before the signal returns.
import type { SyncEngine, SyncResult } from './sync.ts'
import { BACKOFF_CAP_MS, SYNC_TAG } from './sync.ts'

const OUTBOX_CHANGED = 'paws:outbox-changed'

/** Tells the running auto sync that the outbox changed; `force` skips the backoff (Send now). */
export function notifyOutboxChanged(force = false): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OUTBOX_CHANGED, { detail: { force } }))
}

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

export function startAutoSync(engine: SyncEngine, onResult?: (result: SyncResult) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const run = async (force = false) => {
    if (stopped) return
    const result = await engine.sync(force).catch(() => null)
    if (!result || stopped) return
    onResult?.(result)
    clearTimeout(timer)
    if (result.nextAttemptAt !== null) {
      const delay = Math.min(BACKOFF_CAP_MS, Math.max(1_000, result.nextAttemptAt - Date.now()))
      timer = setTimeout(() => void run(), delay)
      void requestBackgroundSync()
    }
  }

  const onOnline = () => void run(true)
  const onChanged = (event: Event) => void run((event as CustomEvent<{ force?: boolean }>).detail?.force === true)
  const onFocus = () => void run()
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run()
  }
  window.addEventListener('online', onOnline)
  window.addEventListener(OUTBOX_CHANGED, onChanged)
  window.addEventListener('focus', onFocus)
  document.addEventListener('visibilitychange', onVisible)
  void run()

  return () => {
    stopped = true
    clearTimeout(timer)
    window.removeEventListener('online', onOnline)
    window.removeEventListener(OUTBOX_CHANGED, onChanged)
    window.removeEventListener('focus', onFocus)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
