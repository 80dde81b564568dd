import { describe, expect, it } from 'vitest'
import { bearer, createUser, setupApp } from './support/helper.ts'

const { app } = await setupApp()
const limited = await setupApp({ AUTH_RATE_LIMIT_MAX: 3, RATE_LIMIT_MAX: 1000 })
const production = await setupApp({ isProduction: true, NODE_ENV: 'production', mailDisabled: true })
const tight = await setupApp({ RATE_LIMIT_MAX: 3 })
const withCors = await setupApp({ corsOrigins: ['https://paws.example'] })

describe('the API shell', () => {
  it('reports database reachability', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' })
  })

  it('serves the OpenAPI document', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(doc.statusCode).toBe(200)
    const paths = Object.keys(doc.json().paths)
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/profile', '/api/health']))
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400)
  })

  it('answers unknown routes and bad JSON in the error format', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    expect(bad.body).not.toMatch(/at .*\.js|stack/i)
  })

  it('gives every response a request id and security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
  })

  it('limits auth calls harder and answers 429 with Retry-After', async () => {
    const attempt = () =>
      limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.test', password: 'x' } })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode)
    const last = await attempt()
    codes.push(last.statusCode)
    expect(codes).toEqual([401, 401, 401, 429, 429])
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
    expect(last.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' })
    expect(last.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/)
    const marathi = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'mr' },
      payload: { email: 'a@b.test', password: 'x' },
    })
    expect(marathi.json().message).toMatch(/^खूप विनंत्या आल्या\. कृपया \d+ सेकंदांनी पुन्हा प्रयत्न करा\.$/)
    // Other routes keep the general limit.
    expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('limits the API per signed-in account, and never the app files or photos', async () => {
    const a = await createUser(tight)
    const b = await createUser(tight)
    const profile = (user: typeof a) =>
      tight.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await profile(a)).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    // Another account behind the same address (carrier-grade NAT) has its own allowance.
    expect((await profile(b)).statusCode).toBe(200)
    for (let i = 0; i < 6; i++) {
      const photo = await tight.app.inject({ method: 'GET', url: '/uploads/animals/missing.jpg' })
      expect(photo.statusCode).toBe(404)
    }
  })

  it('has no development mailbox in production', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@b.test' })).statusCode).toBe(200)
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@b.test' })).statusCode).toBe(404)
  })

  it('sends CORS headers only when origins are configured', async () => {
    const preflight = {
      method: 'OPTIONS' as const,
      url: '/api/health',
      headers: { origin: 'https://paws.example', 'access-control-request-method': 'GET' },
    }
    expect((await app.inject(preflight)).headers['access-control-allow-origin']).toBeUndefined()
    expect((await withCors.app.inject(preflight)).headers['access-control-allow-origin']).toBe('https://paws.example')
    const stranger = await withCors.app.inject({
      ...preflight,
      headers: { ...preflight.headers, origin: 'https://evil.example' },
    })
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined()
  })
})
