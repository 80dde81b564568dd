// A one-bit hint in localStorage, readable without opening IndexedDB: "reports may be waiting
// on this phone". It lets a signed-out visit skip loading the offline store entirely, and still
// show the waiting badge (asking to sign in) when the session ended with reports unsent or a
// report was filed signed out. Screens that read it are told when it changes (useOutboxHint).
import { useSyncExternalStore } from 'react'

const KEY = 'outboxWaiting'
const listeners = new Set<() => void>()

function outboxMayHaveEntries(): boolean {
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
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The hint, drawn again when this page changes it. */
export function useOutboxHint(): boolean {
  return useSyncExternalStore(subscribe, outboxMayHaveEntries, () => false)
}
