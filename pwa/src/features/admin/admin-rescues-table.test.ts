import { describe, expect, it } from 'vitest'
import { waitingFor } from './AdminRescuesTable.tsx'

describe('time waiting', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('reads in minutes, hours or days', () => {
    expect(waitingFor('2026-11-23T11:48:00Z', now)).toBe('12 min')
    expect(waitingFor('2026-11-23T08:50:00Z', now)).toBe('3 h 10 min')
    expect(waitingFor('2026-11-21T09:00:00Z', now)).toBe('2 d 3 h')
    expect(waitingFor('2026-11-23T12:05:00Z', now)).toBe('0 min')
  })
})
