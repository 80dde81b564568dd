import { describe, expect, it } from 'vitest'
import { distanceKm, sortQueue } from './field-sort.ts'

const at = (lat: number | null, lng: number | null) => ({ lat, lng }) as never
const kase = (id: number, urgency: string, where: [number, number] | null, createdAt: string) =>
  ({ id, urgency, location: at(where?.[0] ?? null, where?.[1] ?? null), createdAt }) as never

describe('the NGO queue order', () => {
  it('urgency, then nearest when the position is known, then oldest', () => {
    const bandra = { lat: 19.0544, lng: 72.8402 }
    const cases = [
      kase(1, 'high', [19.076, 72.8777], '2026-01-01T10:00:00Z'), // Kurla side, ~4.5 km
      kase(2, 'high', [19.055, 72.841], '2026-01-02T10:00:00Z'), // next door
      kase(3, 'critical', [19.2, 72.9], '2026-01-03T10:00:00Z'),
      kase(4, 'high', null, '2025-12-01T10:00:00Z'),
      kase(5, 'low', [19.0544, 72.8402], '2025-01-01T10:00:00Z'),
    ]
    expect(sortQueue(cases, bandra).map((c: { id: number }) => c.id)).toEqual([3, 2, 1, 4, 5])
    expect(sortQueue(cases, null).map((c: { id: number }) => c.id)).toEqual([3, 4, 1, 2, 5])
  })

  it('measures distances', () => {
    expect(distanceKm({ lat: 19.0544, lng: 72.8402 }, { lat: 19.0544, lng: 72.8402 })).toBe(0)
    expect(Math.round(distanceKm({ lat: 18.9388, lng: 72.8354 }, { lat: 19.0544, lng: 72.8402 }))).toBe(13)
  })
})
