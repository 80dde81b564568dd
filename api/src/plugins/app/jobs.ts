// The background job queue (pg-boss on the app's database) as `app.jobs`. It starts with the
// app and stops on close, so tests and shutdowns don't hang on its pollers. JOBS_ENABLED=0
// gives a queue that drops everything (notifications are still stored).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { disabledJobQueue, type QueueSpec, startJobQueue } from '../../lib/jobs.ts'

export default fp(async (app: FastifyInstance, opts: { databaseUrl: string; queues: QueueSpec[] }) => {
  const jobs = app.config.JOBS_ENABLED
    ? await startJobQueue({
        connectionString: opts.databaseUrl,
        queues: opts.queues,
        pollingIntervalSeconds: app.config.JOBS_POLL_SECONDS,
        onError: (err) => app.log.error({ err }, 'job queue error'),
      })
    : disabledJobQueue
  app.decorate('jobs', jobs)
  app.addHook('onClose', async () => {
    await jobs.stop()
  })
})
