import type { Animal } from '@paws/contracts/schemas/animals'
import type { Ngo } from '@paws/contracts/schemas/ngos'
import { describe, expect, it } from 'vitest'
import { adminAdoptionBody, fromLocalInput, toLocalInput, type AdminAdoptionValues } from './adoption-admin-form.ts'
import { adminAnimalBody, placeOf, valuesFromAnimal } from './animal-admin-form.ts'
import { ngoUpdateBody, valuesFromNgo } from './ngo-form.ts'
import { type FieldMessage, fieldText } from '../../lib/form/index.ts'
/** The words under each field of a refused form. */
const shown = <R extends { ok: boolean; errors?: Partial<Record<string, FieldMessage>> }>(result: R) =>
  result.errors
    ? { ...result, errors: Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v && fieldText(v)])) }
    : result

const ngo: Ngo = {
  id: 3,
  name: 'Paws Trust',
  description: 'Helps dogs',
  contactInfo: { email: 'hi@paws.test', phone: '9876543210' },
  location: { city: 'Mumbai' },
  servicesOffered: ['rescue', 'shelter'],
  maxCapacity: 20,
  isVerified: false,
  isActive: true,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  approvalStatus: 'pending',
  registrationNumber: null,
}

describe('NGO form', () => {
  it('round-trips an NGO into a body', () => {
    const result = ngoUpdateBody({ ...valuesFromNgo(ngo), services: ['rescue', 'education'], isVerified: true })
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Paws Trust',
        description: 'Helps dogs',
        registrationNumber: null,
        contactInfo: { email: 'hi@paws.test', phone: '9876543210' },
        location: { city: 'Mumbai' },
        servicesOffered: ['rescue', 'education'],
        isVerified: true,
        isActive: true,
      },
    })
  })
  it('shows the shared messages and a per-field JSON message', () => {
    const result = ngoUpdateBody({
      ...valuesFromNgo(ngo),
      name: ' ',
      email: 'nope',
      phone: '123',
      website: 'paws.test',
      location: '{city',
    })
    expect(shown(result)).toMatchObject({
      ok: false,
      errors: {
        name: 'NGO name is required',
        email: 'Please enter a valid email address',
        phone: 'Phone number must be exactly 10 digits',
        website: 'Please enter a valid URL (starting with http:// or https://)',
        location: expect.stringMatching(/^Location is not valid JSON/),
      },
    })
  })
  it('takes the NGO position as lat/lng numbers in range, for nearest-first assignment', () => {
    const at = (location: string) => ngoUpdateBody({ ...valuesFromNgo(ngo), location })
    expect(at('{"city": "Mumbai", "lat": 19.0553, "lng": 72.8302}')).toMatchObject({
      ok: true,
      body: { location: { city: 'Mumbai', lat: 19.0553, lng: 72.8302 } },
    })
    expect(at('{"city": "Mumbai", "lat": null, "lng": null}')).toMatchObject({ ok: true })
    const refused = {
      ok: false,
      errors: { location: expect.stringMatching(/^Location values must be text, and lat\/lng numbers/) },
    }
    expect(shown(at('{"city": "Mumbai", "lat": "19.05"}'))).toMatchObject(refused)
    expect(shown(at('{"city": "Mumbai", "lng": 200}'))).toMatchObject(refused)
  })
})

const animal = {
  id: 1,
  name: 'Bruno',
  species: 'dog',
  breed: null,
  age: 14,
  gender: 'male',
  size: 'medium',
  weight: 12.5,
  color: null,
  description: null,
  specialNeeds: null,
  spayedNeutered: true,
  city: 'Mumbai',
  location: null,
  personality: ['calm'],
  medicalHistory: { vaccinated: true },
  images: [],
  tags: [],
  status: 'available',
} as unknown as Animal

describe('admin animal form', () => {
  it('builds the admin body', () => {
    const result = adminAnimalBody({
      ...valuesFromAnimal(animal),
      status: 'medical_hold',
      personality: '["calm", " shy "]',
    })
    expect(result).toMatchObject({
      ok: true,
      body: {
        name: 'Bruno',
        age: 14,
        weight: 12.5,
        breed: null,
        personality: ['calm', 'shy'],
        medicalHistory: { vaccinated: true },
        status: 'medical_hold',
      },
    })
  })
  it('refuses bad JSON and bad numbers field by field', () => {
    const result = adminAnimalBody({
      ...valuesFromAnimal(animal),
      age: '1.5',
      personality: 'calm',
      medicalHistory: '{"vaccinated": "yes"}',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['age', 'medicalHistory', 'personality'])
    expect(shown(result).errors.medicalHistory).toMatch(/vaccinated must be true or false/)
  })
})

describe('admin adoption form', () => {
  const initial: AdminAdoptionValues = {
    status: 'pending',
    adminNotes: '',
    rejectionReason: '',
    applicationData: '{}',
    processedAt: '',
    completedAt: '',
  }
  it('sends only the status when only the status changed', () => {
    expect(adminAdoptionBody(initial, { ...initial, status: 'approved' })).toEqual({
      ok: true,
      body: { status: 'approved' },
    })
  })
  it('sends the whole form otherwise, dates only when changed', () => {
    const result = adminAdoptionBody(initial, { ...initial, adminNotes: ' Called ', processedAt: '2026-03-01T10:30' })
    expect(result).toEqual({
      ok: true,
      body: {
        status: 'pending',
        adminNotes: 'Called',
        rejectionReason: null,
        applicationData: {},
        processedAt: new Date('2026-03-01T10:30').toISOString(),
      },
    })
  })
  it('refuses application data that is not JSON', () => {
    const result = adminAdoptionBody(initial, { ...initial, applicationData: '{oops' })
    expect(result.ok).toBe(false)
  })
  it('converts datetime-local values both ways', () => {
    expect(fromLocalInput('')).toBeNull()
    expect(fromLocalInput('not a date')).toBeUndefined()
    expect(toLocalInput(fromLocalInput('2026-03-01T10:30'))).toBe('2026-03-01T10:30')
    expect(toLocalInput(null)).toBe('')
  })
})

describe('placeOf', () => {
  it('adds the city only when the location lacks it', () => {
    expect(placeOf({ location: 'Bandra West, Mumbai', city: 'Mumbai' })).toBe('Bandra West, Mumbai')
    expect(placeOf({ location: 'Bandra West', city: 'Mumbai' })).toBe('Bandra West, Mumbai')
    expect(placeOf({ location: null, city: 'Thane' })).toBe('Thane')
    expect(placeOf({ location: ' ', city: null })).toBe('')
  })
})
