// What each admin list exports: its columns, filtered as the list is.
import { enumLabel, type LabelledEnum, placeName } from '@paws/contracts'
import type { AdoptionListQuery } from '@paws/contracts/schemas/adoptions'
import type { AnimalListQuery } from '@paws/contracts/schemas/animals'
import type { NgoListQuery } from '@paws/contracts/schemas/ngos'
import type { RescueListQuery } from '@paws/contracts/schemas/rescues'
import type { UserListQuery } from '@paws/contracts/schemas/users-admin'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import { type Column, csvStream, indiaTime } from './admin.export.ts'
import type { ApiTranslator } from '../../lib/i18n.ts'
import type { AuthUser } from '../../types.ts'
import { listOptions } from '../animals/animals.service.ts'
import { adoptionsPage, animalsPage, ngosPage, rescuesPage, usersPage } from './admin.export.repository.ts'

type Row<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number]

/** A moment as India time, or empty. */
const time = (at: Date | string | null | undefined) => (at ? indiaTime(at) : null)
/** A code as its label in the admin's language, or empty. */
const label = (t: ApiTranslator, kind: LabelledEnum, value: string | null | undefined) =>
  value ? enumLabel(t, kind, value) : null
const city = (t: ApiTranslator, name: string | null | undefined) => (name ? placeName(t, name) : name)

const RESCUE_COLUMNS: Column<Row<typeof rescuesPage>>[] = [
  { header: 'csv.case', value: (r) => r.id },
  { header: 'csv.status', value: (r, t) => label(t, 'rescueStatus', r.status) },
  { header: 'csv.urgency', value: (r, t) => label(t, 'urgency', r.urgency) },
  { header: 'csv.animal', value: (r, t) => label(t, 'rescueAnimal', r.animal_type) },
  { header: 'csv.description', value: (r) => r.description },
  { header: 'csv.address', value: (r) => r.address },
  { header: 'csv.city', value: (r, t) => city(t, r.city) },
  { header: 'csv.pincode', value: (r) => r.pincode },
  { header: 'csv.latitude', value: (r) => r.lat },
  { header: 'csv.longitude', value: (r) => r.lng },
  { header: 'csv.ngo', value: (r) => r.ngo_name },
  { header: 'csv.reporterEmail', value: (r) => r.requester_email },
  { header: 'csv.noResponseSince', value: (r) => time(r.escalated_at) },
  { header: 'csv.duplicateOf', value: (r) => r.duplicate_of_id },
  { header: 'csv.mergedInto', value: (r) => r.merged_into_id },
  // What became of the animal (contracts RESCUE_OUTCOMES) and which clinic or shelter.
  { header: 'csv.outcome', value: (r, t) => label(t, 'rescueOutcome', r.outcome) },
  { header: 'csv.outcomePlace', value: (r) => r.outcome_place },
  { header: 'csv.reported', value: (r) => time(r.created_at) },
  { header: 'csv.updated', value: (r) => time(r.updated_at) },
]

const USER_COLUMNS: Column<Row<typeof usersPage>>[] = [
  { header: 'csv.user', value: (r) => r.id },
  { header: 'csv.email', value: (r) => r.email },
  { header: 'csv.firstName', value: (r) => r.first_name },
  { header: 'csv.lastName', value: (r) => r.last_name },
  { header: 'csv.phone', value: (r) => r.phone },
  { header: 'csv.role', value: (r, t) => t(`csv.role.${r.role}`) },
  { header: 'csv.emailConfirmed', value: (r) => r.email_verified },
  { header: 'csv.active', value: (r) => r.is_active },
  { header: 'csv.ngo', value: (r) => r.ngo_name },
  { header: 'csv.lastSignIn', value: (r) => time(r.last_login_at) },
  { header: 'csv.joined', value: (r) => time(r.created_at) },
]

