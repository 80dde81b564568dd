import { describe, expect, it } from 'vitest'
import { withinLimit } from './cells.ts'

const KM = 111.195

describe('the box the coverage page asks for', () => {
  it('keeps a box within 50 km a side as it is', () => {
    const box = { minLat: 19.0, minLng: 72.8, maxLat: 19.1, maxLng: 72.9 }
    expect(withinLimit(box)).toEqual(box)
  })

  it('clips a larger view around its centre to under 50 km a side', () => {
    const box = withinLimit({ minLat: 18.5, minLng: 72.3, maxLat: 19.7, maxLng: 73.6 })
    const height = (box.maxLat - box.minLat) * KM
    const width = (box.maxLng - box.minLng) * KM * Math.cos((19.1 * Math.PI) / 180)
    expect(height).toBeLessThanOrEqual(50)
    expect(height).toBeGreaterThan(48)
    expect(width).toBeLessThanOrEqual(50)
    expect((box.minLat + box.maxLat) / 2).toBeCloseTo(19.1, 3)
    expect((box.minLng + box.maxLng) / 2).toBeCloseTo(72.95, 3)
  })
})
