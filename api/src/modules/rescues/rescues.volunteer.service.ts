// A coordinator of the case's NGO names the member who goes (the
// spec's "assigned volunteer"), or nobody (null). Only a coordinator of an approved, active NGO
// that holds the case; only a member of that NGO. Anyone else who may not see the case gets
// 404, as for every case route. Every hand-off tells the next person: the member named is told
// (notification, push and e-mail as their settings say) and the timeline records who goes, in
// the same transaction; naming the one already named again changes and tells nothing.
import type { Database } from '../../db/database.ts'
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { AuthUser } from '../../types.ts'
import { actingNgo, isMemberOf, lockCaseNgo, setVolunteer } from '../teams/teams.repository.ts'
import { mergedConflict, viewFor } from './rescues.access.ts'
import { rescueDetail } from './rescues.service.ts'
import { actorFor, historyValues } from '../../lib/history.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { announceVolunteer, caseFacts } from './rescues.notify.ts'
import { findRescue, insertHistory } from './rescues.repository.ts'

export async function assignVolunteer(
  deps: { db: Database; notifier: Notifier },
  viewer: AuthUser,
  rescueId: number,
  userId: number | null,
): Promise<Rescue> {
  const { db, notifier } = deps
  // Admins set any field of a case through PUT /rescues/:id; this is the coordinators' own.
  if (viewer.role === 'admin') throw new Forbidden('error.rescue.notCoordinator')
  const ngo = viewer.role === 'ngo' ? await actingNgo(db, viewer.id) : undefined
  const mayAct = ngo !== undefined && ngo.approval_status === 'approved' && ngo.is_active
  await db.transaction().execute(async (trx) => {
    const row = await lockCaseNgo(trx, rescueId)
    if (!row || !mayAct || row.ngo_id !== ngo.id) throw new NotFound('error.rescue.notFound')
    if (ngo.kind !== 'coordinator') throw new Forbidden('error.rescue.notCoordinator')
    if (row.merged_into_id !== null) throw mergedConflict(row.merged_into_id)
    if (userId !== null && !(await isMemberOf(trx, ngo.id, userId))) {
      throw new ValidationFailed([{ field: 'userId', message: 'error.rescue.volunteerNotMember' }])
    }
    const before = await findRescue(trx, rescueId)
    if (!before || before.assigned_volunteer_id === userId) return
    await setVolunteer(trx, rescueId, userId)
    const coordinator = await actorFor(trx, viewer.id, 'ngo')
    const member = userId === null ? null : await actorFor(trx, userId, 'member')
    const note = member
      ? { key: 'historyNote.volunteerNamed' as const, values: { name: member.name } }
      : { key: 'historyNote.volunteerCleared' as const }
    await insertHistory(trx, {
      rescue_id: rescueId,
      ...historyValues(coordinator, before.status, before.status, note),
    })
    if (userId !== null) await announceVolunteer(trx, notifier, caseFacts(before), userId, coordinator)
  })
  notifier.flush()
  return rescueDetail(db, rescueId, viewFor('ngo', true))
}
