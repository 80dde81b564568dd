// Security headers on every answer. Helmet itself, built once: @fastify/helmet rebuilt its
// middleware (and parsed the CSP) on every request, 2% of the list route's time.
// The app's hashed scripts and stylesheets and the photos are never drawn as a page, so they
// carry only what a file fetched by a page needs (no sniffing, same-site only, HTTPS only, no
// referrer); the page's own headers (CSP, framing, opener) would add some 600 bytes to each of
// the hundred-odd files a first visit fetches over HTTP/1.1.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * The hashes of the built page's inline scripts (the first screen's boot script, which must run
 * before the page is drawn, so it cannot be a file of its own), for script-src: that script and
 * no other inline one runs (CSP level 2 hash sources).
 */
export function inlineScriptHashes(pwaDist: string | undefined): string[] {
  const page = pwaDist === undefined ? undefined : join(pwaDist, 'index.html')
  if (page === undefined || !existsSync(page)) return []
  const html = readFileSync(page, 'utf8')
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  )
}

/** A built script or stylesheet, or a stored photo (re-encoded WebP or AVIF): never a page. */
export function isFetchedFile(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  const path = url.split('?')[0]
  return /^\/assets\/[\w.-]+\.(js|css)$/.test(path) || /^\/uploads\/[\w/.-]+\.(webp|avif)$/.test(path)
}

export default fp(async (app: FastifyInstance, opts: { pwaDist?: string }) => {
  // Photos may live on object storage (S3_PUBLIC_URL or the bucket): allow that origin.
  const photoBase = app.config.S3_PUBLIC_URL ?? app.config.S3_ENDPOINT
  const photoOrigins = photoBase ? [new URL(photoBase).origin] : []
  // The admin map's tiles (MAP_TILE_URL; {s} subdomains as a wildcard host).
  const tileOrigin = new URL(app.config.MAP_TILE_URL.replace('{s}.', '*.').replace(/\{[a-z]\}/g, '0')).origin
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...photoOrigins, tileOrigin],
        scriptSrc: ["'self'", ...inlineScriptHashes(opts.pwaDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...photoOrigins],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Photos are served to the PWA's own origin only; allow them inside <img> everywhere.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  })
  const setFileHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    const set = isFetchedFile(request.method, request.url) ? setFileHeaders : setHeaders
    set(request.raw, reply.raw, (err) => done(err as Error | undefined))
  })
})
