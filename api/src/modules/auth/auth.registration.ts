// Registration (docs/rules.md#accounts-and-sessions). Every sign-up is its own
// attempt, kept apart with its own password, details, 6-digit code and link; the account is
// created only when one attempt is verified, with that attempt's password and details, and
// every attempt of the address is dropped then. A second sign-up therefore never changes the
// first, and a code completes only its own attempt: with several attempts waiting the client
// names its attempt (signupId, returned by register), or is told to sign up again.
// Codes are keyed hashes, live 10 minutes and allow 5 wrong tries. The code e-mails go through
// the mail guard's sign-up budget (auth.mail-guard.ts: one mail per address every few minutes,
// a daily cap per address, never the budget of the address's account's own mail; a sign-up
// it holds back is stored, and its code comes with a resend) and greet no one by
// name: the address has confirmed nothing yet. An attempt is kept while its code lives, so
// strangers' sign-ups cannot push out the owner's, and a resend names its attempt.
// Signing up with an address that already has an account answers exactly like a new sign-up
// and e-mails the owner instead; the attempt is stored all the same (its code is never sent,
// and it can never make an account), so signing in or entering a code afterwards answers as
// for a new address too.
import { randomUUID } from 'node:crypto'
import { type Locale, MESSAGES, validateNgoRegistration, validateRegistration } from '@paws/contracts'
import type { RegisterVetBody } from '@paws/contracts/schemas/clinics'
import type { AuthResponse, RegisterNgoBody } from '@paws/contracts/schemas/users'
import type { SignupDetailsJson } from '../../db/schema.ts'
import { codeHash, hashPassword, randomToken, sameHash, sha256, sixDigitCode } from '../../lib/crypto.ts'
import { BusinessRule, type FieldMessage, TooManyRequests, ValidationFailed } from '../../lib/errors.ts'
import { type ApiTranslator, englishTranslator as t, i18nFor } from '../../lib/i18n.ts'
import { findUserByEmail } from '../users/users.repository.ts'
import * as repo from './auth.repository.ts'
import type { AuthDeps } from './auth.deps.ts'
import type { MailGuard } from './auth.mail-guard.ts'
import { createAccount, type SignupAttempt } from './auth.signup-account.ts'
import type { Sessions } from './auth.sessions.ts'
import { normalEmail, type Throttle } from './auth.throttle.ts'

export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000
/** Attempts kept per address; a newer one drops the oldest. */
export const KEEP_ATTEMPTS = 3

const invalidCode = () => new BusinessRule('error.invalidCode')

type Kind = 'adopter' | 'ngo' | 'vet' | 'supplier'

export interface RegisterInput {
  kind: Kind
  firstName: string
  lastName: string
  email: string
  password: string
  phone: string
  ngo?: RegisterNgoBody
  vet?: Omit<RegisterVetBody, 'firstName' | 'lastName' | 'email' | 'password' | 'phone'>
  supplier?: { companyName: string; businessLicense?: string }
  /** The language of the sign-up (the request's, if it named one of ours): the code e-mail's and the account's. */
  locale?: Locale | null
  /** The caller's network address (the mail guard's per-client cap). */
  client?: string
}

/** The sign-up's problems, worded by `t` (the reader's translator, or English for the logs). */
function validate(t: ApiTranslator, input: RegisterInput): FieldMessage[] {
  const base = { ...input, ...(input.ngo ?? {}) }
  const errors: FieldMessage[] = input.kind === 'ngo' ? validateNgoRegistration(t, base) : validateRegistration(t, base)
  if (input.kind === 'vet') {
    const vet = input.vet
    if (!vet?.licenseNumber.trim()) errors.push({ field: 'licenseNumber', message: 'error.auth.licenseRequired' })
    if (!vet?.clinicName.trim()) errors.push({ field: 'clinicName', message: 'error.auth.clinicNameRequired' })
    if (!vet?.address.trim()) errors.push({ field: 'address', message: 'error.auth.addressRequired' })
    if (!vet?.hours.trim()) errors.push({ field: 'hours', message: 'error.auth.hoursRequired' })
  }
  if (input.kind === 'supplier' && !input.supplier?.companyName.trim()) {
    errors.push({ field: 'companyName', message: 'error.auth.companyRequired' })
  }
  return errors
}

