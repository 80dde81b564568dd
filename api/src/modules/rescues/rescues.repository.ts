import { RESCUE_STATUSES, RESCUE_TERMINAL, type RescueStatus, URGENCIES } from '@paws/contracts'
import type { RescueListQuery } from '@paws/contracts/schemas/rescues'
import { type Insertable, type Selectable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { RescueHistoryTable, RescuesTable, RescueUpdate } from '../../db/schema.ts'

export type RescueRow = Selectable<RescuesTable> & {
  requester_first_name: string | null
  requester_last_name: string | null
  requester_email: string | null
  requester_phone: string | null
  ngo_name: string | null
  volunteer_first_name: string | null
  volunteer_last_name: string | null
}

/** Which cases a caller may list (DESIGN section 4). */
export type RescueScope = { kind: 'all' } | { kind: 'ngo'; ngoId: number } | { kind: 'requester'; userId: number }

function withPeople(db: Db) {
  return db
    .selectFrom('rescues')
    .leftJoin('users as r', 'r.id', 'rescues.requester_id')
    .leftJoin('ngos as n', 'n.id', 'rescues.ngo_id')
    .leftJoin('users as v', 'v.id', 'rescues.assigned_volunteer_id')
    .selectAll('rescues')
    .select([
      'r.first_name as requester_first_name',
      'r.last_name as requester_last_name',
      'r.email as requester_email',
      'r.phone as requester_phone',
      'n.name as ngo_name',
      'v.first_name as volunteer_first_name',
      'v.last_name as volunteer_last_name',
    ])
}

export function findRescue(db: Db, id: number): Promise<RescueRow | undefined> {
  return withPeople(db).where('rescues.id', '=', id).executeTakeFirst()
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export async function listRescues(db: Db, scope: RescueScope, query: RescueListQuery, page: number, limit: number) {
  let base = db.selectFrom('rescues')
  if (scope.kind === 'ngo') base = base.where('rescues.ngo_id', '=', scope.ngoId)
  if (scope.kind === 'requester') base = base.where('rescues.requester_id', '=', scope.userId)
  if (query.status) base = base.where('rescues.status', '=', query.status)
  if (query.ngoId) base = base.where('rescues.ngo_id', '=', query.ngoId)
  const search = query.search?.trim()
  if (search) {
    const like = `%${escapeLike(search)}%`
    const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null
    base = base.where((eb) =>
      eb.or([
        eb('rescues.description', 'ilike', like),
        eb(sql.ref('rescues.animal_type'), 'ilike', like),
        eb(sql`rescues.location->>'address'`, 'ilike', like),
        eb(sql`rescues.location->>'city'`, 'ilike', like),
        eb(sql`rescues.location->>'landmarks'`, 'ilike', like),
        ...(id !== null ? [eb('rescues.id', '=', id)] : []),
      ]),
    )
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()

  const direction = query.sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc'
  // Urgency ranks low (1) to critical (4), so DESC puts the most urgent first; status
  // follows the workflow order.
  const sortKey =
    query.sortBy === 'urgency'
      ? sql`array_position(${sql.val([...URGENCIES].reverse())}::text[], rescues.urgency)`
      : query.sortBy === 'status'
        ? sql`array_position(${sql.val([...RESCUE_STATUSES])}::text[], rescues.status)`
        : sql`rescues.created_at`
  const ids = await base
    .select('rescues.id')
    .orderBy(sortKey, direction)
    .orderBy('rescues.id', direction)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  const rows = ids.length
    ? await withPeople(db)
        .where(
          'rescues.id',
          'in',
          ids.map((r) => r.id),
        )
        .execute()
    : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  return { rows: ids.flatMap((r) => byId.get(r.id) ?? []), total: Number(total) }
}

export interface StoredPhoto {
  id: number
  rescue_id: number
  client_id: string
  url: string
  sha256: string | null
}

export async function photosOf(db: Db, rescueIds: number[]): Promise<Map<number, StoredPhoto[]>> {
  const map = new Map<number, StoredPhoto[]>(rescueIds.map((id) => [id, []]))
  if (rescueIds.length === 0) return map
  const rows = await db
    .selectFrom('rescue_images')
    .select(['id', 'rescue_id', 'client_id', 'url', 'sha256'])
    .where('rescue_id', 'in', rescueIds)
    // Proof photos belong to their timeline entry (rescues.actions.ts), not to the report.
    .where('history_id', 'is', null)
    .orderBy('id')
    .execute()
  for (const row of rows) map.get(row.rescue_id)?.push(row)
  return map
}

/** Inserts a report; with an idempotency key a repeat inserts nothing and answers undefined. */
export async function insertRescue(db: Db, values: Insertable<RescuesTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('rescues')
    .values(values)
    .onConflict((oc) => oc.columns(['requester_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function idForKey(db: Db, requesterId: number, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('rescues')
    .select('id')
    .where('requester_id', '=', requesterId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  return row?.id
}

/**
 * The one conditional UPDATE of a status move: applies only while the case still has
 * `from` (and, for an NGO, is still assigned to it). False when someone else moved first.
 */
export async function moveStatus(
  db: Db,
  id: number,
  from: RescueStatus,
  set: RescueUpdate,
  guard: { ngoId?: number; noNgo?: boolean } = {},
): Promise<boolean> {
  let query = db
    .updateTable('rescues')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', from)
  if (guard.ngoId !== undefined) query = query.where('ngo_id', '=', guard.ngoId)
  if (guard.noNgo) query = query.where('ngo_id', 'is', null)
  const result = await query.executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Field edits; `openOnly` refuses cases that are cancelled or completed. False when refused. */
export async function updateFields(db: Db, id: number, set: RescueUpdate, openOnly: boolean): Promise<boolean> {
  let query = db
    .updateTable('rescues')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
  if (openOnly) query = query.where('status', 'not in', RESCUE_TERMINAL)
  const result = await query.executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function statusOf(db: Db, id: number): Promise<RescueStatus | undefined> {
  const row = await db.selectFrom('rescues').select('status').where('id', '=', id).executeTakeFirst()
  return row?.status
}

/** Locks the case row for the rest of the transaction (photo count checks). */
export async function lockRescue(db: Db, id: number): Promise<RescueStatus | undefined> {
  const row = await db.selectFrom('rescues').select('status').where('id', '=', id).forUpdate().executeTakeFirst()
  return row?.status
}

export async function insertHistory(db: Db, values: Insertable<RescueHistoryTable>): Promise<void> {
  await db.insertInto('rescue_history').values(values).execute()
}

export function historyOf(db: Db, rescueId: number) {
  return db.selectFrom('rescue_history').selectAll().where('rescue_id', '=', rescueId).orderBy('id').execute()
}

export async function insertPhotos(
  db: Db,
  rescueId: number,
  photos: { clientId: string; url: string; sha256: string }[],
): Promise<string[]> {
  if (photos.length === 0) return []
  const rows = await db
    .insertInto('rescue_images')
    .values(photos.map((p) => ({ rescue_id: rescueId, client_id: p.clientId, url: p.url, sha256: p.sha256 })))
    .onConflict((oc) => oc.columns(['rescue_id', 'client_id']).doNothing())
    .returning('client_id')
    .execute()
  return rows.map((r) => r.client_id)
}

export async function deletePhotos(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('rescue_images').where('id', 'in', ids).execute()
}

/** The NGO a user acts for, if any, with whether it may act (approved and active). */
export function ngoOfUser(db: Db, userId: number) {
  return db
    .selectFrom('ngos')
    .select(['id', 'name', 'approval_status', 'is_active'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** The cases assigned to an NGO in one of `statuses`, locked for the rest of the transaction. */
export function casesHeldBy(db: Db, ngoId: number, statuses: readonly RescueStatus[]) {
  return db
    .selectFrom('rescues')
    .select(['id', 'status', 'requester_id'])
    .where('ngo_id', '=', ngoId)
    .where('status', 'in', statuses)
    .orderBy('id')
    .forUpdate()
    .execute()
}

/** An NGO that may receive cases: approved and active. */
export function assignableNgo(db: Db, ngoId: number) {
  return db
    .selectFrom('ngos')
    .select(['id', 'name'])
    .where('id', '=', ngoId)
    .where('approval_status', '=', 'approved')
    .where('is_active', '=', true)
    .executeTakeFirst()
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

export async function animalExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('animals').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}
