// The reporter's word on a completed case: POST /rescues/:id/closure (docs/rules.md#closure).
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import { ClosureBody, Rescue } from '@paws/contracts/schemas/rescues'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import { loadViewer } from './rescues.access.ts'
import type { RescueClosure } from './rescues.closure.service.ts'
import type { RescuesService } from './rescues.service.ts'

export default async function rescueClosureRoutes(
  app: FastifyInstance,
  opts: { closure: RescueClosure; rescues: RescuesService },
) {
  const { closure, rescues } = opts
  app.addHook('onRequest', app.authenticate)

  app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof ClosureBody> }>('/:id/closure', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Say whether the animal was helped (reporter or follower)',
      tags: ['rescues'],
      security: [{ bearerAuth: [] }],
      description:
        'The reporter or a follower of a completed case answers "Was the animal helped?", once per completion ' +
        '(409 for a second answer, or when the case is not completed). The reporter\'s helped: false ("No, it is ' +
        'still there") within 48 hours of the completion reopens the case: back to pending with no NGO, offered to ' +
        'responders again, with a timeline entry; the NGO and the admins are told. Later it is kept and reopens ' +
        "nothing. A follower's helped: false is kept and reopens nothing; the admins are told of it at most once a " +
        'day per case. ' +
        'Anyone else who may see the case gets 403. Answers the case as the caller sees it, with closure.',
      params: IdParams,
      body: ClosureBody,
      response: { 201: Rescue, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req, reply) => {
      const viewer = await loadViewer(app.db, currentUser(req))
      await closure.answer(viewer, req.params.id, req.body)
      return reply.status(201).send(await rescues.get(viewer, req.params.id))
    },
  })
}
