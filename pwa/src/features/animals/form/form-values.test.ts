import { describe, expect, it } from 'vitest'
import { createBody, EMPTY_ANIMAL, updateBody } from './form-values.ts'

const filled = {
  ...EMPTY_ANIMAL,
  name: ' Bruno ',
  species: 'dog',
  size: 'medium',
  gender: 'male' as const,
  age: '27',
  weight: '12.5',
}

describe('animal form bodies', () => {
  it('create leaves empty optional fields out and sends numbers', () => {
    expect(createBody({ ...filled, city: '' })).toEqual({
      name: 'Bruno',
      species: 'dog',
      size: 'medium',
      gender: 'male',
      spayedNeutered: false,
      personality: [],
      medicalHistory: { vaccinated: false, microchipped: false, healthChecked: false },
      age: 27,
      weight: 12.5,
    })
  })

  it('create carries the rehoming reason in metadata and medical notes', () => {
    const body = createBody({ ...filled, rehomingReason: 'Moving abroad', medicalNotes: 'Dewormed', vaccinated: true })
    expect(body.metadata).toEqual({ rehomingReason: 'Moving abroad' })
    expect(body.medicalHistory).toEqual({
      vaccinated: true,
      microchipped: false,
      healthChecked: false,
      notes: 'Dewormed',
    })
  })

  it('update sends an empty age, weight or breed as null', () => {
    const body = updateBody({ ...filled, age: '', weight: ' ', breed: '' })
    expect(body.age).toBeNull()
    expect(body.weight).toBeNull()
    expect(body.breed).toBeNull()
    expect(body.name).toBe('Bruno')
  })
})
