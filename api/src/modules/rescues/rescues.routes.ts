import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import {
  FollowBody,
  IdempotencyHeaders,
  ImageIndexParams,
  FOLLOW_MAX_ACCURACY_M,
  NEARBY_RADIUS_M,
  NEARBY_WINDOW_HOURS,
  NearbyList,
  NearbyQuery,
  PHOTO_ID_PATTERN,
  Rescue,
  RescueCreateBody,
  RescueImages,
  RescueList,
  RescueListQuery,
  RescueUpdateBody,
  SAME_PHOTO_WINDOW_DAYS,
  SamePhotoList,
  SamePhotoQuery,
} from '@paws/contracts/schemas/rescues'
import { PHOTO_HASH_MAX_DISTANCE } from '@paws/contracts'
import type { Static } from 'typebox'
import { ValidationFailed } from '../../lib/errors.ts'
import type { ApiMessageId } from '../../lib/i18n.ts'
import { currentUser } from '../../plugins/app/auth.ts'
import { loadViewer } from './rescues.access.ts'
import type { IncomingPhoto, RescuePhotos } from './rescues.photos.service.ts'
import type { RescuesService } from './rescues.service.ts'
import type { RescueWorkflow } from './rescues.workflow.ts'
import volunteerRoutes from './rescues.volunteer.routes.ts'
import type { Notifier } from '../notifications/notifier.ts'

const tags = ['rescues']

const security = [{ bearerAuth: [] }]
const idPattern = new RegExp(PHOTO_ID_PATTERN)

const PHOTOS_HELP =
  'multipart/form-data: the photos as file parts (field name "images", at most 5 per case counting stored ones) and a ' +
  'text field "photoIds" holding a JSON array of client photo ids (1-100 characters of A-Z a-z 0-9 _ . : -), the ' +
  "i-th id naming the i-th file. A photo whose id the case already has is not stored again. Answers the case's " +
  'photos after the call (200), in the order they were stored.'

/** A 400 on photoIds, worded in the reader's language (`field` is the name "photoIds"). */
function badPhotos(id: ApiMessageId, values: Record<string, unknown> = {}): never {
  throw new ValidationFailed((t) => [{ field: 'photoIds', message: t(id, { field: 'photoIds', ...values }) }])
}

/** The photos of a multipart request, each with its client photo id (see PHOTOS_HELP). */
export async function readPhotos(request: FastifyRequest): Promise<IncomingPhoto[]> {
  if (!request.isMultipart()) {
    const values = { format: 'multipart/form-data', field: 'images' }
    throw new ValidationFailed([{ field: 'images', message: 'error.upload.notMultipart', values }])
  }
  const files: Buffer[] = []
  let ids: unknown
  for await (const part of request.parts()) {
    if (part.type === 'file') files.push(await part.toBuffer())
    else if (part.fieldname === 'photoIds') {
      try {
        ids = JSON.parse(String(part.value))
      } catch {
        badPhotos('error.rescue.photoIdsNotJson')
      }
    }
  }
  if (files.length === 0)
    throw new ValidationFailed((t) => [{ field: 'images', message: t('error.noPhotosSent', { field: 'images' }) }])
  if (ids === undefined) return files.map((bytes) => ({ clientId: null, bytes }))
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && idPattern.test(id))) {
    badPhotos('error.rescue.photoIdsShape')
  }
  if (ids.length !== files.length) badPhotos('error.rescue.photoIdsCount', { ids: ids.length, photos: files.length })
  return files.map((bytes, i) => ({ clientId: ids[i] as string, bytes }))
}

