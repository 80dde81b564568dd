// Development mailbox: what the server would have e-mailed, newest first. It holds sign-up
// codes and password reset links, so it is registered only when NODE_ENV is not production
// (see app.ts) and answers only a client on this machine: the socket's own address must be
// loopback (X-Forwarded-For is never trusted here), and a request that came through a proxy
// (forwarding headers) is refused even when the proxy itself is local. Anyone else gets the
// same 404 as an unknown route.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { NotFound } from '../../lib/errors.ts'
import { isLoopbackAddress } from '../../lib/net.ts'
import Type, { type Static } from 'typebox'
import { mailTo } from '../../lib/mailbox.repository.ts'

const Query = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false })
const Mailbox = Type.Object({
  messages: Type.Array(
    Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), createdAt: Type.String() }),
  ),
})

const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded']

function onlyThisMachine(request: FastifyRequest): void {
  const local = isLoopbackAddress(request.socket.remoteAddress)
  if (!local || PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) {
    throw new NotFound(`Route ${request.method} ${request.url.split('?')[0]} not found`)
  }
}

export default async function devRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof Query> }>('/mailbox', {
    config: { rateLimit: false, access: 'loopback' },
    onRequest: async (request) => onlyThisMachine(request),
    schema: { tags: ['development'], querystring: Query, response: { 200: Mailbox } },
    handler: async (req) => {
      const rows = await mailTo(app.db, req.query.to)
      return {
        messages: rows.map((r) => ({
          to: r.to,
          subject: r.subject,
          text: r.text,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      }
    },
  })
}
