// The admin Edit User form (docs/screens.md): text values from a user, and what to send
// back (only the fields that changed; the role separately, PUT /users/:id/role).
import { isEmail, MESSAGES, phoneError, type Role } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import type { AdminUserUpdateBody } from '@paws/contracts/schemas/users-admin'
import { jsonText, parseJsonObject } from './json-field.ts'
import { t } from '../../i18n/index.ts'
import { type FieldMessage, requiredMessage } from '../../lib/form/index.ts'

/** The spec's order for the role menu. */
export const ROLE_OPTIONS: readonly Role[] = ['adopter', 'ngo', 'vet', 'shelter', 'supplier', 'admin']
export const roleLabel = (role: Role | 'all') => (role === 'ngo' ? 'NGO' : role.charAt(0).toUpperCase() + role.slice(1))

export interface UserFormValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  role: Role
  isActive: boolean
  emailVerified: boolean
  address: string
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, FieldMessage>>

export function userValues(user: User): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    address: jsonText(user.address),
  }
}

export type UserFormResult =
  | { ok: true; fields: AdminUserUpdateBody; role?: Role }
  | { ok: false; errors: UserFormErrors }

export function userUpdate(values: UserFormValues, user: User): UserFormResult {
  const errors: UserFormErrors = {}
  const firstName = values.firstName.trim()
  const lastName = values.lastName.trim()
  const email = values.email.trim()
  const phone = values.phone.trim()
  if (!firstName) errors.firstName = requiredMessage(t('field.firstName'))
  if (!lastName) errors.lastName = requiredMessage(t('field.lastName'))
  if (!email) errors.email = requiredMessage(t('field.email'))
  else if (!isEmail(email)) errors.email = { id: MESSAGES.email }
  if (phone && phoneError(phone)) errors.phone = { id: MESSAGES.phone }
  const address = parseJsonObject(values.address, t('admin.field.address'), { empty: null })
  if (!address.ok) errors.address = address.message
  if (Object.keys(errors).length > 0 || !address.ok) return { ok: false, errors }

  const fields: AdminUserUpdateBody = {}
  if (firstName !== user.firstName) fields.firstName = firstName
  if (lastName !== user.lastName) fields.lastName = lastName
  if (email.toLowerCase() !== user.email.toLowerCase()) fields.email = email
  if (phone !== (user.phone ?? '')) fields.phone = phone || null
  if (values.isActive !== user.isActive) fields.isActive = values.isActive
  if (values.emailVerified !== user.emailVerified) fields.emailVerified = values.emailVerified
  if (JSON.stringify(address.value) !== JSON.stringify(user.address)) fields.address = address.value
  return { ok: true, fields, role: values.role !== user.role ? values.role : undefined }
}
