// Where things are, in one place: distances and boxes on the earth, and the approximate place
// that those without the exact one read (docs/rules.md#privacy-walk): a position snapped to a
// grid of about 100 m, distances from it rounded, so that no number of questions narrows a
// place down below the grid. Cases, rings, clinics, coverage and lost pets all measure here.

const EARTH_RADIUS_M = 6_371_008.8
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle (haversine) distance in metres. */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The latitude/longitude box holding every point within `radius` metres (a little more). */
export function boxAround(lat: number, lng: number, radius: number) {
  const dLat = radius / METRES_PER_DEGREE
  const dLng = radius / (METRES_PER_DEGREE * Math.max(0.01, Math.cos(rad(lat))))
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng }
}

/** The grid of an approximate position: 0.001 degree, about 111 m north-south, 105 m east-west in Mumbai. */
export const APPROXIMATE_GRID_DEGREES = 0.001

/** Distances from an approximate position are given in steps of this many metres. */
export const DISTANCE_STEP_M = 50

/**
 * What a box around a point must add to hold every place whose approximate position lies within
 * the radius (an approximate position lies at most half a cell's diagonal from the exact one):
 * the box is then a pre-filter only, and what is kept is decided by the approximate place.
 */
export const GRID_SLACK_M = APPROXIMATE_GRID_DEGREES * METRES_PER_DEGREE

const snap = (degrees: number) =>
  Number(((Math.floor(degrees / APPROXIMATE_GRID_DEGREES) + 0.5) * APPROXIMATE_GRID_DEGREES).toFixed(4))

/** The centre of the grid cell holding the point. */
export function approximatePosition(point: { lat: number; lng: number }): { lat: number; lng: number } {
  return { lat: snap(point.lat), lng: snap(point.lng) }
}

/** A distance as those without the exact place read it. */
export function roundedDistance(metres: number): number {
  return Math.max(DISTANCE_STEP_M, Math.round(metres / DISTANCE_STEP_M) * DISTANCE_STEP_M)
}
