// The NGO's queue order: most urgent first, then the nearest when the worker's
// position is known, then the oldest (waiting longest).
import { URGENCIES } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'

export interface Position {
  lat: number
  lng: number
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Position, b: Position): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function caseDistance(rescue: Pick<Rescue, 'location'>, here: Position | null): number | null {
  const { lat, lng } = rescue.location
  return here && lat !== null && lng !== null ? distanceKm(here, { lat, lng }) : null
}

export function sortQueue<T extends Pick<Rescue, 'urgency' | 'location' | 'createdAt' | 'id'>>(
  cases: readonly T[],
  here: Position | null,
): T[] {
  const rank = (c: T) => URGENCIES.indexOf(c.urgency)
  return [...cases].sort((a, b) => {
    const byUrgency = rank(a) - rank(b)
    if (byUrgency !== 0) return byUrgency
    const da = caseDistance(a, here)
    const db = caseDistance(b, here)
    if (da !== null && db !== null && da !== db) return da - db
    if ((da === null) !== (db === null)) return da === null ? 1 : -1
    return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id
  })
}
