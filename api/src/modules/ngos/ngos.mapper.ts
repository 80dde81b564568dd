import type { Ngo } from '@paws/contracts/schemas/ngos'
import type { NgoRow } from './ngos.repository.ts'

/** The public part of an NGO; `full` adds who runs it, registration and approval details. */
export function toNgo(row: NgoRow, full: boolean): Ngo {
  const ngo: Ngo = {
    id: row.id,
    name: row.name,
    description: row.description,
    contactInfo: row.contact_info,
    location: row.location,
    servicesOffered: row.services_offered,
    maxCapacity: row.max_capacity,
    isVerified: row.approval_status === 'approved',
    isActive: row.is_active,
    images: row.images,
    createdAt: new Date(row.created_at).toISOString(),
  }
  if (!full) return ngo
  return {
    ...ngo,
    userId: row.user_id,
    user:
      row.user_id !== null && row.user_email !== null
        ? { firstName: row.user_first_name ?? '', lastName: row.user_last_name ?? '', email: row.user_email }
        : null,
    registrationNumber: row.registration_number,
    approvalStatus: row.approval_status,
    rejectionReason: row.rejection_reason,
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}
