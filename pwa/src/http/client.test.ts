import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, errorText } from './errors.ts'
import { buildUrl, createApiClient, type RawResponse, type TransportRequest } from './client.ts'
import { createPageTokenStore, type KeyValueStore } from './tokens.ts'

function memory(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

const json = (status: number, body: unknown): RawResponse => ({
  status,
  contentType: 'application/json; charset=utf-8',
  text: JSON.stringify(body),
})

type Handler = (req: TransportRequest) => RawResponse | Promise<RawResponse>

function setup(
  handler: Handler,
  stored: Record<string, string> = { token: 'old-access', refreshToken: 'old-refresh' },
) {
  const store = memory(stored)
  const tokens = createPageTokenStore(store)
  const calls: TransportRequest[] = []
  const onAuthFailure = vi.fn()
  const client = createApiClient({
    baseUrl: '/api',
    tokens,
    onAuthFailure,
    transport: async (req) => {
      calls.push(req)
      return handler(req)
    },
  })
  return { client, calls, store, tokens, onAuthFailure }
}

const bearer = (req: TransportRequest) => req.headers.Authorization

describe('401 and the token refresh', () => {
  it('refreshes once, stores the new tokens and repeats the request', async () => {
    const { client, calls, store } = setup((req) => {
      if (req.url === '/api/auth/refresh') {
        expect(JSON.parse(req.body as string)).toEqual({ refreshToken: 'old-refresh' })
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' })
      }
      return bearer(req) === 'Bearer new-access' ? json(200, { id: 7 }) : json(401, { message: 'expired' })
    })

    await expect(client.get('/users/profile')).resolves.toEqual({ id: 7 })
    expect(calls.map((c) => c.url)).toEqual(['/api/users/profile', '/api/auth/refresh', '/api/users/profile'])
    expect(store.data.get('token')).toBe('new-access')
    expect(store.data.get('refreshToken')).toBe('new-refresh')
  })

  it('accepts a refresh answer that names the access token "token"', async () => {
    const { client, store } = setup((req) => {
      if (req.url === '/api/auth/refresh') return json(200, { token: 'legacy-access', refreshToken: 'r2' })
      return bearer(req) === 'Bearer legacy-access' ? json(200, {}) : json(401, {})
    })
    await client.get('/users/profile')
    expect(store.data.get('token')).toBe('legacy-access')
  })

  it('shares one refresh between concurrent requests that got 401', async () => {
    let refreshes = 0
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const { client } = setup(async (req) => {
      if (req.url === '/api/auth/refresh') {
        refreshes += 1
        await gate
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' })
      }
      return bearer(req) === 'Bearer new-access' ? json(200, { url: req.url }) : json(401, {})
    })

    const pending = [client.get('/a'), client.get('/b'), client.get('/c')]
    await vi.waitFor(() => expect(refreshes).toBe(1))
    release()
    await expect(Promise.all(pending)).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }])
    expect(refreshes).toBe(1)
  })

  it('repeats the request only once: a second 401 is an error', async () => {
    const { client, calls } = setup((req) =>
      req.url === '/api/auth/refresh'
        ? json(200, { accessToken: 'new-access', refreshToken: 'r' })
        : json(401, { message: 'no' }),
    )
    await expect(client.get('/x')).rejects.toMatchObject({ status: 401 })
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1)
    expect(calls).toHaveLength(3)
  })

  it('clears the tokens and goes to /login when the refresh is refused, once for all requests', async () => {
    const { client, store, onAuthFailure } = setup((req) =>
      req.url === '/api/auth/refresh' ? json(401, { message: 'Your session has expired.' }) : json(401, {}),
    )
    store.data.set('user', '{"id":1}')
    const results = await Promise.allSettled([client.get('/a'), client.get('/b')])
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true)
    expect(store.data.has('token')).toBe(false)
    expect(store.data.has('refreshToken')).toBe(false)
    expect(store.data.has('user')).toBe(false)
    expect(onAuthFailure).toHaveBeenCalledTimes(1)
  })

  it("a sign-in while the old session's refusal is on its way keeps the new session and asks again with it", async () => {
    let signIn!: () => void
    const { client, store, tokens, onAuthFailure } = setup(async (req) => {
      if (req.url === '/api/auth/refresh') {
        signIn()
        return json(401, { message: 'Your session has expired.' })
      }
      return bearer(req) === 'Bearer signed-in' ? json(200, { ok: true }) : json(401, {})
    })
    signIn = () => tokens.set({ accessToken: 'signed-in', refreshToken: 'signed-in-refresh' })
    await expect(client.get('/a')).resolves.toEqual({ ok: true })
    expect(store.data.get('token')).toBe('signed-in')
    expect(store.data.get('refreshToken')).toBe('signed-in-refresh')
    expect(onAuthFailure).not.toHaveBeenCalled()
  })

  it('asks a read again without the session once the refresh is refused (public answers still come)', async () => {
    const { client, calls, onAuthFailure } = setup((req) => {
      if (req.url === '/api/auth/refresh') return json(401, {})
      return req.headers.Authorization ? json(401, {}) : json(200, { animals: [] })
    })
    await expect(client.get('/animals')).resolves.toEqual({ animals: [] })
    expect(calls.map((c) => [c.url, Boolean(c.headers.Authorization)])).toEqual([
      ['/api/animals', true],
      ['/api/auth/refresh', false],
      ['/api/animals', false],
    ])
    expect(onAuthFailure).toHaveBeenCalledTimes(1)
  })

  it('does not repeat a write without the session when the refresh is refused', async () => {
    const { client, calls } = setup((req) =>
      req.url === '/api/auth/refresh' || req.headers.Authorization ? json(401, {}) : json(201, {}),
    )
    await expect(client.post('/rescues', {})).rejects.toMatchObject({ status: 401 })
    expect(calls.map((c) => c.url)).toEqual(['/api/rescues', '/api/auth/refresh'])
  })

  it('signs out without leaving the page when the request asks so', async () => {
    const { client, store, onAuthFailure } = setup((req) =>
      req.url === '/api/auth/refresh' ? json(401, {}) : json(401, {}),
    )
    await expect(client.get('/users/profile', { redirectOnAuthFailure: false })).rejects.toMatchObject({ status: 401 })
    expect(store.data.has('token')).toBe(false)
    expect(onAuthFailure).not.toHaveBeenCalled()
  })

  it('keeps the tokens when the refresh cannot reach the server', async () => {
    const { client, store, onAuthFailure } = setup((req) => {
      if (req.url === '/api/auth/refresh') throw new TypeError('offline')
      return json(401, {})
    })
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, kind: 'network' })
    expect(store.data.get('token')).toBe('old-access')
    expect(onAuthFailure).not.toHaveBeenCalled()
  })

  it('does not refresh when a sign-in itself answers 401, or when no token was sent', async () => {
    const { client, calls } = setup(() => json(401, { message: 'Invalid email or password' }))
    await expect(client.post('/auth/login', { email: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'Invalid email or password',
    })
    const anonymous = setup(() => json(401, {}), {})
    await expect(anonymous.client.get('/users/profile')).rejects.toMatchObject({ status: 401 })
    expect(calls).toHaveLength(1)
    expect(anonymous.calls).toHaveLength(1)
  })
})

