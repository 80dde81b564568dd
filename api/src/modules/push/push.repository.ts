import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

export interface SubscriptionInput {
  userId: number
  endpoint: string
  p256dh: string
  auth: string
  userAgent: string | null
}

/** Upsert by endpoint: a browser re-subscribing, or signed in as someone else, is one row. */
export async function saveSubscription(db: Db, input: SubscriptionInput): Promise<{ created: boolean }> {
  const row = await db
    .insertInto('push_subscriptions')
    .values({
      user_id: input.userId,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      user_agent: input.userAgent,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        user_agent: eb.ref('excluded.user_agent'),
        updated_at: new Date(),
      })),
    )
    // xmax is 0 only on a row this statement inserted (not on one it updated).
    .returning(sql<boolean>`(xmax = 0)`.as('created'))
    .executeTakeFirstOrThrow()
  return { created: row.created }
}

/** Keeps the user's `keep` most recently used subscriptions (subscribed, renewed or delivered to). */
export async function pruneUserSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy(sql`greatest(updated_at, last_success_at)`, 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute()
}

export async function deleteUserSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Every device of a user (the account is being closed). */
export async function deleteAllUserSubscriptions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute()
}

export function findSubscription(db: Db, id: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Removes a subscription the push service says is gone (only if it still has that endpoint). */
export async function dropSubscription(db: Db, id: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).where('endpoint', '=', endpoint).execute()
}

export async function markDelivered(db: Db, id: number): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_success_at: new Date() }).where('id', '=', id).execute()
}
