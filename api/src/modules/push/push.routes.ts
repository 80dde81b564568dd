import type { FastifyInstance } from 'fastify'
import { errorResponses, Message } from '@paws/contracts/schemas/common'
import { PushEndpointBody, PushSubscriptionBody, VapidPublicKey } from '@paws/contracts/schemas/notifications'
import type { Static } from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import type { PushService } from './push.service.ts'

const tags = ['push']
const security = [{ bearerAuth: [] }]

export default async function pushRoutes(app: FastifyInstance, opts: { push: PushService }) {
  const { push } = opts

  app.get('/vapid-public-key', {
    config: { access: 'public' },
    schema: {
      summary: "The server's web push key",
      tags,
      description: 'The applicationServerKey for PushManager.subscribe().',
      response: { 200: VapidPublicKey },
    },
    handler: async () => ({ publicKey: push.publicKey() }),
  })

  app.post<{ Body: Static<typeof PushSubscriptionBody> }>('/subscriptions', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: "Save this browser's push subscription",
      tags,
      security,
      description:
        "Saves this browser's subscription (PushSubscription.toJSON()) for the signed-in user; 201 when new, 200 when updated.",
      body: PushSubscriptionBody,
      response: { 200: Message, 201: Message, ...errorResponses(400, 401) },
    },
    handler: async (req, reply) => {
      const { created } = await push.subscribe(currentUser(req).id, req.body, req.headers['user-agent'])
      return reply.status(created ? 201 : 200).send({ message: 'Push notifications are on for this device.' })
    },
  })

  app.delete<{ Body: Static<typeof PushEndpointBody> }>('/subscriptions', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: "Forget this browser's push subscription",
      tags,
      security,
      description: "Forgets this browser's subscription. Answers 200 whether or not it was stored.",
      body: PushEndpointBody,
      response: { 200: Message, ...errorResponses(400, 401) },
    },
    handler: async (req) => {
      await push.unsubscribe(currentUser(req).id, req.body.endpoint)
      return { message: 'Push notifications are off for this device.' }
    },
  })
}
