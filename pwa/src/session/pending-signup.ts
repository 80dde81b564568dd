// The sign-up this device made that still waits for its e-mailed code. Kept in localStorage, so
// a killed browser or a new session finds it again (the report's account sheet reopens on the
// code), for as long as its code lives (10 minutes from the last e-mail,
// docs/rules.md#accounts-and-sessions); forgotten once verified, at any sign-in and at sign-out.
// A code completes only its own attempt, so its id goes with the code.

const KEY = 'paws-signup'
/** The life of an e-mailed code (the API's OTP_TTL_MS). */
export const CODE_LIFE_MS = 10 * 60 * 1000

export interface PendingSignup {
  email: string
  signupId: string
  /** When its latest code stops working (ms since the epoch). */
  expiresAt: number
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Keeps the attempt (a new sign-up, or a new code for it) with its code's life from `now`. */
export function keepPendingSignup(email: string, signupId: string, now = Date.now()): void {
  try {
    const saved: PendingSignup = { email, signupId, expiresAt: now + CODE_LIFE_MS }
    localStorage.setItem(KEY, JSON.stringify(saved))
  } catch {
    // Storage unavailable (private mode): the code still works when it is the only sign-up.
  }
}

/** The attempt waiting for its code, if its code still lives; an expired one is forgotten. */
export function pendingSignup(now = Date.now()): PendingSignup | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PendingSignup> | null
    if (typeof saved?.email !== 'string' || typeof saved.signupId !== 'string') return undefined
    if (typeof saved.expiresAt !== 'number' || saved.expiresAt <= now) {
      forgetPendingSignup()
      return undefined
    }
    return { email: saved.email, signupId: saved.signupId, expiresAt: saved.expiresAt }
  } catch {
    return undefined
  }
}

/** The waiting attempt's id when it was made for `email`. */
export function pendingSignupFor(email: string): PendingSignup | undefined {
  const saved = pendingSignup()
  return saved && sameEmail(saved.email, email) ? saved : undefined
}

export function forgetPendingSignup(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}
