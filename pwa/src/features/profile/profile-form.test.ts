import type { User } from '@paws/contracts/schemas/users'
import { describe, expect, it } from 'vitest'
import { addressText, changedFields, valuesFromUser } from './profile-form.ts'

const user = {
  id: 7,
  email: 'asha@example.in',
  role: 'adopter',
  firstName: 'Asha',
  lastName: 'Rao',
  phone: null,
  address: { street: '12 Linking Road', area: 'Bandra West', city: 'Mumbai', pincode: '400050' },
  city: null,
  state: 'Maharashtra',
  pincode: null,
} as unknown as User

describe('profile form values', () => {
  it('reads the address object and falls back to its city and pincode', () => {
    expect(valuesFromUser(user)).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      phone: '',
      address: '12 Linking Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
    })
    expect(addressText(null)).toBe('')
    expect(addressText({ address: 'Flat 3, Sea View' })).toBe('Flat 3, Sea View')
  })

  it('sends only what changed, trimmed (pincode without spaces), or nothing at all', () => {
    const initial = valuesFromUser(user)
    expect(changedFields(initial, { ...initial })).toBeNull()
    expect(changedFields(initial, { ...initial, firstName: 'Asha ' })).toBeNull()
    expect(changedFields(initial, { ...initial, lastName: ' Iyer ', phone: '9876543210', pincode: '400 051' })).toEqual(
      {
        lastName: 'Iyer',
        phone: '9876543210',
        pincode: '400051',
      },
    )
    // Clearing a field sends it empty, which the server stores as no value.
    expect(changedFields(initial, { ...initial, state: '' })).toEqual({ state: '' })
  })
})
