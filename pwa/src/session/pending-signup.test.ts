import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CODE_LIFE_MS,
  forgetPendingSignup,
  keepPendingSignup,
  pendingSignup,
  pendingSignupFor,
} from './pending-signup.ts'

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
})
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original)
  else Reflect.deleteProperty(globalThis, 'localStorage')
})

describe('the sign-up waiting for its code', () => {
  it('is kept in localStorage for the life of its code, then forgotten', () => {
    const now = Date.now()
    keepPendingSignup('Zoya@Example.test', 'attempt-1', now)
    expect(localStorage.getItem('paws-signup')).toContain('attempt-1')
    expect(pendingSignup(now + CODE_LIFE_MS - 1)).toEqual({
      email: 'Zoya@Example.test',
      signupId: 'attempt-1',
      expiresAt: now + CODE_LIFE_MS,
    })
    expect(pendingSignup(now + CODE_LIFE_MS)).toBeUndefined()
    expect(localStorage.getItem('paws-signup')).toBeNull()
  })

  it('is found for its own e-mail only, whatever the case and spaces', () => {
    keepPendingSignup('zoya@example.test', 'attempt-2')
    expect(pendingSignupFor(' ZOYA@example.test ')?.signupId).toBe('attempt-2')
    expect(pendingSignupFor('other@example.test')).toBeUndefined()
  })

  it('is forgotten on demand, and a broken entry reads as none', () => {
    keepPendingSignup('zoya@example.test', 'attempt-3')
    forgetPendingSignup()
    expect(pendingSignup()).toBeUndefined()
    localStorage.setItem('paws-signup', '{not json')
    expect(pendingSignup()).toBeUndefined()
    localStorage.setItem('paws-signup', JSON.stringify({ email: 'zoya@example.test', signupId: 'attempt-4' }))
    expect(pendingSignup()).toBeUndefined()
  })
})
