// The job workers in one registry (docs/architecture.md#jobs): each module declares its worker
// beside its code (the queue it takes and what one job does) and app.ts starts them all at once.
// What every worker shares is lib/jobs.ts's: a job's outcome is written by the worker itself,
// waiting for the database while it is away, and the drain (plugins/app/drain.ts) stops them
// all taking new jobs.
import type { JobQueue, QueueSpec } from './jobs.ts'

export interface Worker {
  queue: QueueSpec
  start(jobs: JobQueue): Promise<void>
}

/** A module's worker: `run` does one job of `queue`; a throw fails it and pg-boss retries it. */
export function defineWorker<J extends object>(queue: QueueSpec, run: (job: J) => Promise<unknown>): Worker {
  return {
    queue,
    start: (jobs) =>
      jobs.work<J>(queue.name, async (job) => {
        await run(job)
      }),
  }
}

/** Starts every worker of the registry (with JOBS_ENABLED=0 the queue takes none). */
export async function startWorkers(jobs: JobQueue, workers: Worker[]): Promise<void> {
  for (const worker of workers) await worker.start(jobs)
}
