// Lost and found SQL (docs/rules.md#lost-and-found). Plain Kysely and SQL that PGlite and
// PostgreSQL run alike: places are found by a bounding box on the approximate position, then
// the exact great-circle distance.
import { type Insertable, type Selectable, sql } from 'kysely'
import type { LostFoundKind, LostFoundOutcome, ReunitedHow, Species } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import type { LostFoundPostRow, LostFoundPostsTable } from '../../db/schema.ts'

export type PostRow = LostFoundPostRow

const KM_PER_DEGREE = 111.32

function box(point: { lat: number; lng: number }, km: number) {
  const dLat = km / KM_PER_DEGREE
  const dLng = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)))
  return { south: point.lat - dLat, north: point.lat + dLat, west: point.lng - dLng, east: point.lng + dLng }
}

const approxDistance = (point: { lat: number; lng: number }) => sql<number>`2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(p.approx_lat - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(p.approx_lat))
      * power(sin(radians(p.approx_lng - ${point.lng}) / 2), 2))))`

/** Inserts a post; with an idempotency key a repeat inserts nothing and answers undefined. */
export async function insertPost(db: Db, values: Insertable<LostFoundPostsTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('lost_found_posts')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function idForKey(db: Db, userId: number, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('lost_found_posts')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  return row?.id
}

export function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('lost_found_posts').selectAll().where('id', '=', id).executeTakeFirst()
}

