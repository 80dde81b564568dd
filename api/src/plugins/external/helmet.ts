import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export default fp(async (app: FastifyInstance) => {
  // Photos may live on object storage (S3_PUBLIC_URL or the bucket): allow that origin.
  const photoBase = app.config.S3_PUBLIC_URL ?? app.config.S3_ENDPOINT
  const photoOrigins = photoBase ? [new URL(photoBase).origin] : []
  // The admin map's tiles (MAP_TILE_URL; {s} subdomains as a wildcard host).
  const tileOrigin = new URL(app.config.MAP_TILE_URL.replace('{s}.', '*.').replace(/\{[a-z]\}/g, '0')).origin
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...photoOrigins, tileOrigin],
        scriptSrc: ["'self'"],
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
})
