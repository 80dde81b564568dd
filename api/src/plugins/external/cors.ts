// CORS only when CORS_ORIGINS is configured: by default the PWA is served from the same
// origin as the API and needs none.
import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export default fp(async (app: FastifyInstance) => {
  const origins = app.config.corsOrigins
  if (origins.length === 0) return
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  })
})
