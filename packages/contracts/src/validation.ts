// Validation rules (docs/rules.md#validation); their messages are in messages.ts.
// The API answers with these messages and the PWA shows them before a request is sent.
import { RESCUE_ANIMAL_TYPES, URGENCIES } from './enums.ts'
import type { SharedMessageId, Translator } from './i18n.ts'
import { MESSAGES } from './messages.ts'
import { IMAGE_TYPES, MAX_IMAGES, MAX_IMAGE_MB } from './limits.ts'

/**
 * A rule's message about one field: the id of its words and their values, worded by whoever shows
 * it (docs/rules.md#languages). A value that is words itself (a field's label) comes worded by the
 * rule's translator. The PWA's own checks use the same shape with the PWA's ids.
 */
export interface FieldError<Id extends string = SharedMessageId> {
  field: string
  message: Id
  values?: Record<string, unknown>
}

/** "{label} is required" about `field`, its label worded by `t`. */
export function requiredError(t: Translator, field: string, label: SharedMessageId): FieldError {
  return { field, message: 'validation.required', values: { label: t(label) } }
}

export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'One special character', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
] as const

/** The rules a password does not meet, as their labels; empty when it is acceptable. */
export function unmetPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.label)
}

/** "Password requirements not met:" about `field`, one bullet line per unmet rule (worded by `t`), or null. */
export function passwordFieldError(t: Translator, field: string, password: string): FieldError | null {
  const unmet = PASSWORD_RULES.filter((r) => !r.test(password))
  if (unmet.length === 0) return null
  const rules = unmet.map((r) => `• ${t(`password.${r.id}`)}`).join('\n')
  return { field, message: MESSAGES.passwordUnmet, values: { rules } }
}

/** The same message worded by `t`, or null when the password is acceptable. */
export function passwordError(t: Translator, password: string): string | null {
  const error = passwordFieldError(t, 'password', password)
  return error && t(error.message, error.values)
}

/** Keeps digits only and at most 10 of them: what the phone inputs accept while typing. */
export function sanitizePhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10)
}

export function phoneError(phone: string): SharedMessageId | null {
  return /^\d{10}$/.test(phone) ? null : MESSAGES.phone
}

export function isEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
}

/** An optional website: empty, or an http(s) address with a dot in it. */
export function websiteError(url: string): SharedMessageId | null {
  const value = url.trim()
  return value === '' || /^https?:\/\/\S+\.\S+/.test(value) ? null : MESSAGES.website
}

type Fields = Record<string, unknown>

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

function requireFields(t: Translator, body: Fields, fields: Record<string, SharedMessageId>, errors: FieldError[]) {
  for (const [field, label] of Object.entries(fields)) {
    if (text(body[field]) === '') errors.push(requiredError(t, field, label))
  }
}

function checkContact(t: Translator, body: Fields, errors: FieldError[]) {
  const email = text(body.email)
  if (email !== '' && !isEmail(email)) errors.push({ field: 'email', message: MESSAGES.email })
  const phone = text(body.phone)
  if (phone !== '' && phoneError(phone)) errors.push({ field: 'phone', message: MESSAGES.phone })
  const password = typeof body.password === 'string' ? body.password : ''
  const unmet = password === '' ? null : passwordFieldError(t, 'password', password)
  if (unmet) errors.push(unmet)
}

const PERSON_FIELDS = {
  firstName: 'field.firstName',
  lastName: 'field.lastName',
  email: 'field.email',
  phone: 'field.phone',
  password: 'field.password',
} as const

export function validateRegistration(t: Translator, body: Fields): FieldError[] {
  const errors: FieldError[] = []
  requireFields(t, body, PERSON_FIELDS, errors)
  checkContact(t, body, errors)
  return errors
}

