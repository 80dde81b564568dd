import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetDuty, keepDuty, keptDuty } from './kept-duty.ts'

// A browser's localStorage, in memory (the unit tests run in Node).
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true, writable: true })
  localStorage.setItem('token', 'kept')
})
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original)
})

const on = {
  onDuty: true,
  until: '2026-12-07T12:00:00Z',
  lat: 19,
  lng: 72.8,
  skills: [],
  quietHours: null,
  updatedAt: null,
  pausedFor: null,
}

describe('the duty kept on the phone', () => {
  it('reads back as kept until its end, then as off; per account; forgotten at sign-out', () => {
    keepDuty(7, on)
    expect(keptDuty(7, Date.parse('2026-12-07T11:59:00Z'))).toEqual(on)
    expect(keptDuty(7, Date.parse('2026-12-07T12:00:00Z'))).toMatchObject({ onDuty: false, until: null })
    expect(keptDuty(8)).toBeUndefined()
    keepDuty(8, { ...on, onDuty: false, until: null })
    forgetDuty()
    expect(keptDuty(7)).toBeUndefined()
    expect(keptDuty(8)).toBeUndefined()
    // Only the duties go.
    expect(localStorage.getItem('token')).toBe('kept')
  })
})
