import type { Role } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import type { Selectable } from 'kysely'
import type { UsersTable } from '../../db/schema.ts'

export type UserRow = Selectable<UsersTable> & {
  ngo_id?: number | null
  ngo_name?: string | null
  ngo_approval_status?: string | null
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    address: (row.address as Record<string, unknown> | null) ?? null,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    avatarUrl: row.avatar_url,
    isActive: row.is_active,
    emailVerified: row.email_verified,
    lastLoginAt: iso(row.last_login_at),
    createdAt: iso(row.created_at)!,
    ngoStatus:
      row.ngo_id != null
        ? {
            id: row.ngo_id,
            name: row.ngo_name ?? '',
            approvalStatus: (row.ngo_approval_status ?? 'pending') as 'pending' | 'approved' | 'rejected',
          }
        : null,
  }
}
