import { describe, expect, it } from 'vitest'
import { MAX_GAP_MS, MIN_GAP_MS, metres, worthSending } from './duty-refresh.ts'

const at = (lat: number, lng: number, ms: number) => ({ lat, lng, at: ms })

describe('sending the position while on duty', () => {
  it('sends the first fix, then only after a minute when moved over 100 m or after five minutes', () => {
    const first = at(19.1, 72.85, 0)
    expect(worthSending(null, first)).toBe(true)
    // 0.002 degrees of latitude is about 220 m.
    expect(worthSending(first, at(19.102, 72.85, MIN_GAP_MS - 1))).toBe(false)
    expect(worthSending(first, at(19.102, 72.85, MIN_GAP_MS))).toBe(true)
    expect(worthSending(first, at(19.1005, 72.85, MIN_GAP_MS * 2))).toBe(false)
    expect(worthSending(first, at(19.1005, 72.85, MAX_GAP_MS))).toBe(true)
  })

  it('measures metres on the ground', () => {
    expect(metres({ lat: 19.1, lng: 72.85 }, { lat: 19.101, lng: 72.85 })).toBeCloseTo(111, 0)
  })
})
