// Kysely for merging a duplicate case into the one that stays (nothing is deleted).
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** Both cases, locked in id order (two merges of the same pair cannot deadlock). */
export function lockCases(db: Db, ids: number[]) {
  return db
    .selectFrom('rescues')
    .select(['id', 'status', 'requester_id', 'ngo_id', 'merged_into_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute()
}

/**
 * Moves the duplicate's photos to the survivor. Client photo ids are unique per case, so a
 * moved photo's id is prefixed with its old case: a device re-sending it is not confused.
 */
export async function movePhotos(db: Db, fromId: number, intoId: number): Promise<number> {
  const result = await db
    .updateTable('rescue_images')
    .set({ rescue_id: intoId, client_id: sql<string>`${`case${fromId}:`} || client_id` })
    .where('rescue_id', '=', fromId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The duplicate's reporter and followers follow the survivor (its own reporter excepted). */
export async function carryFollowers(db: Db, fromId: number, intoId: number): Promise<number[]> {
  const people = await db
    .selectFrom('rescue_followers')
    .select('user_id')
    .where('rescue_id', '=', fromId)
    .union(
      db
        .selectFrom('rescues')
        .select(sql<number>`requester_id`.as('user_id'))
        .where('id', '=', fromId)
        .where('requester_id', 'is not', null),
    )
    .execute()
  const survivor = await db.selectFrom('rescues').select('requester_id').where('id', '=', intoId).executeTakeFirst()
  const ids = people.map((p) => p.user_id).filter((id) => id !== survivor?.requester_id)
  if (ids.length > 0) {
    await db
      .insertInto('rescue_followers')
      .values(ids.map((user_id) => ({ rescue_id: intoId, user_id })))
      .onConflict((oc) => oc.columns(['rescue_id', 'user_id']).doNothing())
      .execute()
  }
  return ids
}

/** Copies the duplicate's timeline onto the survivor, each entry noting where it came from. */
export async function copyHistory(db: Db, fromId: number, intoId: number): Promise<void> {
  await db
    .insertInto('rescue_history')
    .columns([
      'rescue_id',
      'from_status',
      'to_status',
      'actor_id',
      'actor_role',
      'actor_name',
      'note',
      'is_override',
      'created_at',
    ])
    .expression(
      db
        .selectFrom('rescue_history')
        .select([
          sql<number>`${intoId}::int`.as('rescue_id'),
          'from_status',
          'to_status',
          'actor_id',
          'actor_role',
          'actor_name',
          sql<string>`${`From merged case #${fromId}`} || coalesce(': ' || note, '')`.as('note'),
          'is_override',
          'created_at',
        ])
        .where('rescue_id', '=', fromId)
        .orderBy('id'),
    )
    .execute()
}

/** The duplicate, now read-only: closed and pointing to the survivor. */
export async function markMerged(db: Db, fromId: number, intoId: number): Promise<void> {
  await db
    .updateTable('rescues')
    .set({ merged_into_id: intoId, status: 'cancelled', escalated_at: null, updated_at: new Date() })
    .where('id', '=', fromId)
    .execute()
}
