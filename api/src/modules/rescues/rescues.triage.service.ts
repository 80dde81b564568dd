// The desk's triage: a flood does not drown a real case (docs/rules.md#dispatch).
// - A new account (created less than NEW_ACCOUNT_DAYS ago, no report of it ever taken by an
//   NGO) may have NEW_ACCOUNT_RUNG_REPORTS_PER_DAY open critical or high reports from one day;
//   the next one is held for the admins' review instead of ringing anyone. Every report of an
//   account marked as sending false reports is held too. A report that came by SMS is never
//   held, and an account's first report never is (nothing is known against it yet).
// - A responder answers an offer "looks false" with a reason: the ring moves on as for "Can't".
//   When FALSE_FLAGS_TO_MARK different people have said so of the account's reports, or an
//   admin marks it, the account is marked: its open reports nobody holds are held and their
//   rings withdrawn, and the offers they made stop counting toward anyone's daily cap
//   (dispatch.repository offerCounts).
// - An admin releases a held report: its ring starts as for a new case.
// - The same photo filed again by the same account joins its first open case of the last
//   SAME_PHOTO_WINDOW_DAYS days instead of making another case.
import {
  FALSE_FLAGS_TO_MARK,
  isRung,
  NEW_ACCOUNT_DAYS,
  NEW_ACCOUNT_RUNG_REPORTS_PER_DAY,
  type TriageReason,
} from '@paws/contracts'
import { SAME_PHOTO_WINDOW_DAYS } from '@paws/contracts/schemas/rescues'
import type { Trx } from '../../db/database.ts'
import { actorFor, type HistoryActor, historyValues } from '../../lib/history.ts'
import { answerOffer } from '../dispatch/dispatch.repository.ts'
import { cantTake, startRing, withdrawRing } from '../dispatch/dispatch.ring.ts'
import type { RescueDeps } from './rescues.deps.ts'
import { announceHeld, announceMarked, caseFacts } from './rescues.notify.ts'
import * as repo from './rescues.repository.ts'
import * as triage from './rescues.triage.repository.ts'

const DAY_MS = 24 * 3_600_000

/**
 * Why a report just filed is held for review, or null when it rings as usual. Runs in the
 * report's transaction, with the reporting account locked.
 */
export async function triageOnFiling(
  trx: Trx,
  row: repo.RescueRow,
  via: { sms: boolean },
): Promise<TriageReason | null> {
  if (via.sms || row.requester_id === null) return null
  const reporter = await triage.lockReporter(trx, row.requester_id)
  if (!reporter || reporter.role === 'admin') return null
  if (reporter.false_reports_at !== null) return 'false_reports'
  if (!isRung(row.urgency)) return null
  const filed = new Date(row.created_at)
  if (filed.getTime() - new Date(reporter.created_at).getTime() >= NEW_ACCOUNT_DAYS * DAY_MS) return null
  if (await triage.everTaken(trx, reporter.id)) return null
  const others = await triage.openRungReportsSince(trx, reporter.id, new Date(filed.getTime() - DAY_MS), row.id)
  return others >= NEW_ACCOUNT_RUNG_REPORTS_PER_DAY ? 'new_account' : null
}

/** Holds a report just filed, writes why on its timeline, and tells the reporter and (once a day) the admins. */
export async function holdNew(trx: Trx, deps: RescueDeps, row: repo.RescueRow, why: TriageReason): Promise<void> {
  const requesterId = row.requester_id ?? 0
  const at = new Date(row.created_at)
  await triage.setTriage(trx, row.id, why, at)
  const actor = await actorFor(trx, requesterId, 'requester')
  const note =
    why === 'new_account'
      ? { key: 'historyNote.heldNewAccount' as const, values: { max: NEW_ACCOUNT_RUNG_REPORTS_PER_DAY } }
      : { key: 'historyNote.heldFalseReports' as const }
  await repo.insertHistory(trx, { rescue_id: row.id, ...historyValues(actor, row.status, row.status, note) })
  const tellAdmins = !(await triage.heldSince(trx, requesterId, new Date(at.getTime() - DAY_MS), row.id))
  await announceHeld(trx, deps.notifier, caseFacts(row), requesterId, why, tellAdmins)
}