function detailsOf(input: RegisterInput): SignupDetailsJson {
  const details: SignupDetailsJson = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone.trim(),
    locale: input.locale ?? undefined,
  }
  if (input.ngo) {
    const ngo = input.ngo
    details.ngo = {
      name: ngo.ngoName.trim(),
      description: ngo.description.trim(),
      registrationNumber: ngo.registrationNumber?.trim() || 'Not Available',
      website: ngo.website?.trim() || undefined,
      address: ngo.address.trim(),
      city: ngo.city.trim(),
      state: ngo.state.trim(),
      zipCode: ngo.zipCode.trim(),
      ...(ngo.lat !== undefined && ngo.lng !== undefined ? { lat: ngo.lat, lng: ngo.lng } : {}),
      servicesOffered: ngo.servicesOffered,
      maxCapacity: Number(ngo.maxCapacity),
    }
  }
  if (input.vet) {
    const vet = input.vet
    details.vet = {
      licenseNumber: vet.licenseNumber.trim(),
      clinicName: vet.clinicName.trim(),
      address: vet.address.trim(),
      lat: vet.lat,
      lng: vet.lng,
      species: vet.species,
      hours: vet.hours.trim(),
    }
  }
  if (input.supplier) {
    details.supplier = {
      companyName: input.supplier.companyName.trim(),
      businessLicense: input.supplier.businessLicense?.trim() || null,
    }
  }
  return details
}