describe('429 retries', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('retries after 2 s and then 4 s, then succeeds', async () => {
    let n = 0
    const { client, calls } = setup(() => (++n <= 2 ? json(429, { message: 'slow down' }) : json(200, { ok: true })))
    const result = client.get('/animals')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(3999)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    await expect(result).resolves.toEqual({ ok: true })
  })

  it('gives up after two retries with the server message', async () => {
    const { client, calls } = setup(() => json(429, { statusCode: 429, message: 'Too many requests' }))
    const result = client.get('/animals')
    const assertion = expect(result).rejects.toMatchObject({ status: 429, message: 'Too many requests' })
    await vi.advanceTimersByTimeAsync(6000)
    await assertion
    expect(calls).toHaveLength(3)
  })
})

describe("429 retries as the server's Retry-After asks", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits the seconds the server names instead of its own', async () => {
    let n = 0
    const { client, calls } = setup(() =>
      ++n === 1 ? { ...json(429, { message: 'slow down' }), retryAfter: '7' } : json(200, { ok: true }),
    )
    const result = client.get('/animals')
    await vi.advanceTimersByTimeAsync(6999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await expect(result).resolves.toEqual({ ok: true })
  })

  it('answers at once with the server message when the wait is longer than a person should hold', async () => {
    const { client, calls } = setup(() => ({
      ...json(429, { statusCode: 429, message: 'Too many requests. Please try again in 60 seconds.' }),
      retryAfter: '60',
    }))
    const result = client.get('/animals')
    await expect(result).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Please try again in 60 seconds.',
    })
    expect(calls).toHaveLength(1)
  })
})

