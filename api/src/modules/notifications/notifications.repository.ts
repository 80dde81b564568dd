import type { NotificationFilter } from '@paws/contracts'
import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { NotificationsTable } from '../../db/schema.ts'

export async function insertNotifications(
  db: Db,
  rows: Insertable<NotificationsTable>[],
): Promise<{ id: number; user_id: number }[]> {
  if (rows.length === 0) return []
  return db.insertInto('notifications').values(rows).returning(['id', 'user_id']).execute()
}

/**
 * Per user, their notification of the subject `joinKey` written less than `withinSeconds` ago
 * (the latest), which news of the same subject joins instead of adding another.
 */
export async function joinableNotifications(
  db: Db,
  userIds: number[],
  joinKey: string,
  withinSeconds: number,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', (eb) => eb.fn.max('id').as('id')])
    .where('user_id', 'in', userIds)
    .where('join_key', '=', joinKey)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${withinSeconds}::int)`)
    .groupBy('user_id')
    .execute()
  return new Map(rows.map((r) => [r.user_id, Number(r.id)]))
}

/** The joined notification, rewritten with the latest news and unread again (its time stays). */
export async function rewriteNotification(
  db: Db,
  id: number,
  text: Pick<Insertable<NotificationsTable>, 'title' | 'message' | 'title_words' | 'message_words'>,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ ...text, read_at: null })
    .where('id', '=', id)
    .execute()
}

function filtered(db: Db, userId: number, filter: NotificationFilter) {
  let query = db.selectFrom('notifications').where('user_id', '=', userId)
  if (filter === 'unread') query = query.where('read_at', 'is', null)
  if (filter === 'read') query = query.where('read_at', 'is not', null)
  return query
}

export async function listNotifications(
  db: Db,
  userId: number,
  filter: NotificationFilter,
  page: number,
  limit: number,
) {
  const rows = await filtered(db, userId, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  const { total } = await filtered(db, userId, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

/** Each user's language (a user that no longer exists is left out). */
export function userLocales(db: Db, userIds: number[]) {
  return db.selectFrom('users').select(['id', 'locale']).where('id', 'in', userIds).execute()
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const { n } = await filtered(db, userId, 'unread')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

export function markRead(db: Db, userId: number, id: number) {
  return db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function deleteNotification(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export function findPreferences(db: Db, userId: number) {
  return db
    .selectFrom('notification_preferences')
    .select(['email', 'push', 'sms'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function savePreferences(db: Db, userId: number, prefs: { email: boolean; push: boolean; sms: boolean }) {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...prefs })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...prefs, updated_at: new Date() }))
    .execute()
}

/** Push subscriptions of these users, leaving out users who turned push off. */
export function pushTargets(db: Db, userIds: number[]) {
  return db
    .selectFrom('push_subscriptions as s')
    .leftJoin('notification_preferences as p', 'p.user_id', 's.user_id')
    .select(['s.id', 's.user_id', 's.endpoint'])
    .where('s.user_id', 'in', userIds)
    .where((eb) => eb.or([eb('p.push', 'is', null), eb('p.push', '=', true)]))
    .execute()
}

/** Active admins: told when a case is reported or declined. */
export async function adminIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_active', '=', true)
    .execute()
  return rows.map((r) => r.id)
}

/** The active users acting for an NGO: every member of its team, its own account included. */
export async function ngoUserIds(db: Db, ngoId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ngo_members as m')
    .innerJoin('users', 'users.id', 'm.user_id')
    .select('users.id')
    .where('m.ngo_id', '=', ngoId)
    .where('users.is_active', '=', true)
    .execute()
  return rows.map((r) => r.id)
}

/** Of these users, the ones to e-mail: active, address verified, e-mail not turned off. */
export async function mailRecipients(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .select('u.id')
    .where('u.id', 'in', userIds)
    .where('u.is_active', '=', true)
    .where('u.email_verified', '=', true)
    .where((eb) => eb.or([eb('p.email', 'is', null), eb('p.email', '=', true)]))
    .execute()
  return rows.map((r) => r.id)
}

/** A notification with what its e-mail needs, if it and its user still want one. */
export async function notificationToMail(db: Db, notificationId: number) {
  const found = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.title', 'n.message', 'n.url', 'n.user_id', 'u.email', 'u.first_name'])
    .where('n.id', '=', notificationId)
    .executeTakeFirst()
  if (!found || (await mailRecipients(db, [found.user_id])).length === 0) return undefined
  return found
}

/**
 * Everyone who hearted the animal and has not been told this `news` about it since `since`;
 * marks them told now (one statement, so two changes racing tell each heart once).
 */
export async function claimFavouriters(
  db: Db,
  animalId: number,
  news: 'available' | 'adopted',
  since: Date,
): Promise<number[]> {
  const column = news === 'available' ? 'available_told_at' : 'adopted_told_at'
  const rows = await db
    .updateTable('favourites')
    .set({ [column]: new Date() })
    .where('animal_id', '=', animalId)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', since)]))
    .returning('user_id')
    .execute()
  return rows.map((r) => r.user_id)
}
