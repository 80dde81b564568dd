// The admin area's user management (docs/rules.md#permissions: admin only; a user reads only their
// own record). "Deleting" a user deactivates the account: it can no longer sign in, its
// sessions are revoked, its devices get no more pushes and its live listings become
// unavailable, while its history stays. Users closing their own account go the same way.
import { isEmail, MESSAGES, phoneError, type Role } from '@paws/contracts'
import type { AdminUserUpdateBody, UserList, UserListQuery } from '@paws/contracts/schemas/users-admin'
import type { User } from '@paws/contracts/schemas/users'
import type { Database, Trx } from '../../db/database.ts'
import type { UserUpdate } from '../../db/schema.ts'
import { BusinessRule, Conflict, type FieldMessage, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { pageMeta, sortDirection } from '../../lib/pagination.ts'
import type { AuthUser } from '../../types.ts'
import { makeOwnerAnimalsUnavailable } from '../animals/animals.repository.ts'
import { revokeAllForUser } from '../auth/auth.repository.ts'
import { deleteAllUserSubscriptions } from '../push/push.repository.ts'
import { listUsers } from './users.admin.repository.ts'
import { toUser } from './users.mapper.ts'
import { emailTaken, findUserById, updateUser } from './users.repository.ts'
import type { ApiTranslator } from '../../lib/i18n.ts'

export function createUsersAdminService(deps: { db: Database }) {
  const { db } = deps

  async function list(q: UserListQuery): Promise<UserList> {
    const page = q.page ?? 1
    const limit = q.limit ?? 20
    const { rows, total } = await listUsers(db, {
      role: q.role,
      search: q.search,
      isActive: q.isActive,
      sortBy: q.sortBy ?? 'createdAt',
      sortOrder: sortDirection(q.sortOrder),
      page,
      limit,
    })
    return { users: rows.map(toUser), meta: pageMeta(total, page, limit) }
  }

  async function get(viewer: AuthUser, id: number): Promise<User> {
    if (viewer.role !== 'admin' && viewer.id !== id) throw new Forbidden('error.user.ownAccountOnly')
    const row = await findUserById(db, id)
    if (!row) throw new NotFound('error.user.notFound')
    return toUser(row)
  }

  async function update(admin: AuthUser, id: number, body: AdminUserUpdateBody): Promise<User> {
    if (!(await findUserById(db, id))) throw new NotFound('error.user.notFound')
    // Each problem worded in the reader's language (a name's label with it).
    const errors: ((t: ApiTranslator) => FieldMessage)[] = []
    const set: UserUpdate = {}
    for (const [field, column, label] of [
      ['firstName', 'first_name', 'field.firstName'],
      ['lastName', 'last_name', 'field.lastName'],
    ] as const) {
      const value = body[field]
      if (value === undefined) continue
      if (value.trim() === '') errors.push((t) => ({ field, message: MESSAGES.required(t, t(label)) }))
      else set[column] = value.trim()
    }
    if (body.email !== undefined) {
      const email = body.email.trim().toLowerCase()
      if (!isEmail(email)) errors.push(() => ({ field: 'email', message: MESSAGES.email }))
      else if (await emailTaken(db, email, id)) throw new Conflict('error.emailTaken')
      else set.email = email
    }
    if (body.phone !== undefined) {
      const phone = body.phone?.trim() ?? ''
      if (phone !== '' && phoneError(phone)) errors.push(() => ({ field: 'phone', message: MESSAGES.phone }))
      else set.phone = phone || null
    }
    if (body.address !== undefined) {
      set.address =
        body.address === null
          ? null
          : JSON.stringify(typeof body.address === 'string' ? { street: body.address } : body.address)
    }
    if (body.emailVerified !== undefined) set.email_verified = body.emailVerified
    if (errors.length > 0) throw new ValidationFailed((t) => errors.map((error) => error(t)))
    if (body.isActive === true) set.is_active = true
    if (body.isActive === false && admin.id === id) throw new BusinessRule('error.user.cannotDeactivateSelf')
    await db.transaction().execute(async (trx) => {
      if (Object.keys(set).length > 0) await updateUser(trx, id, set)
      if (body.isActive === false) await deactivateAccount(trx, id)
    })
    return get(admin, id)
  }

  async function setRole(admin: AuthUser, id: number, role: Role): Promise<User> {
    if (admin.id === id) throw new BusinessRule('error.user.cannotChangeOwnRole')
    if (!(await findUserById(db, id))) throw new NotFound('error.user.notFound')
    await updateUser(db, id, { role })
    return get(admin, id)
  }

  async function deactivate(admin: AuthUser, id: number): Promise<void> {
    if (admin.id === id) throw new BusinessRule('error.user.cannotDeactivateSelf')
    await db.transaction().execute(async (trx) => {
      if (!(await findUserById(trx, id))) throw new NotFound('error.user.notFound')
      await deactivateAccount(trx, id)
    })
  }

  return { list, get, update, setRole, deactivate }
}

/**
 * What "deleting" an account means, for the admin's delete and the user's own: no more
 * sign-in, every session revoked, no pushes to its devices, its live listings unavailable.
 */
export async function deactivateAccount(trx: Trx, id: number): Promise<void> {
  await updateUser(trx, id, { is_active: false })
  await revokeAllForUser(trx, id)
  await deleteAllUserSubscriptions(trx, id)
  await makeOwnerAnimalsUnavailable(trx, id)
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>
