// Limits that follow the target account rather than the client. The per-address limit is the
// rate-limit plugin's; these count in the database so replicas share them, and treat an
// unknown address exactly like a known one:
// - per account and action (sign-in and every other current-password check, sign-up,
//   forgot-password, codes): AUTH_ACCOUNT_RATE_LIMIT_MAX a minute;
// - sign-in lock: 5 wrong passwords from one client within 15 minutes lock that client out of
//   the address for 1 minute, doubling with each lock up to an hour. The right password does
//   not get in during a lock; a successful sign-in ends the client's count, a password reset
//   every client's. A lock is per client so that a stranger's guesses never lock the owner
//   out (the per-account limit still bounds guesses from many clients together). Every
//   current-password check (sign-in, password change, e-mail change, closing the account)
//   counts here alike. The owner is e-mailed at most once an hour about locks;
// - a sign-in with a valid device token of the account (auth.devices.ts) is the owner's
//   device: it skips the per-account limit and counts against the token's own, the same
//   number a minute, and its wrong passwords lock the token (its own "client") as above.
// The mail each of these flows sends is limited by auth.mail-guard.ts.
import { verifyPassword } from '../../lib/crypto.ts'
import { BusinessRule, TooManyRequests } from '../../lib/errors.ts'
import type { ApiMessageId } from '../../lib/i18n.ts'
import type { UserRow } from '../users/users.repository.ts'
import * as repo from './auth.repository.ts'
import type { AuthDeps } from './auth.deps.ts'

export const LOCK_AFTER_FAILURES = 5
const FAILURES_FORGOTTEN_MS = 15 * 60 * 1000
const FIRST_LOCK_MS = 60 * 1000
const MAX_LOCK_MS = 60 * 60 * 1000
const LOCK_NOTICE_INTERVAL_MS = 60 * 60 * 1000

export type LimitedAction = 'login' | 'register' | 'forgot' | 'verify' | 'resend'

export function normalEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function lockMs(level: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** level, MAX_LOCK_MS)
}

/** The 429 of a sign-in lock with `ms` left, in whole minutes. */
function locked(ms: number): TooManyRequests {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return new TooManyRequests('error.auth.locked', { minutes }, ms / 1000)
}

export function createThrottle(deps: AuthDeps) {
  const { db, config } = deps

  /** Counts one request on `key`; 429 past AUTH_ACCOUNT_RATE_LIMIT_MAX a minute. */
  async function perMinute(key: string): Promise<void> {
    const { hits, window_started_at } = await repo.hitCounter(db, key, 60_000)
    if (hits > config.AUTH_ACCOUNT_RATE_LIMIT_MAX) {
      const seconds = Math.ceil((new Date(window_started_at).getTime() + 60_000 - Date.now()) / 1000)
      const wait = Math.max(1, seconds)
      throw new TooManyRequests('error.auth.tooManyRequests', { seconds: wait }, seconds)
    }
  }

  /** Counts one request of `action` on the account `email`; 429 past the per-minute limit. */
  const perAccount = (action: LimitedAction, email: string) => perMinute(`${action}:${normalEmail(email)}`)

  /** Counts one sign-in with the device token named `device`; 429 past the same per-minute limit. */
  const perDevice = (device: string) => perMinute(`login-${device}`)

  /** 429 while `client` is locked out of `email`. */
  async function assertNotLocked(email: string, client: string): Promise<void> {
    const row = await repo.findLoginFailures(db, normalEmail(email), client)
    const left = row?.locked_until ? new Date(row.locked_until).getTime() - Date.now() : 0
    if (left > 0) throw locked(left)
  }

  /**
   * Counts a wrong password from `client` for `email`. When it starts a lock, `onLock` runs
   * (at most once an hour per address) and the answer is the lock's 429.
   */
  async function failedLogin(email: string, client: string, onLock: () => void): Promise<void> {
    const address = normalEmail(email)
    const { failures, lock_level } = await repo.countLoginFailure(
      db,
      address,
      client,
      new Date(Date.now() - FAILURES_FORGOTTEN_MS),
    )
    if (failures < LOCK_AFTER_FAILURES) return
    const ms = lockMs(lock_level)
    if (await repo.startLoginLock(db, address, client, lock_level, new Date(Date.now() + ms))) {
      if (!(await repo.claimSlot(db, `lock-notice:${address}`, LOCK_NOTICE_INTERVAL_MS))) onLock()
    }
    throw locked(ms)
  }

  /** A successful sign-in forgets the client's failures; a password reset (no client) everyone's. */
  async function clearFailures(email: string, client?: string): Promise<void> {
    await repo.clearLoginFailures(db, normalEmail(email), client)
  }

  /**
   * The current-password check of a signed-in user (password change, e-mail change, closing
   * the account): limited and locked exactly like a sign-in, so a stolen session cannot guess.
   * A wrong password is a 422 on `field`; the lock's 429 once there were too many.
   */
  async function checkCurrentPassword(
    user: Pick<UserRow, 'email' | 'password_hash'>,
    password: string,
    client: string,
    wrong: { message: ApiMessageId; field: string },
    onLock: () => void,
  ): Promise<void> {
    await perAccount('login', user.email)
    await assertNotLocked(user.email, client)
    if (await verifyPassword(user.password_hash, password)) {
      await clearFailures(user.email, client)
      return
    }
    await failedLogin(user.email, client, onLock)
    // The field's message is the key; the error handler words it in the reader's language.
    throw new BusinessRule(wrong.message, undefined, [{ field: wrong.field, message: wrong.message }])
  }

  return { perAccount, perDevice, assertNotLocked, failedLogin, clearFailures, checkCurrentPassword }
}

export type Throttle = ReturnType<typeof createThrottle>
