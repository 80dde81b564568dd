// Who sees where a case is: the privacy of the street. A reporter's exact position, typed
// address, landmarks, name and phone are seen only by whoever must act on the case: the
// reporter themself, the members of the NGO that holds it, and the admins. Everyone else (a
// follower, a responder before accepting, anyone reading a list of cases nearby) sees an
// approximate place: the position snapped to a grid of about 100 m, the city and the pincode,
// nothing typed, and nobody named but the NGO and the admins, nor the reporter's account id
// (it would link one reporter's cases). Distances shown to them are
// measured from the approximate position and rounded, so that no number of questions
// narrows a case down below the grid (the grid and the rounding: lib/geo.ts). A clinic an
// animal is handed to reads less still (clinics.service.ts).
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { approximatePosition } from '../../lib/geo.ts'

/** The place of a case for someone who must not know exactly where it is. */
export function approximatePlace(location: Rescue['location']): Rescue['location'] {
  const hasPosition = location.lat !== null && location.lng !== null
  const position = hasPosition ? approximatePosition({ lat: location.lat ?? 0, lng: location.lng ?? 0 }) : null
  return {
    address: '',
    city: location.city,
    state: location.state,
    pincode: location.pincode,
    landmarks: null,
    lat: position?.lat ?? null,
    lng: position?.lng ?? null,
    accuracy: null,
  }
}

/** The roles a timeline names in an approximate view: those who act for the platform. */
const NAMED_ROLES = new Set(['admin', 'ngo'])

/** A timeline as those without the exact place read it: the people of the street unnamed. */
export function approximateHistory(history: HistoryEntry[]): HistoryEntry[] {
  return history.map((entry) =>
    entry.actor && !NAMED_ROLES.has(entry.actor.role)
      ? { ...entry, actor: { id: null, name: '', role: entry.actor.role } }
      : entry,
  )
}
