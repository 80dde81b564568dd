// Installing the app, offered after a meaningful moment: a report filed or an
// application sent, never on a first load. Chromium's `beforeinstallprompt` is kept (and its
// own mini-infobar suppressed) until then; browsers with no prompt at all (Safari on iPhone,
// Firefox) get "Add to Home Screen" guidance instead. "Not now" is remembered on the device
// for 30 days; an installed app (standalone display) is never asked.
import { useSyncExternalStore } from 'react'

interface InstallEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOffer = { kind: 'none' } | { kind: 'prompt' } | { kind: 'guide'; ios: boolean }

const SNOOZE_KEY = 'install-snoozed-at'
const SNOOZE_MS = 30 * 24 * 60 * 60 * 1000

let deferred: InstallEvent | null = null
let offer: InstallOffer = { kind: 'none' }
const listeners = new Set<() => void>()
const set = (next: InstallOffer) => {
  offer = next
  for (const listener of listeners) listener()
}

const standalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true)

function snoozed(): boolean {
  const at = Number(localStorage.getItem(SNOOZE_KEY))
  return Number.isFinite(at) && at > 0 && Date.now() - at < SNOOZE_MS
}

/** Started once at boot: keeps Chromium's install event for the right moment. */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallEvent
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    set({ kind: 'none' })
  })
}

/** A meaningful moment: offer installing, if this browser can and the person has not said no lately. */
export function offerInstall() {
  if (standalone() || snoozed()) return
  if (deferred) return set({ kind: 'prompt' })
  // No install event: Chromium only fires it when the app can be installed and is not yet.
  if ('onbeforeinstallprompt' in window) return
  // Phones whose browser has no prompt (Safari, Firefox) can still add it by hand.
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent)
  if (ios || /Android/.test(navigator.userAgent)) set({ kind: 'guide', ios })
}

/** The browser's own install dialog; true when the person accepted. */
export async function install(): Promise<boolean> {
  const event = deferred
  deferred = null
  set({ kind: 'none' })
  if (!event) return false
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}

export function notNow() {
  localStorage.setItem(SNOOZE_KEY, String(Date.now()))
  set({ kind: 'none' })
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => offer,
  )
}