export default async function rescueRoutes(
  app: FastifyInstance,
  opts: { rescues: RescuesService; workflow: RescueWorkflow; photos: RescuePhotos; notifier: Notifier },
) {
  const { rescues, workflow, photos } = opts
  app.addHook('onRequest', app.authenticate)
  const viewer = (req: FastifyRequest) => loadViewer(app.db, currentUser(req))
  await app.register(volunteerRoutes, { db: app.db, notifier: opts.notifier })

  app.get<{ Querystring: Static<typeof RescueListQuery> }>('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'List rescue cases',
      tags,
      security,
      description: 'Requesters see their own cases, NGO users the cases assigned to their NGO, admins all.',
      querystring: RescueListQuery,
      response: { 200: RescueList, ...errorResponses(400, 401) },
    },
    handler: async (req) => rescues.list(await viewer(req), req.query),
  })

  app.post<{ Body: Static<typeof RescueCreateBody>; Headers: Static<typeof IdempotencyHeaders> }>('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Report an animal in need',
      tags,
      security,
      description:
        'Reports a case (201). With Idempotency-Key: <uuid>, a repeat by the same user answers the case that key made (200).',
      headers: IdempotencyHeaders,
      body: RescueCreateBody,
      response: { 200: Rescue, 201: Rescue, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      const result = await rescues.create(await viewer(req), req.body, req.headers['idempotency-key'])
      return reply.status(result.created ? 201 : 200).send(result.rescue)
    },
  })

  app.get<{ Querystring: Static<typeof NearbyQuery> }>('/nearby', {
    // Per account (the limiter's key for a signed-in caller): each answer tells where cases are.
    config: { access: 'signed-in', rateLimit: { max: app.config.NEARBY_RATE_LIMIT_MAX, timeWindow: '10 minutes' } },
    schema: {
      summary: 'Open cases of the same animal nearby',
      tags,
      security,
      description:
        `Open cases of this animal type within ${NEARBY_RADIUS_M} m of the point, reported in the last ` +
        `${NEARBY_WINDOW_HOURS} hours, nearest first (at most 10): the "is this the same animal?" offer before a ` +
        "report is filed. Closed and merged cases, and the caller's own and followed cases, are left out. " +
        'Distances are to the approximate place, in steps of 50 m; at most NEARBY_RATE_LIMIT_MAX (30) answers in ' +
        '10 minutes per account.',
      querystring: NearbyQuery,
      response: { 200: NearbyList, ...errorResponses(400, 401, 429) },
    },
    handler: async (req) => rescues.nearby(await viewer(req), req.query),
  })

  app.get<{ Querystring: Static<typeof SamePhotoQuery> }>('/same-photo', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Open cases with the same photo',
      tags,
      security,
      description:
        'Open cases of the last ' +
        `${SAME_PHOTO_WINDOW_DAYS} days with a photo within ${PHOTO_HASH_MAX_DISTANCE} bits of one of the given ` +
        'perceptual hashes (16 hex digits each, comma-separated, at most 5; contracts photo-hash.ts), closest first ' +
        '(at most 5): "this photo was already reported". The caller\'s own and followed cases are left out.',
      querystring: SamePhotoQuery,
      response: { 200: SamePhotoList, ...errorResponses(400, 401) },
    },
    handler: async (req) => rescues.samePhoto(await viewer(req), req.query),
  })

  app.get<{ Params: Static<typeof IdParams> }>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Read a rescue case',
      tags,
      security,
      params: IdParams,
      response: { 200: Rescue, ...errorResponses(400, 401, 404) },
    },
    handler: async (req) => rescues.get(await viewer(req), req.params.id),
  })

  app.put<{ Params: Static<typeof IdParams>; Body: Static<typeof RescueUpdateBody> }>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Edit a rescue case or move its status',
      tags,
      security,
      description:
        'Requester: edit the report, or { status: "cancelled" }. Admin: { ngoId } assigns; any field or status. ' +
        'Assigned NGO: { status } per the workflow; { status: "declined", declineReason }. 409 when the case is not ' +
        'in a status that allows the move.',
      params: IdParams,
      body: RescueUpdateBody,
      response: { 200: Rescue, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (req) => workflow.update(await viewer(req), req.params.id, req.body),
  })

  app.post<{ Params: Static<typeof IdParams> }>('/:id/images', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Add photos to a rescue case',
      tags,
      security,
      description: PHOTOS_HELP,
      consumes: ['multipart/form-data'],
      params: IdParams,
      response: { 200: RescueImages, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
    },
    handler: async (req) => {
      const who = await viewer(req)
      await photos.checkAccess(who, req.params.id, true)
      return photos.add(who, req.params.id, await readPhotos(req))
    },
  })

  app.delete<{ Params: Static<typeof ImageIndexParams> }>('/:id/images/:index', {
    config: { access: 'signed-in' },
    schema: {
      summary: "Remove a rescue case's photo",
      tags,
      security,
      description: 'Deletes the photo at this position (0-based, in the order of images).',
      params: ImageIndexParams,
      response: { 200: RescueImages, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req) => photos.remove(await viewer(req), req.params.id, req.params.index),
  })

  // Registered last: the security matrix calls operations in this order, and a follow
  // changes what the follower may read.
  app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof FollowBody> }>('/:id/follow', {
    config: { access: 'signed-in', rateLimit: { max: app.config.FOLLOW_RATE_LIMIT_MAX, timeWindow: '1 hour' } },
    schema: {
      summary: 'Follow a case as the same animal',
      tags,
      security,
      description:
        '"This is the same animal": the caller follows the open case (its notifications, their list) and their ' +
        'note goes on its timeline; then they add their photos with POST /rescues/:id/images. A repeat changes ' +
        `nothing. The caller's position as the phone measured it (lat, lng and its GPS accuracy, at most ` +
        `${FOLLOW_MAX_ACCURACY_M} m) must be within ${NEARBY_RADIUS_M} m of the case, or one of their ` +
        `photoHashes within ${PHOTO_HASH_MAX_DISTANCE} bits of one of the case's photos (422 otherwise); ` +
        'a follower reads an approximate place and nobody named. 409 for a closed or merged case, or one the ' +
        'caller reported. At most FOLLOW_RATE_LIMIT_MAX (10) follows an hour per account.',
      params: IdParams,
      body: FollowBody,
      response: { 200: Rescue, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
    },
    handler: async (req) => rescues.follow(await viewer(req), req.params.id, req.body ?? {}),
  })
}
