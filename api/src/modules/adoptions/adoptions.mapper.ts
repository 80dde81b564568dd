// Rows to the Adoption contract. Only the applicant, the animal's owner and admins ever read
// an application, so the applicant's e-mail and phone go to every reader; the admin notes go
// to admins and the owner only (docs/rules.md#permissions).
import { type AdoptionRole, type AdoptionStatus, adoptionMovesForRole } from '@paws/contracts'
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import type { Adoption, AdoptionDetail, AdoptionMove, StoredApplicationData } from '@paws/contracts/schemas/adoptions'
import type { AdoptionRow } from './adoptions.repository.ts'

const iso = (d: Date | string) => new Date(d).toISOString()
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d))

export function toAdoption(row: AdoptionRow, role: AdoptionRole): Adoption {
  const adoption: Adoption = {
    id: row.id,
    status: row.status,
    reason: row.reason,
    notes: row.notes,
    rejectionReason: row.rejection_reason,
    applicationData: row.application_data as StoredApplicationData,
    questionsAsked: row.questions_asked,
    processedAt: isoOrNull(row.processed_at),
    completedAt: isoOrNull(row.completed_at),
    createdAt: iso(row.created_at),
    appliedDate: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    adopterId: row.adopter_id,
    adopter: {
      firstName: row.adopter_first_name,
      lastName: row.adopter_last_name,
      email: row.adopter_email,
      phone: row.adopter_phone,
    },
    animalId: row.animal_id,
    animal: {
      id: row.animal_id,
      name: row.animal_name,
      species: row.animal_species,
      breed: row.animal_breed,
      age: row.animal_age,
      gender: row.animal_gender,
      images: row.animal_images,
      shelterId: row.animal_shelter_id,
      status: row.animal_status,
    },
    owner: { firstName: row.owner_first_name, lastName: row.owner_last_name },
  }
  if (role !== 'applicant') adoption.adminNotes = row.admin_notes
  return adoption
}

/** The moves `role` may make now, from the contracts machine; an owner must give a reason to reject. */
export function movesFor(status: AdoptionStatus, role: AdoptionRole): AdoptionMove[] {
  return adoptionMovesForRole(status, role).map((t) => ({
    to: t.to,
    label: t.label,
    reasonRequired: role === 'owner' && t.to === 'rejected',
  }))
}

export function toAdoptionDetail(row: AdoptionRow, role: AdoptionRole, history: HistoryEntry[]): AdoptionDetail {
  return { ...toAdoption(row, role), history, role, allowedMoves: movesFor(row.status, role) }
}
