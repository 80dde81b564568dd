import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import {
  AdminStats,
  EscalationSettings,
  MapConfig,
  MergeBody,
  NgoFigures,
  NgoOptions,
  RescueMap,
  RescueMapQuery,
} from '@paws/contracts/schemas/admin'
import { Rescue } from '@paws/contracts/schemas/rescues'
import type { Static } from 'typebox'
import { currentUser, requireRole } from '../../plugins/app/auth.ts'
import adminExportRoutes from './admin.export.routes.ts'
import { createExportService } from './admin.export.service.ts'
import { countStats, rescueMapPoints } from './admin.repository.ts'
import type { AdminService } from './admin.service.ts'

const tags = ['admin']
const security = [{ bearerAuth: [] }]

export default async function adminRoutes(app: FastifyInstance, opts: { admin: AdminService }) {
  const { admin } = opts
  app.addHook('onRequest', app.authenticate)
  await app.register(adminExportRoutes, { exports: createExportService({ db: app.db, log: app.log }) })
  const adminOnly = (req: FastifyRequest) => requireRole(req, 'admin')

  app.get('/stats', {
    config: { access: 'admin' },
    schema: {
      summary: 'Counts for the admin dashboard',
      tags,
      security,
      description: 'Counts for the admin dashboard cards.',
      response: { 200: AdminStats, ...errorResponses(401, 403) },
    },
    handler: async (req) => {
      adminOnly(req)
      return countStats(app.db)
    },
  })

  app.get('/map-config', {
    config: { access: 'admin' },
    schema: {
      summary: "The admin map's tile server",
      tags,
      security,
      description: "The admin map's tile server (MAP_TILE_URL, OpenStreetMap's by default) and its attribution.",
      response: { 200: MapConfig, ...errorResponses(401, 403) },
    },
    handler: async (req) => {
      adminOnly(req)
      return { tileUrl: app.config.MAP_TILE_URL, attribution: app.config.MAP_TILE_ATTRIBUTION }
    },
  })

  app.get<{ Querystring: Static<typeof RescueMapQuery> }>('/rescues/map', {
    config: { access: 'admin' },
    schema: {
      summary: 'Open cases with a position, for the admin map',
      tags,
      security,
      description:
        'Every open case with a position (not completed, cancelled or merged) for the admin map, filtered by status and urgency, the most urgent and longest waiting first; at most 5,000, `truncated` when more matched.',
      querystring: RescueMapQuery,
      response: { 200: RescueMap, ...errorResponses(400, 401, 403) },
    },
    handler: async (req) => {
      adminOnly(req)
      return rescueMapPoints(app.db, req.query)
    },
  })

  app.get('/settings/escalation', {
    config: { access: 'admin' },
    schema: {
      summary: 'Read the deadlines for accepting a case',
      tags,
      security,
      description: 'Minutes an assigned NGO has to accept a case before the admins are told.',
      response: { 200: EscalationSettings, ...errorResponses(401, 403) },
    },
    handler: async (req) => {
      adminOnly(req)
      return admin.settings()
    },
  })

  app.put<{ Body: Static<typeof EscalationSettings> }>('/settings/escalation', {
    config: { access: 'admin' },
    schema: {
      summary: 'Set the deadlines for accepting a case',
      tags,
      security,
      description: 'Sets the deadlines; assignments made from now on use them.',
      body: EscalationSettings,
      response: { 200: EscalationSettings, ...errorResponses(400, 401, 403) },
    },
    handler: async (req) => {
      adminOnly(req)
      return admin.saveSettings(req.body)
    },
  })

  app.get<{ Params: Static<typeof IdParams> }>('/rescues/:id/ngo-options', {
    config: { access: 'admin' },
    schema: {
      summary: 'NGOs to assign a case to, nearest first',
      tags,
      security,
      description:
        'Approved, active NGOs nearest the case first, with open cases and median minutes to accept over the last 30 days; one suggested.',
      params: IdParams,
      response: { 200: NgoOptions, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => {
      adminOnly(req)
      return admin.ngoOptions(req.params.id)
    },
  })

  app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof MergeBody> }>('/rescues/:id/merge', {
    config: { access: 'admin' },
    schema: {
      summary: 'Merge a duplicate case into another',
      tags,
      security,
      description:
        'Merges case :id (a duplicate) into intoId: photos, followers (its reporter included) and timeline move to the survivor; :id becomes read-only and points to it. Answers the survivor.',
      params: IdParams,
      body: MergeBody,
      response: { 200: Rescue, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (req) => {
      adminOnly(req)
      return admin.mergeCases(currentUser(req).id, req.params.id, req.body.intoId)
    },
  })

  app.get<{ Params: Static<typeof IdParams> }>('/ngos/:id/figures', {
    config: { access: 'admin' },
    schema: {
      summary: "An NGO's open cases and time to accept",
      tags,
      security,
      description: "The NGO's open cases and median minutes to accept over the last 30 days.",
      params: IdParams,
      response: { 200: NgoFigures, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => {
      adminOnly(req)
      return admin.figuresOf(req.params.id)
    },
  })
}
