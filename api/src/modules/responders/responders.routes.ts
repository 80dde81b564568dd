// On duty: an NGO member's own status, position (about 100 m) and skills.
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@paws/contracts/schemas/common'
import { Duty, DutyBody } from '@paws/contracts/schemas/teams'
import { currentUser } from '../../plugins/app/auth.ts'
import type { RespondersService } from './responders.service.ts'

const tags = ['responders']
const security = [{ bearerAuth: [] }]

export default async function responderRoutes(app: FastifyInstance, opts: { responders: RespondersService }) {
  const { responders } = opts
  app.addHook('onRequest', app.authenticate)

  app.get('/me/duty', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Your duty now',
      tags,
      security,
      description: 'An NGO member (coordinator or responder): their duty now. Duty past its end reads as off.',
      response: { 200: Duty, ...errorResponses(401, 403) },
    },
    handler: (req) => responders.get(currentUser(req)),
  })

  app.put<{ Body: DutyBody }>('/me/duty', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Go on or off duty',
      tags,
      security,
      description:
        'An NGO member goes on duty (hours 1, 3 or 8; null until switched off; left out while on duty keeps the ' +
        'end) with skills and the position, stored rounded to 3 decimals (about 100 m), or off duty. Sent again ' +
        'while on duty it refreshes the position. quietHours {from, to} ("HH:MM", India time; from after to ' +
        'spans midnight; equal is refused) sets the hours no case is offered, on or off duty; null clears them.',
      body: DutyBody,
      response: { 200: Duty, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => responders.set(currentUser(req), req.body),
  })
}
