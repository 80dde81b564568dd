// What the coverage page says of a cell, and the box it may ask for (docs/rules.md#coverage).
import { COVERAGE_MAX_BOX_KM, type CoverageCell, type CoverageQuery } from '@paws/contracts/schemas/coverage'
import { t } from '../../i18n/index.ts'

const KM_PER_DEGREE = 111.195

/** Clips a box around its centre to the largest the API answers (a little inside it). */
export function withinLimit(box: CoverageQuery): CoverageQuery {
  const lat = (box.minLat + box.maxLat) / 2
  const lng = (box.minLng + box.maxLng) / 2
  const side = COVERAGE_MAX_BOX_KM * 0.98
  const halfLat = Math.min((box.maxLat - box.minLat) / 2, side / 2 / KM_PER_DEGREE)
  const kmPerLng = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180)
  const halfLng = Math.min((box.maxLng - box.minLng) / 2, side / 2 / kmPerLng)
  const r = (v: number) => Number(v.toFixed(4))
  return { minLat: r(lat - halfLat), maxLat: r(lat + halfLat), minLng: r(lng - halfLng), maxLng: r(lng + halfLng) }
}

/** "12 of 168 hours with two on duty; 3 cases, 2 waited over 30 minutes." */
export function cellSummary(c: CoverageCell, hours: number): string {
  return t('coverage.cellSummary', { covered: c.hoursCovered, hours, cases: c.cases, waits: c.longWaits })
}
