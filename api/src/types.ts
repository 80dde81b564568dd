// Fastify augmentation: what our plugins decorate the app and requests with.
import type { Locale, Role } from '@paws/contracts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import type { Background } from './lib/background.ts'
import type { JobQueue } from './lib/jobs.ts'
import type { Mailer } from './plugins/app/mailer.ts'

export interface AuthUser {
  id: number
  role: Role
  /** Session family of the refresh token this access token came with. */
  sid: string
  /** The account's language: answers and errors are in it. */
  locale: Locale | null
}

/**
 * Who may call a route (every route declares one; test/security-routes.test.ts checks):
 * public (anyone, signed in or not), signed-in (any account; the service decides per
 * resource), admin (admins only, refused before validation), loopback (this machine only),
 * operator (the holder of METRICS_TOKEN, or this machine when none is set), gateway (the SMS
 * gateway holding SMS_INBOUND_TOKEN; the route does not exist when none is set).
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin' | 'loopback' | 'operator' | 'gateway'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
  }
  interface FastifyInstance {
    config: Config
    db: Database
    mailer: Mailer
    /** Work requests started without waiting (auth e-mails); tests drain it to read the mailbox. */
    background: Background
    jobs: JobQueue
    authenticate: (request: FastifyRequest) => Promise<void>
    optionalAuth: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    auth?: AuthUser
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role; sid: string }
    user: { sub: string; role: Role; sid: string; exp: number }
  }
}
