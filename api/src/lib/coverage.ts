// Where cover is thinnest (docs/rules.md#dispatch): the region cut into cells of about 1 km;
// each cell's cover is the on-duty hours within the near radius (1.5 km) of its centre, and its
// need is the cases filed in it. A pure function, so the dispatch benchmark's recruits and a
// coverage map read the same figure.

export interface Point {
  lat: number
  lng: number
}

export interface CoverCell {
  /** The cell's centre. */
  at: Point
  /** Cases filed in the cell. */
  cases: number
  /** On-duty hours within the radius of its centre. */
  dutyHours: number
}

const KM_PER_DEGREE = 111.195

function km(a: Point, b: Point): number {
  const dLat = (a.lat - b.lat) * KM_PER_DEGREE
  const dLng = (a.lng - b.lng) * KM_PER_DEGREE * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)
  return Math.hypot(dLat, dLng)
}

/**
 * The cells (about `cellKm` a side) that hold at least one case, each with its cases and the
 * on-duty hours within `radiusKm` of its centre, thinnest first: fewest hours per case (cases
 * weigh a cell's need), then most cases.
 */
export function coverCells(
  cases: readonly Point[],
  duty: readonly (Point & { hours: number })[],
  options: { cellKm?: number; radiusKm?: number } = {},
): CoverCell[] {
  const cellKm = options.cellKm ?? 1
  const radiusKm = options.radiusKm ?? 1.5
  const dLat = cellKm / KM_PER_DEGREE
  const cells = new Map<string, CoverCell>()
  for (const c of cases) {
    const dLng = dLat / Math.cos((c.lat * Math.PI) / 180)
    const i = Math.floor(c.lat / dLat)
    const j = Math.floor(c.lng / dLng)
    const key = `${i}:${j}`
    const cell = cells.get(key) ?? { at: { lat: (i + 0.5) * dLat, lng: (j + 0.5) * dLng }, cases: 0, dutyHours: 0 }
    cell.cases += 1
    cells.set(key, cell)
  }
  for (const cell of cells.values()) {
    cell.dutyHours = duty.filter((d) => km(d, cell.at) <= radiusKm).reduce((sum, d) => sum + d.hours, 0)
  }
  return [...cells.values()].sort((a, b) => a.dutyHours / a.cases - b.dutyHours / b.cases || b.cases - a.cases)
}

/**
 * Where `count` recruits do most good: one at a time in the thinnest cell, each adding
 * `hoursEach` of duty to the cells around it before the next is placed.
 */
export function placeRecruits(
  cases: readonly Point[],
  duty: readonly (Point & { hours: number })[],
  count: number,
  hoursEach: number,
  options: { cellKm?: number; radiusKm?: number } = {},
): Point[] {
  const placed: (Point & { hours: number })[] = []
  for (let n = 0; n < count; n++) {
    const [thinnest] = coverCells(cases, [...duty, ...placed], options)
    if (!thinnest) break
    placed.push({ ...thinnest.at, hours: hoursEach })
  }
  return placed.map(({ lat, lng }) => ({ lat, lng }))
}
