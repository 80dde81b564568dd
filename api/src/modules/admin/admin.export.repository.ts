// Kysely for the CSV exports: each list's own filter, read in pages by id (keyset), so a
// 100,000-row export never holds more than one page in memory nor scans an OFFSET.
import type { RescueListQuery } from '@paws/contracts/schemas/rescues'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { AdoptionListQuery } from '@paws/contracts/schemas/adoptions'
import { filtered as filteredAdoptions } from '../adoptions/adoptions.repository.ts'
import { type AnimalFilters, filtered as filteredAnimals } from '../animals/animals.repository.ts'
import { filtered as filteredNgos, type NgoListOptions } from '../ngos/ngos.repository.ts'
import { filteredRescues } from '../rescues/rescues.repository.ts'
import { filtered as filteredUsers, type UserListOptions } from '../users/users.admin.repository.ts'

export type Filter<Q> = Omit<Q, 'page' | 'limit' | 'sortBy' | 'sortOrder'>

export function rescuesPage(db: Db, query: RescueListQuery, after: number, size: number) {
  return filteredRescues(db, { kind: 'all' }, query)
    .leftJoin('ngos as n', 'n.id', 'rescues.ngo_id')
    .leftJoin('users as u', 'u.id', 'rescues.requester_id')
    .select([
      'rescues.id',
      'rescues.status',
      'rescues.urgency',
      'rescues.animal_type',
      'rescues.description',
      sql<string | null>`rescues.location->>'address'`.as('address'),
      sql<string | null>`rescues.location->>'city'`.as('city'),
      sql<string | null>`rescues.location->>'pincode'`.as('pincode'),
      'rescues.lat',
      'rescues.lng',
      'n.name as ngo_name',
      'u.email as requester_email',
      'rescues.escalated_at',
      'rescues.duplicate_of_id',
      'rescues.merged_into_id',
      'rescues.outcome',
      'rescues.outcome_place',
      'rescues.created_at',
      'rescues.updated_at',
    ])
    .where('rescues.id', '>', after)
    .orderBy('rescues.id')
    .limit(size)
    .execute()
}

export function usersPage(db: Db, filter: Filter<UserListOptions>, after: number, size: number) {
  const options = { ...filter, sortBy: 'createdAt', sortOrder: 'asc', page: 1, limit: size } as const
  return filteredUsers(db, options)
    .leftJoin('ngos', 'ngos.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.phone',
      'users.role',
      'users.email_verified',
      'users.is_active',
      'ngos.name as ngo_name',
      'users.last_login_at',
      'users.created_at',
    ])
    .where('users.id', '>', after)
    .orderBy('users.id')
    .limit(size)
    .execute()
}

export function ngosPage(db: Db, filter: Filter<NgoListOptions>, after: number, size: number) {
  const options = { ...filter, sortBy: 'createdAt', sortOrder: 'asc', page: 1, limit: size } as const
  return filteredNgos(db, options)
    .leftJoin('users', 'users.id', 'ngos.user_id')
    .select([
      'ngos.id',
      'ngos.name',
      'ngos.registration_number',
      'ngos.approval_status',
      'ngos.is_active',
      sql<string | null>`ngos.contact_info->>'email'`.as('contact_email'),
      sql<string | null>`ngos.contact_info->>'phone'`.as('contact_phone'),
      sql<string | null>`ngos.location->>'address'`.as('address'),
      sql<string | null>`ngos.location->>'city'`.as('city'),
      'ngos.lat',
      'ngos.lng',
      sql<string>`array_to_string(array(select jsonb_array_elements_text(ngos.services_offered)), '; ')`.as('services'),
      'ngos.max_capacity',
      'users.email as user_email',
      'ngos.created_at',
    ])
    .where('ngos.id', '>', after)
    .orderBy('ngos.id')
    .limit(size)
    .execute()
}

export function animalsPage(db: Db, filter: AnimalFilters, after: number, size: number) {
  return filteredAnimals(db, filter)
    .innerJoin('users as owner', 'owner.id', 'animals.shelter_id')
    .select([
      'animals.id',
      'animals.name',
      'animals.species',
      'animals.breed',
      'animals.gender',
      'animals.size',
      'animals.age',
      'animals.status',
      'animals.city_name',
      'owner.email as owner_email',
      'owner.role as owner_role',
      'animals.created_at',
      'animals.deleted_at',
    ])
    .where('animals.id', '>', after)
    .orderBy('animals.id')
    .limit(size)
    .execute()
}

export function adoptionsPage(db: Db, query: Filter<AdoptionListQuery>, after: number, size: number) {
  return filteredAdoptions(db, { kind: 'all' }, query)
    .innerJoin('users as o', 'o.id', 'an.shelter_id')
    .select([
      'adoptions.id',
      'adoptions.status',
      'an.id as animal_id',
      'an.name as animal_name',
      'a.email as adopter_email',
      sql<string>`a.first_name || ' ' || a.last_name`.as('adopter_name'),
      'o.email as owner_email',
      'adoptions.rejection_reason',
      'adoptions.created_at',
      'adoptions.updated_at',
    ])
    .where('adoptions.id', '>', after)
    .orderBy('adoptions.id')
    .limit(size)
    .execute()
}
