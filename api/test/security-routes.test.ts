// Every route declares who may call it (config.access, enforced by
// plugins/app/access.ts), and private answers are never cached.
import Fastify, { type RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileDatabaseUrl } from './support/database.ts'
import app from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { fastifyOptions } from '../src/runtime.ts'
import { validatorCompiler } from '../src/lib/validator.ts'
import { bearer, createUser, resetDb, type TestUser } from './support/helper.ts'
import { tempDir } from './support/temp-dir.ts'

const url = await fileDatabaseUrl()
const config = loadConfig(
  { NODE_ENV: 'test', DATABASE_URL: url },
  { uploadsDir: tempDir('paws-uploads-'), RATE_LIMIT_MAX: 100_000, AUTH_RATE_LIMIT_MAX: 100_000 },
)
const { db } = createDatabase(url, 4)
const server = Fastify(fastifyOptions(config))
server.setValidatorCompiler(validatorCompiler)
const routes: RouteOptions[] = []
server.addHook('onRoute', (route) => {
  routes.push(route)
})
await server.register(app, {
  config,
  db,
  databaseUrl: url,
  jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
})
await server.ready()
afterAll(async () => {
  await server.close()
  await db.destroy()
})
const ctx = { app: server, db, config }

// Files served by @fastify/static (photos, and the PWA when built): public by nature, and
// registered by the plugin itself, outside /api.
const isStaticFile = (route: RouteOptions) => !route.url.startsWith('/api')

const methods = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method])
const apiRoutes = () => routes.filter((r) => !isStaticFile(r) && !methods(r).includes('HEAD'))
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1').replace('*', 'x')

let adopter: TestUser
let admin: TestUser
beforeAll(async () => {
  await resetDb(db)
  adopter = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
})

describe('route inventory', () => {
  it('every route declares its access', () => {
    const missing = routes
      .filter((r) => !isStaticFile(r) && !r.config?.access)
      .map((r) => `${methods(r).join(',')} ${r.url}`)
    expect(missing, 'routes without config.access').toEqual([])
    expect(apiRoutes().length).toBeGreaterThan(50)
  })

  it('every API route declares a response schema for its success answer (rows never go over the wire raw)', () => {
    // The OpenAPI document's own pages come from @fastify/swagger-ui; the metrics answer
    // Prometheus text (no rows), which a JSON schema would serialise as one quoted string.
    const TEXT_ANSWERS = ['GET /api/metrics']
    const ours = apiRoutes().filter((r) => !r.url.startsWith('/api/docs'))
    const missing = ours
      .filter((r) => !TEXT_ANSWERS.includes(`${methods(r).join(',')} ${r.url}`))
      .filter((r) => {
        const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}
        return !Object.keys(response).some((code) => /^2\d\d$/.test(code))
      })
      .map((r) => `${methods(r).join(',')} ${r.url}`)
    expect(missing, 'routes without a 2xx response schema').toEqual([])
    const byAccess: Record<string, number> = {}
    for (const route of ours) byAccess[route.config!.access!] = (byAccess[route.config!.access!] ?? 0) + 1
    console.log(`route inventory: ${ours.length} API routes`, JSON.stringify(byAccess))
  })

  it('signed-in and admin routes refuse anonymous callers (401) before anything else', async () => {
    for (const route of apiRoutes().filter((r) => ['signed-in', 'admin'].includes(r.config!.access!))) {
      for (const method of methods(route)) {
        const res = await server.inject({ method, url: concrete(route.url) })
        expect(res.statusCode, `${method} ${route.url}`).toBe(401)
      }
    }
  })

  it('admin routes refuse other roles (403) before validating the request', async () => {
    for (const route of apiRoutes().filter((r) => r.config!.access === 'admin')) {
      for (const method of methods(route)) {
        const res = await server.inject({ method, url: concrete(route.url), headers: bearer(adopter) })
        expect(res.statusCode, `${method} ${route.url}`).toBe(403)
      }
    }
  })

  it('loopback routes refuse other machines; public routes never ask for a session', async () => {
    for (const route of apiRoutes().filter((r) => r.config!.access === 'loopback')) {
      const res = await server.inject({ method: 'GET', url: concrete(route.url), remoteAddress: '203.0.113.9' })
      expect(res.statusCode, route.url).toBe(404)
    }
    for (const route of apiRoutes().filter((r) => r.config!.access === 'public')) {
      for (const method of methods(route)) {
        const res = await server.inject({ method, url: concrete(route.url) })
        expect([401, 403], `${method} ${route.url}`).not.toContain(res.statusCode)
      }
    }
  })
})

describe('Cache-Control on private answers', () => {
  it('is no-store for signed-in requests and private routes; public GETs are shared-cacheable', async () => {
    const anonymous = await server.inject({ method: 'GET', url: '/api/animals' })
    expect(anonymous.statusCode).toBe(200)
    // Public answers asked without a session may be kept (public-cache.test.ts).
    expect(anonymous.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    const signedIn = await server.inject({ method: 'GET', url: '/api/animals', headers: bearer(adopter) })
    expect(signedIn.headers['cache-control']).toBe('no-store')
    for (const path of ['/api/users/profile', '/api/notifications', '/api/adoptions', '/api/rescues']) {
      const res = await server.inject({ method: 'GET', url: path, headers: bearer(adopter) })
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['cache-control'], path).toBe('no-store')
    }
    const stats = await server.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin) })
    expect(stats.headers['cache-control']).toBe('no-store')
    // Refusals of private routes are not cached either.
    expect((await server.inject({ method: 'GET', url: '/api/users/profile' })).headers['cache-control']).toBe(
      'no-store',
    )
  })
})
