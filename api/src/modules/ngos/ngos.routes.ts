import type { FastifyInstance } from 'fastify'
import { ImageUrls } from '@paws/contracts/schemas/animals'
import { errorResponses, IdParams, Message } from '@paws/contracts/schemas/common'
import { Ngo, NgoCreateBody, NgoList, NgoListQuery, NgoUpdateBody, NgoVerifyBody } from '@paws/contracts/schemas/ngos'
import type { Static } from 'typebox'
import { readMultipart } from '../../lib/uploads.ts'
import { currentUser, requireRole } from '../../plugins/app/auth.ts'
import type { PublicCache } from '../../plugins/app/public-cache.ts'
import type { NgosService } from './ngos.service.ts'

const tags = ['ngos']
/** The public NGO directory, kept by browsers and CDNs for a while (plugins/app/public-cache.ts). */
const NGO_CACHE: PublicCache = { answer: 'ngos', maxAge: 60, staleWhileRevalidate: 600 }
const security = [{ bearerAuth: [] }]
type Id = { Params: Static<typeof IdParams> }

export default async function ngoRoutes(app: FastifyInstance, opts: { ngos: NgosService }) {
  const { ngos } = opts

  app.get<{ Querystring: NgoListQuery }>('/', {
    config: { access: 'public', publicCache: NGO_CACHE },
    onRequest: app.optionalAuth,
    schema: {
      summary: 'List NGOs',
      tags,
      description:
        'Public: approved and active NGOs with their public fields. Admin: every NGO with every field; ' +
        'filters isVerified and status (active/inactive).',
      querystring: NgoListQuery,
      response: { 200: NgoList, ...errorResponses(400, 401) },
    },
    handler: (req) => ngos.list(req.auth, req.query),
  })

  app.get<Id>('/:id', {
    config: { access: 'public', publicCache: NGO_CACHE },
    onRequest: app.optionalAuth,
    schema: {
      summary: 'Read an NGO',
      tags,
      description: "Public for an approved, active NGO; the admin and the NGO's own user see any, with every field.",
      params: IdParams,
      response: { 200: Ngo, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => ngos.get(req.auth, req.params.id),
  })

  app.post<{ Body: NgoCreateBody }>('/', {
    config: { access: 'admin' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Create an NGO profile (admin)',
      tags,
      security,
      description:
        'Admin: creates an NGO profile (verified unless isVerified is false), optionally for an existing user of role ngo.',
      body: NgoCreateBody,
      response: { 201: Ngo, ...errorResponses(400, 401, 403, 409, 422) },
    },
    handler: async (req, reply) => {
      const admin = requireRole(req, 'admin')
      return reply.status(201).send(await ngos.create(admin, req.body))
    },
  })

  app.put<Id & { Body: NgoUpdateBody }>('/:id', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Edit an NGO',
      tags,
      security,
      description: "Admin: any field, isVerified and isActive included. The NGO's own user: its profile fields only.",
      params: IdParams,
      body: NgoUpdateBody,
      response: { 200: Ngo, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => ngos.update(currentUser(req), req.params.id, req.body),
  })

  app.post<Id & { Body: NgoVerifyBody }>('/:id/verify', {
    config: { access: 'admin' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Approve or reject an NGO (admin)',
      tags,
      security,
      description: "Admin: approve or reject (a reason is required to reject). The NGO user's ngoStatus follows.",
      params: IdParams,
      body: NgoVerifyBody,
      response: { 200: Ngo, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => ngos.verify(requireRole(req, 'admin'), req.params.id, req.body),
  })

  app.post<Id>('/:id/images', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Add photos to an NGO',
      tags,
      security,
      description: "Admin or the NGO's own user. Photos under `images`, at most 5 per NGO counting stored ones.",
      consumes: ['multipart/form-data'],
      params: IdParams,
      response: { 200: ImageUrls, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (req) => {
      const user = currentUser(req)
      const current = await ngos.currentImages(user, req.params.id)
      const form = await readMultipart(req, 'images', current)
      return { urls: await ngos.addImages(req.params.id, form.files) }
    },
  })

  app.delete<Id>('/:id', {
    config: { access: 'admin' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Deactivate an NGO (admin)',
      tags,
      security,
      description:
        'Admin. Deactivates the NGO (isActive false) instead of deleting it: rescue cases and history keep ' +
        'referring to it, it leaves the public list, its user can no longer list animals, and its open rescue cases go back to the admin queue. ' +
        'PUT isActive true undoes it (the cases stay with the admins).',
      params: IdParams,
      response: { 200: Message, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => {
      await ngos.deactivate(requireRole(req, 'admin'), req.params.id)
      return { message: 'NGO deactivated' }
    },
  })
}
