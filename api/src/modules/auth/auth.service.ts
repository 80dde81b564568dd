// Accounts and sessions (docs/rules.md#accounts-and-sessions), one concern a file: registration and
// one-time codes (auth.registration.ts), sessions and refresh tokens (auth.sessions.ts), passwords
// (auth.passwords.ts), per-account limits and sign-in locks (auth.throttle.ts). Sign-in lives
// here: it answers the same for an unknown e-mail and a wrong password, and spends the same
// time on both; wrong passwords count towards a lock whether or not the address has an account.
// A sign-in with a valid device token of the account is limited and locked per token instead
// of per account and client (auth.devices.ts), so strangers' guesses never lock the owner's
// own device out.
// A sign-up waiting for its code answers "verify first" to its own password, also when the
// address has an account (auth.registration.ts stores such sign-ups too), so the answer never
// tells a registered address from a new one.
import { phoneError, validateLogin } from '@paws/contracts'
import type { AuthResponse } from '@paws/contracts/schemas/users'
import { burnPasswordCheck, verifyPassword } from '../../lib/crypto.ts'
import { Forbidden, Unauthorized, ValidationFailed } from '../../lib/errors.ts'
import { emailTaken, findUserByEmail, type UserRow } from '../users/users.repository.ts'
import type { AuthDeps } from './auth.deps.ts'
import { createPasswords } from './auth.passwords.ts'
import { createRegistration } from './auth.registration.ts'
import { createSessions } from './auth.sessions.ts'
import { createDevices } from './auth.devices.ts'
import { createMailGuard } from './auth.mail-guard.ts'
import { createThrottle } from './auth.throttle.ts'
import { type ApiMessageId, englishTranslator as t } from '../../lib/i18n.ts'

export function createAuthService(deps: AuthDeps) {
  const { db, mailer, config } = deps
  const devices = createDevices(deps.secret)
  const sessions = createSessions(deps, devices)
  const throttle = createThrottle(deps)
  const guard = createMailGuard(db, config.MAIL_CLIENT_MAX)
  const registration = createRegistration(deps, sessions, throttle, guard)
  const tellLock = (user: UserRow) => {
    if (user.is_active) deps.background.run('sign-in lock notice', () => mailer.send(lockNotice(user)))
  }
  const passwords = createPasswords(deps, sessions, throttle, guard, devices, tellLock)

  function lockNotice(user: UserRow) {
    return {
      to: user.email,
      subject: 'Someone tried to sign in to your Mumbai Paws account',
      text: [
        `Hello ${user.first_name},`,
        '',
        'Someone tried to sign in to your account with a wrong password several times, so sign-in is paused for a while.',
        '',
        `If it was not you, we suggest you choose a new password: ${config.PUBLIC_URL}/forgot-password (a reset link works even while sign-in is paused).`,
        '',
        'If it was you, wait a little and try again.',
      ].join('\n'),
    }
  }

  async function login(
    body: { email: string; password: string; deviceToken?: string },
    client: string,
  ): Promise<AuthResponse> {
    const errors = validateLogin(t, body)
    if (errors.length > 0) throw new ValidationFailed((t) => validateLogin(t, body))
    const user = await findUserByEmail(db, body.email)
    // The owner's device (a valid token of this account) counts and locks on its own.
    const device = user ? devices.deviceOf(body.deviceToken, user.id) : undefined
    const from = device ?? client
    if (device) await throttle.perDevice(device)
    else await throttle.perAccount('login', body.email)
    await throttle.assertNotLocked(body.email, from)
    // The sign-up waiting first, then the account (or a check that burns the same time): how
    // many checks run depends only on whether a sign-up waits, never on the account.
    const pending = await registration.pendingPasswordHash(body.email)
    const signupMatches = pending !== undefined && (await verifyPassword(pending, body.password))
    let ok = false
    if (!signupMatches) {
      if (user) ok = await verifyPassword(user.password_hash, body.password)
      else await burnPasswordCheck(body.password)
    }
    if (!ok && !signupMatches) {
      await throttle.failedLogin(body.email, from, () => {
        if (user) tellLock(user)
      })
      throw new Unauthorized('error.invalidLogin')
    }
    await throttle.clearFailures(body.email, from)
    if (signupMatches || !user) throw new Forbidden('error.auth.verifyFirst')
    if (!user.is_active) throw new Forbidden('error.auth.deactivated')
    if (!user.email_verified) throw new Forbidden('error.auth.verifyFirst')
    return sessions.signIn(user, device ? body.deviceToken : undefined)
  }

  async function emailAvailable(email: string, exceptId: number) {
    return !(await emailTaken(db, email, exceptId))
  }

  /** The current-password check of a signed-in user, counted like a sign-in (auth.throttle.ts). */
  async function checkCurrentPassword(
    user: UserRow,
    password: string,
    client: string,
    wrong: { message: ApiMessageId; field: string },
  ): Promise<void> {
    await throttle.checkCurrentPassword(user, password, client, wrong, () => tellLock(user))
  }

  return {
    ...registration,
    login,
    checkCurrentPassword,
    mailGuard: guard,
    refresh: sessions.refresh,
    logout: sessions.logout,
    ...passwords,
    emailAvailable,
    phoneError,
  }
}

export type AuthService = ReturnType<typeof createAuthService>
