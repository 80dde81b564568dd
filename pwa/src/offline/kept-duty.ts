// A responder's duty as the server last gave it, kept on the phone (localStorage) so the header's
// "On duty" shows after a reload with no signal (docs/rules.md#one-offline-engine). A duty whose
// end has passed reads as off; sign-out forgets it with the rest of the field's copies.
import type { Duty } from '@paws/contracts/schemas/teams'

const PREFIX = 'paws-duty:'

export function keepDuty(userId: number, duty: Duty): void {
  try {
    localStorage.setItem(`${PREFIX}${userId}`, JSON.stringify(duty))
  } catch {
    // Storage full or blocked: the header reads the server's answer only.
  }
}

export function keptDuty(userId: number, now = Date.now()): Duty | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(`${PREFIX}${userId}`) ?? 'null') as Duty | null
    if (!kept || typeof kept.onDuty !== 'boolean') return undefined
    return kept.onDuty && kept.until && Date.parse(kept.until) <= now ? { ...kept, onDuty: false, until: null } : kept
  } catch {
    return undefined
  }
}

export function forgetDuty(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i))
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key)
  } catch {
    // Nothing kept.
  }
}