export function validateNgoRegistration(t: Translator, body: Fields): FieldError[] {
  const errors: FieldError[] = []
  requireFields(
    t,
    body,
    {
      ...PERSON_FIELDS,
      ngoName: 'field.ngoName',
      address: 'field.address',
      city: 'field.city',
      state: 'field.state',
      zipCode: 'field.zipCode',
      description: 'field.description',
    },
    errors,
  )
  checkContact(t, body, errors)
  const services = body.servicesOffered
  if (!Array.isArray(services) || services.length === 0) {
    errors.push({ field: 'servicesOffered', message: MESSAGES.servicesRequired })
  }
  const capacity = Number(body.maxCapacity)
  if (body.maxCapacity === undefined || body.maxCapacity === '' || !Number.isFinite(capacity) || capacity < 1) {
    errors.push({ field: 'maxCapacity', message: MESSAGES.capacityMin })
  }
  const website = websiteError(text(body.website))
  if (website) errors.push({ field: 'website', message: website })
  if ((body.lat === undefined || body.lat === null) !== (body.lng === undefined || body.lng === null)) {
    errors.push({ field: 'lat', message: MESSAGES.positionIncomplete })
  }
  return errors
}

export function validateLogin(t: Translator, body: Fields): FieldError[] {
  const errors: FieldError[] = []
  requireFields(t, body, { email: 'field.email', password: 'field.password' }, errors)
  return errors
}

/** Forgot password: an e-mail address is needed and must look like one. */
export function validateForgotPassword(t: Translator, body: Fields): FieldError[] {
  const email = text(body.email)
  if (email === '') return [requiredError(t, 'email', 'field.email')]
  return isEmail(email) ? [] : [{ field: 'email', message: MESSAGES.email }]
}

/** Reset password (from the e-mailed link): a password meeting the rules, typed twice. */
export function validatePasswordReset(
  t: Translator,
  body: { password: string; confirmPassword: string },
): FieldError[] {
  const errors: FieldError[] = []
  const unmet = passwordFieldError(t, 'password', body.password)
  if (unmet) errors.push(unmet)
  if (body.confirmPassword !== body.password)
    errors.push({ field: 'confirmPassword', message: MESSAGES.passwordsDiffer })
  return errors
}

/** Change password (signed in): the current one, a new one meeting the rules and differing, typed twice. */
export function validatePasswordChange(
  t: Translator,
  body: {
    currentPassword: string
    newPassword: string
    confirmPassword: string
  },
): FieldError[] {
  const errors: FieldError[] = []
  if (body.currentPassword === '') errors.push(requiredError(t, 'currentPassword', 'field.currentPassword'))
  const unmet = passwordFieldError(t, 'newPassword', body.newPassword)
  if (unmet) errors.push(unmet)
  else if (body.newPassword === body.currentPassword)
    errors.push({ field: 'newPassword', message: MESSAGES.samePassword })
  if (body.confirmPassword !== body.newPassword) {
    errors.push({ field: 'confirmPassword', message: MESSAGES.passwordsDiffer })
  }
  return errors
}

/** Deleting one's account asks for the password. */
export function validateAccountDeletion(body: { password: string }): FieldError[] {
  return body.password === '' ? [{ field: 'password', message: MESSAGES.confirmWithPassword }] : []
}

export function otpError(code: string): SharedMessageId | null {
  return /^\d{6}$/.test(code) ? null : MESSAGES.otpDigits
}

/**
 * A profile edit (PUT /users/profile): only the fields sent are checked. Names may not be
 * blanked; e-mail must look like one; phone (10 digits) and pincode (6 digits) may be cleared.
 */
export function validateProfileUpdate(t: Translator, body: Fields): FieldError[] {
  const errors: FieldError[] = []
  for (const [field, label] of [
    ['firstName', 'field.firstName'],
    ['lastName', 'field.lastName'],
  ] as const) {
    if (body[field] !== undefined && text(body[field]) === '') errors.push(requiredError(t, field, label))
  }
  if (body.email !== undefined && !isEmail(text(body.email))) errors.push({ field: 'email', message: MESSAGES.email })
  const phone = text(body.phone)
  if (phone !== '' && phoneError(phone)) errors.push({ field: 'phone', message: MESSAGES.phone })
  const pincode = text(body.pincode)
  if (pincode !== '' && !/^\d{6}$/.test(pincode)) errors.push({ field: 'pincode', message: MESSAGES.pincode })
  return errors
}

/** Add-animal rule: name, species and size are all needed. */
export function validateAnimalRequired(body: Fields): FieldError[] {
  const missing = ['name', 'species', 'size'].filter((f) => text(body[f]) === '')
  return missing.map((field) => ({ field, message: MESSAGES.animalRequired }))
}

