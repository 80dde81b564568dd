// Passwords (docs/rules.md#accounts-and-sessions): forgotten ones by an e-mailed single-use link
// valid for an hour (the answer never says whether the e-mail is registered), and changes by the
// signed-in user. Either way every session ends; a change keeps the changing device signed in. The
// reset e-mail is sent in the background so a real address answers as fast as an unknown one,
// and only as the mail guard allows (auth.mail-guard.ts: the reset budget of the address, which
// no sign-up spends, or of the owner's device when it sends its device token, which strangers'
// reset requests do not spend either; the answer is the same either way);
// a reset works during a sign-in lock and ends it. The current password of a change counts
// towards the sign-in limits and lock (auth.throttle.ts).
import { passwordError } from '@paws/contracts'
import type { TokenPair } from '@paws/contracts/schemas/users'
import { hashPassword, randomToken, sha256 } from '../../lib/crypto.ts'
import { BusinessRule, Unauthorized, ValidationFailed } from '../../lib/errors.ts'
import { englishTranslator } from '../../lib/i18n.ts'
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../users/users.repository.ts'
import * as repo from './auth.repository.ts'
import type { AuthDeps } from './auth.deps.ts'
import type { Devices } from './auth.devices.ts'
import type { MailGuard } from './auth.mail-guard.ts'
import type { Sessions } from './auth.sessions.ts'
import { normalEmail, type Throttle } from './auth.throttle.ts'

const RESET_TTL_MS = 60 * 60 * 1000

export function createPasswords(
  deps: AuthDeps,
  sessions: Sessions,
  throttle: Throttle,
  guard: MailGuard,
  devices: Devices,
  onLock: (user: UserRow) => void,
) {
  const { db, mailer, config } = deps

  async function forgotPassword(emailInput: string, client?: string, deviceToken?: string) {
    await throttle.perAccount('forgot', emailInput)
    const email = normalEmail(emailInput)
    const user = await findUserByEmail(db, emailInput)
    // Asked for from the owner's device: a reset budget of that device's own.
    const device = user ? devices.deviceOf(deviceToken, user.id) : undefined
    const mayMail = await guard.mayMail(email, 'reset', client, device)
    if (user?.is_active && mayMail) {
      const token = randomToken(32)
      await repo.insertActionToken(db, {
        tokenHash: sha256(token),
        userId: user.id,
        purpose: 'reset_password',
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      })
      const mail = {
        to: user.email,
        subject: 'Reset your Mumbai Paws password',
        text: [
          `Hello ${user.first_name},`,
          '',
          `Open this link to choose a new password (valid for 1 hour): ${config.PUBLIC_URL}/reset-password?token=${token}`,
          '',
          'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
        ].join('\n'),
      }
      deps.background.run('password reset e-mail', () => mailer.send(mail))
    }
    return { message: 'If an account exists for this email, we have sent a link to reset the password.' }
  }

  async function resetPassword(token: string, password: string) {
    if (passwordError(englishTranslator, password))
      throw new ValidationFailed((t) => [{ field: 'password', message: passwordError(t, password) ?? '' }])
    const userId = await repo.consumeActionToken(db, sha256(token), 'reset_password')
    if (!userId) throw new BusinessRule('error.auth.resetLinkInvalid')
    await updateUser(db, userId, { password_hash: await hashPassword(password), email_verified: true })
    await sessions.endAll(userId)
    const user = await findUserById(db, userId)
    if (user) await throttle.clearFailures(user.email)
    return { message: 'Your password has been reset. Please sign in with your new password.' }
  }

  async function changePassword(
    userId: number,
    currentPassword: string,
    newPassword: string,
    client: string,
  ): Promise<TokenPair> {
    const user = await findUserById(db, userId)
    if (!user) throw new Unauthorized()
    const wrong = { message: 'error.auth.currentPasswordIncorrect', field: 'currentPassword' } as const
    await throttle.checkCurrentPassword(user, currentPassword, client, wrong, () => onLock(user))
    if (passwordError(englishTranslator, newPassword))
      throw new ValidationFailed((t) => [{ field: 'newPassword', message: passwordError(t, newPassword) ?? '' }])
    await updateUser(db, userId, { password_hash: await hashPassword(newPassword) })
    // Every other device signs in again; this one gets a fresh session.
    await sessions.endAll(userId)
    return sessions.issue(userId, user.role)
  }

  return { forgotPassword, resetPassword, changePassword }
}
