// Bearer authentication. The access token names the user; the user's current role and
// active flag are read from the database on every authenticated request, so a role change
// or a deactivation takes effect at once rather than when the token expires. The same query
// requires the token's session (`sid`, its refresh-token family) to be live, so signing out,
// a password change or a revoked family ends the access token at once too. app.ts passes
// the users module's lookup in as `findSession`.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Locale, Role } from '@paws/contracts'
import { Forbidden, Unauthorized } from '../../lib/errors.ts'

export interface AuthPluginOptions {
  /** The user's role and active flag, only while the session `sid` is live (not revoked or expired). */
  findSession(
    id: number,
    sid: string,
  ): Promise<{ id: number; role: Role; is_active: boolean; locale: Locale | null } | undefined>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export default fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  async function load(request: FastifyRequest): Promise<void> {
    let claims: { sub: string; role: Role; sid: string }
    try {
      claims = await request.jwtVerify<{ sub: string; role: Role; sid: string }>()
    } catch {
      throw new Unauthorized('error.sessionInvalid')
    }
    const id = Number(claims.sub)
    const sid = typeof claims.sid === 'string' && UUID.test(claims.sid) ? claims.sid : undefined
    const user = Number.isInteger(id) && sid ? await opts.findSession(id, sid) : undefined
    if (!user?.is_active) throw new Unauthorized('error.sessionInvalid')
    request.auth = { id: user.id, role: user.role, sid: claims.sid, locale: user.locale }
  }

  app.decorate('authenticate', load)
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    if (request.headers.authorization) await load(request)
  })
})

/** The signed-in user, for handlers behind `authenticate`. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw new Unauthorized()
  return request.auth
}

export function requireRole(request: FastifyRequest, ...roles: Role[]) {
  const user = currentUser(request)
  if (!roles.includes(user.role)) throw new Forbidden()
  return user
}
