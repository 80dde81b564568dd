// Nobody left waiting (docs/rules.md#deadlines): every assignment of a case to an NGO
// sets a deadline (the admins' settings: critical and high urgency one, the others another).
// A pg-boss job due at that time (startAfter, singleton per deadline) fires it: the deadline
// row is locked with FOR UPDATE SKIP LOCKED and closed in the same transaction, so with any
// number of workers and API processes it fires once. The handler re-checks the case: an NGO
// that accepted (or any other move, or a reassignment, which makes a new deadline) cancels
// it. Firing marks the case escalated ("No response from {NGO}") and tells every admin.
import type { MessageId } from '@lingui/core'
import type { Urgency } from '@paws/contracts'
import type { Database, Trx } from '../../db/database.ts'
import type { JobQueue, QueueSpec } from '../../lib/jobs.ts'
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

export type FireOutcome = 'fired' | 'cancelled' | 'not-due' | 'skipped'

/** Sets the deadline of a new assignment and queues its job, inside the assignment's transaction. */
export async function startDeadline(trx: Trx, jobs: JobQueue, rescue: { id: number; urgency: Urgency }, ngoId: number) {
  await deadlines.cancelOpenDeadlines(trx, rescue.id)
  const minutes = minutesToAccept(await escalationSettings(trx), rescue.urgency)
  const deadline = await deadlines.insertDeadline(trx, rescue.id, ngoId, minutes)
  await jobs.schedule(trx, ESCALATION_QUEUE.name, { deadlineId: deadline.id } satisfies EscalationJob, {
    startAfter: new Date(deadline.due_at),
    singletonKey: `deadline-${deadline.id}`,
  })
}

/** The case left `assigned` (accepted, declined, cancelled...): its deadline is moot. */
export const stopDeadlines = deadlines.cancelOpenDeadlines

export function createEscalation(deps: { db: Database; notifier: Notifier; jobs: JobQueue }) {
  const { db, notifier, jobs } = deps

  /** Runs one deadline's job as of `now` (the job worker passes the current time; tests pass theirs). */
  async function fire(job: EscalationJob, now: Date = new Date()): Promise<FireOutcome> {
    const outcome = await db.transaction().execute(async (trx): Promise<FireOutcome> => {
      const deadline = await deadlines.lockOpenDeadline(trx, job.deadlineId)
      if (!deadline) return 'skipped'
      const dueAt = new Date(deadline.due_at)
      if (dueAt > now) {
        // Early (clocks of the job queue and this process differ): run again when due.
        await jobs.schedule(trx, ESCALATION_QUEUE.name, job, {
          startAfter: dueAt,
          singletonKey: `deadline-${deadline.id}-again-${now.getTime()}`,
        })
        return 'not-due'
      }
      const row = await findRescue(trx, deadline.rescue_id)
      if (!row || !(await deadlines.markEscalated(trx, row.id, deadline.ngo_id, now))) {
        await deadlines.closeDeadline(trx, deadline.id, 'cancelled', now)
        return 'cancelled'
      }
      await deadlines.closeDeadline(trx, deadline.id, 'fired', now)
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
  async function runDueBy(at: Date): Promise<number> {
    let fired = 0
    for (const id of await deadlines.openDeadlinesDueBy(db, at)) {
      if ((await fire({ deadlineId: id }, at)) === 'fired') fired += 1
    }
    return fired
  }

  return { fire, runDueBy }
}

export type Escalation = ReturnType<typeof createEscalation>
