// /api/lost-found (docs/rules.md#lost-and-found). Posts and tags are read by anyone, at the
// approximate place only; making a post, the relay, the search party and closing need an account
// (a finder with none makes it at Submit, as for a rescue report, and the phone then sends the
// post signed in); matches, tags and closing are the owner's; "I found this animal" from a tag
// works signed out and is rate-limited.
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import {
  LostFoundCloseBody,
  LostFoundCreateBody,
  LostFoundImages,
  LostFoundList,
  LostFoundListQuery,
  LostFoundMatches,
  LostFoundMessageBody,
  LostFoundMessageParams,
  LostFoundPost,
  LostFoundReportBody,
  LostFoundThreads,
  SearchCellParams,
  SearchCells,
  SearchPartyAnswer,
  TagCreateBody,
  TagCreated,
  TagFoundAnswer,
  TagFoundBody,
  TagPage,
  TagParams,
} from '@paws/contracts/schemas/lost-found'
import { IdempotencyHeaders } from '@paws/contracts/schemas/rescues'
import { MATCH_RADIUS_KM, TAG_FOUND_PER_HOUR } from '@paws/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import Type from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import { readPhotos } from '../rescues/rescues.routes.ts'
import type { LostFoundPhotos } from './lost-found.photos.ts'
import type { LostFoundRelay } from './lost-found.relay.ts'
import type { LostFoundSearch } from './lost-found.search.ts'
import type { LostFoundService } from './lost-found.service.ts'
import type { LostFoundTags } from './lost-found.tags.ts'

const tags = ['lost-found']
const security = [{ bearerAuth: [] }]
type Id = { Params: Static<typeof IdParams> }

