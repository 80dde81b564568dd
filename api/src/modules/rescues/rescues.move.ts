// The one move path of a rescue case. Every status change (an NGO's field action, a move
// through PUT /rescues/{id}, an admin's assignment, an NGO's cases going back to the queue)
// is checked by its caller against the contracts' RESCUE_TRANSITIONS and applied here, in
// the caller's transaction:
// - one conditional UPDATE (where status = from, plus the caller's guard), so two actors
//   racing get one success and the other's UPDATE matches nothing;
// - the assignment's deadline: a move into `assigned` with an NGO starts a new one, any other
//   move answers the assignment, so its open deadline stops and the escalation mark clears;
// - the ring (docs/rules.md#dispatch): a case that becomes open with nobody holding it is
//   offered to the responders near it; one that stops being open ends its ring (taken: every
//   other offer reads "Taken by <NGO>");
// - one timeline entry (who, from, to, note), whose id the caller may attach photos to;
// - the notifications of the move, unless the caller words its own.
import { type ClinicAnimalState, RESCUE_OPEN, type RescueStatus, type ServerNote } from '@paws/contracts'
import type { Trx } from '../../db/database.ts'
import type { ClinicStep, RescueUpdate } from '../../db/schema.ts'
import { actorFor, historyValues } from '../../lib/history.ts'
import { endRing, startRing } from '../dispatch/dispatch.ring.ts'
import type { RescueDeps } from './rescues.deps.ts'
import { startDeadline, stopDeadlines } from './rescues.escalation.service.ts'
import { announceMove, caseFacts } from './rescues.notify.ts'
import * as repo from './rescues.repository.ts'

export interface CaseMove {
  row: repo.RescueRow
  to: RescueStatus
  /** Who moves the case, and the part they play in it (the timeline's role). */
  by: { id: number; role: string }
  /** Columns set with the status (the NGO, the decline's reason...). */
  set?: RescueUpdate
  /** What else must still hold for the move to apply (see repo.moveStatus). */
  guard: repo.MoveGuard
  /** A person's words, or a server note (its key and values). */
  note: string | ServerNote | null
  /** A move outside the machine that an admin made anyway. */
  override?: boolean
  /** What the timeline entry also keeps: a completion's outcome, the moment made on the phone. */
  entry?: {
    outcome?: string | null
    outcome_place?: string | null
    occurred_at?: Date | null
    /** A step of a hand-over to a clinic (rescues.handover.service.ts). */
    handover_id?: number
    clinic_step?: ClinicStep
    animal_state?: ClinicAnimalState | null
  }
  /** The notifications: the NGO they name, and a decline's reason; false when the caller tells. */
  announce: { ngo: { id: number; name: string } | null; declineReason?: string | null } | false
}

/** Applies the move; answers its timeline entry's id, or null when the case was no longer as expected. */
export async function moveCase(
  trx: Trx,
  deps: Pick<RescueDeps, 'notifier' | 'jobs' | 'clock'>,
  move: CaseMove,
): Promise<number | null> {
  const { row, to } = move
  const set: RescueUpdate = { ...move.set, status: to, escalated_at: null }
  if (!(await repo.moveStatus(trx, row.id, row.status, set, move.guard))) return null
  if (to === 'assigned' && typeof set.ngo_id === 'number') await startDeadline(trx, deps, row, set.ngo_id)
  else await stopDeadlines(trx, deps, row.id)
  const ngoAfter = set.ngo_id === undefined ? row.ngo_id : set.ngo_id
  const wasOpen = RESCUE_OPEN.includes(row.status) && row.ngo_id === null
  const isOpen = RESCUE_OPEN.includes(to) && ngoAfter === null
  if (wasOpen && !isOpen) {
    const taker = typeof ngoAfter === 'number' && move.announce ? move.announce.ngo : null
    await endRing(trx, deps, row, taker ? { byUserId: move.by.id, ngoName: taker.name } : null)
  } else if (isOpen && !wasOpen) {
    await startRing(trx, deps, {
      ...row,
      status: to,
      declined_by_ngo_id: set.declined_by_ngo_id ?? row.declined_by_ngo_id,
    })
  }
  const who = await actorFor(trx, move.by.id, move.by.role)
  const historyId = await repo.insertHistory(trx, {
    rescue_id: row.id,
    ...historyValues(who, row.status, to, move.note, move.override),
    ...move.entry,
  })
  if (move.announce) {
    const { ngo, declineReason } = move.announce
    await announceMove(trx, deps.notifier, caseFacts(row), { to, actorId: move.by.id, ngo, declineReason })
  }
  return historyId
}
