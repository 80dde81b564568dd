import type { Animal } from '@paws/contracts/schemas/animals'
import type { AnimalRow } from './animals.repository.ts'

/** Roles whose listings are an organisation's ("ngo"), the rest are private owners. */
const ORGANISATION_ROLES: readonly string[] = ['ngo', 'shelter']

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString()

export function toAnimal(row: AnimalRow): Animal {
  return {
    id: row.id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    age: row.age,
    gender: row.gender,
    size: row.size,
    weight: row.weight,
    color: row.color,
    description: row.description,
    specialNeeds: row.special_needs,
    spayedNeutered: row.spayed_neutered,
    city: row.city,
    location: row.location,
    personality: row.personality,
    medicalHistory: row.medical_history,
    images: row.images,
    tags: row.tags,
    status: row.status,
    shelterId: row.shelter_id,
    shelter: { firstName: row.shelter_first_name, lastName: row.shelter_last_name, role: row.shelter_role },
    ownerType: ORGANISATION_ROLES.includes(row.shelter_role) ? 'ngo' : 'private',
    metadata: row.metadata,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    deletedAt: row.deleted_at ? iso(row.deleted_at) : null,
  }
}
