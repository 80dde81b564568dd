import { Alert, AlertCreateBody, AlertList, AlertUpdateBody } from '@paws/contracts/schemas/alerts'
import { errorResponses, IdParams, Message } from '@paws/contracts/schemas/common'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import type { AlertsService } from './alerts.service.ts'

const tags = ['alerts']
const security = [{ bearerAuth: [] }]
type Id = { Params: Static<typeof IdParams> }

export default async function alertRoutes(app: FastifyInstance, opts: { alerts: AlertsService }) {
  const { alerts } = opts
  app.addHook('onRequest', app.authenticate)

  app.get('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'List your alerts',
      tags,
      security,
      description: "The signed-in user's alerts, newest first.",
      response: { 200: AlertList, ...errorResponses(401) },
    },
    handler: (req) => alerts.list(currentUser(req).id),
  })

  app.post<{ Body: AlertCreateBody }>('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Save browse filters as an alert',
      tags,
      security,
      description:
        'Saves browse filters (species, gender, size, age band, city; any left out is "any") as a named alert. ' +
        'A newly listed animal that matches is told by push and notification (see alerts.delivery.ts).',
      body: AlertCreateBody,
      response: { 201: Alert, ...errorResponses(400, 401, 422) },
    },
    handler: async (req, reply) => reply.code(201).send(await alerts.create(currentUser(req).id, req.body)),
  })

  app.put<Id & { Body: AlertUpdateBody }>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Rename, pause or resume an alert',
      tags,
      security,
      description: 'Renames, pauses or resumes one of your alerts; 404 for anyone else.',
      params: IdParams,
      body: AlertUpdateBody,
      response: { 200: Alert, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => alerts.update(currentUser(req).id, req.params.id, req.body),
  })

  app.delete<Id>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Delete an alert',
      tags,
      security,
      description: 'Deletes one of your alerts; 404 for anyone else.',
      params: IdParams,
      response: { 200: Message, ...errorResponses(400, 401, 404) },
    },
    handler: async (req) => {
      await alerts.remove(currentUser(req).id, req.params.id)
      return { message: 'Alert deleted' }
    },
  })
}
