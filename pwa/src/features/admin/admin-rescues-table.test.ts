import { describe, expect, it } from 'vitest'
import { waitingFor, waitingOf } from './AdminRescuesTable.tsx'

describe('time waiting', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('reads in minutes, hours or days', () => {
    expect(waitingFor('2026-11-23T11:48:00Z', now)).toBe('12 min')
    expect(waitingFor('2026-11-23T08:50:00Z', now)).toBe('3 h 10 min')
    expect(waitingFor('2026-11-21T09:00:00Z', now)).toBe('2 d 3 h')
    expect(waitingFor('2026-11-23T12:05:00Z', now)).toBe('0 min')
  })
})

describe('the Waiting column', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  const createdAt = '2026-11-23T08:50:00Z'
  it('counts only for open cases: pending or declined, nobody holding them', () => {
    expect(waitingOf({ status: 'pending', createdAt }, now)).toBe('3 h 10 min')
    expect(waitingOf({ status: 'declined', createdAt }, now)).toBe('3 h 10 min')
    for (const status of ['assigned', 'accepted', 'in_progress', 'rescued', 'completed', 'cancelled'] as const) {
      expect(waitingOf({ status, createdAt }, now)).toBeNull()
    }
  })
})
