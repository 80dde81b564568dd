// Workflow timelines (docs/rules.md#status-machines): every status move writes one row of who,
// from, to, note and when, in the transaction of the move. Rescue and adoption history tables share
// the HistoryColumns layout, so they share this mapper and the actor naming rule.
import type { ServerNote } from '@paws/contracts'
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import type { Db } from '../db/database.ts'
import type { HistoryRow } from '../db/schema.ts'
import { findActorNames } from './history.repository.ts'
import { englishTranslator } from './i18n.ts'

export interface HistoryActor {
  /** Null for a case filed by a signed-out phone's SMS, until an account claims it. */
  id: number | null
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
    ...(row.note_key ? { noteKey: row.note_key, noteValues: row.note_values ?? {} } : {}),
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

/**
 * The columns of a new history row, for any history table. A person's note is stored as
 * written; a server note as its key and values, with its English sentence in `note`
 * (docs/rules.md#languages).
 */
export function historyValues(
  actor: HistoryActor,
  from: string | null,
  to: string,
  note: string | ServerNote | null,
  override = false,
) {
  const server = typeof note === 'string' ? null : note
  return {
    from_status: from,
    to_status: to,
    actor_id: actor.id,
    actor_role: actor.role,
    actor_name: actor.name,
    note: server ? englishTranslator(server.key, server.values) : (note as string | null),
    note_key: server?.key ?? null,
    note_values: server ? JSON.stringify(server.values ?? {}) : null,
    is_override: override,
  }
}
