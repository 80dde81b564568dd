// Who may call each route. Every route declares `config.access` (types.ts RouteAccess); the
// route inventory test (test/security-routes.test.ts) fails on a route without one. Here
// the declaration is also enforced as a safety net, after the route's own authentication
// hook and before validation: signed-in and admin routes refuse a request with no signed-in
// user (a forgotten `app.authenticate` fails closed), admin routes refuse other roles
// before their body is even looked at.
//
// Private answers are never cached: any /api answer to a request that carries an
// Authorization header, or from a route that is not public, gets `Cache-Control: no-store`
// (docs/rules.md#caching); public GETs keep whatever caching they set.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { Forbidden, Unauthorized } from '../../lib/errors.ts'
import type { RouteAccess } from '../../types.ts'

async function signedIn(request: FastifyRequest) {
  if (!request.auth) throw new Unauthorized()
}

async function adminOnly(request: FastifyRequest) {
  if (!request.auth) throw new Unauthorized()
  if (request.auth.role !== 'admin') throw new Forbidden()
}

const GUARD: Partial<Record<RouteAccess, (request: FastifyRequest) => Promise<void>>> = {
  'signed-in': signedIn,
  admin: adminOnly,
}

function prepend(existing: RouteOptions['preValidation'], hook: (request: FastifyRequest) => Promise<void>) {
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]
  return [hook, ...list] as RouteOptions['preValidation']
}

/**
 * For plugins whose route files are not ours to edit (third-party plugins, or a module
 * being reworked elsewhere): declares `access` on every route the scope registers from now
 * on that has none, with per-route exceptions keyed "METHOD /full/url".
 */
export function declareAccess(scope: FastifyInstance, access: RouteAccess, except: Record<string, RouteAccess> = {}) {
  scope.addHook('onRoute', (route) => {
    if (route.config?.access) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const declared = methods.map((m) => except[`${m} ${route.url}`]).find(Boolean) ?? access
    route.config = { ...route.config, access: declared }
  })
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const guard = route.config?.access ? GUARD[route.config.access] : undefined
    if (guard) route.preValidation = prepend(route.preValidation, guard)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api')) return payload
    const access = request.routeOptions.config?.access
    if (request.headers.authorization !== undefined || access !== 'public') reply.header('cache-control', 'no-store')
    return payload
  })
})
