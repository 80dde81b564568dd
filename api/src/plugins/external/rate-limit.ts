// Rate limits: a general one per client, a stricter one on /auth routes (set per route with
// AUTH_RATE_LIMIT). Counters live in Redis when REDIS_URL is set so replicas share them.
// Only the API is limited: the app's files and photos are static, and one first visit (the
// service worker precaching the app, a page of thumbnails) alone is well over a hundred
// requests. A signed-in client is counted per account, not per address: phones on the same
// mobile carrier often share one public IPv4 address (carrier-grade NAT). Not on /api/auth/*:
// there the key is always the address, whatever token is sent (otherwise every self-made
// account would buy another AUTH_RATE_LIMIT_MAX sign-in guesses a minute). The auth service
// adds its own per-target-account limit and sign-in lock, in the database (auth.throttle.ts).
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { TooManyRequests } from '../../lib/errors.ts'

export default fp(async (app: FastifyInstance) => {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined
  if (redis) app.addHook('onClose', async () => void redis.quit())
  await app.register(rateLimit, {
    global: true,
    max: app.config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'paws-rl-',
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) =>
      (isAuthRoute(request.url) ? undefined : accountKey(app, request.headers.authorization)) ?? request.ip,
    // The 429 in the reader's language, through the one error handler (plugins/app/errors.ts).
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000)
      return new TooManyRequests('error.auth.tooManyRequests', { seconds }, seconds)
    },
  })
})

function isAuthRoute(url: string): boolean {
  return url === '/api/auth' || url.startsWith('/api/auth/') || url.startsWith('/api/auth?')
}

/** `user:<id>` for a valid access token, so a forged or expired one falls back to the address. */
function accountKey(app: FastifyInstance, authorization: string | undefined): string | undefined {
  if (!authorization?.startsWith('Bearer ')) return undefined
  try {
    return `user:${app.jwt.verify<{ sub: string }>(authorization.slice('Bearer '.length)).sub}`
  } catch {
    return undefined
  }
}

export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } }
}
