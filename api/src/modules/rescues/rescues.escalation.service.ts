// Nobody left waiting (docs/rules.md#deadlines): every assignment of a case to an NGO
// sets a deadline (the admins' settings: critical and high urgency one, the others another).
// A deadline is a timed step (lib/timed-steps.ts: its job locks the row with SKIP LOCKED and
// closes it in the same transaction, so with any number of workers it fires once), on the
// app's clock. The handler re-checks the case: an NGO
// that accepted (or any other move, or a reassignment, which makes a new deadline) cancels
// it. Firing marks the case escalated ("No response from {NGO}") and tells every admin.
import type { MessageId } from '@lingui/core'
import type { Urgency } from '@paws/contracts'
import type { Database, Trx } from '../../db/database.ts'
import type { JobQueue, QueueSpec } from '../../lib/jobs.ts'
import { defineWorker } from '../../lib/workers.ts'
import {
  cancelOpenSteps,
  closeStep,
  queueStep,
  runDueBy,
  type StepOutcome,
  type TimedKind,
  takeDueStep,
} from '../../lib/timed-steps.ts'
import type { Clock } from '../../lib/clock.ts'
import { escalationSettings, minutesToAccept } from '../../lib/settings.ts'
import { adminIds } from '../notifications/notifications.repository.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import * as deadlines from './rescues.escalation.repository.ts'
import { findRescue } from './rescues.repository.ts'

export const ESCALATION_QUEUE: QueueSpec = {
  name: 'rescue-escalation',
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
}

export interface EscalationJob {
  deadlineId: number
}

/** The deadlines as timed steps. */
const DEADLINES: TimedKind<'rescue_deadlines', EscalationJob> = {
  table: 'rescue_deadlines',
  queue: ESCALATION_QUEUE,
  key: 'deadline',
  job: (deadlineId) => ({ deadlineId }),
  idOf: (job) => job.deadlineId,
}

/** Sets the deadline of a new assignment and queues its job, inside the assignment's transaction. */
export async function startDeadline(
  trx: Trx,
  deps: { jobs: JobQueue; clock: Clock },
  rescue: { id: number; urgency: Urgency },
  ngoId: number,
) {
  const now = deps.clock()
  await cancelOpenSteps(trx, DEADLINES.table, rescue.id, now)
  const minutes = minutesToAccept(await escalationSettings(trx), rescue.urgency)
  const due = new Date(now.getTime() + minutes * 60_000)
  await queueStep(trx, deps.jobs, DEADLINES, await deadlines.insertDeadline(trx, rescue.id, ngoId, due, now))
}

/** The case left `assigned` (accepted, declined, cancelled...): its deadline is moot. */
export async function stopDeadlines(trx: Trx, deps: { clock: Clock }, rescueId: number): Promise<void> {
  await cancelOpenSteps(trx, DEADLINES.table, rescueId, deps.clock())
}

export function createEscalation(deps: { db: Database; notifier: Notifier; jobs: JobQueue; clock: Clock }) {
  const { db, notifier, jobs } = deps

  /** Runs one deadline's job as of `now` (the app's clock, as the job worker runs it; tests may pass theirs). */
  async function fire(job: EscalationJob, now: Date = deps.clock()): Promise<StepOutcome> {
    const outcome = await db.transaction().execute(async (trx): Promise<StepOutcome> => {
      const due = await takeDueStep(trx, jobs, DEADLINES, job, now)
      if (!due.row) return due.outcome
      const deadline = due.row
      const dueAt = new Date(deadline.due_at)
      const row = await findRescue(trx, deadline.rescue_id)
      if (!row || !(await deadlines.markEscalated(trx, row.id, deadline.ngo_id, now))) {
        await closeStep(trx, DEADLINES.table, deadline.id, 'cancelled', now)
        return 'cancelled'
      }
      await closeStep(trx, DEADLINES.table, deadline.id, 'fired', now)
      const minutes = Math.round((dueAt.getTime() - new Date(deadline.created_at).getTime()) / 60_000)
      const late = localized('rescue', `/rescue/${row.id}`, (t) => {
        const values = {
          ngo: row.ngo_name ?? t._('notify.theNgoLower'),
          id: row.id,
          urgency: t._(`notify.urgency.${row.urgency}` as MessageId),
          city: row.location.city ?? '',
          minutes,
        }
        return { title: t._('notify.noResponse.title', values), message: t._('notify.noResponse.message', values) }
      })
      await notifier.notify(trx, await adminIds(trx), late)
      return 'fired'
    })
    if (outcome === 'fired') notifier.flush()
    return outcome
  }

  /**
   * Development and browser tests only (dev routes): runs every open deadline as if the clock
   * read `at`, exactly as the job would then. Answers how many fired.
   */
  function dueBy(at: Date): Promise<number> {
    return runDueBy(db, DEADLINES, at, fire)
  }

  /** The escalation queue's worker: fires the deadline its job names, now. */
  const worker = defineWorker<EscalationJob>(ESCALATION_QUEUE, (job) => fire(job))

  return { fire, runDueBy: dueBy, worker }
}

export type Escalation = ReturnType<typeof createEscalation>
