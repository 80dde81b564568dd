// The add/edit animal form's values and their conversion to the API bodies.
import type { Gender } from '@paws/contracts'
import type { Animal, AnimalCreateBody, AnimalUpdateBody } from '@paws/contracts/schemas/animals'

export interface AnimalFormValues {
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
  spayedNeutered: boolean
  city: string
  location: string
  personality: string[]
  vaccinated: boolean
  microchipped: boolean
  healthChecked: boolean
  medicalNotes: string
  rehomingReason: string
}

export const EMPTY_ANIMAL: AnimalFormValues = {
  name: '',
  species: '',
  breed: '',
  age: '',
  gender: 'unknown',
  size: '',
  weight: '',
  color: '',
  description: '',
  specialNeeds: '',
  spayedNeutered: false,
  city: 'Mumbai',
  location: '',
  personality: [],
  vaccinated: false,
  microchipped: false,
  healthChecked: false,
  medicalNotes: '',
  rehomingReason: '',
}

export function valuesFromAnimal(a: Animal): AnimalFormValues {
  return {
    name: a.name,
    species: a.species,
    breed: a.breed ?? '',
    age: a.age === null || a.age === undefined ? '' : String(a.age),
    gender: a.gender,
    size: a.size,
    weight: a.weight === null || a.weight === undefined ? '' : String(a.weight),
    color: a.color ?? '',
    description: a.description ?? '',
    specialNeeds: a.specialNeeds ?? '',
    spayedNeutered: a.spayedNeutered,
    city: a.city ?? '',
    location: a.location ?? '',
    personality: a.personality.map((p) => p.toLowerCase()),
    vaccinated: Boolean(a.medicalHistory?.vaccinated),
    microchipped: Boolean(a.medicalHistory?.microchipped),
    healthChecked: Boolean(a.medicalHistory?.healthChecked),
    medicalNotes: a.medicalHistory?.notes ?? '',
    rehomingReason: a.metadata?.rehomingReason ?? '',
  }
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim())
const num = (s: string, whole: boolean) => (s.trim() === '' ? null : whole ? Math.trunc(Number(s)) : Number(s))

function medical(v: AnimalFormValues) {
  return {
    vaccinated: v.vaccinated,
    microchipped: v.microchipped,
    healthChecked: v.healthChecked,
    ...(v.medicalNotes.trim() ? { notes: v.medicalNotes.trim() } : {}),
  }
}

/** POST /animals: empty optional fields are left out. */
export function createBody(v: AnimalFormValues): AnimalCreateBody {
  const body: AnimalCreateBody = {
    name: v.name.trim(),
    species: v.species as AnimalCreateBody['species'],
    size: v.size as AnimalCreateBody['size'],
    gender: v.gender,
    spayedNeutered: v.spayedNeutered,
    personality: v.personality,
    medicalHistory: medical(v),
  }
  const optional = {
    breed: orNull(v.breed),
    color: orNull(v.color),
    description: orNull(v.description),
    specialNeeds: orNull(v.specialNeeds),
    city: orNull(v.city),
    location: orNull(v.location),
  }
  for (const [k, value] of Object.entries(optional)) if (value !== null) Object.assign(body, { [k]: value })
  const age = num(v.age, true)
  const weight = num(v.weight, false)
  if (age !== null) body.age = age
  if (weight !== null) body.weight = weight
  if (v.rehomingReason.trim()) body.metadata = { rehomingReason: v.rehomingReason.trim() }
  return body
}

/** PUT /animals/:id: every edited field; an empty age or weight is sent as null. */
export function updateBody(v: AnimalFormValues): AnimalUpdateBody {
  return {
    name: v.name.trim(),
    species: v.species as AnimalUpdateBody['species'],
    breed: orNull(v.breed),
    age: num(v.age, true),
    gender: v.gender,
    size: v.size as AnimalUpdateBody['size'],
    weight: num(v.weight, false),
    color: orNull(v.color),
    description: orNull(v.description),
    specialNeeds: orNull(v.specialNeeds),
    spayedNeutered: v.spayedNeutered,
    city: orNull(v.city),
    location: orNull(v.location),
    personality: v.personality,
    medicalHistory: medical(v),
    metadata: v.rehomingReason.trim() ? { rehomingReason: v.rehomingReason.trim() } : {},
  }
}
