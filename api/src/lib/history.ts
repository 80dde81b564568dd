// Workflow timelines (DESIGN section 5): every status move writes one row of who, from, to,
// note and when, in the transaction of the move. Rescue and adoption history tables share
// the HistoryColumns layout, so they share this mapper and the actor naming rule.
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import type { Kysely, Selectable } from 'kysely'
import type { DB, HistoryColumns } from '../db/schema.ts'

export interface HistoryActor {
  id: number
  /** The part played in this move: admin, ngo, requester, owner, applicant... */
  role: string
  name: string
}

export function toHistoryEntry(row: Selectable<HistoryColumns>): HistoryEntry {
  return {
    from: row.from_status,
    to: row.to_status,
    actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    note: row.note,
    override: row.is_override,
    at: new Date(row.created_at).toISOString(),
  }
}

/**
 * The name a timeline shows for a user: their NGO's name when acting for it (as the NGO on a
 * rescue, or as the owner of an NGO's animal on an application), else their own.
 */
export async function actorFor(db: Kysely<DB>, userId: number, role: string): Promise<HistoryActor> {
  const row = await db
    .selectFrom('users')
    .leftJoin('ngos', 'ngos.user_id', 'users.id')
    .select(['users.first_name', 'users.last_name', 'ngos.name as ngo_name'])
    .where('users.id', '=', userId)
    .executeTakeFirst()
  const personal = row ? `${row.first_name} ${row.last_name}`.trim() : 'Unknown user'
  const forNgo = (role === 'ngo' || role === 'owner') && row?.ngo_name
  return { id: userId, role, name: forNgo ? row.ngo_name! : personal }
}

/** The columns of a new history row, for any history table. */
export function historyValues(
  actor: HistoryActor,
  from: string | null,
  to: string,
  note: string | null,
  override = false,
) {
  return {
    from_status: from,
    to_status: to,
    actor_id: actor.id,
    actor_role: actor.role,
    actor_name: actor.name,
    note,
    is_override: override,
  }
}
