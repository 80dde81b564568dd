// PUT /rescues/:id/volunteer: a coordinator of the case's NGO names the member who goes, or
// nobody; the rules are in rescues.volunteer.service.ts.
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import { Rescue } from '@paws/contracts/schemas/rescues'
import { VolunteerBody } from '@paws/contracts/schemas/teams'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import type { Database } from '../../db/database.ts'
import { currentUser } from '../../plugins/app/auth.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { assignVolunteer } from './rescues.volunteer.service.ts'

export default async function volunteerRoutes(app: FastifyInstance, opts: { db: Database; notifier: Notifier }) {
  app.put<{ Params: Static<typeof IdParams>; Body: Static<typeof VolunteerBody> }>('/:id/volunteer', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Assign a case to a member of the NGO (coordinator)',
      tags: ['rescues'],
      security: [{ bearerAuth: [] }],
      description:
        "A coordinator of the case's NGO assigns the case to a member of the NGO (userId), or to nobody (null). " +
        '400 for someone who is not a member; 403 for a responder of the NGO and for admins (they use PUT ' +
        '/rescues/{id}); 404 for anyone else.',
      params: IdParams,
      body: VolunteerBody,
      response: { 200: Rescue, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => assignVolunteer(opts, currentUser(req), req.params.id, req.body.userId),
  })
}
