// Who may take a case nobody holds (docs/rules.md#dispatch): a member of an approved NGO it was
// offered to, or one on duty now within the wide radius of it (the self-pick list). Anyone
// else reads it as "not found", as any case they have no part in.
import type { Role } from '@paws/contracts'
import type { Db, Trx } from '../../db/database.ts'
import { dispatchSettings } from '../../lib/settings.ts'
import { findDuty } from '../responders/responders.repository.ts'
import { APPROXIMATE_GRID_DEGREES, approximatePosition, distanceM } from '../../lib/geo.ts'
import type { Clock } from '../../lib/clock.ts'

/**
 * Where a case is, for dispatch: the approximate place of its reported position, else of the
 * centroid of its typed place. Who is offered a case, the distance the offer names and who may
 * take it from the self-pick list are all seen before an accept, so all come from the
 * approximate place (rescues.privacy.access.ts); the difference is at most half a cell.
 */
export function ringPosition(c: {
  location: { lat?: number | null; lng?: number | null }
  approx_lat?: number | null
  approx_lng?: number | null
}): { lat: number; lng: number } | null {
  const lat = c.location.lat ?? c.approx_lat ?? null
  const lng = c.location.lng ?? c.approx_lng ?? null
  return typeof lat === 'number' && typeof lng === 'number' ? approximatePosition({ lat, lng }) : null
}

/** Who asks, as dispatch reads them: a member acts for `ngoId` (null when their NGO may not act). */
export interface Caller {
  id: number
  role: Role
  ngoId: number | null
}

/** The duty position is stored on a grid: a responder at the edge of the radius is not left out by it. */
const DUTY_SLACK_M = APPROXIMATE_GRID_DEGREES * 111_195

export async function onDutyAt(trx: Db, userId: number, now: Date) {
  const duty = await findDuty(trx, userId)
  if (!duty?.on_duty || duty.lat === null || duty.lng === null) return null
  if (duty.expires_at !== null && new Date(duty.expires_at) <= now) return null
  return { lat: duty.lat, lng: duty.lng }
}

export async function mayTake(
  trx: Trx,
  viewer: Caller,
  c: Parameters<typeof ringPosition>[0],
  offered: boolean,
  deps: { clock: Clock },
): Promise<boolean> {
  if (viewer.role !== 'ngo' || viewer.ngoId === null) return false
  if (offered) return true
  const at = ringPosition(c)
  const duty = await onDutyAt(trx, viewer.id, deps.clock())
  if (!at || !duty) return false
  const { wideRadiusM } = await dispatchSettings(trx)
  return distanceM(duty, at) <= wideRadiusM + DUTY_SLACK_M
}
