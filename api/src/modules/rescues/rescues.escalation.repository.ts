// Kysely for escalation deadlines (migration 0008).
import type { Db } from '../../db/database.ts'

/** A new deadline due at `dueAt` for the case's assignment to `ngoId`, set at `now` (the app's clock). */
export async function insertDeadline(db: Db, rescueId: number, ngoId: number, dueAt: Date, now: Date) {
  return db
    .insertInto('rescue_deadlines')
    .values({ rescue_id: rescueId, ngo_id: ngoId, due_at: dueAt, created_at: now })
    .returning(['id', 'due_at'])
    .executeTakeFirstOrThrow()
}

/** Closes the case's open deadlines: the NGO answered, the case moved on or was reassigned. */
export async function cancelOpenDeadlines(db: Db, rescueId: number, at: Date): Promise<void> {
  await db
    .updateTable('rescue_deadlines')
    .set({ cancelled_at: at })
    .where('rescue_id', '=', rescueId)
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute()
}

/**
 * The deadline if it is still open, locked for this transaction. Another worker holding the
 * lock makes this answer nothing at once (SKIP LOCKED): that worker decides, this one leaves.
 */
export function lockOpenDeadline(db: Db, id: number) {
  return db
    .selectFrom('rescue_deadlines')
    .select(['id', 'rescue_id', 'ngo_id', 'due_at', 'created_at'])
    .where('id', '=', id)
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst()
}

export async function closeDeadline(db: Db, id: number, how: 'fired' | 'cancelled', at: Date): Promise<void> {
  await db
    .updateTable('rescue_deadlines')
    .set(how === 'fired' ? { fired_at: at } : { cancelled_at: at })
    .where('id', '=', id)
    .execute()
}

/** Marks the case escalated if it is still assigned to `ngoId` and not answered. */
export async function markEscalated(db: Db, rescueId: number, ngoId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('rescues')
    .set({ escalated_at: at })
    .where('id', '=', rescueId)
    .where('status', '=', 'assigned')
    .where('ngo_id', '=', ngoId)
    .where('merged_into_id', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Open deadlines due by `at`, oldest first (the development clock route runs them). */
export async function openDeadlinesDueBy(db: Db, at: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('rescue_deadlines')
    .select('id')
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('due_at', '<=', at)
    .orderBy('id')
    .execute()
  return rows.map((r) => r.id)
}
