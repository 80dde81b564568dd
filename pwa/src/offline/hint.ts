// A one-bit hint in localStorage, readable without opening IndexedDB: "reports may be waiting
// on this phone". It lets a signed-out visit skip loading the offline store entirely, and still
// show the waiting badge (asking to sign in) when the session ended with reports unsent.
const KEY = 'outboxWaiting'

export function outboxMayHaveEntries(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function setOutboxHint(waiting: number): void {
  try {
    if (waiting > 0) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Storage blocked: the badge then shows only while signed in.
  }
}