export function imageFileError(t: Translator, file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return MESSAGES.invalidFileType(
      t,
      IMAGE_TYPES.map((type) => type.replace('image/', '')),
    )
  }
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return MESSAGES.fileTooLarge(t, MAX_IMAGE_MB)
  return null
}

/** Profile photo rule (docs/rules.md#validation): any image type, under 10 MB. */
export function avatarFileError(file: { type: string; size: number }): SharedMessageId | null {
  if (!file.type.startsWith('image/')) return MESSAGES.avatarNotImage
  if (file.size >= MAX_IMAGE_MB * 1024 * 1024) return MESSAGES.avatarTooLarge
  return null
}

/** Message when adding `adding` photos to `current` would pass the limit, else null. */
export function imageCountError(t: Translator, current: number, adding: number): string | null {
  return current + adding > MAX_IMAGES ? MESSAGES.maxImages(t, current) : null
}

/** Digits only; an Indian pincode is six of them ("400 050" is accepted as 400050). */
export function normalizePincode(value: string): string {
  return value.replace(/\s+/g, '')
}

export interface RescueReportDraft {
  animalType?: unknown
  urgency?: unknown
  description?: unknown
  location?: { address?: unknown; city?: unknown; pincode?: unknown; lat?: unknown; lng?: unknown } | null
}

/** True when the report carries a GPS fix (both coordinates are numbers). */
export function hasCoordinates(location: RescueReportDraft['location']): boolean {
  return typeof location?.lat === 'number' && typeof location?.lng === 'number'
}

/** Which fields each step of the 4-step rescue wizard needs before Next (step 4: none). */
export const RESCUE_STEP_FIELDS: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['animalType', 'urgency'],
  2: ['location.address', 'location.city', 'location.pincode'],
  3: ['description'],
  4: [],
}

/**
 * The wizard rules of a rescue report (docs/rules.md#validation): animal type and urgency
 * chosen, address, city and pincode filled (state and landmarks optional), a description.
 * With a GPS fix (lat and lng) the address is a short "where exactly" and the pincode may
 * be left out (docs/rules.md#departures-from-the-spec); one that is given must still be 6 digits.
 * Field names use dots for the location ("location.city").
 */
export function validateRescueReport(t: Translator, draft: RescueReportDraft): FieldError[] {
  const errors: FieldError[] = []
  if (!(RESCUE_ANIMAL_TYPES as readonly unknown[]).includes(draft.animalType)) {
    errors.push({ field: 'animalType', message: MESSAGES.rescueAnimalType })
  }
  if (!(URGENCIES as readonly unknown[]).includes(draft.urgency)) {
    errors.push({ field: 'urgency', message: MESSAGES.rescueUrgency })
  }
  const location = draft.location ?? {}
  if (text(location.address) === '') errors.push(requiredError(t, 'location.address', 'field.address'))
  if (text(location.city) === '') errors.push(requiredError(t, 'location.city', 'field.city'))
  const pincode = normalizePincode(text(location.pincode))
  if (pincode === '') {
    if (!hasCoordinates(location)) errors.push(requiredError(t, 'location.pincode', 'field.pincode'))
  } else if (!/^\d{6}$/.test(pincode)) errors.push({ field: 'location.pincode', message: MESSAGES.pincode })
  if (text(draft.description) === '') errors.push(requiredError(t, 'description', 'field.description'))
  return errors
}

/** The errors that keep the wizard on `step` (Next disabled while this is non-empty). */
export function rescueStepErrors(t: Translator, step: 1 | 2 | 3 | 4, draft: RescueReportDraft): FieldError[] {
  const fields = RESCUE_STEP_FIELDS[step]
  return validateRescueReport(t, draft).filter((e) => fields.includes(e.field))
}

/** Decline needs a non-empty trimmed reason. */
export function declineReasonError(reason: unknown): SharedMessageId | null {
  return text(reason) === '' ? MESSAGES.declineReason : null
}

/** The owner rejecting an application must say why (the applicant reads it). */
export function rejectionReasonError(reason: unknown): SharedMessageId | null {
  return text(reason) === '' ? MESSAGES.rejectionReason : null
}
