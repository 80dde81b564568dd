// Graceful drain. Once the app starts closing (SIGTERM in server.ts calls app.close()):
// - requests already received (running, or waiting for a database connection) run to the
//   end; their answers carry `Connection: close` so their keep-alive sockets end with them;
// - a new request on a still-open keep-alive connection gets 503 with Retry-After and
//   `Connection: close` (new connections are refused: the listener is closed);
// - the job workers stop taking jobs at once; a job already running finishes (pg-boss waits
//   for it when the queue stops, after the last request).
// Fastify's own `return503OnClosing` answer has no Retry-After, so it is turned off in
// runtime.ts and this hook answers instead, in the API's error shape.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { readerLocale, translate } from '../../lib/i18n.ts'

export const DRAIN_RETRY_AFTER_SECONDS = 5

export default fp(async function drain(app: FastifyInstance) {
  let draining = false

  app.addHook('preClose', async () => {
    draining = true
    app.log.info('draining: requests already received finish, new ones get 503')
    await app.jobs.pause()
  })

  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return
    return (
      reply
        .status(503)
        .headers({ 'retry-after': String(DRAIN_RETRY_AFTER_SECONDS), connection: 'close' })
        // Not the route's 503 schema (/api/health has its own): this answer has one shape, in the
        // request's language (no session is read this early: its Accept-Language).
        .type('application/json')
        .serializer(JSON.stringify)
        .send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: translate(readerLocale(request), 'error.serverRestarting'),
        })
    )
  })

  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close')
  })
})
