// SQL of the admin area's user management.
import type { Role } from '@paws/contracts'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { containsPattern } from '../../db/search.ts'
import type { UserRow } from './users.repository.ts'

export interface UserListOptions {
  role?: Role
  search?: string
  isActive?: boolean
  sortBy: 'createdAt' | 'firstName' | 'lastName' | 'email' | 'lastLoginAt'
  sortOrder: 'asc' | 'desc'
  page: number
  limit: number
}

const SORT_COLUMNS = {
  createdAt: sql`users.created_at`,
  firstName: sql`lower(users.first_name)`,
  lastName: sql`lower(users.last_name)`,
  email: sql`lower(users.email)`,
  lastLoginAt: sql`users.last_login_at`,
} as const

export function filtered(db: Db, o: UserListOptions) {
  let q = db.selectFrom('users')
  if (o.role) q = q.where('users.role', '=', o.role)
  if (o.isActive !== undefined) q = q.where('users.is_active', '=', o.isActive)
  const search = o.search?.trim()
  if (search) {
    const pattern = containsPattern(search)
    q = q.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', pattern),
        eb('users.phone', 'ilike', pattern),
        eb(sql`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
      ]),
    )
  }
  return q
}

export async function listUsers(db: Db, o: UserListOptions): Promise<{ rows: UserRow[]; total: number }> {
  const count = filtered(db, o).select((eb) => eb.fn.countAll<number>().as('total'))
  const rows = filtered(db, o)
    .leftJoin('ngos', 'ngos.user_id', 'users.id')
    .selectAll('users')
    .select(['ngos.id as ngo_id', 'ngos.name as ngo_name', 'ngos.approval_status as ngo_approval_status'])
    // Never-signed-in users sort last whichever way the dates go.
    .orderBy(SORT_COLUMNS[o.sortBy], (ob) => (o.sortOrder === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('users.id', o.sortOrder)
    .limit(o.limit)
    .offset((o.page - 1) * o.limit)
  const [c, r] = await Promise.all([count.executeTakeFirstOrThrow(), rows.execute()])
  return { rows: r, total: Number(c.total) }
}