export function lockPost(db: Db, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('lost_found_posts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export interface ListFilter {
  kind?: LostFoundKind
  species?: Species
  near?: { lat: number; lng: number; km: number }
  userId?: number
  limit: number
  offset: number
}

/** Open posts (or all of `userId`'s), newest first, or nearest first with `near`. */
export async function listPosts(
  db: Db,
  f: ListFilter,
): Promise<{ rows: (PostRow & { km: number | null })[]; total: number }> {
  let q = db.selectFrom('lost_found_posts as p')
  if (f.userId !== undefined) q = q.where('p.user_id', '=', f.userId)
  else q = q.where('p.status', '=', 'open')
  if (f.kind) q = q.where('p.kind', '=', f.kind)
  if (f.species) q = q.where('p.species', '=', f.species)
  if (f.near) {
    const b = box(f.near, f.near.km)
    q = q
      .where('p.approx_lat', '>=', b.south)
      .where('p.approx_lat', '<=', b.north)
      .where('p.approx_lng', '>=', b.west)
      .where('p.approx_lng', '<=', b.east)
      .where(approxDistance(f.near), '<=', f.near.km)
  }
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  const km = f.near ? approxDistance(f.near) : sql<number | null>`null`
  let ordered = q.selectAll('p').select(km.as('km'))
  ordered = f.near
    ? ordered.orderBy('km').orderBy('p.id', 'desc')
    : ordered.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')
  const rows = await ordered.limit(f.limit).offset(f.offset).execute()
  return { rows, total }
}

/** Open posts of `kind` and `species` within `km` of a point, seen between `from` and `to`. */
export function candidates(
  db: Db,
  c: {
    kind: 'lost' | 'found'
    species: Species
    point: { lat: number; lng: number }
    km: number
    from: Date
    to: Date
    exceptUser: number
  },
): Promise<PostRow[]> {
  const b = box(c.point, c.km)
  return db
    .selectFrom('lost_found_posts as p')
    .selectAll('p')
    .where('p.status', '=', 'open')
    .where('p.kind', '=', c.kind)
    .where('p.species', '=', c.species)
    .where('p.approx_lat', '>=', b.south)
    .where('p.approx_lat', '<=', b.north)
    .where('p.approx_lng', '>=', b.west)
    .where('p.approx_lng', '<=', b.east)
    .where('p.seen_at', '>=', c.from)
    .where('p.seen_at', '<=', c.to)
    .where('p.user_id', '!=', c.exceptUser)
    .execute()
}

export interface PhotoRow {
  post_id: number
  client_id: string
  url: string
  features: unknown
}

export async function photosOf(db: Db, postIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const map = new Map<number, PhotoRow[]>(postIds.map((id) => [id, []]))
  if (postIds.length === 0) return map
  const rows = await db
    .selectFrom('lost_found_photos')
    .select(['post_id', 'client_id', 'url', 'features'])
    .where('post_id', 'in', postIds)
    .orderBy('id')
    .execute()
  for (const row of rows) map.get(row.post_id)?.push(row)
  return map
}

export async function insertPhotos(
  db: Db,
  postId: number,
  photos: { clientId: string; url: string; sha256: string; features: unknown }[],
): Promise<string[]> {
  if (photos.length === 0) return []
  const rows = await db
    .insertInto('lost_found_photos')
    .values(
      photos.map((p) => ({
        post_id: postId,
        client_id: p.clientId,
        url: p.url,
        sha256: p.sha256,
        features: JSON.stringify(p.features),
      })),
    )
    .onConflict((oc) => oc.columns(['post_id', 'client_id']).doNothing())
    .returning('client_id')
    .execute()
  return rows.map((r) => r.client_id)
}

export async function sightingCounts(db: Db, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('lost_found_posts')
    .select(['lost_post_id', (eb) => eb.fn.countAll().as('n')])
    .where('lost_post_id', 'in', postIds)
    .groupBy('lost_post_id')
    .execute()
  return new Map(rows.map((r) => [r.lost_post_id as number, Number(r.n)]))
}

export async function closePost(
  db: Db,
  id: number,
  outcome: LostFoundOutcome,
  how: ReunitedHow | null,
  at: Date,
): Promise<boolean> {
  const res = await db
    .updateTable('lost_found_posts')
    .set({ status: 'closed', outcome, reunited_how: how, closed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

/** Closes every open lost post made before `before` as still lost; answers how many. */
export async function closeStale(db: Db, before: Date, at: Date): Promise<number> {
  const res = await db
    .updateTable('lost_found_posts')
    .set({ status: 'closed', outcome: 'still-lost', closed_at: at, updated_at: at })
    .where('status', '=', 'open')
    .where('kind', '=', 'lost')
    .where('created_at', '<', before)
    .executeTakeFirst()
  return Number(res.numUpdatedRows)
}

/** Marks the pair told; false when it was told already. */
export async function markTold(db: Db, lostPostId: number, foundPostId: number): Promise<boolean> {
  const row = await db
    .insertInto('lost_found_told')
    .values({ lost_post_id: lostPostId, found_post_id: foundPostId })
    .onConflict((oc) => oc.columns(['lost_post_id', 'found_post_id']).doNothing())
    .returning('lost_post_id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Counts one quiet notice for each of `userIds` on `day`, for those under `cap` today; answers
 * those counted (one conditional upsert each, so parallel posts cannot pass the cap together).
 */
export async function takeNoticeSlots(db: Db, userIds: number[], day: string, cap: number): Promise<number[]> {
  const taken: number[] = []
  for (const userId of userIds) {
    const row = await db
      .insertInto('lost_found_notice_days')
      .values({ user_id: userId, day, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'day'])
          .doUpdateSet({ count: sql`lost_found_notice_days.count + 1` })
          .where('lost_found_notice_days.count', '<', cap),
      )
      .returning('user_id')
      .executeTakeFirst()
    if (row) taken.push(userId)
  }
  return taken
}

/** Lost and found alerts of `kind` and species (or any) whose circle holds the point; not paused. */
export async function alertsNear(
  db: Db,
  kind: 'lost' | 'found',
  species: Species,
  point: { lat: number; lng: number },
): Promise<{ id: number; user_id: number; name: string }[]> {
  const distance = sql<number>`2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(a.lat - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(a.lat))
      * power(sin(radians(a.lng - ${point.lng}) / 2), 2))))`
  return db
    .selectFrom('animal_alerts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'a.name'])
    .where('a.kind', '=', kind)
    .where('a.paused', '=', false)
    .where('u.is_active', '=', true)
    .where((eb) => eb.or([eb('a.species', '=', ''), eb('a.species', '=', species)]))
    .where('a.lat', 'is not', null)
    .where('a.lng', 'is not', null)
    .where(distance, '<=', sql<number>`coalesce(a.radius_km, 2)`)
    .execute()
}

// The relay.

export type ThreadRow = Selectable<import('../../db/schema.ts').LostFoundThreadsTable>

export function threadsOf(db: Db, postId: number, writerId?: number): Promise<ThreadRow[]> {
  let q = db.selectFrom('lost_found_threads').selectAll().where('post_id', '=', postId)
  if (writerId !== undefined) q = q.where('writer_id', '=', writerId)
  return q.orderBy('number').execute()
}

/** The writer's thread of the post, made when they first write (numbered under a lock on the post). */
export async function threadFor(db: Db, postId: number, writerId: number): Promise<ThreadRow> {
  const [existing] = await threadsOf(db, postId, writerId)
  if (existing) return existing
  const next = await db
    .selectFrom('lost_found_threads')
    .select((eb) => eb.fn.coalesce(eb.fn.max('number'), sql<number>`0`).as('n'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow()
  return db
    .insertInto('lost_found_threads')
    .values({ post_id: postId, writer_id: writerId, number: Number(next.n) + 1 })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function messagesOf(db: Db, threadIds: number[]) {
  if (threadIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('lost_found_messages')
    .selectAll()
    .where('thread_id', 'in', threadIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function insertMessage(db: Db, threadId: number, fromOwner: boolean, text: string): Promise<void> {
  await db.insertInto('lost_found_messages').values({ thread_id: threadId, from_owner: fromOwner, text }).execute()
}

export function messageInPost(db: Db, postId: number, messageId: number) {
  return db
    .selectFrom('lost_found_messages as m')
    .innerJoin('lost_found_threads as t', 't.id', 'm.thread_id')
    .select(['m.id', 't.id as thread_id', 't.writer_id'])
    .where('t.post_id', '=', postId)
    .where('m.id', '=', messageId)
    .executeTakeFirst()
}

export async function reportThread(
  db: Db,
  threadId: number,
  by: number,
  messageId: number,
  reason: string | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('lost_found_threads')
    .set({ reported_at: at, reported_by: by, reported_message_id: messageId, report_reason: reason })
    .where('id', '=', threadId)
    .execute()
}

export async function adminIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_active', '=', true)
    .execute()
  return rows.map((r) => r.id)
}

// Tags.

export async function localeOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst()
  return row?.locale ?? null
}

export function tagOfPost(db: Db, postId: number) {
  return db.selectFrom('lost_found_tags').selectAll().where('post_id', '=', postId).executeTakeFirst()
}

export function tagByCode(db: Db, code: string) {
  return db.selectFrom('lost_found_tags').selectAll().where('code', '=', code).executeTakeFirst()
}

/** Inserts the tag; false when the code is taken (the caller draws another). */
export async function insertTag(db: Db, code: string, postId: number): Promise<boolean> {
  const row = await db
    .insertInto('lost_found_tags')
    .values({ code, post_id: postId })
    .onConflict((oc) => oc.doNothing())
    .returning('code')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertScan(
  db: Db,
  values: { code: string; user_id: number | null; lat: number | null; lng: number | null; text: string | null },
): Promise<void> {
  await db.insertInto('lost_found_tag_scans').values(values).execute()
}

// Search cells.

/** The approximate place of the lost post's latest sighting, if any. */
export function latestSighting(db: Db, lostPostId: number) {
  return db
    .selectFrom('lost_found_posts')
    .select(['approx_lat', 'approx_lng'])
    .where('lost_post_id', '=', lostPostId)
    .orderBy('seen_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export function cellsOf(db: Db, postId: number) {
  return db
    .selectFrom('lost_found_search_cells as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.cell_id', 'c.user_id', 'c.claimed_at', 'c.searched_at', 'u.first_name'])
    .where('c.post_id', '=', postId)
    .execute()
}

/** The one conditional write of a claim: false when someone holds the cell already. */
export async function claimCell(db: Db, postId: number, cellId: number, userId: number, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('lost_found_search_cells')
    .values({ post_id: postId, cell_id: cellId, user_id: userId, claimed_at: at })
    .onConflict((oc) => oc.columns(['post_id', 'cell_id']).doNothing())
    .returning('cell_id')
    .executeTakeFirst()
  return row !== undefined
}

/** Ticks the caller's own cell searched (again: the time moves on); false when the cell is not theirs. */
export async function markSearched(db: Db, postId: number, cellId: number, userId: number, at: Date): Promise<boolean> {
  const res = await db
    .updateTable('lost_found_search_cells')
    .set({ searched_at: at })
    .where('post_id', '=', postId)
    .where('cell_id', '=', cellId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function markSearchParty(db: Db, postId: number, at: Date): Promise<void> {
  await db.updateTable('lost_found_posts').set({ search_party_at: at }).where('id', '=', postId).execute()
}
