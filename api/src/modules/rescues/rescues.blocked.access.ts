// An NGO that may not act (pending approval, rejected, suspended or deactivated) writes
// nothing on a case: its field actions and proof photos are refused with the 409 its outbox
// understands (reason ngo_suspended) before any row is stored, not even the idempotency
// key's, so a blocked account cannot fill the tables however many keys it sends.
import { actionConflict } from './rescues.actions.service.ts'
import type { Viewer } from './rescues.access.ts'

export function refuseBlockedNgo(viewer: Viewer): void {
  if (viewer.role === 'ngo' && viewer.ngoBlocked) throw actionConflict('ngo_suspended', null)
}
