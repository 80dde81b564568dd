import type { User } from '@paws/contracts/schemas/users'
import { describe, expect, it } from 'vitest'
import { userUpdate, userValues } from './user-form.ts'
import { type FieldMessage, fieldText } from '../../lib/form/index.ts'
/** The words under each field of a refused form. */
const shown = <R extends { ok: boolean; errors?: Partial<Record<string, FieldMessage>> }>(result: R) =>
  result.errors
    ? { ...result, errors: Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v && fieldText(v)])) }
    : result

const user = {
  id: 5,
  email: 'asha@example.in',
  role: 'adopter',
  firstName: 'Asha',
  lastName: 'Rao',
  phone: null,
  address: null,
  isActive: true,
  emailVerified: false,
} as unknown as User

describe('admin user edit form', () => {
  it('sends nothing when nothing changed', () => {
    expect(userUpdate(userValues(user), user)).toEqual({ ok: true, fields: {}, role: undefined })
  })

  it('sends only the changed fields, and the role apart', () => {
    const values = {
      ...userValues(user),
      firstName: ' Asha K ',
      role: 'ngo' as const,
      emailVerified: true,
      address: '{"city": "Pune"}',
      phone: '9876543210',
    }
    expect(userUpdate(values, user)).toEqual({
      ok: true,
      fields: { firstName: 'Asha K', emailVerified: true, address: { city: 'Pune' }, phone: '9876543210' },
      role: 'ngo',
    })
  })

  it('checks names, e-mail, phone and the address JSON', () => {
    const values = { ...userValues(user), firstName: '', email: 'nope', phone: '123', address: '[1, 2]' }
    expect(shown(userUpdate(values, user))).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        email: 'Please enter a valid email address',
        phone: 'Phone number must be exactly 10 digits',
        address: 'Address must be a JSON object. Example: {"city": "Mumbai"}',
      },
    })
  })
})
