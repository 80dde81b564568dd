// Public answers that browsers and a CDN may keep: a route with
// `config.publicCache` answers a request without an Authorization header with
// `Cache-Control: public, max-age, stale-while-revalidate` and an ETag made from the change
// counter of what it shows (0017 cache_versions), and a conditional request whose ETag still
// matches gets 304 before the handler runs, without the list query.
// The counters are kept in memory for CACHE_VERSION_SECONDS (one read per second and answer
// instead of one per request: the list route's third query), read before the
// answer's own queries so an ETag is never newer than what it labels; any write through this
// process forgets them at once.
// Signed-in requests are private (`no-store`, plugins/app/access.ts); errors carry no ETag.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type CachedAnswer, cacheVersion } from '../../lib/cache-versions.repository.ts'

export interface PublicCache {
  /** Whose change counter the answer follows. */
  answer: CachedAnswer
  /** Seconds a cache may reuse it as it is. */
  maxAge: number
  /** Seconds a cache may show it while fetching a fresh one. */
  staleWhileRevalidate: number
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCache
  }
  interface FastifyRequest {
    publicEtag?: string
  }
}

/** True when an If-None-Match list holds `etag` (or `*`); weak comparison, as for GET. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary')
  const list = current
    ? String(current)
        .split(',')
        .map((v) => v.trim())
    : []
  if (!list.some((v) => v.toLowerCase() === field.toLowerCase())) reply.header('vary', [...list, field].join(', '))
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

export default fp(async (app: FastifyInstance) => {
  const keepMs = app.config.CACHE_VERSION_SECONDS * 1000
  const kept = new Map<CachedAnswer, { version: Promise<string>; readAt: number }>()
  const versionOf = (answer: CachedAnswer): Promise<string> => {
    const now = performance.now()
    const known = kept.get(answer)
    if (known && now - known.readAt < keepMs) return known.version
    const version = cacheVersion(app.db, answer)
    if (keepMs > 0) {
      const entry = { version, readAt: now }
      kept.set(answer, entry)
      version.catch(() => kept.get(answer) === entry && kept.delete(answer))
    }
    return version
  }

  // Before the answer leaves, so the writer's next request already sees the change.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) kept.clear()
    return payload
  })

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cache = request.routeOptions.config?.publicCache
    if (!cache || request.method !== 'GET' || request.headers.authorization !== undefined) return
    const etag = `W/"${cache.answer}-${await versionOf(cache.answer)}"`
    request.publicEtag = etag
    if (!matches(request.headers['if-none-match'], etag)) return
    reply.header('etag', etag).header('cache-control', cacheControl(cache))
    addVary(reply, 'Authorization')
    return reply.code(304).send()
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const cache = request.routeOptions.config?.publicCache
    if (!cache || !request.publicEtag || reply.statusCode !== 200) return payload
    reply.header('etag', request.publicEtag).header('cache-control', cacheControl(cache))
    addVary(reply, 'Authorization')
    return payload
  })
})

const cacheControl = (c: PublicCache) => `public, max-age=${c.maxAge}, stale-while-revalidate=${c.staleWhileRevalidate}`
