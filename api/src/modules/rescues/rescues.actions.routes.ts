// An NGO's field actions on a case: POST /rescues/:id/actions with an
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
import type { RescueActions } from './rescues.actions.service.ts'
import { refuseBlockedNgo } from './rescues.blocked.access.ts'
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
      summary: 'Act on a case from the field (NGO, or the clinic it is handed to)',
      tags,
      security,
      description:
        'The assigned NGO accepts, declines (with declineReason), adds progress (moves an accepted case to in ' +
        'progress, else a note), marks rescued or completed (with outcome), or hands the animal to an approved ' +
        'clinic (handover with clinicId: from in progress it marks the case rescued; 400 for a clinic that is not ' +
        'approved, 422 once the animal is admitted). The clinic a case is handed to answers once, clinic_admit ' +
        '(with clinicRef, its own number) or clinic_refuse (409 handover_answered when answered or replaced), ' +
        'then clinic_update (animalState) for an admitted animal. Every action may carry occurredAt. Idempotency-Key: <uuid> is required: the first ' +
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
      const who = await viewer(req)
      refuseBlockedNgo(who)
      const { result, created } = await actions.act(who, req.params.id, req.headers['idempotency-key'], req.body)
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
        "per step, while the caller's NGO still holds the case (409 reassigned otherwise, nothing stored). A photo " +
        "whose id the case already has is not stored again. Answers the step's photos; a pure replay answers the " +
        'photos it names only.',
      consumes: ['multipart/form-data'],
      params: ActionKeyParams,
      response: { 200: ProofPhotos, 409: RescueActionConflict, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (req) => {
      const who = await viewer(req)
      refuseBlockedNgo(who)
      return actions.addProof(who, req.params.id, req.params.key, await readPhotos(req))
    },
  })
}
