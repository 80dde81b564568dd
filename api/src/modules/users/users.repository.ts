// All SQL of the users module: accounts, and the vet and supplier profiles that hang off them.
import type { ApprovalStatus } from '@paws/contracts'
import { type Insertable, type Selectable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { MemberKind, SuppliersTable, UsersTable, UserUpdate, VetsTable } from '../../db/schema.ts'

/** A user with the NGO they act for (they run it or are a member of its team), if any. */
export type UserRow = Selectable<UsersTable> & {
  ngo_id?: number | null
  ngo_name?: string | null
  ngo_approval_status?: ApprovalStatus | null
  member_kind?: MemberKind | null
  clinic_id?: number | null
  clinic_name?: string | null
  clinic_approval_status?: ApprovalStatus | null
}

function withNgo(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('ngo_members as m', 'm.user_id', 'users.id')
    .leftJoin('ngos', 'ngos.id', 'm.ngo_id')
    .leftJoin('vets', 'vets.user_id', 'users.id')
    .selectAll('users')
    .select([
      'ngos.id as ngo_id',
      'ngos.name as ngo_name',
      'ngos.approval_status as ngo_approval_status',
      'm.kind as member_kind',
      'vets.id as clinic_id',
      'vets.clinic_name as clinic_name',
      'vets.approval_status as clinic_approval_status',
    ])
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return withNgo(db).where('users.id', '=', id).executeTakeFirst()
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return withNgo(db).where(sql`lower(users.email)`, '=', email.trim().toLowerCase()).executeTakeFirst()
}

/** What an authenticated request needs to know of its user, read fresh each time. */
export function findUserAccess(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'role', 'is_active']).where('id', '=', id).executeTakeFirst()
}

/**
 * The user of an access token, only while its session is live: the refresh-token family
 * `sid` has a token of this user that is neither revoked nor expired. One query per request.
 */
export function findSessionAccess(db: Db, id: number, sid: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'is_active', 'locale'])
    .where('id', '=', id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens')
          .select(sql.lit(1).as('one'))
          .where('refresh_tokens.family_id', '=', sid)
          .whereRef('refresh_tokens.user_id', '=', 'users.id')
          .where('refresh_tokens.revoked_at', 'is', null)
          .where('refresh_tokens.expires_at', '>', new Date()),
      ),
    )
    .executeTakeFirst()
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateUser(db: Db, id: number, values: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute()
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.trim().toLowerCase())
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** Active admins other than `exceptId` (an account may not close the last admin's door). */
export async function otherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', 'admin')
    .where('is_active', '=', true)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertVet(db: Db, values: Insertable<VetsTable>): Promise<void> {
  await db.insertInto('vets').values(values).execute()
}

export function findVetOfUser(db: Db, userId: number) {
  return db.selectFrom('vets').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export async function insertSupplier(db: Db, values: Insertable<SuppliersTable>): Promise<void> {
  await db.insertInto('suppliers').values(values).execute()
}

export function findSupplierOfUser(db: Db, userId: number) {
  return db.selectFrom('suppliers').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

// A pending change of the account e-mail (one per user; a new request replaces it).

export async function upsertEmailChange(
  db: Db,
  values: { userId: number; newEmail: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  const row = { new_email: values.newEmail, code_hash: values.codeHash, expires_at: values.expiresAt, attempts: 0 }
  await db
    .insertInto('email_changes')
    .values({ user_id: values.userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, created_at: new Date() }))
    .execute()
}

export function findEmailChange(db: Db, userId: number) {
  return db.selectFrom('email_changes').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** Counts a wrong code and answers how many have been made, atomically. */
export async function countWrongEmailChange(db: Db, userId: number): Promise<number> {
  const row = await db
    .updateTable('email_changes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .returning('attempts')
    .executeTakeFirst()
  return row?.attempts ?? Number.POSITIVE_INFINITY
}

export async function deleteEmailChange(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute()
}
