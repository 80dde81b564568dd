import type { User } from '@paws/contracts/schemas/users'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient, type RawResponse, type TransportRequest } from '../http/client.ts'
import { createPageTokenStore, type KeyValueStore } from '../http/tokens.ts'
import { createSession } from './session.ts'

const user = { id: 1, email: 'a@b.in', role: 'adopter', firstName: 'Asha', lastName: 'Rao' } as User

function setup(
  handler: (req: TransportRequest) => RawResponse | Promise<RawResponse>,
  stored: Record<string, string> = {},
  sleep?: (ms: number) => Promise<void>,
  onSignIn?: (user: User) => void,
) {
  const data = new Map(Object.entries(stored))
  const store: KeyValueStore = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
  const tokens = createPageTokenStore(store)
  const calls: string[] = []
  const api = createApiClient({
    tokens,
    onAuthFailure: vi.fn(),
    transport: async (req) => {
      calls.push(`${req.method} ${req.url}`)
      return handler(req)
    },
  })
  const waits: number[] = []
  const session = createSession({ api, tokens, sleep: sleep ?? (async (ms) => void waits.push(ms)), onSignIn })
  return { session, data, calls, waits }
}

const json = (status: number, body: unknown): RawResponse => ({
  status,
  contentType: 'application/json',
  text: JSON.stringify(body),
})

describe('session start', () => {
  it('is signed out at once without a stored token', async () => {
    const { session, calls } = setup(() => json(200, user))
    await session.start()
    expect(session.getState()).toEqual({ status: 'ready', user: null })
    expect(calls).toEqual([])
  })

  it('loads the profile when a token is stored', async () => {
    const { session, data } = setup(() => json(200, user), { token: 't', refreshToken: 'r' })
    await session.start()
    expect(session.getState()).toEqual({ status: 'ready', user })
    expect(JSON.parse(data.get('user')!)).toEqual(user)
  })

  it('starts with the user kept on the phone and tells listeners again only if the profile differs', async () => {
    const kept = { token: 't', refreshToken: 'r', user: JSON.stringify(user) }
    const same = setup(() => json(200, user), kept)
    const told: string[] = []
    same.session.subscribe(() => void told.push(same.session.getState().status))
    await same.session.start()
    expect(same.session.getState()).toEqual({ status: 'ready', user })
    expect(told).toEqual(['ready'])

    const renamed = { ...user, firstName: 'Asha Devi' }
    const changed = setup(() => json(200, renamed), kept)
    const seen: (string | undefined)[] = []
    changed.session.subscribe(() => void seen.push(changed.session.getState().user?.firstName))
    await changed.session.start()
    expect(seen).toEqual(['Asha', 'Asha Devi'])
    expect(JSON.parse(changed.data.get('user')!)).toEqual(renamed)
  })

  it('retries 3 times after 1 s, 2 s and 4 s and keeps the tokens when the server stays down', async () => {
    const { session, calls, waits, data } = setup(() => json(503, {}), { token: 't', refreshToken: 'r' })
    await session.start()
    expect(calls).toHaveLength(4)
    expect(waits).toEqual([1000, 2000, 4000])
    expect(data.get('token')).toBe('t')
    expect(session.getState().status).toBe('ready')
  })

  it('stops at once on 403 and signs out', async () => {
    const { session, calls, data } = setup(() => json(403, {}), {
      token: 't',
      refreshToken: 'r',
      user: JSON.stringify(user),
    })
    await session.start()
    expect(calls).toHaveLength(1)
    expect(data.has('token')).toBe(false)
    expect(session.getState().user).toBeNull()
  })

  it('signs out when the token has expired and the refresh is refused', async () => {
    const { session, data } = setup(() => json(401, {}), { token: 't', refreshToken: 'r' })
    await session.start()
    expect(data.has('token')).toBe(false)
    expect(session.getState()).toEqual({ status: 'ready', user: null, ended: true })
  })

  it('ends quietly when a later request finds the renewal refused, until the next sign-in', async () => {
    let refused = false
    const { session, data } = setup(
      (req) => {
        if (req.url.endsWith('/auth/login')) return json(200, { user, accessToken: 'a2', refreshToken: 'r2' })
        if (refused) return json(401, {})
        return json(200, user)
      },
      { token: 't', refreshToken: 'r', user: JSON.stringify(user) },
    )
    await session.start()
    expect(session.getState()).toEqual({ status: 'ready', user })
    refused = true
    await expect(session.reloadProfile()).resolves.toBeNull()
    expect(data.size).toBe(0)
    expect(session.getState()).toEqual({ status: 'ready', user: null, ended: true })
    session.dismissEnded()
    expect(session.getState().ended).toBe(false)
    refused = false
    await session.login('a@b.in', 'pw')
    expect(session.getState()).toEqual({ status: 'ready', user })
    expect(session.getState().ended).toBeUndefined()
  })

  it('a refusal of the start-up profile that comes after a new sign-in leaves the new session alone', async () => {
    // The first try finds no network; the session ends meanwhile (a sync found the renewal
    // refused), so the retry goes without a token, and its 401 arrives after the person signed in.
    let answerRetry!: (res: RawResponse) => void
    let retrySent!: () => void
    const retried = new Promise<void>((resolve) => (retrySent = resolve))
    let tries = 0
    const { session, data } = setup(
      (req) => {
        if (req.url.endsWith('/auth/login')) return json(200, { user, accessToken: 'a2', refreshToken: 'r2' })
        if (req.url.endsWith('/auth/refresh')) return json(401, {})
        if (req.headers.Authorization === 'Bearer a2') return json(200, user)
        tries += 1
        if (tries === 1) throw new TypeError('offline')
        retrySent()
        return new Promise<RawResponse>((resolve) => (answerRetry = resolve))
      },
      { token: 't', refreshToken: 'r', user: JSON.stringify(user) },
      async () => void (await session.end()),
    )
    const started = session.start()
    await retried
    await session.login('a@b.in', 'pw')
    answerRetry(json(401, {}))
    await started
    expect([data.get('token'), data.get('refreshToken')]).toEqual(['a2', 'r2'])
    expect(session.getState()).toEqual({ status: 'ready', user })
  })

  it('a sign-out is not an ended session', async () => {
    const { session } = setup(() => json(200, {}), { token: 't', refreshToken: 'r', user: JSON.stringify(user) })
    await session.logout()
    expect(session.getState().ended).toBeUndefined()
  })

  it('opens with the kept profile while offline', async () => {
    const { session } = setup(
      () => {
        throw new TypeError('offline')
      },
      { token: 't', refreshToken: 'r', user: JSON.stringify(user) },
    )
    await session.start()
    expect(session.getState()).toEqual({ status: 'ready', user })
  })
})

