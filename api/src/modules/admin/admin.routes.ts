import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@paws/contracts/schemas/common'
import { AdminStats } from '@paws/contracts/schemas/admin'
import { requireRole } from '../../plugins/app/auth.ts'
import { countStats } from './admin.repository.ts'

export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate)

  app.get('/stats', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
      description: 'Counts for the admin dashboard cards.',
      response: { 200: AdminStats, ...errorResponses(401, 403) },
    },
    handler: async (req) => {
      requireRole(req, 'admin')
      return countStats(app.db)
    },
  })
}
