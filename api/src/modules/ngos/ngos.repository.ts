// All SQL of the NGO module. Functions take `db` (the pool or a transaction).
import { type Insertable, type Selectable, sql } from 'kysely'
import type { Db, Trx } from '../../db/database.ts'
import type { NgosTable, NgoUpdate } from '../../db/schema.ts'
import { containsPattern } from '../../db/search.ts'

export type NgoRow = Selectable<NgosTable> & {
  user_first_name: string | null
  user_last_name: string | null
  user_email: string | null
}

export interface NgoListOptions {
  /** Approved and active only (what the public sees). */
  publicOnly: boolean
  search?: string
  isVerified?: boolean
  status?: 'active' | 'inactive'
  sortBy: 'name' | 'createdAt'
  sortOrder: 'asc' | 'desc'
  page: number
  limit: number
}

function withUser(db: Db) {
  return db
    .selectFrom('ngos')
    .leftJoin('users', 'users.id', 'ngos.user_id')
    .selectAll('ngos')
    .select(['users.first_name as user_first_name', 'users.last_name as user_last_name', 'users.email as user_email'])
}

export function filtered(db: Db, o: NgoListOptions) {
  let q = db.selectFrom('ngos')
  if (o.publicOnly) q = q.where('ngos.approval_status', '=', 'approved').where('ngos.is_active', '=', true)
  if (o.isVerified !== undefined) {
    q = q.where('ngos.approval_status', o.isVerified ? '=' : '!=', 'approved')
  }
  if (o.status) q = q.where('ngos.is_active', '=', o.status === 'active')
  const search = o.search?.trim()
  if (search) {
    const pattern = containsPattern(search)
    q = q.where((eb) =>
      eb.or([
        eb('ngos.name', 'ilike', pattern),
        eb('ngos.description', 'ilike', pattern),
        eb('ngos.registration_number', 'ilike', pattern),
        eb(sql`ngos.location->>'city'`, 'ilike', pattern),
        eb(sql`ngos.contact_info->>'email'`, 'ilike', pattern),
      ]),
    )
  }
  return q
}

export async function listNgos(db: Db, o: NgoListOptions): Promise<{ rows: NgoRow[]; total: number }> {
  const count = filtered(db, o).select((eb) => eb.fn.countAll<number>().as('total'))
  let rows = filtered(db, o)
    .leftJoin('users', 'users.id', 'ngos.user_id')
    .selectAll('ngos')
    .select(['users.first_name as user_first_name', 'users.last_name as user_last_name', 'users.email as user_email'])
  rows =
    o.sortBy === 'name'
      ? rows.orderBy(sql`lower(ngos.name)`, o.sortOrder)
      : rows.orderBy('ngos.created_at', o.sortOrder)
  rows = rows
    .orderBy('ngos.id', o.sortOrder)
    .limit(o.limit)
    .offset((o.page - 1) * o.limit)
  const [c, r] = await Promise.all([count.executeTakeFirstOrThrow(), rows.execute()])
  return { rows: r, total: Number(c.total) }
}

export function findNgo(db: Db, id: number): Promise<NgoRow | undefined> {
  return withUser(db).where('ngos.id', '=', id).executeTakeFirst()
}

/** The NGO an ngo-role user runs, with its user's name. */
export function findNgoOfUser(db: Db, userId: number): Promise<NgoRow | undefined> {
  return withUser(db).where('ngos.user_id', '=', userId).executeTakeFirst()
}

export function findNgoByUser(db: Db, userId: number) {
  return db.selectFrom('ngos').select(['id']).where('user_id', '=', userId).executeTakeFirst()
}

export function lockNgoImages(db: Trx, id: number) {
  return db.selectFrom('ngos').select(['id', 'user_id', 'images']).where('id', '=', id).forUpdate().executeTakeFirst()
}

/** A new NGO; its own account, if any, is the first coordinator of its team. */
export async function insertNgo(db: Db, values: Insertable<NgosTable>): Promise<number> {
  const row = await db.insertInto('ngos').values(values).returning('id').executeTakeFirstOrThrow()
  if (values.user_id != null) {
    await db
      .insertInto('ngo_members')
      .values({ ngo_id: row.id, user_id: values.user_id, kind: 'coordinator' })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
  }
  return row.id
}

export async function updateNgo(db: Db, id: number, values: NgoUpdate): Promise<boolean> {
  const result = await db
    .updateTable('ngos')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