describe('timeouts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const hanging = (req: TransportRequest) =>
    new Promise<RawResponse>((_, reject) => req.signal.addEventListener('abort', () => reject(new Error('aborted'))))

  it('aborts after 120 s by default', async () => {
    const { client } = setup(hanging)
    const result = client.get('/slow')
    const assertion = expect(result).rejects.toMatchObject({ kind: 'timeout', status: 0 })
    await vi.advanceTimersByTimeAsync(119_999)
    await vi.advanceTimersByTimeAsync(1)
    await assertion
  })

  it('uses the timeout a caller passes (60 s uploads)', async () => {
    const { client } = setup(hanging)
    let settled = false
    const result = client.post<never>('/users/avatar', new FormData(), { timeoutMs: 60_000 }).catch((e: ApiError) => {
      settled = true
      return e
    })
    await vi.advanceTimersByTimeAsync(59_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await result).kind).toBe('timeout')
  })
})

describe('requests', () => {
  it('sends JSON with the bearer token and FormData untouched', async () => {
    const { client, calls } = setup(() => json(200, {}))
    await client.post('/animals', { name: 'Bruno' })
    const form = new FormData()
    form.append('name', 'Bruno')
    await client.post('/animals', form)
    expect(calls[0].headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer old-access' })
    expect(calls[0].body).toBe('{"name":"Bruno"}')
    expect(calls[1].body).toBe(form)
    expect(calls[1].headers['Content-Type']).toBeUndefined()
  })

  it('omits empty query values', () => {
    expect(buildUrl('/api', '/animals', { page: 1, search: '', species: undefined, city: null, size: 'small' })).toBe(
      '/api/animals?page=1&size=small',
    )
    expect(buildUrl('http://localhost:3000/api/', 'animals')).toBe('http://localhost:3000/api/animals')
  })

  it('turns an unreachable server into a network error', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch')
    })
    const error = await client.get<never>('/animals').catch((e: ApiError) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe('network')
    expect(error.display('Failed to load animals. Please try again.')).toBe('Failed to load animals. Please try again.')
  })
})

describe('error text', () => {
  it('lists field errors as "field: message" lines', () => {
    expect(
      errorText(
        {
          message: 'ignored',
          errors: [
            { field: 'phone', message: 'Phone number must be exactly 10 digits' },
            { field: 'email', message: 'Please enter a valid email address' },
          ],
        },
        'Registration failed',
      ),
    ).toBe('phone: Phone number must be exactly 10 digits\nemail: Please enter a valid email address')
  })

  it('falls back to the message, then to the screen text', () => {
    expect(errorText({ message: 'Invalid email or password' }, 'Login failed')).toBe('Invalid email or password')
    expect(errorText({ message: '  ' }, 'Login failed')).toBe('Login failed')
    expect(errorText(null, 'Login failed')).toBe('Login failed')
    expect(new ApiError(500, null).display('Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    )
  })
})

describe('add-animal failure text', () => {
  it('prefers the server message, then the joined field errors, then the exception, then the fallback', async () => {
    const { messageFirstText } = await import('./errors.ts')
    const fallback = 'Failed to add animal. Please try again.'
    expect(messageFirstText(new ApiError(403, { message: 'NGO verification required.' }), fallback)).toBe(
      'NGO verification required.',
    )
    expect(
      messageFirstText(
        new ApiError(400, {
          errors: [
            { field: 'name', message: 'Name is required' },
            { field: 'size', message: '' },
          ],
        }),
        fallback,
      ),
    ).toBe('Name is required, size')
    expect(messageFirstText(new ApiError(0, null, 'network', 'Could not reach the server.'), fallback)).toBe(
      'Could not reach the server.',
    )
    expect(messageFirstText(new ApiError(500, null), fallback)).toBe(fallback)
    expect(messageFirstText(new Error('boom'), fallback)).toBe('boom')
    expect(messageFirstText('weird', fallback)).toBe(fallback)
  })
})

describe('anonymous reads', () => {
  it('carry no session even when signed in, and never refresh it', async () => {
    const { client, calls } = setup(() => json(200, { animals: [] }))
    await client.get('/animals', { anonymous: true })
    await client.get('/animals', { query: { owner: 'me' } })
    expect(calls.map(bearer)).toEqual([undefined, 'Bearer old-access'])
  })
})
