// The admin animal edit form's values, their checks and the PUT /animals/admin/:id body.
// Personality and medical history are edited as JSON (docs/screens.md).
import { validateAnimalEdit, type AnimalStatus, type Gender, type Size } from '@paws/contracts'
import type { Animal, AnimalAdminUpdateBody, MedicalHistory } from '@paws/contracts/schemas/animals'
import { byField, type FieldMessage } from '../../lib/form/index.ts'
import { jsonText, parseJsonRecord, parseJsonStringArray } from './json-field.ts'
import type { FormResult } from './ngo-form.ts'
import { t } from '../../i18n/index.ts'

export interface AdminAnimalValues {
  name: string
  species: string
  breed: string
  age: string
  gender: Gender
  size: string
  weight: string
  color: string
  description: string
  specialNeeds: string
  city: string
  location: string
  personality: string
  medicalHistory: string
  status: AnimalStatus
  spayedNeutered: boolean
}

export const PERSONALITY_EXAMPLE = '["friendly", "playful"]'
export const MEDICAL_KEYS = ['vaccinated', 'microchipped', 'healthChecked', 'notes'] as const
export const MEDICAL_EXAMPLE = '{"vaccinated": true, "microchipped": false, "healthChecked": true, "notes": "Dewormed"}'

const text = (v: string | null | undefined) => v ?? ''
const orNull = (s: string) => (s.trim() === '' ? null : s.trim())

export function valuesFromAnimal(a: Animal): AdminAnimalValues {
  return {
    name: a.name,
    species: a.species,
    breed: text(a.breed),
    age: a.age === null ? '' : String(a.age),
    gender: a.gender,
    size: a.size,
    weight: a.weight === null ? '' : String(a.weight),
    color: text(a.color),
    description: text(a.description),
    specialNeeds: text(a.specialNeeds),
    city: text(a.city),
    location: text(a.location),
    personality: jsonText(a.personality),
    medicalHistory: jsonText(a.medicalHistory),
    status: a.status,
    spayedNeutered: a.spayedNeutered,
  }
}

function medicalError(value: Record<string, unknown>): FieldMessage | null {
  const flags = ['vaccinated', 'microchipped', 'healthChecked'].filter(
    (k) => k in value && typeof value[k] !== 'boolean',
  )
  // The JSON words (true, false, notes) are typed as they are in every language.
  if (flags.length > 0) {
    const values = { flags: flags.join(', '), yes: 'true', no: 'false', example: MEDICAL_EXAMPLE }
    return { id: 'admin.json.medicalFlags', values }
  }
  if ('notes' in value && typeof value.notes !== 'string')
    return { id: 'admin.json.medicalNotes', values: { field: 'notes', example: MEDICAL_EXAMPLE } }
  return null
}

export function adminAnimalBody(v: AdminAnimalValues): FormResult<AnimalAdminUpdateBody> {
  const errors = byField(validateAnimalEdit(t, { ...v }))
  const personality = parseJsonStringArray(v.personality, t('admin.field.personality'), {
    example: PERSONALITY_EXAMPLE,
  })
  if (!personality.ok) errors.personality = personality.message
  const medical = parseJsonRecord(v.medicalHistory, t('admin.field.medicalHistory'), {
    keys: MEDICAL_KEYS,
    example: MEDICAL_EXAMPLE,
  })
  if (!medical.ok) errors.medicalHistory = medical.message
  else {
    const problem = medicalError(medical.value)
    if (problem) errors.medicalHistory = problem
  }
  if (!personality.ok || !medical.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    body: {
      name: v.name.trim(),
      species: v.species as AnimalAdminUpdateBody['species'],
      breed: orNull(v.breed),
      age: v.age.trim() === '' ? null : Number(v.age),
      gender: v.gender,
      size: v.size as Size,
      weight: v.weight.trim() === '' ? null : Number(v.weight),
      color: orNull(v.color),
      description: orNull(v.description),
      specialNeeds: orNull(v.specialNeeds),
      city: orNull(v.city),
      location: orNull(v.location),
      personality: personality.value.map((p) => p.trim()).filter(Boolean),
      medicalHistory: medical.value as MedicalHistory,
      status: v.status,
      spayedNeutered: v.spayedNeutered,
    },
  }
}

/** "Bandra West, Mumbai": the location, with the city added when the location lacks it. */
export function placeOf({ location, city }: { location: string | null; city: string | null }): string {
  const where = location?.trim() ?? ''
  const town = city?.trim() ?? ''
  if (!town || where.toLowerCase().includes(town.toLowerCase())) return where || town
  return where ? `${where}, ${town}` : town
}
