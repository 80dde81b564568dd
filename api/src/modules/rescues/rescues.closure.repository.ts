// The answers to "Was the animal helped?" (docs/rules.md#closure): one per person and completion.
import type { Db } from '../../db/database.ts'

/** The case's latest completion: its timeline entry into completed. */
export function latestCompletion(db: Db, rescueId: number) {
  return db
    .selectFrom('rescue_history')
    .select(['id', 'created_at'])
    .where('rescue_id', '=', rescueId)
    .where('to_status', '=', 'completed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export function answerOf(db: Db, completionId: number, userId: number) {
  return db
    .selectFrom('rescue_closures')
    .select(['helped', 'note', 'reopened', 'created_at'])
    .where('completion_id', '=', completionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** Whether a follower's "still there" on the case was told to the admins since `since`. */
export async function deskToldSince(db: Db, rescueId: number, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('rescue_closures')
    .select('id')
    .where('rescue_id', '=', rescueId)
    .where('desk_told', '=', true)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Keeps the answer; false when this person already answered this completion. */
export async function insertAnswer(
  db: Db,
  values: { rescue_id: number; completion_id: number; user_id: number; helped: boolean; note: string | null },
  done: { reopened: boolean; deskTold: boolean },
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('rescue_closures')
    .values({ ...values, reopened: done.reopened, desk_told: done.deskTold, created_at: at })
    .onConflict((oc) => oc.columns(['completion_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
