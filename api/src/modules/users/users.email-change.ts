// Changing the account e-mail. The request needs the current password and
// is not applied at once: a 6-digit code goes to the new address (10 minutes, 5 tries) and
// the signed-in user confirms with it; the old address is told when the change starts and
// when it is done. An address that already has an account gets the same answer, but no
// code: its owner is told instead, so the request says nothing about who has an account.
// The current password counts towards the sign-in limits and lock like a sign-in; the code or
// notice to the new address goes through the mail guard (the e-mail change's own slot per
// address, so a stranger's sign-ups with that address never hold it; a daily cap per account;
// 429 otherwise) and names no one: that address has confirmed nothing.
import { MESSAGES } from '@paws/contracts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { Background } from '../../lib/background.ts'
import { codeHash, sameHash, sixDigitCode } from '../../lib/crypto.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BusinessRule, Conflict, NotFound, TooManyRequests, ValidationFailed } from '../../lib/errors.ts'
import type { Mail, Mailer } from '../../plugins/app/mailer.ts'
import type { MailGuard } from '../auth/auth.mail-guard.ts'
import type { ApiMessageId } from '../../lib/i18n.ts'
import {
  countWrongEmailChange,
  deleteEmailChange,
  emailTaken,
  findEmailChange,
  findUserById,
  updateUser,
  upsertEmailChange,
  type UserRow,
} from './users.repository.ts'

const CODE_TTL_MS = 10 * 60 * 1000
const MAX_TRIES = 5

export interface EmailChangeDeps {
  db: Database
  mailer: Mailer
  background: Background
  config: Pick<Config, 'PUBLIC_URL'>
  /** Keys the code hashes. */
  secret: string
  /** The current-password check, counted like a sign-in (auth.throttle.ts). */
  checkPassword(
    user: UserRow,
    password: string,
    client: string,
    wrong: { message: ApiMessageId; field: string },
  ): Promise<void>
  mailGuard: MailGuard
}

/** n***@example.com: enough for the owner to recognise, not a full address for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`
}

export function createEmailChange(deps: EmailChangeDeps) {
  const { db, mailer, config } = deps
  const hashOf = (userId: number, code: string) => codeHash(deps.secret, `email-change:${userId}`, code)
  const later = (mail: Mail) => deps.background.run('e-mail change notice', () => mailer.send(mail))

  /** Checks the password and sends the code; answers the address waiting for confirmation. */
  async function start(
    userId: number,
    newEmailInput: string,
    currentPassword: string | undefined,
    client: string,
  ): Promise<string> {
    if (!currentPassword) {
      throw new ValidationFailed((t) => [
        { field: 'currentPassword', message: MESSAGES.required(t, t('field.currentPassword')) },
      ])
    }
    const user = await findUserById(db, userId)
    if (!user) throw new NotFound('error.user.notFound')
    await deps.checkPassword(user, currentPassword, client, {
      message: MESSAGES.passwordIncorrect,
      field: 'currentPassword',
    })
    const newEmail = newEmailInput.trim().toLowerCase()
    const wait = await deps.mailGuard.targetSlot(newEmail, 'change')
    if (wait > 0) {
      throw new TooManyRequests('error.user.emailCodeWait', { seconds: wait }, wait)
    }
    if (!(await deps.mailGuard.dailyAllows(`user:${userId}`)))
      throw new TooManyRequests('error.tooManyEmailChanges', undefined, 60 * 60)
    const code = sixDigitCode()
    const taken = await emailTaken(db, newEmail, userId)
    // With the address taken the stored code is one nobody was sent: confirming fails alike.
    await upsertEmailChange(db, {
      userId,
      newEmail,
      codeHash: hashOf(userId, taken ? sixDigitCode() + sixDigitCode() : code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    })
    later(
      taken
        ? {
            to: newEmail,
            subject: 'Someone tried to use your address on Mumbai Paws',
            text: [
              'Hello,',
              '',
              'Someone asked to move another Mumbai Paws account to this e-mail address. Your own account is unchanged and nothing was moved.',
              '',
              'If you did not expect this, you can ignore this e-mail.',
            ].join('\n'),
          }
        : {
            to: newEmail,
            subject: `Confirm your new Mumbai Paws e-mail: ${code}`,
            text: [
              'Hello,',
              '',
              `Your confirmation code is ${code}. It expires in 10 minutes.`,
              'Enter it on your profile page to move your Mumbai Paws account to this address.',
              '',
              'If you did not ask for this, you can ignore this e-mail.',
            ].join('\n'),
          },
    )
    later({
      to: user.email,
      subject: 'Your Mumbai Paws e-mail is being changed',
      text: [
        `Hello ${user.first_name},`,
        '',
        `Your e-mail is being changed to ${maskEmail(newEmail)}. It changes once the code we sent there is entered.`,
        '',
        `If this was not you, change your password now: ${config.PUBLIC_URL}/forgot-password`,
      ].join('\n'),
    })
    return newEmail
  }

  /** Applies the pending change when `code` is the one sent to the new address. */
  async function confirm(userId: number, code: string): Promise<void> {
    if (!/^\d{6}$/.test(code)) throw new ValidationFailed([{ field: 'code', message: MESSAGES.otpDigits }])
    const pending = await findEmailChange(db, userId)
    if (!pending || pending.attempts >= MAX_TRIES || new Date(pending.expires_at).getTime() < Date.now()) {
      throw new BusinessRule('error.user.emailChangeInvalid')
    }
    if (!sameHash(pending.code_hash, hashOf(userId, code))) {
      const left = MAX_TRIES - (await countWrongEmailChange(db, userId))
      throw new BusinessRule('error.user.emailChangeIncorrectCode', { left: Math.max(0, left) })
    }
    const user = await findUserById(db, userId)
    if (!user) throw new NotFound('error.user.notFound')
    const taken = new Conflict('error.emailTaken')
    if (await emailTaken(db, pending.new_email, userId)) throw taken
    try {
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, userId, { email: pending.new_email, email_verified: true })
        await deleteEmailChange(trx, userId)
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw taken
      throw err
    }
    later({
      to: user.email,
      subject: 'Your Mumbai Paws e-mail has been changed',
      text: [
        `Hello ${user.first_name},`,
        '',
        `Your e-mail has been changed to ${maskEmail(pending.new_email)}. Sign in with the new address from now on.`,
        '',
        'If this was not you, contact us at once.',
      ].join('\n'),
    })
  }

  return { start, confirm }
}
