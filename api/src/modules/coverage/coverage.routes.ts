// The coverage map (docs/rules.md#coverage): admins and the coordinators of approved NGOs.
import { errorResponses } from '@paws/contracts/schemas/common'
import { CoverageMap, CoverageQuery } from '@paws/contracts/schemas/coverage'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import type { CoverageService } from './coverage.service.ts'

export async function coverageRoutes(app: FastifyInstance, opts: { coverage: CoverageService }) {
  const { coverage } = opts
  app.addHook('onRequest', app.authenticate)

  app.get<{ Querystring: Static<typeof CoverageQuery> }>('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Where nobody can reach (admins, coordinators)',
      tags: ['dispatch'],
      security: [{ bearerAuth: [] }],
      description:
        'The box (at most 50 km a side) in cells of 0.01 degree (about 1 km): for the last 7 days, the hours at ' +
        'whose middle at least two members were on duty within 1.5 km of the cell\'s centre (`hoursCovered`), the ' +
        'cases filed in it (`cases`) and those that waited over 30 minutes for an accept (`longWaits`); `thin` when ' +
        'fewer than half of the hours were covered. Only cells with a case or a covered hour are listed. Admins ' +
        'and the coordinators of an approved NGO; others 403. A box upside down or too large: 400.',
      querystring: CoverageQuery,
      response: { 200: CoverageMap, ...errorResponses(400, 401, 403) },
    },
    handler: async (req) => coverage.map(currentUser(req), req.query),
  })
}
