import type { FastifyInstance } from 'fastify'
import {
  Animal,
  AnimalAdminUpdateBody,
  AnimalAdoptionList,
  AnimalCities,
  AnimalCreateBody,
  AnimalImageParams,
  AnimalList,
  AnimalListQuery,
  AnimalUpdateBody,
  ImageUrls,
} from '@paws/contracts/schemas/animals'
import { errorResponses, IdParams, Message, PageQuery } from '@paws/contracts/schemas/common'
import Type, { type Static } from 'typebox'
import { readMultipart } from '../../lib/uploads.ts'
import { currentUser, requireRole } from '../../plugins/app/auth.ts'
import type { AnimalImagesService } from './animal-images.service.ts'
import { formToBody } from './animals.fields.ts'
import type { AnimalsService } from './animals.service.ts'
import type { PublicCache } from '../../plugins/app/public-cache.ts'

const tags = ['animals']
const security = [{ bearerAuth: [] }]
type Id = { Params: Static<typeof IdParams> }
const AdoptionsQuery = Type.Object(PageQuery, { additionalProperties: false })

/** Public answers a browser or a CDN may keep (plugins/app/public-cache.ts, issue 18). */
const LIST_CACHE: PublicCache = { answer: 'animals', maxAge: 30, staleWhileRevalidate: 300 }
const PAGE_CACHE: PublicCache = { answer: 'animals', maxAge: 60, staleWhileRevalidate: 600 }

export default async function animalRoutes(
  app: FastifyInstance,
  opts: { animals: AnimalsService; images: AnimalImagesService },
) {
  const { animals, images } = opts

  app.get<{ Querystring: AnimalListQuery }>('/', {
    config: { access: 'public', publicCache: LIST_CACHE },
    onRequest: app.optionalAuth,
    schema: {
      summary: 'List animals',
      tags,
      description:
        'Public list. Soft-deleted animals are hidden; `includeDeleted=true` (or `status=deleted`) is for admins ' +
        "only and answers 403 to anyone else. `owner=me` lists the signed-in user's own animals in every " +
        'status except deleted (401 when signed out).',
      querystring: AnimalListQuery,
      response: { 200: AnimalList, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => animals.list(req.auth, req.query),
  })

  app.get('/cities', {
    config: { access: 'public', publicCache: LIST_CACHE },
    schema: {
      summary: 'Cities that have animals',
      tags,
      description:
        'Sorted distinct cities of the animals that are not deleted (city, else the first part of location).',
      response: { 200: AnimalCities },
    },
    handler: () => animals.cities(),
  })

  app.get<Id>('/:id', {
    config: { access: 'public', publicCache: PAGE_CACHE },
    onRequest: app.optionalAuth,
    schema: {
      summary: 'Read an animal',
      tags,
      params: IdParams,
      response: { 200: Animal, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => animals.get(req.auth, req.params.id),
  })

  app.get<Id & { Querystring: Static<typeof AdoptionsQuery> }>('/:id/adoptions', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: "An animal's adoption applications",
      tags,
      security,
      description: "The animal's adoption applications: its owner and admins only.",
      params: IdParams,
      querystring: AdoptionsQuery,
      response: { 200: AnimalAdoptionList, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => animals.adoptions(currentUser(req), req.params.id, req.query.page ?? 1, req.query.limit ?? 20),
  })

  app.post('/', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    // The body is checked by the service, for JSON and multipart alike (name, species and
    // size answer with the spec's message); the schema here documents it.
    attachValidation: true,
    schema: {
      summary: 'List an animal',
      tags,
      security,
      description:
        'Adopters, shelters and approved NGOs. JSON, or multipart/form-data with each field as text ' +
        '(medicalHistory, personality, tags and metadata JSON-encoded) and up to 5 photos under `images`.',
      consumes: ['application/json', 'multipart/form-data'],
      body: AnimalCreateBody,
      response: { 201: Animal, ...errorResponses(400, 401, 403, 413, 415, 422) },
    },
    handler: async (req, reply) => {
      const user = currentUser(req)
      let body: unknown = req.body
      let photos: Buffer[] = []
      if (req.isMultipart()) {
        await animals.assertCanList(user)
        const form = await readMultipart(req, 'images')
        body = formToBody(form.fields)
        photos = form.files
      }
      return reply.status(201).send(await animals.create(user, body, photos))
    },
  })

  app.put<Id & { Body: AnimalAdminUpdateBody }>('/admin/:id', {
    config: { access: 'admin' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Edit any animal (admin)',
      tags,
      security,
      description: 'Admin: any field, any status (deleted soft-deletes, another status restores), the images order.',
      params: IdParams,
      body: AnimalAdminUpdateBody,
      response: { 200: Animal, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: (req) => {
      requireRole(req, 'admin')
      return animals.adminUpdate(req.params.id, req.body)
    },
  })

  app.put<Id & { Body: AnimalUpdateBody }>('/:id', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Edit your animal or set its status',
      tags,
      security,
      description: "The owner's edit: any of the fields, or { status } with one of the five owner statuses.",
      params: IdParams,
      body: AnimalUpdateBody,
      response: { 200: Animal, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => animals.update(currentUser(req), req.params.id, req.body),
  })

  app.delete<Id>('/:id', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Delete an animal',
      tags,
      security,
      description:
        'Owner or admin. Soft delete: the animal gets status deleted and disappears for everyone but admins.',
      params: IdParams,
      response: { 200: Message, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req) => {
      await animals.remove(currentUser(req), req.params.id)
      return { message: 'Animal listing deleted successfully' }
    },
  })

  app.post<Id>('/:id/images', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Add photos to an animal',
      tags,
      security,
      description:
        'Owner or admin. Photos under `images`; at most 5 per animal counting stored ones. Answers the whole list.',
      consumes: ['multipart/form-data'],
      params: IdParams,
      response: { 200: ImageUrls, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (req) => {
      const user = currentUser(req)
      const current = await images.current(user, req.params.id)
      const form = await readMultipart(req, 'images', current)
      return { urls: await images.add(user, req.params.id, form.files) }
    },
  })

  app.delete<{ Params: Static<typeof AnimalImageParams> }>('/:id/images/:index', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: "Remove an animal's photo",
      tags,
      security,
      description: 'Owner or admin. Removes the photo at the 0-based index; answers the animal.',
      params: AnimalImageParams,
      response: { 200: Animal, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => images.remove(currentUser(req), req.params.id, req.params.index),
  })
}