export function createRegistration(deps: AuthDeps, sessions: Sessions, throttle: Throttle, guard: MailGuard) {
  const { db, mailer, config } = deps
  const hashOf = (attemptId: string, code: string) => codeHash(deps.secret, `signup:${attemptId}`, code)

  function codeMail(to: string, details: SignupDetailsJson, code: string, link: string, repeated: boolean) {
    const t = i18nFor(details.locale)
    const hello = t._('mail.helloAnyone')
    const intro = repeated ? [hello, '', t._('mail.code.again'), t._('mail.code.firstStillWorks')] : [hello]
    return {
      to,
      subject: t._('mail.code.subject', { code }),
      text: [
        ...intro,
        '',
        t._('mail.code.body', { code }),
        '',
        t._('mail.code.link', { link: `${config.PUBLIC_URL}/verify-email?token=${link}` }),
        '',
        t._('mail.code.ignore'),
      ].join('\n'),
    }
  }

  function someoneTriedMail(user: { email: string; first_name: string; locale: string | null }) {
    const t = i18nFor(user.locale)
    return {
      to: user.email,
      subject: t._('mail.someoneTried.subject'),
      text: [
        t._('mail.hello', { name: user.first_name }),
        '',
        t._('mail.someoneTried.body'),
        '',
        t._('mail.someoneTried.signIn', {
          login: `${config.PUBLIC_URL}/login`,
          reset: `${config.PUBLIC_URL}/forgot-password`,
        }),
        '',
        t._('mail.someoneTried.ignore'),
      ].join('\n'),
    }
  }

  async function register(input: RegisterInput): Promise<{ email: string; signupId: string }> {
    if (validate(t, input).length > 0) throw new ValidationFailed((t) => validate(t, input))
    const email = normalEmail(input.email)
    await throttle.perAccount('register', email)
    const signupId = randomUUID()
    // Hashed whatever happens next, so a taken address takes as long as a new one.
    const passwordHash = await hashPassword(input.password)
    const mayMail = await guard.mayMail(email, 'signup', input.client)
    const existing = await findUserByEmail(db, email)
    const earlier = await repo.waitingSignupAttempts(db, email)
    const details = detailsOf(input)
    const code = sixDigitCode()
    const link = randomToken(24)
    await repo.insertSignupAttempt(db, {
      id: signupId,
      email,
      role: input.kind,
      password_hash: passwordHash,
      details: JSON.stringify(details),
      code_hash: hashOf(signupId, code),
      sent_at: mayMail ? new Date() : null,
      expires_at: new Date(Date.now() + OTP_TTL_MS),
      link_hash: sha256(link),
      link_expires_at: new Date(Date.now() + VERIFY_LINK_TTL_MS),
    })
    await repo.pruneSignupAttempts(db, email, KEEP_ATTEMPTS)
    if (mayMail && existing) await mailer.send(someoneTriedMail(existing))
    else if (mayMail) await mailer.send(codeMail(email, details, code, link, earlier.length > 0))
    return { email, signupId }
  }

  /** The attempt a code is for: the named one, or the only one waiting. */
  function pick(waiting: SignupAttempt[], signupId: string | undefined): SignupAttempt {
    if (signupId !== undefined) {
      const named = waiting.find((a) => a.id === signupId)
      if (!named) throw invalidCode()
      return named
    }
    if (waiting.length > 1) throw new BusinessRule('error.auth.moreThanOneSignup')
    if (!waiting[0]) throw invalidCode()
    return waiting[0]
  }

  async function verifyOtp(emailInput: string, otp: string, signupId?: string): Promise<AuthResponse> {
    if (!/^\d{6}$/.test(otp)) throw new ValidationFailed([{ field: 'otp', message: MESSAGES.otpDigits }])
    await throttle.perAccount('verify', emailInput)
    const attempt = pick(await repo.waitingSignupAttempts(db, normalEmail(emailInput)), signupId)
    if (attempt.attempts >= OTP_MAX_ATTEMPTS) {
      throw new BusinessRule('error.tooManyAttempts')
    }
    if (new Date(attempt.expires_at).getTime() < Date.now()) {
      throw new BusinessRule('error.codeExpired')
    }
    if (!sameHash(attempt.code_hash, hashOf(attempt.id, otp))) {
      const attempts = await repo.countWrongSignupCode(db, attempt.id)
      const left = OTP_MAX_ATTEMPTS - attempts
      throw new BusinessRule('error.incorrectCode', { left: Math.max(0, left) })
    }
    const user = await createAccount(db, attempt)
    if (!user) throw invalidCode()
    return sessions.signIn(user)
  }

  /**
   * A fresh code for the named attempt (else the newest); the same answers and the same wait
   * for any address. An address with an account gets no code (its attempts are never real).
   */
  async function resendOtp(emailInput: string, signupId?: string, client?: string) {
    await throttle.perAccount('resend', emailInput)
    const email = normalEmail(emailInput)
    const wait = await guard.targetSlot(email, 'signup')
    if (wait > 0) throw new TooManyRequests('error.auth.resendWait', { seconds: wait }, wait)
    const waiting = await repo.waitingSignupAttempts(db, email)
    const newest = signupId === undefined ? waiting[0] : waiting.find((a) => a.id === signupId)
    const allowed =
      newest !== undefined &&
      !(await findUserByEmail(db, email)) &&
      (await guard.dailyAllows(`signup:${email}`)) &&
      (client === undefined || (await guard.clientAllows(client)))
    if (newest && allowed) {
      const code = sixDigitCode()
      const link = randomToken(24)
      await repo.renewSignupCode(db, newest.id, {
        codeHash: hashOf(newest.id, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
        linkHash: sha256(link),
      })
      const mail = codeMail(email, newest.details, code, link, false)
      deps.background.run('sign-up code e-mail', () => mailer.send(mail))
    }
    return { message: 'If this account is waiting for verification, a new code has been sent.' }
  }

  /** The e-mailed link: verifies its attempt as the code would (when it is the only one), without signing in. */
  async function verifyEmail(token: string) {
    const attempt = await repo.findSignupAttemptByLink(db, sha256(token))
    if (!attempt) throw new BusinessRule('error.auth.linkInvalid')
    if ((await repo.waitingSignupAttempts(db, attempt.email)).length > 1)
      throw new BusinessRule('error.auth.moreThanOneSignup')
    if (!(await createAccount(db, attempt))) throw new BusinessRule('error.auth.linkInvalid')
    return { message: 'Your email address has been verified. You can sign in now.' }
  }

  /** The password hash of the newest sign-up waiting for `email` (sign-in tells it to verify first). */
  async function pendingPasswordHash(email: string): Promise<string | undefined> {
    const [newest] = await repo.waitingSignupAttempts(db, normalEmail(email))
    return newest?.password_hash
  }

  return { register, verifyOtp, resendOtp, verifyEmail, pendingPasswordHash }
}
