// The profile form's values, read from the signed-in user and turned back into the body of
// PUT /users/profile. Only changed fields are sent, so an address stored as an object with
// more parts than the one text box shows is kept unless the user edits it.
import type { ProfileUpdateBody, User } from '@paws/contracts/schemas/users'

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type ProfileValues = Record<ProfileField, string>

function pick(address: Record<string, unknown> | null, ...keys: string[]): string {
  for (const key of keys) {
    const value = address?.[key]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return ''
}

/** The address as one line: street (or address), then area. */
export function addressText(address: Record<string, unknown> | null): string {
  return [pick(address, 'street', 'address', 'line1'), pick(address, 'area')].filter(Boolean).join(', ')
}

export function valuesFromUser(user: User): ProfileValues {
  const address = user.address
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    address: addressText(address),
    city: user.city ?? pick(address, 'city'),
    state: user.state ?? pick(address, 'state'),
    pincode: user.pincode ?? pick(address, 'pincode', 'zipcode', 'zipCode', 'zip'),
  }
}

/** The fields that differ from `initial`, trimmed; null when nothing changed. */
export function changedFields(initial: ProfileValues, values: ProfileValues): ProfileUpdateBody | null {
  const body: Record<string, string> = {}
  for (const field of PROFILE_FIELDS) {
    const next = field === 'pincode' ? values[field].replace(/\s+/g, '') : values[field].trim()
    if (next !== initial[field].trim()) body[field] = next
  }
  return Object.keys(body).length > 0 ? (body as ProfileUpdateBody) : null
}
