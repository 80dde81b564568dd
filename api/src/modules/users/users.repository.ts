import { sql, type Insertable, type Updateable } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB, UsersTable } from '../../db/schema.ts'
import type { UserRow } from './users.mapper.ts'
import type { Kysely, Transaction } from 'kysely'

type Db = Database | Transaction<DB> | Kysely<DB>

function withNgo(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('ngos', 'ngos.user_id', 'users.id')
    .selectAll('users')
    .select(['ngos.id as ngo_id', 'ngos.name as ngo_name', 'ngos.approval_status as ngo_approval_status'])
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return withNgo(db).where('users.id', '=', id).executeTakeFirst()
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return withNgo(db).where(sql`lower(users.email)`, '=', email.trim().toLowerCase()).executeTakeFirst()
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateUser(db: Db, id: number, values: Updateable<UsersTable>): Promise<void> {
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
