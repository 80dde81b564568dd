// An NGO's field actions on a case (issue 12): POST /rescues/:id/actions with an
// Idempotency-Key, and the proof photos of an applied step.
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import {
  ActionKeyParams,
  ProofPhotos,
  RescueActionBody,
  RescueActionConflict,
  RescueActionHeaders,
  RescueActionResult,
} from '@paws/contracts/schemas/rescue-actions'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import { loadViewer } from './rescues.access.ts'
import type { RescueActions } from './rescues.actions.ts'
import { readPhotos } from './rescues.routes.ts'

const tags = ['rescues']
const security = [{ bearerAuth: [] }]

export default async function rescueActionRoutes(app: FastifyInstance, opts: { actions: RescueActions }) {
  const { actions } = opts
  app.addHook('onRequest', app.authenticate)
  const viewer = (req: FastifyRequest) => loadViewer(app.db, currentUser(req))

  app.post<{
    Params: Static<typeof IdParams>
    Body: Static<typeof RescueActionBody>
    Headers: Static<typeof RescueActionHeaders>
  }>('/:id/actions', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Act on an assigned case from the field (NGO)',
      tags,
      security,
      description:
        'The assigned NGO accepts, declines (with declineReason), adds progress (moves an accepted case to in ' +
        'progress, else a note), marks rescued or completed. Idempotency-Key: <uuid> is required: the first ' +
        'outcome is kept, and a repeat answers it (200 for an applied one) without recording anything again. ' +
        '409 when the case moved on, with reason (reassigned, cancelled, ngo_suspended, status_changed) and ' +
        "currentStatus (null when the case is no longer the NGO's).",
      params: IdParams,
      headers: RescueActionHeaders,
      body: RescueActionBody,
      response: {
        200: RescueActionResult,
        201: RescueActionResult,
        409: RescueActionConflict,
        ...errorResponses(400, 401, 403, 404, 422),
      },
    },
    handler: async (req, reply) => {
      const { result, created } = await actions.act(
        await viewer(req),
        req.params.id,
        req.headers['idempotency-key'],
        req.body,
      )
      return reply.status(created ? 201 : 200).send(result)
    },
  })

  app.post<{ Params: Static<typeof ActionKeyParams> }>('/:id/actions/:key/photos', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Add proof photos to a field action',
      tags,
      security,
      description:
        'Proof photos of an applied progress, rescued or completed step (the action sent with this key by the ' +
        'caller): multipart "images" with "photoIds" (a JSON array of client photo ids, one per file), at most 5 ' +
        "per step. A photo whose id the case already has is not stored again. Answers the step's photos.",
      consumes: ['multipart/form-data'],
      params: ActionKeyParams,
      response: { 200: ProofPhotos, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
    },
    handler: async (req) => actions.addProof(await viewer(req), req.params.id, req.params.key, await readPhotos(req)),
  })
}
