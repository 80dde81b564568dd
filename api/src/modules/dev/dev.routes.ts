// Development mailbox: what the server would have e-mailed, newest first. Registered only
// when NODE_ENV is not production (see app.ts).
import type { FastifyInstance } from 'fastify'
import Type, { type Static } from 'typebox'
import { mailTo } from '../../lib/mailbox.repository.ts'

const Query = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false })
const Mailbox = Type.Object({
  messages: Type.Array(
    Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), createdAt: Type.String() }),
  ),
})

export default async function devRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof Query> }>('/mailbox', {
    config: { rateLimit: false },
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
