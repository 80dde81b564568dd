// Kysely for escalation deadlines (migration 0008); locking, closing and listing them is the
// timed steps' (lib/timed-steps.repository.ts).
import type { Db } from '../../db/database.ts'

/** A new deadline due at `dueAt` for the case's assignment to `ngoId`, set at `now` (the app's clock). */
export async function insertDeadline(db: Db, rescueId: number, ngoId: number, dueAt: Date, now: Date) {
  return db
    .insertInto('rescue_deadlines')
    .values({ rescue_id: rescueId, ngo_id: ngoId, due_at: dueAt, created_at: now })
    .returning(['id', 'due_at'])
    .executeTakeFirstOrThrow()
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
