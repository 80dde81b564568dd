// A push's notification waits for the server only so long: a read that hangs on a weak signal
// ends after the wait, and the notification shows without the answer (no Accept, as offline).
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from './db.ts'
import { createSharedTokenStore } from './shared-tokens.ts'
import { caseNotice, keepOffers } from './sw-push.ts'

const API = 'http://paws.test/api'
const ngoToken = `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub: '7', role: 'ngo' }))}.sig`

/** A server that never answers: the request ends only when its signal aborts it. */
const hanging = (_input: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })

beforeEach(async () => {
  await createSharedTokenStore({ db: offlineDb(), apiBase: API }).write({ token: ngoToken, refreshToken: 'r' })
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await offlineDb().cases.clear()
})

describe('a push about a case assigned to the NGO', () => {
  it('offers Accept when the server says the case still waits, and keeps the case on the phone', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ id: 12, status: 'assigned', description: 'Dog under the flyover' }),
    )
    expect(await caseNotice('/rescue/12', API)).toEqual({ caseId: 12, respond: true })
    expect((await offlineDb().cases.get(12))?.rescue).toMatchObject({ status: 'assigned' })
  })

  it('shows without Accept once the wait is over when the server does not answer', async () => {
    vi.stubGlobal('fetch', hanging)
    expect(await caseNotice('/rescue/12', API, 50)).toEqual({ caseId: 12, respond: false })
    expect(await offlineDb().cases.get(12)).toBeUndefined()
  })
})

describe('a push offering a case', () => {
  it('does not wait past the wait for the offers list', async () => {
    vi.stubGlobal('fetch', hanging)
    await expect(keepOffers(API, 50)).resolves.toBeUndefined()
  })
})
