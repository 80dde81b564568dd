// What each admin list exports: its columns, filtered as the list is.
import type { AdoptionListQuery } from '@paws/contracts/schemas/adoptions'
import type { AnimalListQuery } from '@paws/contracts/schemas/animals'
import type { NgoListQuery } from '@paws/contracts/schemas/ngos'
import type { RescueListQuery } from '@paws/contracts/schemas/rescues'
import type { UserListQuery } from '@paws/contracts/schemas/users-admin'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import { type Column, csvStream } from './admin.export.ts'
import type { AuthUser } from '../../types.ts'
import { listOptions } from '../animals/animals.service.ts'
import { adoptionsPage, animalsPage, ngosPage, rescuesPage, usersPage } from './admin.export.repository.ts'

type Row<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number]

const RESCUE_COLUMNS: Column<Row<typeof rescuesPage>>[] = [
  { header: 'Case', value: (r) => r.id },
  { header: 'Status', value: (r) => r.status },
  { header: 'Urgency', value: (r) => r.urgency },
  { header: 'Animal', value: (r) => r.animal_type },
  { header: 'Description', value: (r) => r.description },
  { header: 'Address', value: (r) => r.address },
  { header: 'City', value: (r) => r.city },
  { header: 'Pincode', value: (r) => r.pincode },
  { header: 'Latitude', value: (r) => r.lat },
  { header: 'Longitude', value: (r) => r.lng },
  { header: 'NGO', value: (r) => r.ngo_name },
  { header: 'Reporter e-mail', value: (r) => r.requester_email },
  { header: 'No response since', value: (r) => r.escalated_at },
  { header: 'Possible duplicate of', value: (r) => r.duplicate_of_id },
  { header: 'Merged into', value: (r) => r.merged_into_id },
  // What became of the animal (contracts RESCUE_OUTCOMES) and which clinic or shelter.
  { header: 'Outcome', value: (r) => r.outcome },
  { header: 'Outcome place', value: (r) => r.outcome_place },
  { header: 'Reported', value: (r) => r.created_at },
  { header: 'Updated', value: (r) => r.updated_at },
]

const USER_COLUMNS: Column<Row<typeof usersPage>>[] = [
  { header: 'User', value: (r) => r.id },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'First name', value: (r) => r.first_name },
  { header: 'Last name', value: (r) => r.last_name },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Role', value: (r) => r.role },
  { header: 'E-mail confirmed', value: (r) => r.email_verified },
  { header: 'Active', value: (r) => r.is_active },
  { header: 'NGO', value: (r) => r.ngo_name },
  { header: 'Last sign-in', value: (r) => r.last_login_at },
  { header: 'Joined', value: (r) => r.created_at },
]

const NGO_COLUMNS: Column<Row<typeof ngosPage>>[] = [
  { header: 'NGO', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Registration number', value: (r) => r.registration_number },
  { header: 'Approval', value: (r) => r.approval_status },
  { header: 'Active', value: (r) => r.is_active },
  { header: 'Contact e-mail', value: (r) => r.contact_email },
  { header: 'Contact phone', value: (r) => r.contact_phone },
  { header: 'Address', value: (r) => r.address },
  { header: 'City', value: (r) => r.city },
  { header: 'Latitude', value: (r) => r.lat },
  { header: 'Longitude', value: (r) => r.lng },
  { header: 'Services', value: (r) => r.services },
  { header: 'Capacity', value: (r) => r.max_capacity },
  { header: 'Account e-mail', value: (r) => r.user_email },
  { header: 'Registered', value: (r) => r.created_at },
]

const ANIMAL_COLUMNS: Column<Row<typeof animalsPage>>[] = [
  { header: 'Animal', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Species', value: (r) => r.species },
  { header: 'Breed', value: (r) => r.breed },
  { header: 'Gender', value: (r) => r.gender },
  { header: 'Size', value: (r) => r.size },
  { header: 'Age (months)', value: (r) => r.age },
  { header: 'Status', value: (r) => r.status },
  { header: 'City', value: (r) => r.city_name },
  { header: 'Listed by', value: (r) => r.owner_email },
  { header: 'Lister role', value: (r) => r.owner_role },
  { header: 'Listed', value: (r) => r.created_at },
  { header: 'Deleted', value: (r) => r.deleted_at },
]

const ADOPTION_COLUMNS: Column<Row<typeof adoptionsPage>>[] = [
  { header: 'Application', value: (r) => r.id },
  { header: 'Status', value: (r) => r.status },
  { header: 'Animal', value: (r) => r.animal_id },
  { header: 'Animal name', value: (r) => r.animal_name },
  { header: 'Adopter', value: (r) => r.adopter_name },
  { header: 'Adopter e-mail', value: (r) => r.adopter_email },
  { header: 'Owner e-mail', value: (r) => r.owner_email },
  { header: 'Rejection reason', value: (r) => r.rejection_reason },
  { header: 'Applied', value: (r) => r.created_at },
  { header: 'Updated', value: (r) => r.updated_at },
]

export function createExportService(deps: { db: Database; log: FastifyBaseLogger }) {
  const { db, log } = deps
  return {
    /** The admin animals list's filter (deleted ones included when asked, as the list does). */
    animals: (viewer: AuthUser | undefined, q: AnimalListQuery) => {
      const filter = listOptions(viewer, q)
      return csvStream(ANIMAL_COLUMNS, (after, size) => animalsPage(db, filter, after, size), log)
    },
    adoptions: (q: AdoptionListQuery) =>
      csvStream(
        ADOPTION_COLUMNS,
        (after, size) =>
          adoptionsPage(
            db,
            { status: q.status, search: q.search, animalId: q.animalId, adopterId: q.adopterId },
            after,
            size,
          ),
        log,
      ),
    rescues: (q: RescueListQuery) => csvStream(RESCUE_COLUMNS, (after, size) => rescuesPage(db, q, after, size), log),
    users: (q: UserListQuery) =>
      csvStream(
        USER_COLUMNS,
        (after, size) => usersPage(db, { role: q.role, search: q.search, isActive: q.isActive }, after, size),
        log,
      ),
    ngos: (q: NgoListQuery) =>
      csvStream(
        NGO_COLUMNS,
        (after, size) =>
          ngosPage(
            db,
            { publicOnly: false, search: q.search, isVerified: q.isVerified, status: q.status },
            after,
            size,
          ),
        log,
      ),
  }
}

export type ExportService = ReturnType<typeof createExportService>
