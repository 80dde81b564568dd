// Background work in PostgreSQL through pg-boss, so any replica may pick up a job and none
// is lost on a restart. Jobs are added inside the caller's transaction (pg-boss takes a `db`
// whose executeSql runs on that transaction's connection): a rolled-back change queues
// nothing, and a committed one always has its jobs. Never wait on the pool inside a
// transaction (PGlite runs one transaction at a time): enqueue only through `db`.
//
// The database may go away while a job runs (restart, failover): a worker marks its job done
// or failed itself and, if that write finds no database, tries again every second until it
// is back (or the job's expiry nears, after which pg-boss's maintenance retries the job), so
// a job that ran is recorded as run, and none is left behind. pg-boss then writes the same
// outcome once more without waiting for it (a no-op once ours is stored); if that write
// fails, the server's process handler logs it and carries on (src/process-events.ts).
import PgBoss from 'pg-boss'
import type { Db } from '../db/database.ts'
import { kyselyExecutor } from '../db/pg-boss-executor.ts'
import { isDatabaseUnavailable } from './db-availability.ts'

export interface QueueSpec {
  name: string
  retryLimit: number
  /** Seconds before the first retry; doubled (with jitter) on each retry when retryBackoff. */
  retryDelay: number
  retryBackoff: boolean
  expireInSeconds: number
}

export interface JobQueue {
  readonly enabled: boolean
  /** Adds jobs on `db` (a transaction or the database); `startAfter` holds them until then. */
  enqueue(db: Db, queue: string, jobs: object[], options?: { startAfter?: Date }): Promise<void>
  /**
   * Adds one job on `db` that no worker takes before `startAfter`; a second job with the same
   * `singletonKey` while the first waits is not added (a deadline is queued once).
   */
  schedule(db: Db, queue: string, data: object, options: { startAfter: Date; singletonKey: string }): Promise<void>
  /** Tells this process's worker on `queue` to fetch now rather than at its next poll. */
  wake(queue: string): void
  /** Runs `handler` for each job of `queue`; a throw fails the job and pg-boss retries it. */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>
  /** Stops taking new jobs (a shutdown has begun); jobs already running go on. */
  pause(): Promise<void>
  stop(): Promise<void>
}

/** With JOBS_ENABLED=0: nothing is queued and nothing runs. */
export const disabledJobQueue: JobQueue = {
  enabled: false,
  enqueue: async () => {},
  schedule: async () => {},
  wake: () => {},
  work: async () => {},
  pause: async () => {},
  stop: async () => {},
}

export interface JobQueueOptions {
  connectionString: string
  queues: QueueSpec[]
  pollingIntervalSeconds?: number
  onError(error: Error): void
  /** A job's outcome could not be stored yet: the database is away; it is tried again. */
  onRetry?(error: Error): void
}

const OUTCOME_RETRY_MS = 1_000

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 3,
    application_name: 'paws-jobs',
    schedule: false,
    // Finished jobs are kept a week for inspection, then removed by pg-boss's maintenance.
    deleteAfterDays: 7,
  })
  boss.on('error', options.onError)
  await boss.start()
  for (const queue of options.queues) {
    const settings = {
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelay,
      retryBackoff: queue.retryBackoff,
      expireInSeconds: queue.expireInSeconds,
    }
    await boss.createQueue(queue.name, { name: queue.name, ...settings })
    // An existing queue keeps its old settings unless told.
    await boss.updateQueue(queue.name, { name: queue.name, ...settings })
  }
  const workers = new Map<string, string>()
  let stopping = false
  const expiry = new Map(options.queues.map((q) => [q.name, q.expireInSeconds * 1000]))

  /** Stores a job's outcome, waiting for the database while it is away. */
  async function record(queue: string, startedAt: number, write: () => Promise<unknown>): Promise<void> {
    // Leave pg-boss's expiry (which retries the job) a margin rather than race it.
    const until = startedAt + (expiry.get(queue) ?? 60_000) - 5_000
    for (;;) {
      try {
        await write()
        return
      } catch (err) {
        if (!isDatabaseUnavailable(err) || stopping || Date.now() + OUTCOME_RETRY_MS > until) throw err
        options.onRetry?.(err as Error)
        await new Promise((resolve) => setTimeout(resolve, OUTCOME_RETRY_MS))
      }
    }
  }

  return {
    enabled: true,
    async enqueue(db, queue, jobs, options) {
      if (jobs.length === 0) return
      const startAfter = options?.startAfter
      await boss.insert(
        jobs.map((data) => ({ name: queue, data, ...(startAfter ? { startAfter } : {}) })),
        { db: kyselyExecutor(db) },
      )
    },
    async schedule(db, queue, data, { startAfter, singletonKey }) {
      await boss.insert([{ name: queue, data, startAfter, singletonKey }], { db: kyselyExecutor(db) })
    },
    wake(queue) {
      const id = workers.get(queue)
      if (id) boss.notifyWorker(id)
    },
    async work<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
      const id = await boss.work<T>(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const startedAt = Date.now()
            let failure: unknown
            let failed = false
            try {
              await handler(job.data)
            } catch (err) {
              failure = err
              failed = true
            }
            try {
              await record(queue, startedAt, () =>
                failed ? boss.fail(queue, job.id, failure as object) : boss.complete(queue, job.id),
              )
            } catch (err) {
              // Still no database: pg-boss writes the outcome once more itself (a failure as a
              // failure), else the job stays active and its expiry retries it.
              options.onError(err as Error)
              if (failed) throw failure
            }
          }
          // There was work, so there may be more: fetch again now rather than after the polling
          // interval, or a burst (one event told to many people) drains one job per interval.
          const self = workers.get(queue)
          if (jobs.length > 0 && self) boss.notifyWorker(self)
        },
      )
      workers.set(queue, id)
    },
    async pause() {
      stopping = true
      for (const queue of workers.keys()) await boss.offWork(queue)
    },
    async stop() {
      stopping = true
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 })
    },
  }
}
