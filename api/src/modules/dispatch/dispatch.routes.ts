// Dispatch for responders and the admins (docs/rules.md#dispatch). Accepting an offered or
// self-picked case, and "Can't", go through POST /rescues/{id}/actions.
import { MapConfig } from '@paws/contracts/schemas/admin'
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import {
  DispatchSettings,
  NearbyOpenQuery,
  OfferList,
  OpenCaseList,
  RingList,
  RingsQuery,
  RingView,
} from '@paws/contracts/schemas/dispatch'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import type { AuthUser } from '../../types.ts'
import type { DispatchService } from './dispatch.service.ts'
import type { Caller } from './dispatch.take.ts'

const security = [{ bearerAuth: [] }]

/**
 * Under /rescues: what a responder reads. `callerOf`: who the caller is to cases (the NGO they
 * act for), as the rescues module reads it (rescues.access.ts, given by app.ts).
 */
export async function responderDispatchRoutes(
  app: FastifyInstance,
  opts: { dispatch: DispatchService; callerOf: (user: AuthUser) => Promise<Caller> },
) {
  const { dispatch, callerOf } = opts
  const tags = ['dispatch']
  app.addHook('onRequest', app.authenticate)

  app.get('/offers', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Cases offered to you now (on-duty member)',
      tags,
      security,
      description:
        'A member of an approved NGO: the cases offered to them in the last day, open ones and those taken by ' +
        'someone else first ("Taken by <NGO>"), each as the approximate place only (about 100 m, no address or ' +
        "reporter). Accept or Can't with POST /rescues/{id}/actions. Others: 403.",
      response: { 200: OfferList, ...errorResponses(401, 403) },
    },
    handler: async (req) => dispatch.offers(await callerOf(currentUser(req))),
  })

  app.get<{ Querystring: Static<typeof NearbyOpenQuery> }>('/nearby-open', {
    config: { access: 'signed-in', rateLimit: { max: app.config.NEARBY_RATE_LIMIT_MAX, timeWindow: '10 minutes' } },
    schema: {
      summary: 'Open cases near you (on-duty member)',
      tags,
      security,
      description:
        'Near me, not yet taken: an on-duty member of an approved NGO reads the open cases nobody holds within ' +
        'the wide radius of the point, most urgent first, then nearest, as the approximate place only; accepting ' +
        'one (POST /rescues/{id}/actions) opens the full case. Off duty or not a member: 403.',
      querystring: NearbyOpenQuery,
      response: { 200: OpenCaseList, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (req) => dispatch.nearbyOpen(await callerOf(currentUser(req)), req.query),
  })
}

/** Under /admin: the rings' settings and a case's ring. */
export async function adminDispatchRoutes(app: FastifyInstance, opts: { dispatch: DispatchService }) {
  const { dispatch } = opts
  const tags = ['admin']
  app.addHook('onRequest', app.authenticate)

  app.get('/settings/dispatch', {
    config: { access: 'admin' },
    schema: {
      summary: 'Read the dispatch rings (admin)',
      tags,
      security,
      description: "The rings' radii, size, minutes and the daily cap of offers per responder.",
      response: { 200: DispatchSettings, ...errorResponses(401, 403) },
    },
    handler: () => dispatch.settings(),
  })

  app.put<{ Body: Static<typeof DispatchSettings> }>('/settings/dispatch', {
    config: { access: 'admin' },
    schema: {
      summary: 'Set the dispatch rings (admin)',
      tags,
      security,
      description: 'Sets them; rings started from now on use them. The wide ring reaches at least the near one.',
      body: DispatchSettings,
      response: { 200: DispatchSettings, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => dispatch.saveSettings(req.body),
  })

  app.get<{ Querystring: Static<typeof RingsQuery> }>('/rescues/rings', {
    config: { access: 'admin' },
    schema: {
      summary: "Several cases' dispatch rings (admin)",
      tags,
      security,
      description:
        "The rings of up to 50 cases at once (ids=1,2,3), for the admins' list rows: to whom each was offered, " +
        'the answers, and the next step. An id of no case reads as an empty ring.',
      querystring: RingsQuery,
      response: { 200: RingList, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => dispatch.rings(req.query.ids),
  })

  app.get<{ Params: Static<typeof IdParams> }>('/rescues/:id/ring', {
    config: { access: 'admin' },
    schema: {
      summary: "A case's dispatch ring (admin)",
      tags,
      security,
      description: "A case's ring: to whom it was offered, who said Can't and why, and the next step.",
      params: IdParams,
      response: { 200: RingView, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => dispatch.ring(req.params.id),
  })
}

/** Under /rescues, for anyone: the maps' tile server (nothing of any case). */
export async function mapConfigRoutes(app: FastifyInstance) {
  const tags = ['dispatch']
  app.get('/map-config', {
    config: { access: 'public' },
    schema: {
      summary: "The maps' tile server",
      tags,
      description:
        "Public. The maps' tile server (MAP_TILE_URL, OpenStreetMap's by default) and its attribution, for the maps " +
        "of the app: a responder's offers and nearby cases, a case's place, and the pin a signed-out bystander or a " +
        'clinic signing up places. The markers are drawn without it.',
      response: { 200: MapConfig },
    },
    handler: async () => ({ tileUrl: app.config.MAP_TILE_URL, attribution: app.config.MAP_TILE_ATTRIBUTION }),
  })
}
