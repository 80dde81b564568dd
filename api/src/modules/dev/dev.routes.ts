// Development mailbox: what the server would have e-mailed, newest first. It holds sign-up
// codes and password reset links, so it is registered only when NODE_ENV is not production
// (see app.ts) and answers only a client on this machine: the socket's own address must be
// loopback (X-Forwarded-For is never trusted here), and a request that came through a proxy
// (any proxy header, lib/net.ts) is refused even when the proxy itself is local. Anyone else gets the
// same 404 as an unknown route.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { NotFound } from '../../lib/errors.ts'
import { isDirectLocalRequest } from '../../lib/net.ts'
import Type, { type Static } from 'typebox'
import { mailTo } from '../../lib/mailbox.repository.ts'
import type { RingRunner } from '../dispatch/dispatch.ring.ts'
import type { Escalation } from '../rescues/rescues.escalation.service.ts'

const Query = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false })
const Mailbox = Type.Object({
  messages: Type.Array(
    Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), createdAt: Type.String() }),
  ),
})

function onlyThisMachine(request: FastifyRequest): void {
  if (!isDirectLocalRequest(request)) {
    const path = request.url.split('?')[0]
    throw new NotFound('error.routeNotFound', {
      method: request.method,
      path,
    })
  }
}

const ClockBody = Type.Object(
  { minutesAhead: Type.Integer({ minimum: 0, maximum: 7 * 24 * 60 }) },
  { additionalProperties: false },
)

export default async function devRoutes(app: FastifyInstance, opts: { escalation: Escalation; rings: RingRunner }) {
  // The same for the rings' steps (widen, then the admins).
  app.post<{ Body: Static<typeof ClockBody> }>('/rings/run', {
    config: { rateLimit: false, access: 'loopback' },
    onRequest: async (request) => onlyThisMachine(request),
    schema: {
      summary: 'Fire the dispatch steps now (development)',
      tags: ['development'],
      body: ClockBody,
      response: { 200: Type.Object({ fired: Type.Integer() }) },
    },
    handler: async (req) => ({
      fired: await opts.rings.runDueBy(new Date(Date.now() + req.body.minutesAhead * 60_000)),
    }),
  })

  // Browser tests cannot wait half an hour: this runs the escalation deadlines as if the
  // clock were `minutesAhead` later, through the same handler the job queue runs.
  app.post<{ Body: Static<typeof ClockBody> }>('/escalations/run', {
    config: { rateLimit: false, access: 'loopback' },
    onRequest: async (request) => onlyThisMachine(request),
    schema: {
      summary: 'Fire the escalation deadlines now (development)',
      tags: ['development'],
      body: ClockBody,
      response: { 200: Type.Object({ fired: Type.Integer() }) },
    },
    handler: async (req) => ({
      fired: await opts.escalation.runDueBy(new Date(Date.now() + req.body.minutesAhead * 60_000)),
    }),
  })

  app.get<{ Querystring: Static<typeof Query> }>('/mailbox', {
    config: { rateLimit: false, access: 'loopback' },
    onRequest: async (request) => onlyThisMachine(request),
    schema: {
      summary: 'Read the development mailbox',
      tags: ['development'],
      querystring: Query,
      response: { 200: Mailbox },
    },
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
