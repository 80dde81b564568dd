// The background job queue (pg-boss on the app's database) as `app.jobs`. It starts with the
// app and stops on close, so tests and shutdowns don't hang on its pollers. JOBS_ENABLED=0
// gives a queue that drops everything (notifications are still stored).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isDatabaseUnavailable } from '../../lib/db-availability.ts'
import { disabledJobQueue, type QueueSpec, startJobQueue } from '../../lib/jobs.ts'

/** The database going away is expected (restart, failover): a short warning, not the pg client. */
function logJobError(app: FastifyInstance, err: Error, msg: string) {
  if (isDatabaseUnavailable(err)) {
    app.log.warn(
      { err: { message: err.message, code: (err as { code?: unknown }).code } },
      `${msg}: database unavailable`,
    )
  } else app.log.error({ err }, msg)
}

export default fp(async (app: FastifyInstance, opts: { databaseUrl: string; queues: QueueSpec[] }) => {
  const jobs = app.config.JOBS_ENABLED
    ? await startJobQueue({
        connectionString: opts.databaseUrl,
        queues: opts.queues,
        pollingIntervalSeconds: app.config.JOBS_POLL_SECONDS,
        onError: (err) => logJobError(app, err, 'job queue error'),
        onRetry: (err) => logJobError(app, err, "job queue: a job's outcome waits for the database"),
      })
    : disabledJobQueue
  app.decorate('jobs', jobs)
  app.addHook('onClose', async () => {
    await jobs.stop()
  })
})
