// The admins' desk for reports held for review (docs/rules.md#dispatch): release one to ring
// as a new case does, or mark its reporting account as sending false reports (its open
// reports are held and the offers they made stop counting toward anyone's daily cap). The
// held reports are listed with GET /rescues?triage=true.
import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import { Rescue } from '@paws/contracts/schemas/rescues'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { BusinessRule, Conflict, NotFound } from '../../lib/errors.ts'
import { actorFor } from '../../lib/history.ts'
import { currentUser, requireRole } from '../../plugins/app/auth.ts'
import { NOT_FOUND, viewFor } from './rescues.access.ts'
import type { RescueDeps } from './rescues.deps.ts'
import * as repo from './rescues.repository.ts'
import { rescueDetail } from './rescues.service.ts'
import { markFalseReporter, release } from './rescues.triage.service.ts'

const NOT_IN_TRIAGE = 'This case is not held for review (it may have been released, taken or closed).'
const NO_ACCOUNT = 'This case has no reporting account to mark.'

export function createTriageDesk(deps: RescueDeps) {
  const { db, notifier } = deps

  async function locked(trx: Parameters<typeof repo.lockRescue>[0], id: number) {
    if (!(await repo.lockRescue(trx, id))) throw new NotFound(NOT_FOUND).told('error.rescue.notFound')
    const row = await repo.findRescue(trx, id)
    if (!row) throw new NotFound(NOT_FOUND).told('error.rescue.notFound')
    return row
  }

  /** Releases a held report to the responders near it; 409 when it is not held (any more). */
  async function releaseCase(adminId: number, id: number): Promise<Rescue> {
    await db.transaction().execute(async (trx) => {
      const row = await locked(trx, id)
      if (!(await release(trx, deps, row, adminId))) throw new Conflict(NOT_IN_TRIAGE).told('error.rescue.notInTriage')
    })
    notifier.flush()
    return rescueDetail(db, id, viewFor('admin', true))
  }

  /** Marks the case's reporting account as sending false reports; answers the case as it is now. */
  async function markReporter(adminId: number, id: number): Promise<Rescue> {
    await db.transaction().execute(async (trx) => {
      const row = await locked(trx, id)
      if (row.requester_id === null) throw new BusinessRule(NO_ACCOUNT).told('error.rescue.noReporterAccount')
      await markFalseReporter(trx, deps, row, await actorFor(trx, adminId, 'admin'))
    })
    notifier.flush()
    return rescueDetail(db, id, viewFor('admin', true))
  }

  return { releaseCase, markReporter }
}

export type TriageDesk = ReturnType<typeof createTriageDesk>

/** Under /admin. */
export async function triageDeskRoutes(app: FastifyInstance, opts: { desk: TriageDesk }) {
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
