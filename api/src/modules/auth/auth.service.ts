// Accounts and sessions (DESIGN section 3), one concern a file: registration and one-time
// codes (auth.registration.ts), sessions and refresh tokens (auth.sessions.ts), passwords
// (auth.passwords.ts), per-account limits and sign-in locks (auth.throttle.ts). Sign-in lives
// here: it answers the same for an unknown e-mail and a wrong password, and spends the same
// time on both; wrong passwords count towards a lock whether or not the address has an account.
import { phoneError, validateLogin } from '@paws/contracts'
import type { AuthResponse } from '@paws/contracts/schemas/users'
import { burnPasswordCheck, verifyPassword } from '../../lib/crypto.ts'
import { Forbidden, Unauthorized, ValidationFailed } from '../../lib/errors.ts'
import { emailTaken, findUserByEmail, type UserRow } from '../users/users.repository.ts'
import type { AuthDeps } from './auth.deps.ts'
import { createPasswords } from './auth.passwords.ts'
import { createRegistration } from './auth.registration.ts'
import { createSessions } from './auth.sessions.ts'
import { createThrottle } from './auth.throttle.ts'

const INVALID_LOGIN = 'Invalid email or password'

export function createAuthService(deps: AuthDeps) {
  const { db, mailer, config } = deps
  const sessions = createSessions(deps)
  const throttle = createThrottle(deps)
  const registration = createRegistration(deps, sessions, throttle)
  const passwords = createPasswords(deps, sessions, throttle)

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

  async function login(body: { email: string; password: string }): Promise<AuthResponse> {
    const errors = validateLogin(body)
    if (errors.length > 0) throw new ValidationFailed(errors)
    await throttle.perAccount('login', body.email)
    await throttle.assertNotLocked(body.email)
    const user = await findUserByEmail(db, body.email)
    // Exactly one password check on every path, so timing tells nothing.
    const pending = user ? undefined : await registration.pendingPasswordHash(body.email)
    const stored = user?.password_hash ?? pending
    let ok = false
    if (stored) ok = await verifyPassword(stored, body.password)
    else await burnPasswordCheck(body.password)
    if (!ok) {
      await throttle.failedLogin(body.email, () => {
        if (user?.is_active) deps.background.run('sign-in lock notice', () => mailer.send(lockNotice(user)))
      })
      throw new Unauthorized(INVALID_LOGIN)
    }
    await throttle.clearFailures(body.email)
    const verifyFirst = 'Please verify your email before signing in. Use the code we sent you.'
    if (!user) throw new Forbidden(verifyFirst)
    if (!user.is_active) throw new Forbidden('This account has been deactivated. Please contact support.')
    if (!user.email_verified) throw new Forbidden(verifyFirst)
    return sessions.signIn(user)
  }

  async function emailAvailable(email: string, exceptId: number) {
    return !(await emailTaken(db, email, exceptId))
  }

  return {
    ...registration,
    login,
    refresh: sessions.refresh,
    logout: sessions.logout,
    ...passwords,
    emailAvailable,
    phoneError,
  }
}

export type AuthService = ReturnType<typeof createAuthService>