const NGO_COLUMNS: Column<Row<typeof ngosPage>>[] = [
  { header: 'csv.ngo', value: (r) => r.id },
  { header: 'csv.name', value: (r) => r.name },
  { header: 'csv.registrationNumber', value: (r) => r.registration_number },
  { header: 'csv.approval', value: (r, t) => t(`csv.approval.${r.approval_status}`) },
  { header: 'csv.active', value: (r) => r.is_active },
  { header: 'csv.contactEmail', value: (r) => r.contact_email },
  { header: 'csv.contactPhone', value: (r) => r.contact_phone },
  { header: 'csv.address', value: (r) => r.address },
  { header: 'csv.city', value: (r, t) => city(t, r.city) },
  { header: 'csv.latitude', value: (r) => r.lat },
  { header: 'csv.longitude', value: (r) => r.lng },
  {
    header: 'csv.services',
    value: (r, t) =>
      r.services
        ? r.services
            .split('; ')
            .map((s) => enumLabel(t, 'service', s))
            .join('; ')
        : r.services,
  },
  { header: 'csv.capacity', value: (r) => r.max_capacity },
  { header: 'csv.accountEmail', value: (r) => r.user_email },
  { header: 'csv.registered', value: (r) => time(r.created_at) },
]

const ANIMAL_COLUMNS: Column<Row<typeof animalsPage>>[] = [
  { header: 'csv.animal', value: (r) => r.id },
  { header: 'csv.name', value: (r) => r.name },
  { header: 'csv.species', value: (r, t) => label(t, 'species', r.species) },
  { header: 'csv.breed', value: (r) => r.breed },
  { header: 'csv.gender', value: (r, t) => label(t, 'gender', r.gender) },
  { header: 'csv.size', value: (r, t) => label(t, 'size', r.size) },
  { header: 'csv.ageMonths', value: (r) => r.age },
  { header: 'csv.status', value: (r, t) => label(t, 'animalStatus', r.status) },
  { header: 'csv.city', value: (r, t) => city(t, r.city_name) },
  { header: 'csv.listedBy', value: (r) => r.owner_email },
  { header: 'csv.listerRole', value: (r, t) => (r.owner_role ? t(`csv.role.${r.owner_role}`) : null) },
  { header: 'csv.listed', value: (r) => time(r.created_at) },
  { header: 'csv.deleted', value: (r) => time(r.deleted_at) },
]

const ADOPTION_COLUMNS: Column<Row<typeof adoptionsPage>>[] = [
  { header: 'csv.application', value: (r) => r.id },
  { header: 'csv.status', value: (r, t) => label(t, 'adoptionStatus', r.status) },
  { header: 'csv.animal', value: (r) => r.animal_id },
  { header: 'csv.animalName', value: (r) => r.animal_name },
  { header: 'csv.adopter', value: (r) => r.adopter_name },
  { header: 'csv.adopterEmail', value: (r) => r.adopter_email },
  { header: 'csv.ownerEmail', value: (r) => r.owner_email },
  { header: 'csv.rejectionReason', value: (r) => r.rejection_reason },
  { header: 'csv.applied', value: (r) => time(r.created_at) },
  { header: 'csv.updated', value: (r) => time(r.updated_at) },
]

export function createExportService(deps: { db: Database; log: FastifyBaseLogger }) {
  const { db, log } = deps
  return {
    /** The admin animals list's filter (deleted ones included when asked, as the list does). */
    animals: (viewer: AuthUser | undefined, q: AnimalListQuery, locale: string | null) => {
      const filter = listOptions(viewer, q)
      return csvStream(ANIMAL_COLUMNS, (after, size) => animalsPage(db, filter, after, size), log, locale)
    },
    adoptions: (q: AdoptionListQuery, locale: string | null) =>
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
        locale,
      ),
    rescues: (q: RescueListQuery, locale: string | null) =>
      csvStream(RESCUE_COLUMNS, (after, size) => rescuesPage(db, q, after, size), log, locale),
    users: (q: UserListQuery, locale: string | null) =>
      csvStream(
        USER_COLUMNS,
        (after, size) => usersPage(db, { role: q.role, search: q.search, isActive: q.isActive }, after, size),
        log,
        locale,
      ),
    ngos: (q: NgoListQuery, locale: string | null) =>
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
        locale,
      ),
  }
}

export type ExportService = ReturnType<typeof createExportService>
