// Kysely for the tables of things done at a due time (lib/timed-steps.ts): a row per step, due
// at `due_at`, open until `fired_at` or `cancelled_at` is set.
import type { Db } from '../db/database.ts'

/** The tables that keep the timed-steps protocol: the rings' steps (0020) and the escalation deadlines (0008). */
export type TimedTable = 'rescue_ring_steps' | 'rescue_deadlines'

/**
 * The step if it is still open, locked for this transaction. Another worker holding the lock
 * makes this answer nothing at once (SKIP LOCKED): that worker decides, this one leaves.
 */
export function lockOpenStep<T extends TimedTable>(db: Db, table: T, id: number) {
  return db
    .selectFrom(table as TimedTable)
    .selectAll()
    .where('id', '=', id)
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst()
}

export async function closeStep(db: Db, table: TimedTable, id: number, how: 'fired' | 'cancelled', at: Date) {
  await db
    .updateTable(table)
    .set(how === 'fired' ? { fired_at: at } : { cancelled_at: at })
    .where('id', '=', id)
    .execute()
}

/** Closes every open step of the case (it moved on): cancelled at `at`. */
export async function cancelOpenSteps(db: Db, table: TimedTable, rescueId: number, at: Date): Promise<void> {
  await db
    .updateTable(table)
    .set({ cancelled_at: at })
    .where('rescue_id', '=', rescueId)
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute()
}

/** The open steps due by `at`, earliest first. */
export async function openStepsDueBy(db: Db, table: TimedTable, at: Date): Promise<number[]> {
  const rows = await db
    .selectFrom(table as TimedTable)
    .select('id')
    .where('fired_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('due_at', '<=', at)
    .orderBy('due_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => r.id)
}