describe('login and logout', () => {
  it('stores the tokens and falls back to the login user when the profile fails', async () => {
    const { session, data } = setup((req) =>
      req.url.endsWith('/auth/login') ? json(200, { user, accessToken: 'a1', refreshToken: 'r1' }) : json(500, {}),
    )
    await expect(session.login('a@b.in', 'pw')).resolves.toEqual(user)
    expect(data.get('token')).toBe('a1')
    expect(data.get('refreshToken')).toBe('r1')
    expect(session.getState().user).toEqual(user)
  })

  it("sends back the device token of the account's last sign-in on this phone, and keeps it past sign-out", async () => {
    // The phone's localStorage, in memory (the unit tests run in Node).
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    })
    const sent: unknown[] = []
    const { session } = setup((req) => {
      if (!req.url.endsWith('/auth/login')) return req.url.endsWith('/auth/logout') ? json(200, {}) : json(200, user)
      sent.push(JSON.parse(String(req.body)))
      return json(200, { user, accessToken: 'a1', refreshToken: 'r1', deviceToken: 'device-1' })
    })
    await session.login(' A@b.in', 'pw')
    await session.logout()
    await session.login('a@b.in', 'pw')
    await session.logout()
    await session.login('other@b.in', 'pw')
    expect(sent).toEqual([
      { email: 'A@b.in', password: 'pw' },
      { email: 'a@b.in', password: 'pw', deviceToken: 'device-1' },
      { email: 'other@b.in', password: 'pw' },
    ])
    vi.unstubAllGlobals()
  })

  it('tells each sign-in, not a start with the account kept on the phone (the SMS key is fetched then)', async () => {
    const signIns: number[] = []
    const { session } = setup(
      (req) =>
        req.url.endsWith('/auth/login') ? json(200, { user, accessToken: 'a1', refreshToken: 'r1' }) : json(200, user),
      { token: 't', refreshToken: 'r', user: JSON.stringify(user) },
      undefined,
      (signedIn) => void signIns.push(signedIn.id),
    )
    await session.start()
    expect(signIns).toEqual([])
    await session.login('a@b.in', 'pw')
    await session.completeSignIn({ user, accessToken: 'a2', refreshToken: 'r2' })
    expect(signIns).toEqual([1, 1])
  })

  it('clears the session even when the logout call fails', async () => {
    const { session, data, calls } = setup(() => json(500, {}), {
      token: 't',
      refreshToken: 'r',
      user: JSON.stringify(user),
    })
    await session.logout()
    expect(calls).toEqual(['POST /api/auth/logout'])
    expect(data.size).toBe(0)
    expect(session.getState().user).toBeNull()
  })
})
