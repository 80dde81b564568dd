// The admins' desk for reports held for review (docs/rules.md#dispatch): release one to ring
// as a new case does, or mark its reporting account as sending false reports (its open
// reports are held and the offers they made stop counting toward anyone's daily cap). The
// held reports are listed with GET /rescues?triage=true.
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { BusinessRule, Conflict, NotFound } from '../../lib/errors.ts'
import { actorFor } from '../../lib/history.ts'
import { viewFor } from './rescues.access.ts'
import type { RescueDeps } from './rescues.deps.ts'
import * as repo from './rescues.repository.ts'
import { rescueDetail } from './rescues.service.ts'
import { markFalseReporter, release } from './rescues.triage.service.ts'

export function createTriageDesk(deps: RescueDeps) {
  const { db, notifier } = deps

  async function locked(trx: Parameters<typeof repo.lockRescue>[0], id: number) {
    if (!(await repo.lockRescue(trx, id))) throw new NotFound('error.rescue.notFound')
    const row = await repo.findRescue(trx, id)
    if (!row) throw new NotFound('error.rescue.notFound')
    return row
  }

  /** Releases a held report to the responders near it; 409 when it is not held (any more). */
  async function releaseCase(adminId: number, id: number): Promise<Rescue> {
    await db.transaction().execute(async (trx) => {
      const row = await locked(trx, id)
      if (!(await release(trx, deps, row, adminId))) throw new Conflict('error.rescue.notInTriage')
    })
    notifier.flush()
    return rescueDetail(db, id, viewFor('admin', true))
  }

  /** Marks the case's reporting account as sending false reports; answers the case as it is now. */
  async function markReporter(adminId: number, id: number): Promise<Rescue> {
    await db.transaction().execute(async (trx) => {
      const row = await locked(trx, id)
      if (row.requester_id === null) throw new BusinessRule('error.rescue.noReporterAccount')
      await markFalseReporter(trx, deps, row, await actorFor(trx, adminId, 'admin'))
    })
    notifier.flush()
    return rescueDetail(db, id, viewFor('admin', true))
  }

  return { releaseCase, markReporter }
}

export type TriageDesk = ReturnType<typeof createTriageDesk>
