// Workflow timelines (docs/rules.md#status-machines): every status move writes one row of who,
// from, to, note and when, in the transaction of the move. Rescue and adoption history tables share
// the HistoryColumns layout, so they share this mapper and the actor naming rule.
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import type { Db } from '../db/database.ts'
import type { HistoryRow } from '../db/schema.ts'
import { findActorNames } from './history.repository.ts'

export interface HistoryActor {
  id: number
  /** The part played in this move: admin, ngo, requester, owner, applicant... */
  role: string
  name: string
}

export function toHistoryEntry(row: HistoryRow): HistoryEntry {
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
export async function actorFor(db: Db, userId: number, role: string): Promise<HistoryActor> {
  const row = await findActorNames(db, userId)
  const personal = row ? `${row.first_name} ${row.last_name}`.trim() : 'Unknown user'
  const ngoName = role === 'ngo' || role === 'owner' ? row?.ngo_name : null
  return { id: userId, role, name: ngoName || personal }
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
