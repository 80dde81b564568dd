// GET /admin/export/{rescues,users,ngos,animals,adoptions}.csv: the list's current filter (same query as the
// list; paging and sorting ignored), as a CSV download streamed from the database.
import { AdoptionListQuery } from '@paws/contracts/schemas/adoptions'
import { readerLocale } from '../../lib/i18n.ts'
import { AnimalListQuery } from '@paws/contracts/schemas/animals'
import { NgoListQuery } from '@paws/contracts/schemas/ngos'
import { RescueListQuery } from '@paws/contracts/schemas/rescues'
import { UserListQuery } from '@paws/contracts/schemas/users-admin'
import { errorResponses } from '@paws/contracts/schemas/common'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Readable } from 'node:stream'
import Type, { type Static } from 'typebox'
import { requireRole } from '../../plugins/app/auth.ts'
import type { ExportService } from './admin.export.service.ts'

const Csv = Type.String({ description: 'text/csv; a header row, then one row per record' })

function download(reply: FastifyReply, name: string, body: Readable) {
  const day = new Date().toISOString().slice(0, 10)
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(body)
}

export default async function adminExportRoutes(app: FastifyInstance, opts: { exports: ExportService }) {
  const { exports } = opts
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }], produces: ['text/csv'] }

  app.get<{ Querystring: Static<typeof RescueListQuery> }>('/export/rescues.csv', {
    config: { access: 'admin' },
    schema: {
      summary: 'Export rescue cases as CSV',
      ...common,
      description:
        'Rescue cases matching the admin list filter (status, urgency, ngoId, escalated, duplicates, search).',
      querystring: RescueListQuery,
      response: { 200: Csv, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      requireRole(req, 'admin')
      return download(reply, 'rescues', exports.rescues(req.query, readerLocale(req)))
    },
  })

  app.get<{ Querystring: Static<typeof UserListQuery> }>('/export/users.csv', {
    config: { access: 'admin' },
    schema: {
      summary: 'Export users as CSV',
      ...common,
      description: 'Users matching the admin list filter (role, isActive, search).',
      querystring: UserListQuery,
      response: { 200: Csv, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      requireRole(req, 'admin')
      return download(reply, 'users', exports.users(req.query, readerLocale(req)))
    },
  })

  app.get<{ Querystring: Static<typeof NgoListQuery> }>('/export/ngos.csv', {
    config: { access: 'admin' },
    schema: {
      summary: 'Export NGOs as CSV',
      ...common,
      description: 'NGOs matching the admin list filter (isVerified, status, search).',
      querystring: NgoListQuery,
      response: { 200: Csv, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      requireRole(req, 'admin')
      return download(reply, 'ngos', exports.ngos(req.query, readerLocale(req)))
    },
  })

  app.get<{ Querystring: Static<typeof AnimalListQuery> }>('/export/animals.csv', {
    config: { access: 'admin' },
    schema: {
      summary: 'Export animals as CSV',
      ...common,
      description: 'Animals matching the admin list filter (status, includeDeleted, species, search...).',
      querystring: AnimalListQuery,
      response: { 200: Csv, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      requireRole(req, 'admin')
      return download(reply, 'animals', exports.animals(req.auth, req.query, readerLocale(req)))
    },
  })

  app.get<{ Querystring: Static<typeof AdoptionListQuery> }>('/export/adoptions.csv', {
    config: { access: 'admin' },
    schema: {
      summary: 'Export adoption applications as CSV',
      ...common,
      description: 'Adoption applications matching the admin list filter (status, search, animalId, adopterId).',
      querystring: AdoptionListQuery,
      response: { 200: Csv, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      requireRole(req, 'admin')
      return download(reply, 'adoptions', exports.adoptions(req.query, readerLocale(req)))
    },
  })
}