export default async function lostFoundRoutes(
  app: FastifyInstance,
  opts: {
    posts: LostFoundService
    photos: LostFoundPhotos
    relay: LostFoundRelay
    tags: LostFoundTags
    search: LostFoundSearch
  },
) {
  const { posts, photos, relay, search } = opts
  const tagService = opts.tags
  const me = (req: FastifyRequest) => currentUser(req).id
  const maybe = (req: FastifyRequest) => req.auth?.id ?? null

  app.get<{ Querystring: Static<typeof LostFoundListQuery> }>('/posts', {
    config: { access: 'public' },
    onRequest: app.optionalAuth,
    schema: {
      summary: 'List lost and found posts',
      tags,
      description:
        'Public. Open posts, newest first; with lat and lng, those within radiusKm (default 5) of the point, nearest ' +
        'first, each with distanceM from the approximate place in steps of 50 m. Places are approximate (a grid of ' +
        "about 100 m); nobody is named. mine=true (signed in): the caller's own posts, open and closed.",
      querystring: LostFoundListQuery,
      response: { 200: LostFoundList, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => posts.list(maybe(req), req.query),
  })

  app.post<{ Body: Static<typeof LostFoundCreateBody>; Headers: Static<typeof IdempotencyHeaders> }>('/posts', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Post a lost or found animal, or a sighting of a lost one',
      tags,
      security,
      description:
        'Makes a post (201). With Idempotency-Key: <uuid>, a repeat by the same account answers the post that key made ' +
        '(200). 400: a time in the future, a place outside the Mumbai region, no place, a found post without ' +
        'foundWhere, a sighting without lostPostId; 422: a sighting of a post that is not an open lost one. Photos ' +
        'follow with POST /posts/{id}/images.',
      headers: IdempotencyHeaders,
      body: LostFoundCreateBody,
      response: { 200: LostFoundPost, 201: LostFoundPost, ...errorResponses(400, 401, 409, 422) },
    },
    handler: async (req, reply) => {
      const result = await posts.create(me(req), req.body, req.headers['idempotency-key'])
      return reply.status(result.created ? 201 : 200).send(result.post)
    },
  })

  app.get<Id>('/posts/:id', {
    config: { access: 'public' },
    onRequest: app.optionalAuth,
    schema: {
      summary: 'Read a lost or found post',
      tags,
      description: 'Public, at the approximate place; nobody named.',
      params: IdParams,
      response: { 200: LostFoundPost, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => posts.get(maybe(req), req.params.id),
  })

  app.post<Id>('/posts/:id/images', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: "Add photos to one's post",
      tags,
      security,
      description:
        'As for a rescue report: multipart/form-data, the photos under "images" (at most 5 per post counting stored ' +
        'ones) and "photoIds", a JSON array of client photo ids; a photo whose id the post has is not stored again. ' +
        '415 for a file that is not a JPEG, PNG, WebP or GIF image.',
      consumes: ['multipart/form-data'],
      params: IdParams,
      response: { 200: LostFoundImages, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
    },
    handler: async (req) => {
      await photos.check(me(req), req.params.id)
      return photos.add(me(req), req.params.id, await readPhotos(req))
    },
  })

  app.get<Id>('/posts/:id/matches', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Possible matches of a post (its owner)',
      tags,
      security,
      description:
        `Open posts of the other side (lost for a found post, found for a lost one) of the same species, not of the ` +
        `other sex, within ${MATCH_RADIUS_KM} km and the date window, best first (at most 20), each with a score from ` +
        '0 to 1 and its reasons (distance, days, colours, size, sex, collar, marks, photo), from place, time, look ' +
        "and the photos' score computed on the server.",
      params: IdParams,
      response: { 200: LostFoundMatches, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => posts.matches(me(req), req.params.id),
  })

  app.get<Id>('/posts/:id/messages', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: "A post's messages (the relay)",
      tags,
      security,
      description:
        'The owner reads every thread; an admin the reported ones (and their own); anyone else their own thread with ' +
        'the owner (none yet: empty).',
      params: IdParams,
      response: { 200: LostFoundThreads, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => relay.read(me(req), req.params.id, currentUser(req).role === 'admin'),
  })

  app.post<Id & { Body: Static<typeof LostFoundMessageBody> }>('/posts/:id/messages', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Write about a post (the relay)',
      tags,
      security,
      description:
        'Anyone signed in writes to the owner in their own thread; the owner answers a thread (threadId). The other ' +
        'person is told. 409 when the post is closed.',
      params: IdParams,
      body: LostFoundMessageBody,
      response: { 201: LostFoundThreads, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (req, reply) => reply.status(201).send(await relay.write(me(req), req.params.id, req.body)),
  })

  app.post<{ Params: Static<typeof LostFoundMessageParams>; Body: Static<typeof LostFoundReportBody> }>(
    '/posts/:id/messages/:messageId/report',
    {
      config: { access: 'signed-in' },
      onRequest: app.authenticate,
      schema: {
        summary: 'Report a message to the admins',
        tags,
        security,
        description: "Either person of the message's thread; the thread is flagged and the admins are told.",
        params: LostFoundMessageParams,
        body: LostFoundReportBody,
        response: { 200: LostFoundThreads, ...errorResponses(400, 401, 404) },
      },
      handler: (req) => relay.report(me(req), req.params.id, req.params.messageId, req.body),
    },
  )

  app.post<Id & { Body: Static<typeof LostFoundCloseBody> }>('/posts/:id/close', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: "Close one's post",
      tags,
      security,
      description:
        'The owner: reunited (how: match, tag, sighting, other; asked of a lost post) or rehomed. A lost post left ' +
        'open 60 days is closed as still-lost by the daily sweep. 409 when already closed.',
      params: IdParams,
      body: LostFoundCloseBody,
      response: { 200: LostFoundPost, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => posts.close(me(req), req.params.id, req.body),
  })

  app.get<Id>('/posts/:id/search-cells', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: "A lost post's search party",
      tags,
      security,
      description:
        'The 1 km around the last sighting (approximate) in cells of about 200 m: free, claimed or searched; the owner ' +
        'reads who took each (a first name) and when.',
      params: IdParams,
      response: { 200: SearchCells, ...errorResponses(400, 401, 404, 422) },
    },
    handler: (req) => search.cells(me(req), req.params.id),
  })

  app.post<Id>('/posts/:id/search-party', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Ask people near to help search',
      tags,
      security,
      description:
        'The owner of an open lost post: a quiet notice to the on-duty responders and the people watching the place ' +
        '(a saved lost-animal alert) near the last sighting, at most 3 such notices a day each. Answers how many were asked.',
      params: IdParams,
      response: { 200: SearchPartyAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: (req) => search.ask(me(req), req.params.id),
  })

  app.post<{ Params: Static<typeof SearchCellParams> }>('/posts/:id/search-cells/:cellId/claim', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Take a cell of the search',
      tags,
      security,
      description: 'One person per cell: 409 when someone holds it already.',
      params: SearchCellParams,
      response: { 200: SearchCells, ...errorResponses(400, 401, 404, 409, 422) },
    },
    handler: (req) => search.claim(me(req), req.params.id, req.params.cellId),
  })

  app.post<{ Params: Static<typeof SearchCellParams> }>('/posts/:id/search-cells/:cellId/searched', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'Tick a cell searched',
      tags,
      security,
      description: "The person who took the cell; the time is kept. 409 when the cell is not the caller's.",
      params: SearchCellParams,
      response: { 200: SearchCells, ...errorResponses(400, 401, 404, 409, 422) },
    },
    handler: (req) => search.searched(me(req), req.params.id, req.params.cellId),
  })

  app.post<{ Body: Static<typeof TagCreateBody> }>('/tags', {
    config: { access: 'signed-in' },
    onRequest: app.authenticate,
    schema: {
      summary: 'A printable tag for a lost post',
      tags,
      security,
      description:
        'The owner of an open lost post: its short code, the public page the QR opens and the PNG to print (201 when ' +
        'made, 200 when the post had one).',
      body: TagCreateBody,
      response: { 200: TagCreated, 201: TagCreated, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (req, reply) => {
      const result = await tagService.create(me(req), req.body.postId)
      return reply.status(result.created ? 201 : 200).send(result.tag)
    },
  })

  app.get<{ Params: Static<typeof TagParams> }>('/tags/:code', {
    config: { access: 'public' },
    onRequest: app.optionalAuth,
    schema: {
      summary: "A tag's animal page",
      tags,
      description: 'Public: the post the tag is for, at the approximate place. 404 for a code no tag has.',
      params: TagParams,
      response: { 200: TagPage, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => tagService.page(maybe(req), req.params.code),
  })

  app.get<{ Params: Static<typeof TagParams> }>('/tags/:code/image', {
    config: { access: 'public' },
    schema: {
      summary: 'The tag to print (PNG)',
      tags,
      description: 'Public (the code is printed on it): the QR code of the animal page, the code and the address.',
      produces: ['image/png'],
      params: TagParams,
      response: { 200: Type.String({ description: 'image/png' }), ...errorResponses(400, 404) },
    },
    handler: async (req, reply) => {
      const png = await tagService.image(req.params.code)
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png)
    },
  })

  app.post<{ Params: Static<typeof TagParams>; Body: Static<typeof TagFoundBody> }>('/tags/:code/found', {
    config: { access: 'public', rateLimit: { max: TAG_FOUND_PER_HOUR, timeWindow: '1 hour' } },
    onRequest: app.optionalAuth,
    schema: {
      summary: 'I found this animal (from its tag)',
      tags,
      description:
        `Signed out too; at most ${TAG_FOUND_PER_HOUR} an hour per address (per account when signed in). The owner is ` +
        'told at once, with the place if lat and lng are given, and the words. 404 for a code no tag has.',
      params: TagParams,
      body: TagFoundBody,
      response: { 200: TagFoundAnswer, ...errorResponses(400, 401, 404, 429) },
    },
    handler: (req) => tagService.found(maybe(req), req.params.code, req.body),
  })
}
