import {
  RESCUE_HELD,
  RESCUE_OPEN,
  RESCUE_STATUSES,
  RESCUE_TERMINAL,
  type RescueAnimalType,
  type RescueStatus,
  type Urgency,
} from '@paws/contracts'
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

/** Which cases a caller may list (docs/rules.md#permissions). */
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

/**
 * The fields the list's text search reads, joined by a line break: the very expression of the
 * trigram index of migration 0115, so a search reads the index (docs/architecture.md#a-citys-year).
 */
const SEARCH_TEXT = sql<string>`(coalesce(rescues.description, '') || E'\\n' || rescues.animal_type || E'\\n' ||
  coalesce(rescues.location->>'address', '') || E'\\n' || coalesce(rescues.location->>'city', '') || E'\\n' ||
  coalesce(rescues.location->>'landmarks', ''))`

/** Most urgent first is the highest rank: the expression of migration 0115's index of the default order. */
const URGENCY_RANK = sql`(case rescues.urgency when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end)`
const URGENCY_RANKS: Record<Urgency, number> = { critical: 4, high: 3, medium: 2, low: 1 }

/**
 * A list counts its matches up to this many and then says "more" (meta.more): counting every
 * one of a million cases costs more than the page itself (docs/architecture.md#a-citys-year).
 */
export const LIST_COUNT_CAP = 10_000

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The cases of `scope` that match the list's filters (status, NGO, urgency, flags, search). */
export function filteredRescues(db: Db, scope: RescueScope, query: RescueListQuery) {
  let base = db.selectFrom('rescues')
  if (scope.kind === 'ngo') base = base.where('rescues.ngo_id', '=', scope.ngoId)
  if (scope.kind === 'requester') {
    // Their own cases and the ones they follow (they reported the same animal).
    const userId = scope.userId
    base = base.where((eb) =>
      eb.or([
        eb('rescues.requester_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('rescue_followers as f')
            .select('f.rescue_id')
            .whereRef('f.rescue_id', '=', 'rescues.id')
            .where('f.user_id', '=', userId),
        ),
      ]),
    )
  }
  if (query.status) base = base.where('rescues.status', '=', query.status)
  if (query.ngoId) base = base.where('rescues.ngo_id', '=', query.ngoId)
  // By its rank, the first column of the index of the default order (migration 0115): one range
  // of it. Every urgency written is one of URGENCIES, so each rank is one urgency.
  if (query.urgency) base = base.where(sql<boolean>`${URGENCY_RANK} = ${URGENCY_RANKS[query.urgency]}`)
  if (query.from) base = base.where('rescues.created_at', '>=', new Date(query.from))
  if (query.to) base = base.where('rescues.created_at', '<', new Date(query.to))
  if (query.escalated) base = base.where('rescues.escalated_at', 'is not', null)
  if (query.duplicates)
    base = base.where('rescues.duplicate_of_id', 'is not', null).where('rescues.merged_into_id', 'is', null)
  // Open statuses are never terminal: said outright, so the index of the open cases answers.
  if (query.unheld)
    base = base
      .where('rescues.status', 'in', [...RESCUE_OPEN])
      .where('rescues.status', 'not in', [...RESCUE_TERMINAL])
      .where('rescues.ngo_id', 'is', null)
  if (query.held !== undefined) base = base.where('rescues.status', query.held ? 'in' : 'not in', [...RESCUE_HELD])
  if (query.triage) {
    base = base
      .where('rescues.triage_at', 'is not', null)
      .where('rescues.status', 'in', [...RESCUE_OPEN])
      .where('rescues.ngo_id', 'is', null)
      .where('rescues.merged_into_id', 'is', null)
  }
  if (query.noPosition) {
    base = base
      .where((eb) => eb.or([eb('rescues.lat', 'is', null), eb('rescues.lng', 'is', null)]))
      .where((eb) => eb.or([eb('rescues.approx_lat', 'is', null), eb('rescues.approx_lng', 'is', null)]))
      .where('rescues.status', 'not in', [...RESCUE_TERMINAL])
      .where('rescues.merged_into_id', 'is', null)
  }
  const search = query.search?.trim()
  if (search) {
    const like = `%${escapeLike(search)}%`
    const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null
    base = base.where((eb) =>
      eb.or([eb(SEARCH_TEXT, 'ilike', like), ...(id !== null ? [eb('rescues.id', '=', id)] : [])]),
    )
  }
  return base
}

