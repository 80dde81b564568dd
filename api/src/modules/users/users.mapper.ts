import type { User } from '@paws/contracts/schemas/users'
import type { UserRow } from './users.repository.ts'

const iso = (d: Date | string) => new Date(d).toISOString()

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    address: row.address ?? null,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    avatarUrl: row.avatar_url,
    isActive: row.is_active,
    emailVerified: row.email_verified,
    lastLoginAt: row.last_login_at ? iso(row.last_login_at) : null,
    createdAt: iso(row.created_at),
    locale: row.locale,
    ngoStatus:
      row.ngo_id != null
        ? {
            id: row.ngo_id,
            name: row.ngo_name ?? '',
            approvalStatus: row.ngo_approval_status ?? 'pending',
            ...(row.member_kind ? { memberKind: row.member_kind } : {}),
          }
        : null,
    ...(row.clinic_id != null
      ? {
          clinicStatus: {
            id: row.clinic_id,
            name: row.clinic_name ?? '',
            approvalStatus: row.clinic_approval_status ?? 'pending',
          },
        }
      : {}),
  }
}
