import type { FastifyInstance } from 'fastify'
import {
  AdoptionAdminUpdateBody,
  AdoptionCreateBody,
  AdoptionDetail,
  AdoptionList,
  AdoptionListQuery,
  AdoptionStatusBody,
} from '@paws/contracts/schemas/adoptions'
import { errorResponses, IdParams, Message } from '@paws/contracts/schemas/common'
import type { Static } from 'typebox'
import { currentUser, requireRole } from '../../plugins/app/auth.ts'
import type { AdoptionsService } from './adoptions.service.ts'
import type { AdoptionWorkflow } from './adoptions.workflow.ts'

const tags = ['adoptions']
const security = [{ bearerAuth: [] }]
type Id = { Params: Static<typeof IdParams> }

export default async function adoptionRoutes(
  app: FastifyInstance,
  opts: { adoptions: AdoptionsService; workflow: AdoptionWorkflow },
) {
  const { adoptions, workflow } = opts
  app.addHook('onRequest', app.authenticate)

  app.get<{ Querystring: AdoptionListQuery }>('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'List adoption applications',
      tags,
      security,
      description:
        "type=sent (default for everyone but admins): the caller's applications; type=received: applications to " +
        'animals the caller owns; type=all (default for admins; admins only, else 403): every application. ' +
        "search matches the animal's name, the applicant's name or e-mail, or #id.",
      querystring: AdoptionListQuery,
      response: { 200: AdoptionList, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => adoptions.list(currentUser(req), req.query),
  })

  app.post<{ Body: AdoptionCreateBody }>('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Apply to adopt an animal',
      tags,
      security,
      description:
        'Apply to adopt an available animal (201). 403 for admins; 404 when the animal does not exist; 422 for ' +
        "one's own animal; 409 when the animal is not available or the caller already has an open application for it.",
      body: AdoptionCreateBody,
      response: { 201: AdoptionDetail, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (req, reply) => reply.status(201).send(await adoptions.create(currentUser(req), req.body)),
  })

  app.get<Id>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Read an adoption application',
      tags,
      security,
      description:
        "The applicant, the animal's owner and admins; 404 for anyone else. With the timeline and the caller's allowed moves.",
      params: IdParams,
      response: { 200: AdoptionDetail, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => adoptions.get(currentUser(req), req.params.id),
  })

  app.put<Id & { Body: AdoptionStatusBody }>('/:id/status', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Move an application through its workflow',
      tags,
      security,
      description:
        "The animal's owner moves the application per the workflow (rejectionReason required to reject); the " +
        'applicant may only cancel; an admin may set any status (recorded as an override when outside the ' +
        'workflow). 403 for a move the caller never makes, 409 when the current status does not allow it or ' +
        'another application for the animal is already approved.',
      params: IdParams,
      body: AdoptionStatusBody,
      response: { 200: AdoptionDetail, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => workflow.changeStatus(currentUser(req), req.params.id, req.body),
  })

  app.put<Id & { Body: AdoptionAdminUpdateBody }>('/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Edit an adoption application (admin)',
      tags,
      security,
      description:
        'Admins only. Any of the fields; a status other than the current one is a move with its side effects.',
      params: IdParams,
      body: AdoptionAdminUpdateBody,
      response: { 200: AdoptionDetail, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => workflow.adminUpdate(requireRole(req, 'admin'), req.params.id, req.body),
  })

  app.delete<Id>('/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Delete an adoption application (admin)',
      tags,
      security,
      description:
        'Admins only. Deletes the application and its timeline; when it held the animal (approved or later), the ' +
        'animal becomes available again unless its owner had put it on hold.',
      params: IdParams,
      response: { 200: Message, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => {
      requireRole(req, 'admin')
      await workflow.remove(req.params.id)
      return { message: 'Adoption application deleted' }
    },
  })
}
