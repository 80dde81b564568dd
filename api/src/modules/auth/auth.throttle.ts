// Limits that follow the target account rather than the client (issue 17 item 3). The
// per-address limit is the rate-limit plugin's; these count in the database so replicas
// share them, and treat an unknown address exactly like a known one:
// - per account and action (sign-in, forgot-password, codes): AUTH_ACCOUNT_RATE_LIMIT_MAX a minute;
// - per address, one code e-mail a minute (sign-up, repeated sign-up, resend);
// - sign-in lock: 5 wrong passwords within 15 minutes lock the address for 1 minute, doubling
//   with each lock up to an hour. The right password does not get in during a lock; a
//   successful sign-in or password reset ends the count. The owner is e-mailed once per lock.
import { TooManyRequests } from '../../lib/errors.ts'
import * as repo from './auth.repository.ts'
import type { AuthDeps } from './auth.deps.ts'

export const LOCK_AFTER_FAILURES = 5
const FAILURES_FORGOTTEN_MS = 15 * 60 * 1000
const FIRST_LOCK_MS = 60 * 1000
const MAX_LOCK_MS = 60 * 60 * 1000
export const CODE_MAIL_INTERVAL_MS = 60 * 1000

export type LimitedAction = 'login' | 'forgot' | 'verify' | 'resend'

export function normalEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function lockMs(level: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** level, MAX_LOCK_MS)
}

function lockMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

export function createThrottle(deps: AuthDeps) {
  const { db, config } = deps

  /** Counts one request of `action` on the account `email`; 429 past the per-minute limit. */
  async function perAccount(action: LimitedAction, email: string): Promise<void> {
    const { hits, window_started_at } = await repo.hitCounter(db, `${action}:${normalEmail(email)}`, 60_000)
    if (hits > config.AUTH_ACCOUNT_RATE_LIMIT_MAX) {
      const seconds = Math.ceil((new Date(window_started_at).getTime() + 60_000 - Date.now()) / 1000)
      throw new TooManyRequests(`Too many requests. Please try again in ${Math.max(1, seconds)} seconds.`, seconds)
    }
  }

  /** Takes the address's code e-mail slot; answers the seconds left to wait when it is taken. */
  async function codeMailSlot(email: string): Promise<number> {
    const taken = await repo.claimSlot(db, `code-mail:${normalEmail(email)}`, CODE_MAIL_INTERVAL_MS)
    if (!taken) return 0
    return Math.max(1, Math.ceil((taken.getTime() + CODE_MAIL_INTERVAL_MS - Date.now()) / 1000))
  }

  /** 429 while `email` is locked. */
  async function assertNotLocked(email: string): Promise<void> {
    const row = await repo.findLoginFailures(db, normalEmail(email))
    const left = row?.locked_until ? new Date(row.locked_until).getTime() - Date.now() : 0
    if (left > 0) throw new TooManyRequests(lockMessage(left), left / 1000)
  }

  /**
   * Counts a wrong password for `email`. When it starts a lock, `onLock` runs (once per lock)
   * and the answer is the lock's 429.
   */
  async function failedLogin(email: string, onLock: () => void): Promise<void> {
    const address = normalEmail(email)
    const { failures, lock_level } = await repo.countLoginFailure(
      db,
      address,
      new Date(Date.now() - FAILURES_FORGOTTEN_MS),
    )
    if (failures < LOCK_AFTER_FAILURES) return
    const ms = lockMs(lock_level)
    if (await repo.startLoginLock(db, address, lock_level, new Date(Date.now() + ms))) onLock()
    throw new TooManyRequests(lockMessage(ms), ms / 1000)
  }

  /** A successful sign-in or password reset forgets the failures and the lock history. */
  async function clearFailures(email: string): Promise<void> {
    await repo.clearLoginFailures(db, normalEmail(email))
  }

  return { perAccount, codeMailSlot, assertNotLocked, failedLogin, clearFailures }
}

export type Throttle = ReturnType<typeof createThrottle>
