// Who a caller is to a rescue case (docs/rules.md#permissions). An admin acts as admin on every
// case; an NGO user as the NGO on cases assigned to their NGO; anyone else as requester on
// cases they reported. A caller with no part in a case gets 404, as if it did not exist.
import type { RescueActor, Role } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import { Conflict } from '../../lib/errors.ts'
import type { AuthUser } from '../../types.ts'
import type { RescueView } from './rescues.mapper.ts'
import { actingNgo } from '../teams/teams.repository.ts'
import { findClinicOfUser } from '../clinics/clinics.repository.ts'
import { isFollower, type RescueScope } from './rescues.repository.ts'

export interface Viewer {
  id: number
  role: Role
  /**
   * The NGO an ngo user acts for: null when they have no NGO profile, or when their NGO is
   * not approved and active (rejected, suspended, back to pending), so it sees no case.
   */
  ngoId: number | null
  /** An ngo user whose NGO exists but may not act on cases (their writes get a 409). */
  ngoBlocked?: boolean
  /** The clinic a vet user acts for, while an admin has it approved (docs/rules.md#clinics). */
  clinicId?: number | null
}

/** The 409 of every write to a case merged into another: it is read-only. */
export function mergedConflict(survivorId: number): Conflict {
  return new Conflict('error.rescue.merged', { id: String(survivorId) })
}

/** An ngo user acts for the NGO of their membership (its own account or a member of its team). */
export async function loadViewer(db: Db, auth: AuthUser): Promise<Viewer> {
  if (auth.role === 'vet') {
    const clinic = await findClinicOfUser(db, auth.id)
    return {
      id: auth.id,
      role: auth.role,
      ngoId: null,
      clinicId: clinic?.approval_status === 'approved' ? clinic.id : null,
    }
  }
  const ngo = auth.role === 'ngo' ? await actingNgo(db, auth.id) : undefined
  const mayAct = ngo !== undefined && ngo.approval_status === 'approved' && ngo.is_active
  return { id: auth.id, role: auth.role, ngoId: mayAct ? ngo.id : null, ngoBlocked: ngo !== undefined && !mayAct }
}

export function actorOf(
  viewer: Viewer,
  row: { requester_id: number | null; ngo_id: number | null },
): RescueActor | null {
  if (viewer.role === 'admin') return 'admin'
  if (viewer.role === 'ngo') return viewer.ngoId !== null && row.ngo_id === viewer.ngoId ? 'ngo' : null
  return row.requester_id === viewer.id ? 'requester' : null
}

/**
 * What `actor` sees of a case; `detail` adds what only the detail answer carries. A follower
 * (someone who reported the same animal) sees the case as the public would: an approximate
 * place (rescues.privacy.access.ts), without the reporter's contact, the restricted fields or the
 * photo digests.
 */
export function viewFor(actor: RescueActor | 'follower', detail = false): RescueView {
  if (actor === 'follower') return { exactPlace: false, contact: false, restricted: false, digests: false }
  return {
    exactPlace: true,
    contact: true,
    restricted: actor === 'admin' || actor === 'ngo',
    digests: detail && actor !== 'ngo',
  }
}

/** The caller's part in a case, counting following it; null when they have none. */
export async function relationTo(
  db: Db,
  viewer: Viewer,
  row: { id: number; requester_id: number | null; ngo_id: number | null },
): Promise<RescueActor | 'follower' | null> {
  const actor = actorOf(viewer, row)
  if (actor) return actor
  if (viewer.role !== 'ngo' && (await isFollower(db, row.id, viewer.id))) return 'follower'
  return null
}

/** The cases a caller lists; null when there are none to see (an NGO user without an NGO). */
export function scopeOf(viewer: Viewer): RescueScope | null {
  if (viewer.role === 'admin') return { kind: 'all' }
  if (viewer.role === 'ngo') return viewer.ngoId !== null ? { kind: 'ngo', ngoId: viewer.ngoId } : null
  return { kind: 'requester', userId: viewer.id }
}
