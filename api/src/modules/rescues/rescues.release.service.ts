// An NGO that stops being approved and active (an admin rejects, suspends or un-verifies
// it) must not keep the cases assigned to it: they carry the reporter's contact details
// and wait for someone to act. Inside the admin's transaction every open case of that NGO
// goes back to the admin queue (pending, no NGO; docs/rules.md#status-machines: admins assign
// pending cases), with a timeline entry (an admin override) and a notification to the other admins
// and to the reporter and the case's followers. Finished cases (completed, cancelled) keep their NGO for the record.
import type { MessageId } from '@lingui/core'
import { RESCUE_HELD, type ReturnedWhy, type ServerNote } from '@paws/contracts'
import type { Trx } from '../../db/database.ts'
import type { Clock } from '../../lib/clock.ts'
import type { JobQueue } from '../../lib/jobs.ts'
import { adminIds } from '../notifications/notifications.repository.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import { moveCase } from './rescues.move.ts'
import { caseWatchers } from './rescues.notify.ts'
import * as repo from './rescues.repository.ts'

/** The reasons an NGO's cases go back to the queue, as the catalog names them. */
const WHY: Record<string, ReturnedWhy> = {
  'was not approved': 'notApproved',
  'is no longer verified': 'unverified',
  'was suspended': 'suspended',
}

export async function releaseNgoCases(
  trx: Trx,
  deps: { notifier: Notifier; jobs: JobQueue; clock: Clock },
  ngo: { id: number; name: string },
  adminId: number,
  why: string,
): Promise<number> {
  const { notifier } = deps
  const cases = await repo.casesHeldBy(trx, ngo.id, RESCUE_HELD)
  if (cases.length === 0) return 0
  const admins = await adminIds(trx)
  const note: ServerNote = {
    key: 'historyNote.returned',
    values: { ngo: ngo.name, why: WHY[why] ?? 'unverified' },
  }
  let released = 0
  for (const c of cases) {
    const row = await repo.findRescue(trx, c.id)
    const moved =
      row &&
      (await moveCase(trx, deps, {
        row,
        to: 'pending',
        by: { id: adminId, role: 'admin' },
        set: { ngo_id: null },
        guard: { ngoId: ngo.id },
        note,
        override: true,
        announce: false,
      }))
    if (!moved) continue
    released += 1
    const url = `/rescue/${c.id}`
    await notifier.notify(
      trx,
      admins,
      localized('rescue', url, (t) => ({
        title: t._('notify.backInQueue.title'),
        message: t._('notify.backInQueue.message', {
          id: c.id,
          ngo: ngo.name,
          why: t._(`notify.why.${WHY[why] ?? 'other'}` as MessageId),
        }),
      })),
      adminId,
    )
    const watchers = await caseWatchers(trx, { id: c.id, requesterId: c.requester_id })
    if (watchers.length > 0) {
      await notifier.notify(
        trx,
        watchers,
        localized('rescue', url, (t) => ({
          title: t._('notify.declinedRequester.title'),
          message: t._('notify.released.message', { id: c.id, ngo: ngo.name }),
        })),
        adminId,
      )
    }
  }
  return released
}
