// One protocol for whatever the app does at a due time (docs/architecture.md#timed-steps): the
// rings' steps (dispatch.ring.ts) and the escalation deadlines (rescues.escalation.service.ts). A step
// is a row due at `due_at`; a pg-boss job queued for that time in the transaction that made the
// row (one per row: singletonKey) fires it. Firing locks the row with FOR UPDATE SKIP LOCKED,
// so with any number of workers and API processes one decides; a job that comes early (the
// clocks of the job queue and this process differ) queues itself again for the due time; the
// step is closed, fired or cancelled, in the same transaction as what it does. Time is the
// app's clock (lib/clock.ts), so a simulated day (the dispatch benchmark) runs them all.
import type { Database, Trx } from '../db/database.ts'
import type { JobQueue, QueueSpec } from './jobs.ts'
import * as steps from './timed-steps.repository.ts'

export type StepOutcome = 'fired' | 'cancelled' | 'not-due' | 'skipped'

/** One kind of timed step: its table, its queue, and the job that names a row of it. */
export interface TimedKind<T extends steps.TimedTable, J extends object> {
  table: T
  queue: QueueSpec
  /** The jobs' singleton keys start with it: one job per row (`<key>-<id>`). */
  key: string
  /** The job of the step `id`. */
  job(id: number): J
  /** The step a job names. */
  idOf(job: J): number
}

/** Queues the job that fires the step at its due time, in the transaction that made the row. */
export async function queueStep<J extends object>(
  trx: Trx,
  jobs: JobQueue,
  kind: TimedKind<steps.TimedTable, J>,
  row: { id: number; due_at: Date | string },
): Promise<void> {
  await jobs.schedule(trx, kind.queue.name, kind.job(row.id), {
    startAfter: new Date(row.due_at),
    singletonKey: `${kind.key}-${row.id}`,
  })
}

/**
 * The step a job names, locked, if it is open and due by `now`; else what the job comes to:
 * 'skipped' (closed already, or another worker holds it), 'not-due' (queued again for its time).
 * The caller then closes it with closeStep, fired or cancelled, in the same transaction.
 */
export async function takeDueStep<T extends steps.TimedTable, J extends object>(
  trx: Trx,
  jobs: JobQueue,
  kind: TimedKind<T, J>,
  job: J,
  now: Date,
) {
  const row = await steps.lockOpenStep(trx, kind.table, kind.idOf(job))
  if (!row) return { outcome: 'skipped' as const }
  const dueAt = new Date(row.due_at)
  if (dueAt > now) {
    await jobs.schedule(trx, kind.queue.name, job, {
      startAfter: dueAt,
      singletonKey: `${kind.key}-${row.id}-again-${now.getTime()}`,
    })
    return { outcome: 'not-due' as const }
  }
  return { row }
}

export const closeStep = steps.closeStep
export const cancelOpenSteps = steps.cancelOpenSteps

/**
 * Runs every open step of `kind` due by `at` through `fire`, as its job would then (the
 * development clock route, the dispatch benchmark's simulated day); answers how many fired.
 */
export async function runDueBy<J extends object>(
  db: Database,
  kind: TimedKind<steps.TimedTable, J>,
  at: Date,
  fire: (job: J, now: Date) => Promise<StepOutcome>,
): Promise<number> {
  let fired = 0
  for (const id of await steps.openStepsDueBy(db, kind.table, at)) {
    if ((await fire(kind.job(id), at)) === 'fired') fired += 1
  }
  return fired
}