/**
 * Marks the reporting account as sending false reports (by an admin, or by the responder whose
 * "looks false" made the count) and holds its open reports nobody holds: their rings are
 * withdrawn and their offers stop counting toward the daily cap. Answers how many were held.
 */
export async function markFalseReporter(
  trx: Trx,
  deps: RescueDeps,
  row: repo.RescueRow,
  by: HistoryActor,
): Promise<number> {
  if (row.requester_id === null) return 0
  const now = deps.clock()
  const marked = await triage.markAccount(trx, row.requester_id, by.role === 'admin' ? by.id : null, now)
  const held = await triage.openReportsToHold(trx, row.requester_id)
  for (const id of held) {
    await triage.setTriage(trx, id, 'false_reports', now)
    await withdrawRing(trx, deps, id)
    const status = (await repo.statusOf(trx, id)) ?? row.status
    await repo.insertHistory(trx, {
      rescue_id: id,
      ...historyValues(by, status, status, { key: 'historyNote.heldFalseReports' }),
    })
  }
  if (marked) await announceMarked(trx, deps.notifier, caseFacts(row), held.length, by.id)
  return held.length
}

/**
 * A responder's "looks false" on an open offer of an open case: kept with the reason on the
 * case's timeline (for the desk). The FALSE_FLAGS_TO_MARK-th different person marks the account
 * (this case is held with its other reports); otherwise the ring moves on as for "Can't".
 * Answers the timeline entry.
 */
export async function looksFalse(
  trx: Trx,
  deps: RescueDeps,
  row: repo.RescueRow,
  responder: { id: number },
  reason: string,
): Promise<number> {
  await triage.insertFlag(trx, row.id, responder.id, reason)
  const who = await actorFor(trx, responder.id, 'ngo')
  const historyId = await repo.insertHistory(trx, {
    rescue_id: row.id,
    ...historyValues(who, row.status, row.status, { key: 'historyNote.looksFalse', values: { reason } }),
  })
  const enough = row.requester_id !== null && (await triage.flaggersOf(trx, row.requester_id)) >= FALSE_FLAGS_TO_MARK
  if (enough) {
    await answerOffer(trx, row.id, responder.id, 'cant', 'looks_false', deps.clock())
    await markFalseReporter(trx, deps, row, who)
  } else {
    await cantTake(trx, deps, row, responder.id, 'looks_false')
  }
  return historyId
}

/** An admin releases a held report: it rings as a new case does. False when it was not held (or moved on). */
export async function release(trx: Trx, deps: RescueDeps, row: repo.RescueRow, adminId: number): Promise<boolean> {
  if (!(await triage.clearTriage(trx, row.id))) return false
  const who = await actorFor(trx, adminId, 'admin')
  await repo.insertHistory(trx, {
    rescue_id: row.id,
    ...historyValues(who, row.status, row.status, { key: 'historyNote.released' }),
  })
  await startRing(trx, deps, row)
  return true
}

/**
 * The same photo filed again by the same account: the new report joins the reporter's first
 * open case with that photo (it is kept, closed as merged into it, and both timelines say so).
 * Answers the case joined, or null.
 */
export async function joinSamePhoto(
  trx: Trx,
  row: repo.RescueRow,
  hashes: readonly string[] | undefined,
): Promise<number | null> {
  if (row.requester_id === null || !hashes?.length) return null
  const since = new Date(new Date(row.created_at).getTime() - SAME_PHOTO_WINDOW_DAYS * DAY_MS)
  const first = await triage.ownCaseWithPhoto(trx, row.requester_id, hashes, row.id, since)
  if (first === null) return null
  await triage.joinInto(trx, row.id, first)
  const actor = await actorFor(trx, row.requester_id, 'requester')
  await repo.insertHistory(trx, {
    rescue_id: row.id,
    ...historyValues(actor, row.status, 'cancelled', { key: 'historyNote.joinedSamePhoto', values: { id: first } }),
  })
  const status = (await repo.statusOf(trx, first)) ?? row.status
  await repo.insertHistory(trx, {
    rescue_id: first,
    ...historyValues(actor, status, status, { key: 'historyNote.joinedHere', values: { id: row.id } }),
  })
  return first
}

/** The case a report's key now answers: the case it joined for its photo, else itself. */
export async function answeringCase(trx: Trx, id: number): Promise<number> {
  return (await triage.joinedInto(trx, id)) ?? id
}
