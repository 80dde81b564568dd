import { parseAnonymousSmsReport, parseSmsReport } from '@paws/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { VISITOR_USER_ID } from '../offline/index.ts'
import { claimForReport, forgetClaimCode, smsForReport, spendClaimCode } from './sms.ts'

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
  localStorage.setItem('paws-sms-hotline', '+919820041234')
})
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original)
})

const claim = { code: 'k3q7zm2a4d', key: 'c2VjcmV0LWtleS1vZi10aGUtY29kZQ' }
const report = {
  animalType: 'dog',
  urgency: 'critical',
  description: 'Hit by a truck',
  location: { address: 'Gate 2, Dadar station', city: 'Mumbai', lat: 19.0178123, lng: 72.8478456 },
} as const
const entry = (id: string, over: Partial<{ userId: number; claim: typeof claim | null; urgency: string }> = {}) => ({
  id,
  userId: over.userId ?? VISITOR_USER_ID,
  claim: over.claim === undefined ? claim : over.claim,
  report: { ...report, urgency: (over.urgency ?? 'critical') as 'critical' },
})
const A = '0f8fad5b-d9cb-469f-a165-70867728950e'
const B = '1f8fad5b-d9cb-469f-a165-70867728950e'

describe('"Send by SMS" signed out', () => {
  it('names the claim code the report was filed with, signed with its key', async () => {
    const sms = await smsForReport(entry(A))
    expect(sms?.claimCode).toBe(claim.code)
    expect(sms?.href.startsWith('sms:+919820041234?body=MP1%20ck3q7zm2a4d%20')).toBe(true)
    const parsed = parseAnonymousSmsReport(sms?.text ?? '')
    expect(parsed).toMatchObject({ ok: true, report: { claimCode: claim.code, reportId: A, urgency: 'critical' } })
    expect(parseSmsReport(sms?.text ?? '').ok).toBe(false)
  })

  it('none without a code, for a medium report, or once the code was opened for another report', async () => {
    expect(await smsForReport(entry(A, { claim: null }))).toBeNull()
    expect(await smsForReport(entry(A, { urgency: 'medium' }))).toBeNull()
    localStorage.setItem('paws-sms-claim', JSON.stringify(claim))
    expect(claimForReport()).toEqual(claim)
    spendClaimCode(claim.code, A)
    // The code filed A's SMS: A may send it again (the same report), B gets the call only.
    expect(await smsForReport(entry(A))).not.toBeNull()
    expect(await smsForReport(entry(B))).toBeNull()
    // The next report filed signed out does not take the spent code.
    expect(claimForReport()).toBeNull()
    forgetClaimCode()
    expect(localStorage.getItem('paws-sms-claim')).toBeNull()
  })

  it("a signed-in account's report is signed with the account's key, not a code", async () => {
    localStorage.setItem('paws-sms-key:42', 'YWNjb3VudC1rZXk')
    const sms = await smsForReport(entry(A, { userId: 42 }))
    expect(sms?.claimCode).toBeNull()
    expect(parseSmsReport(sms?.text ?? '')).toMatchObject({ ok: true, report: { userId: 42, reportId: A } })
  })
})
