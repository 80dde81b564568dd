// Registration (DESIGN section 3): adopter, NGO, vet and supplier sign-ups create an
// unverified account and e-mail a 6-digit code and a verification link. Codes are keyed
// hashes, live 10 minutes, allow 5 wrong tries and can be resent after 60 seconds. Signing
// up again before verifying takes the new details and sends a fresh code.
import { type FieldError, validateNgoRegistration, validateRegistration } from '@paws/contracts'
import type { AuthResponse, RegisterNgoBody } from '@paws/contracts/schemas/users'
import { codeHash, hashPassword, randomToken, sameHash, sha256, sixDigitCode } from '../../lib/crypto.ts'
import { BusinessRule, Conflict, TooManyRequests, ValidationFailed } from '../../lib/errors.ts'
import { insertNgo } from '../ngos/ngos.repository.ts'
import { findUserByEmail, insertSupplier, insertUser, insertVet, updateUser } from '../users/users.repository.ts'
import * as repo from './auth.repository.ts'
import type { AuthDeps } from './auth.deps.ts'
import type { Sessions } from './auth.sessions.ts'

export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_MS = 60 * 1000
const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000

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

export function createRegistration(deps: AuthDeps, sessions: Sessions) {
  const { db, mailer, config } = deps

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
          await insertNgo(trx, {
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
        }
        if (input.vet) {
          await insertVet(trx, {
            user_id: id,
            license_number: input.vet.licenseNumber.trim(),
            clinic_name: input.vet.clinicName?.trim() || null,
          })
        }
        if (input.supplier) {
          await insertSupplier(trx, {
            user_id: id,
            company_name: input.supplier.companyName.trim(),
            business_license: input.supplier.businessLicense?.trim() || null,
          })
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
    return sessions.signIn(user)
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

  /** The e-mailed link: verifies the address as the code would, without signing in. */
  async function verifyEmail(token: string) {
    const userId = await repo.consumeActionToken(db, sha256(token), 'verify_email')
    if (!userId) throw new BusinessRule('This verification link is invalid or has expired.')
    await updateUser(db, userId, { email_verified: true })
    await repo.deleteOtp(db, userId)
    return { message: 'Your email address has been verified. You can sign in now.' }
  }

  return { register, verifyOtp, resendOtp, verifyEmail }
}
