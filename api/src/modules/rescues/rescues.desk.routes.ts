// The admins' desk for reports held for review (docs/rules.md#dispatch): release one, or mark its
// reporter as sending false reports. Under /admin; the rules are in rescues.desk.service.ts.
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import { Rescue } from '@paws/contracts/schemas/rescues'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { currentUser, requireRole } from '../../plugins/app/auth.ts'
import type { TriageDesk } from './rescues.desk.service.ts'

export default async function triageDeskRoutes(app: FastifyInstance, opts: { desk: TriageDesk }) {
  const { desk } = opts
  const tags = ['admin']
  const security = [{ bearerAuth: [] }]
  app.addHook('onRequest', app.authenticate)

  app.post<{ Params: Static<typeof IdParams> }>('/rescues/:id/release', {
    config: { access: 'admin' },
    schema: {
      summary: 'Release a report held for review (admin)',
      tags,
      security,
      description:
        "A report held for the desk's review (a new account past its day's limit of critical and high reports, " +
        'or an account marked as sending false reports; GET /rescues?triage=true lists them) is offered to the ' +
        'responders near it as a new case is. Answers the case. 409 when it is not held (released, taken or ' +
        'closed meanwhile).',
      params: IdParams,
      response: { 200: Rescue, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req) => {
      requireRole(req, 'admin')
      return desk.releaseCase(currentUser(req).id, req.params.id)
    },
  })

  app.post<{ Params: Static<typeof IdParams> }>('/rescues/:id/false-reports', {
    config: { access: 'admin' },
    schema: {
      summary: "Mark a case's reporter as sending false reports (admin)",
      tags,
      security,
      description:
        "Marks the case's reporting account as sending false reports: its open reports nobody holds are held for " +
        "review (their offers withdrawn, and given back to the responders' daily limits), and its next reports " +
        'are held as they arrive (but by SMS). Marking a marked account again holds what is open. Answers the ' +
        'case. 422 for a case with no reporting account.',
      params: IdParams,
      response: { 200: Rescue, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (req) => {
      requireRole(req, 'admin')
      return desk.markReporter(currentUser(req).id, req.params.id)
    },
  })
}
