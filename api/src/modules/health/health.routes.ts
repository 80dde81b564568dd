import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { pingDatabase } from './health.repository.ts'

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  embedded: Type.Boolean(),
  uptimeSeconds: Type.Number(),
})

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', {
    config: { access: 'public', rateLimit: false },
    schema: {
      summary: 'Whether the API and its database are up',
      tags: ['health'],
      response: { 200: Health, 503: Health },
    },
    handler: async (_req, reply) => {
      let up = true
      try {
        await pingDatabase(app.db)
      } catch (err) {
        app.log.warn({ err }, 'health check: database unreachable')
        up = false
      }
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        embedded: app.config.embeddedDb,
        uptimeSeconds: Math.round(process.uptime()),
      })
    },
  })
}
