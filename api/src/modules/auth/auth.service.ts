// Accounts and sessions (DESIGN section 3). One-time codes are keyed hashes, 10 minutes,
// 5 wrong tries, resend after 60 s. Refresh tokens are random, stored hashed, rotated on
// every use; presenting a rotated one revokes its whole family. Login answers the same for
// an unknown e-mail and a wrong password.
import { randomUUID } from 'node:crypto'
import {
  type FieldError,
  validateLogin,
  validateNgoRegistration,
  validateRegistration,
  passwordError,
  phoneError,
} from '@paws/contracts'
import type { AuthResponse, RegisterNgoBody, TokenPair, User } from '@paws/contracts/schemas/users'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import {
  burnPasswordCheck,
  codeHash,
  hashPassword,
  randomToken,
  sameHash,
  sha256,
  sixDigitCode,
  verifyPassword,
} from '../../lib/crypto.ts'
import { BusinessRule, Conflict, Forbidden, TooManyRequests, Unauthorized, ValidationFailed } from '../../lib/errors.ts'
import type { Mailer } from '../../plugins/app/mailer.ts'
import { toUser, type UserRow } from '../users/users.mapper.ts'
import { emailTaken, findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.repository.ts'
import * as repo from './auth.repository.ts'

export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_MS = 60 * 1000
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000
const RESET_TTL_MS = 60 * 60 * 1000
const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000

const INVALID_LOGIN = 'Invalid email or password'
const INVALID_CODE = 'Invalid or expired verification code. Please request a new code.'

type Kind = 'adopter' | 'ngo' | 'vet' | 'supplier'

export interface RegisterInput {
  kind: Kind
  firstName: string
  lastName: string
  email: string
  password: string
  phone: string
  ngo?: RegisterNgoBody
  vet?: { licenseNumber: string; clinicName?: string }
  supplier?: { companyName: string; businessLicense?: string }
}

export interface AuthDeps {
  db: Database
  config: Config
  mailer: Mailer
  secret: string
  signAccess(user: { id: number; role: string }, sid: string): string
}

export function createAuthService(deps: AuthDeps) {
  const { db, mailer, config } = deps

  async function issueSession(userId: number, role: string, familyId: string = randomUUID()): Promise<TokenPair> {
    const refreshToken = randomToken(32)
    await repo.insertRefreshToken(db, {
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    })
    return { accessToken: deps.signAccess({ id: userId, role }, familyId), refreshToken }
  }

  async function signedIn(row: UserRow): Promise<AuthResponse> {
    await updateUser(db, row.id, { last_login_at: new Date() })
    const fresh = (await findUserById(db, row.id))!
    return { user: toUser(fresh), ...(await issueSession(row.id, row.role)) }
  }

  async function sendCode(user: { id: number; email: string; first_name: string }) {
    const code = sixDigitCode()
    await repo.upsertOtp(db, user.id, codeHash(deps.secret, user.id, code), new Date(Date.now() + OTP_TTL_MS))
    const link = randomToken(24)
    await repo.insertActionToken(db, {
      tokenHash: sha256(link),
      userId: user.id,
      purpose: 'verify_email',
      expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS),
    })
    await mailer.send({
      to: user.email,
      subject: `Your Mumbai Paws verification code: ${code}`,
      text: [
        `Hello ${user.first_name},`,
        '',
        `Your verification code is ${code}. It expires in 10 minutes.`,
        '',
        `You can also verify your e-mail address with this link: ${config.PUBLIC_URL}/verify-email?token=${link}`,
        '',
        'If you did not sign up for Mumbai Paws, you can ignore this e-mail.',
      ].join('\n'),
    })
  }

  function validate(input: RegisterInput): FieldError[] {
    const base = { ...input, ...(input.ngo ?? {}) }
    const errors = input.kind === 'ngo' ? validateNgoRegistration(base) : validateRegistration(base)
    if (input.kind === 'vet' && !input.vet?.licenseNumber.trim()) {
      errors.push({ field: 'licenseNumber', message: 'License number is required' })
    }
    if (input.kind === 'supplier' && !input.supplier?.companyName.trim()) {
      errors.push({ field: 'companyName', message: 'Company name is required' })
    }
    return errors
  }

  async function register(input: RegisterInput) {
    const errors = validate(input)
    if (errors.length > 0) throw new ValidationFailed(errors)
    const email = input.email.trim().toLowerCase()
    const existing = await findUserByEmail(db, email)
    if (existing?.email_verified || (existing && existing.role !== input.kind)) {
      throw new Conflict('An account with this email already exists. Please sign in instead.')
    }
    const passwordHash = await hashPassword(input.password)
    const person = {
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      phone: input.phone.trim(),
      password_hash: passwordHash,
    }
    let userId: number
    if (existing) {
      // An unverified sign-up tried again: take the new details and send a fresh code.
      userId = existing.id
      await updateUser(db, userId, person)
      const otp = await repo.findOtp(db, userId)
      if (otp && Date.now() - new Date(otp.sent_at).getTime() < OTP_RESEND_MS) {
        return { userId, email }
      }
    } else {
      userId = await db.transaction().execute(async (trx) => {
        const id = await insertUser(trx, { ...person, email, role: input.kind })
        if (input.ngo) {
          const ngo = input.ngo
          await trx
            .insertInto('ngos')
            .values({
              user_id: id,
              name: ngo.ngoName.trim(),
              description: ngo.description.trim(),
              registration_number: ngo.registrationNumber?.trim() || 'Not Available',
              contact_info: JSON.stringify({ email, phone: person.phone, website: ngo.website?.trim() || undefined }),
              location: JSON.stringify({
                address: ngo.address.trim(),
                city: ngo.city.trim(),
                state: ngo.state.trim(),
                zipCode: ngo.zipCode.trim(),
              }),
              services_offered: JSON.stringify(ngo.servicesOffered),
              max_capacity: Number(ngo.maxCapacity),
            })
            .execute()
        }
        if (input.vet) {
          await trx
            .insertInto('vets')
            .values({
              user_id: id,
              license_number: input.vet.licenseNumber.trim(),
              clinic_name: input.vet.clinicName?.trim() || null,
            })
            .execute()
        }
        if (input.supplier) {
          await trx
            .insertInto('suppliers')
            .values({
              user_id: id,
              company_name: input.supplier.companyName.trim(),
              business_license: input.supplier.businessLicense?.trim() || null,
            })
            .execute()
        }
        return id
      })
    }
    await sendCode({ id: userId, email, first_name: person.first_name })
    return { userId, email }
  }

  async function verifyOtp(emailInput: string, otp: string): Promise<AuthResponse> {
    if (!/^\d{6}$/.test(otp)) throw new ValidationFailed([{ field: 'otp', message: 'Please enter all 6 digits' }])
    const user = await findUserByEmail(db, emailInput)
    if (!user) throw new BusinessRule(INVALID_CODE)
    if (user.email_verified) throw new Conflict('This account is already verified. Please sign in.')
    const stored = await repo.findOtp(db, user.id)
    if (!stored) throw new BusinessRule(INVALID_CODE)
    if (stored.attempts >= OTP_MAX_ATTEMPTS) {
      throw new BusinessRule('Too many wrong attempts. Please request a new code.')
    }
    if (new Date(stored.expires_at).getTime() < Date.now()) {
      throw new BusinessRule('This code has expired. Please request a new code.')
    }
    if (!sameHash(stored.code_hash, codeHash(deps.secret, user.id, otp))) {
      const attempts = await repo.countWrongOtp(db, user.id)
      const left = OTP_MAX_ATTEMPTS - attempts
      throw new BusinessRule(
        left > 0
          ? `Incorrect code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
          : 'Too many wrong attempts. Please request a new code.',
      )
    }
    await repo.deleteOtp(db, user.id)
    await updateUser(db, user.id, { email_verified: true })
    return signedIn(user)
  }

  async function resendOtp(emailInput: string) {
    const user = await findUserByEmail(db, emailInput)
    if (user && !user.email_verified) {
      const otp = await repo.findOtp(db, user.id)
      const waited = otp ? Date.now() - new Date(otp.sent_at).getTime() : Number.POSITIVE_INFINITY
      if (waited < OTP_RESEND_MS) {
        const seconds = Math.ceil((OTP_RESEND_MS - waited) / 1000)
        throw new TooManyRequests(`Please wait ${seconds} seconds before requesting a new code.`, seconds)
      }
      await sendCode(user)
    }
    return { message: 'If this account is waiting for verification, a new code has been sent.' }
  }

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
    return signedIn(user)
  }

  async function refresh(refreshToken: string): Promise<TokenPair> {
    const row = await repo.findRefreshToken(db, sha256(refreshToken))
    const expired = 'Your session has expired. Please sign in again.'
    if (!row || row.revoked_at || new Date(row.expires_at).getTime() < Date.now()) throw new Unauthorized(expired)
    if (row.rotated_at || !(await repo.markRotated(db, row.id))) {
      // A rotated token came back: someone holds a copy. End the whole session family.
      await repo.revokeFamily(db, row.family_id)
      throw new Unauthorized(expired)
    }
    const user = await findUserById(db, row.user_id)
    if (!user || !user.is_active) throw new Unauthorized(expired)
    return issueSession(user.id, user.role, row.family_id)
  }

  async function logout(sid: string | undefined, refreshToken?: string) {
    if (sid && /^[0-9a-f-]{36}$/.test(sid)) await repo.revokeFamily(db, sid)
    if (refreshToken) {
      const row = await repo.findRefreshToken(db, sha256(refreshToken))
      if (row) await repo.revokeFamily(db, row.family_id)
    }
    return { message: 'Signed out' }
  }

  async function forgotPassword(emailInput: string) {
    const user = await findUserByEmail(db, emailInput)
    if (user?.is_active) {
      const token = randomToken(32)
      await repo.insertActionToken(db, {
        tokenHash: sha256(token),
        userId: user.id,
        purpose: 'reset_password',
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      })
      await mailer.send({
        to: user.email,
        subject: 'Reset your Mumbai Paws password',
        text: [
          `Hello ${user.first_name},`,
          '',
          `Open this link to choose a new password (valid for 1 hour): ${config.PUBLIC_URL}/reset-password?token=${token}`,
          '',
          'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
        ].join('\n'),
      })
    }
    return { message: 'If an account exists for this email, we have sent a link to reset the password.' }
  }

  async function resetPassword(token: string, password: string) {
    const error = passwordError(password)
    if (error) throw new ValidationFailed([{ field: 'password', message: error }])
    const userId = await repo.consumeActionToken(db, sha256(token), 'reset_password')
    if (!userId) throw new BusinessRule('This reset link is invalid or has expired. Please request a new one.')
    await updateUser(db, userId, { password_hash: await hashPassword(password), email_verified: true })
    await repo.revokeAllForUser(db, userId)
    return { message: 'Your password has been reset. Please sign in with your new password.' }
  }

  async function verifyEmail(token: string) {
    const userId = await repo.consumeActionToken(db, sha256(token), 'verify_email')
    if (!userId) throw new BusinessRule('This verification link is invalid or has expired.')
    await updateUser(db, userId, { email_verified: true })
    await repo.deleteOtp(db, userId)
    return { message: 'Your email address has been verified. You can sign in now.' }
  }

  async function changePassword(userId: number, currentPassword: string, newPassword: string): Promise<TokenPair> {
    const user = await findUserById(db, userId)
    if (!user) throw new Unauthorized()
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      throw new BusinessRule('Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect' },
      ])
    }
    const error = passwordError(newPassword)
    if (error) throw new ValidationFailed([{ field: 'newPassword', message: error }])
    await updateUser(db, userId, { password_hash: await hashPassword(newPassword) })
    // Every other device signs in again; this one gets a fresh session.
    await repo.revokeAllForUser(db, userId)
    return issueSession(userId, user.role)
  }

  async function emailAvailable(email: string, exceptId: number) {
    return !(await emailTaken(db, email, exceptId))
  }

  return {
    register,
    verifyOtp,
    resendOtp,
    login,
    refresh,
    logout,
    forgotPassword,
    resetPassword,
    verifyEmail,
    changePassword,
    emailAvailable,
    phoneError,
  }
}

export type AuthService = ReturnType<typeof createAuthService>
export type { User }
