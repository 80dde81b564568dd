// Accounts and sessions (DESIGN section 3), one concern a file: registration and one-time
// codes (auth.registration.ts), sessions and refresh tokens (auth.sessions.ts), passwords
// (auth.passwords.ts). Sign-in lives here: it answers the same for an unknown e-mail and a
// wrong password, and spends the same time on both.
import { phoneError, validateLogin } from '@paws/contracts'
import type { AuthResponse, User } from '@paws/contracts/schemas/users'
import { burnPasswordCheck, verifyPassword } from '../../lib/crypto.ts'
import { Forbidden, Unauthorized, ValidationFailed } from '../../lib/errors.ts'
import { emailTaken, findUserByEmail } from '../users/users.repository.ts'
import type { AuthDeps } from './auth.deps.ts'
import { createPasswords } from './auth.passwords.ts'
import { createRegistration } from './auth.registration.ts'
import { createSessions } from './auth.sessions.ts'

export type { RegisterInput } from './auth.registration.ts'

const INVALID_LOGIN = 'Invalid email or password'

export function createAuthService(deps: AuthDeps) {
  const { db } = deps
  const sessions = createSessions(deps)
  const registration = createRegistration(deps, sessions)
  const passwords = createPasswords(deps, sessions)

  async function login(body: { email: string; password: string }): Promise<AuthResponse> {
    const errors = validateLogin(body)
    if (errors.length > 0) throw new ValidationFailed(errors)
    const user = await findUserByEmail(db, body.email)
    if (!user) {
      await burnPasswordCheck(body.password)
      throw new Unauthorized(INVALID_LOGIN)
    }
    if (!(await verifyPassword(user.password_hash, body.password))) throw new Unauthorized(INVALID_LOGIN)
    if (!user.is_active) throw new Forbidden('This account has been deactivated. Please contact support.')
    if (!user.email_verified) {
      throw new Forbidden('Please verify your email before signing in. Use the code we sent you.')
    }
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
export type { User }
