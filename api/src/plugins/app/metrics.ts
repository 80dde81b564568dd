// Prometheus metrics at GET /api/metrics: requests by method, route pattern and status class,
// their latency, the job queue's depth (read from pg-boss's table at scrape time), push send
// failures and the process's own metrics. Each app has its own registry (tests build several).
// Not public: with METRICS_TOKEN set, only `Authorization: Bearer <METRICS_TOKEN>`; without
// it, only a loopback client that is not a proxied request (a reverse proxy on the same
// host would otherwise expose it): the development mailbox's rule (lib/net.ts). Anyone else gets the ordinary 404.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { isDirectLocalRequest } from '../../lib/net.ts'

export type PushFailureReason = 'retry' | 'gone' | 'rejected'

export interface Metrics {
  pushFailure(reason: PushFailureReason): void
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? ''
    return header.startsWith('Bearer ') && sameSecret(header.slice(7), token)
  }
  return isDirectLocalRequest({ socket: request.raw.socket, headers: request.headers })
}

export default fp(async function metrics(app: FastifyInstance) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const labelNames = ['method', 'route', 'status_class'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const pushFailures = new Counter({
    name: 'push_send_failures_total',
    help: 'Web push sends that failed: retry (push service busy or unreachable), gone (subscription expired), rejected',
    labelNames: ['reason'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the background queue by queue and state (read at scrape time)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      // pg-boss makes its schema on first start; with JOBS_ENABLED=false there may be none.
      const exists = await sql<{ t: string | null }>`select to_regclass('pgboss.job')::text as t`.execute(app.db)
      if (!exists.rows[0]?.t) return
      const rows = await sql<{ name: string; state: string; count: number }>`
        select name, state::text as state, count(*)::int as count from pgboss.job group by name, state`.execute(app.db)
      for (const row of rows.rows) this.set({ queue: row.name, state: row.state }, row.count)
    },
  })

  app.decorate('metrics', { pushFailure: (reason: PushFailureReason) => pushFailures.inc({ reason }) })

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern (/api/animals/:id), never the raw URL: label values must stay few.
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    }
    requests.inc(labels)
    latency.observe(labels, reply.elapsedTime / 1000)
  })

  app.get('/api/metrics', {
    config: { rateLimit: false, access: 'operator' },
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!mayReadMetrics(request, app.config.METRICS_TOKEN)) return reply.callNotFound()
      const text = await registry.metrics()
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text)
    },
  })
})