export async function listRescues(db: Db, scope: RescueScope, query: RescueListQuery, page: number, limit: number) {
  const base = filteredRescues(db, scope, query)
  const direction = query.sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc'
  // Urgency ranks low (1) to critical (4), so DESC puts the most urgent first; status
  // follows the workflow order. Priority: the most urgent, then the longest waiting (oldest).
  const sortKey =
    query.sortBy === 'urgency' || query.sortBy === 'priority'
      ? URGENCY_RANK
      : query.sortBy === 'status'
        ? sql`array_position(${sql.val([...RESCUE_STATUSES])}::text[], rescues.status)`
        : sql`rescues.created_at`
  const opposite = direction === 'asc' ? 'desc' : 'asc'
  const ordered = base
    .select('rescues.id')
    .orderBy(sortKey, direction)
    .$if(query.sortBy === 'priority', (q) => q.orderBy('rescues.created_at', opposite))
    .orderBy('rescues.id', query.sortBy === 'priority' ? opposite : direction)
  const { total } = await db
    .selectFrom(
      base
        .select(sql`1`.as('one'))
        .limit(LIST_COUNT_CAP + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const ids = await ordered
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
  return {
    rows: ids.flatMap((r) => byId.get(r.id) ?? []),
    total: Math.min(Number(total), LIST_COUNT_CAP),
    more: Number(total) > LIST_COUNT_CAP,
  }
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
    // Proof photos belong to their timeline entry (rescues.actions.service.ts), not to the report.
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
/** What must still hold for a move to apply, beside the status it starts from. */
export interface MoveGuard {
  /** The case is still this NGO's. */
  ngoId?: number
  /** The case has no NGO. */
  noNgo?: boolean
  /** The case's NGO let its deadline pass. */
  escalated?: boolean
}

export async function moveStatus(
  db: Db,
  id: number,
  from: RescueStatus,
  set: RescueUpdate,
  guard: MoveGuard = {},
): Promise<boolean> {
  let query = db
    .updateTable('rescues')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', from)
  if (guard.ngoId !== undefined) query = query.where('ngo_id', '=', guard.ngoId)
  if (guard.noNgo) query = query.where('ngo_id', 'is', null)
  if (guard.escalated) query = query.where('escalated_at', 'is not', null)
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

/** Writes a timeline entry; answers its id. */
export async function insertHistory(db: Db, values: Insertable<RescueHistoryTable>): Promise<number> {
  const row = await db.insertInto('rescue_history').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * The database's "now" (the time this transaction's timeline entries get) and when the case
 * last reached whoever acts on it: its latest timeline entry into `assigned`, or into an open
 * status (reported, declined, reopened) from which a responder takes it.
 */
export async function assignmentClock(db: Db, rescueId: number): Promise<{ now: Date; assignedAt: Date | null }> {
  const { rows } = await sql<{ now: Date; assigned_at: Date | null }>`
    select now() as now,
      (select created_at from rescue_history
        where rescue_id = ${rescueId} and to_status in ('assigned', 'pending', 'declined')
        order by id desc limit 1) as assigned_at`.execute(db)
  const row = rows[0]
  return { now: row ? new Date(row.now) : new Date(), assignedAt: row?.assigned_at ? new Date(row.assigned_at) : null }
}

export function historyOf(db: Db, rescueId: number) {
  return db.selectFrom('rescue_history').selectAll().where('rescue_id', '=', rescueId).orderBy('id').execute()
}

export async function insertPhotos(
  db: Db,
  rescueId: number,
  photos: { clientId: string; url: string; sha256: string }[],
  uploadedBy: number | null = null,
): Promise<string[]> {
  if (photos.length === 0) return []
  const rows = await db
    .insertInto('rescue_images')
    .values(
      photos.map((p) => ({
        rescue_id: rescueId,
        client_id: p.clientId,
        url: p.url,
        sha256: p.sha256,
        uploaded_by: uploadedBy,
      })),
    )
    .onConflict((oc) => oc.columns(['rescue_id', 'client_id']).doNothing())
    .returning('client_id')
    .execute()
  return rows.map((r) => r.client_id)
}

/**
 * How many report photos of a case count against the reporter's slots (those uploaded by the
 * reporter, by an admin, or by no one recorded) and how many `uploaderId` added.
 */
export async function photoCounts(db: Db, rescueId: number, uploaderId: number) {
  const row = await db
    .selectFrom('rescue_images')
    .innerJoin('rescues', 'rescues.id', 'rescue_images.rescue_id')
    .leftJoin('users as uploader', 'uploader.id', 'rescue_images.uploaded_by')
    .select((eb) => [
      eb.fn
        .countAll<string>()
        .filterWhere((w) =>
          w.or([
            w('rescue_images.uploaded_by', 'is', null),
            w('rescue_images.uploaded_by', '=', w.ref('rescues.requester_id')),
            w('uploader.role', '=', 'admin'),
          ]),
        )
        .as('report'),
      eb.fn.countAll<string>().filterWhere('rescue_images.uploaded_by', '=', uploaderId).as('mine'),
    ])
    .where('rescue_images.rescue_id', '=', rescueId)
    .where('rescue_images.history_id', 'is', null)
    .executeTakeFirstOrThrow()
  return { report: Number(row.report), mine: Number(row.mine) }
}

export async function deletePhotos(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('rescue_images').where('id', 'in', ids).execute()
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

export interface NearbyRow {
  id: number
  animal_type: RescueAnimalType
  status: RescueStatus
  urgency: Urgency
  lat: number
  lng: number
  created_at: Date
  place: string
  photo: string | null
}

/**
 * Open, unmerged cases of `animalType` with a GPS fix inside the latitude/longitude box,
 * reported at or after `since` (index rescues_nearby_open_idx, migration 0011: the closed
 * statuses are literals so the planner can prove the partial index applies). `beforeId`
 * keeps only cases older than a new one; `notOf` leaves out the cases a user reported or
 * follows.
 */
export function casesInBoxQuery(
  db: Db,
  q: {
    animalType: RescueAnimalType
    box: { minLat: number; maxLat: number; minLng: number; maxLng: number }
    since: Date
    beforeId?: number
    notOf?: number
  },
) {
  let query = db
    .selectFrom('rescues')
    .select((eb) => [
      'rescues.id',
      'rescues.animal_type',
      'rescues.status',
      'rescues.urgency',
      sql<number>`rescues.lat`.as('lat'),
      sql<number>`rescues.lng`.as('lng'),
      'rescues.created_at',
      // The area only (rescues.privacy.access.ts): pincode and city, never the reporter's typed words.
      sql<string>`concat_ws(', ', nullif(rescues.location->>'pincode', ''), nullif(rescues.location->>'city', ''))`.as(
        'place',
      ),
      eb
        .selectFrom('rescue_images')
        .select('rescue_images.url')
        .whereRef('rescue_images.rescue_id', '=', 'rescues.id')
        .orderBy('rescue_images.id')
        .limit(1)
        .as('photo'),
    ])
    .where('rescues.animal_type', '=', q.animalType)
    .where('rescues.lat', '>=', q.box.minLat)
    .where('rescues.lat', '<=', q.box.maxLat)
    .where('rescues.lng', '>=', q.box.minLng)
    .where('rescues.lng', '<=', q.box.maxLng)
    .where('rescues.created_at', '>=', q.since)
    .where('rescues.merged_into_id', 'is', null)
    .where(sql<boolean>`rescues.status not in (${sql.join(RESCUE_TERMINAL.map((s) => sql.lit(s)))})`)
    .where(sql<boolean>`rescues.lat is not null and rescues.lng is not null`)
  if (q.beforeId !== undefined) query = query.where('rescues.id', '<', q.beforeId)
  const notOf = q.notOf
  if (notOf !== undefined) {
    query = query.where((eb) =>
      eb.and([
        eb.or([eb('rescues.requester_id', 'is', null), eb('rescues.requester_id', '!=', notOf)]),
        eb.not(
          eb.exists(
            eb
              .selectFrom('rescue_followers as f')
              .select('f.rescue_id')
              .whereRef('f.rescue_id', '=', 'rescues.id')
              .where('f.user_id', '=', notOf),
          ),
        ),
      ]),
    )
  }
  return query.$castTo<NearbyRow>()
}

export async function flagDuplicate(db: Db, id: number, of: number): Promise<void> {
  await db.updateTable('rescues').set({ duplicate_of_id: of }).where('id', '=', id).execute()
}

/** Adds a follower; false when they already followed the case. */
export async function addFollower(db: Db, rescueId: number, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('rescue_followers')
    .values({ rescue_id: rescueId, user_id: userId })
    .onConflict((oc) => oc.columns(['rescue_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst()
  return row !== undefined
}

export async function isFollower(db: Db, rescueId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rescue_followers')
    .select('user_id')
    .where('rescue_id', '=', rescueId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}

export async function followerIds(db: Db, rescueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('rescue_followers')
    .select('user_id')
    .where('rescue_id', '=', rescueId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => r.user_id)
}

/**
 * The phone's copy of a report filed by SMS arrived: its details replace the SMS's few, once
 * (the first copy to arrive wins; a case filed from the phone has no SMS row and is untouched).
 * The SMS row itself is the SMS module's (sms.repository.ts); this reads only its flag.
 */
export async function completeSmsCase(db: Db, rescueId: number, values: RescueUpdate): Promise<boolean> {
  const taken = await db
    .updateTable('sms_reports')
    .set({ details_pending: false })
    .where('rescue_id', '=', rescueId)
    .where('details_pending', '=', true)
    .returning('id')
    .executeTakeFirst()
  if (!taken) return false
  await db
    .updateTable('rescues')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', rescueId)
    .execute()
  return true
}
