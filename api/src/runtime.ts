// Boot sequence shared by the server, the scripts and the benchmarks: database (embedded
// PGlite or PostgreSQL), migrations, demo seed, secrets, and a Fastify instance.
import { join, resolve } from 'node:path'
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import app from './app.ts'
import { type Config, loadConfig } from './config.ts'
import { createDatabase, type Database } from './db/database.ts'
import { startEmbeddedDatabase } from './db/embedded.ts'
import { migrateToLatest } from './db/migrator.ts'
import { resolveJwtSecret } from './lib/settings.ts'
import { validatorCompiler } from './lib/validator.ts'
import type { Clock } from './lib/clock.ts'

export interface Runtime {
  config: Config
  db: Database
  databaseUrl: string
  close(): Promise<void>
  /** The app's one clock (lib/clock.ts: the dispatch benchmark's simulated day); the real one when absent. */
  clock?: Clock
  /** Where the log lines go instead (tests read them; with NODE_ENV=test there is no log otherwise). */
  logStream?: { write(line: string): void }
}

export async function openRuntime(config: Config = loadConfig()): Promise<Runtime> {
  const embedded = config.embeddedDb ? await startEmbeddedDatabase(join(config.dataDir, 'pglite')) : undefined
  const databaseUrl = embedded?.url ?? config.DATABASE_URL
  if (databaseUrl === undefined) throw new Error('DATABASE_URL is required without the embedded database')
  const { db } = createDatabase(databaseUrl, embedded ? 8 : 20, { embedded: embedded !== undefined })
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    await embedded?.stop()
    throw error
  }
  return {
    config,
    db,
    databaseUrl,
    async close() {
      await db.destroy()
      await embedded?.stop()
    },
  }
}

/**
 * A request's address for the log with the values of secret query parameters hidden: the
 * links people are e-mailed (/reset-password?token=..., /verify-email?token=..., invitations)
 * would otherwise land in the log when opened.
 */
function loggedUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[hidden]')
}

export function fastifyOptions(config: Config, logStream?: Runtime['logStream']): FastifyServerOptions {
  const logger = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken'],
    serializers: {
      // Fastify's own request fields, with the address's secrets hidden.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: loggedUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  }
  return {
    logger: logStream ? { ...logger, stream: logStream } : config.NODE_ENV === 'test' ? false : logger,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 130_000,
    requestTimeout: 130_000,
    pluginTimeout: 60_000,
    // On close: idle keep-alive sockets are closed at once, busy ones after their answer;
    // requests arriving meanwhile get plugins/app/drain.ts's 503 with Retry-After.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }
}

export async function buildServer(runtime: Runtime, pwaDist?: string): Promise<FastifyInstance> {
  const server = Fastify(fastifyOptions(runtime.config, runtime.logStream))
  server.setValidatorCompiler(validatorCompiler)
  const jwtSecret = await resolveJwtSecret(runtime.db, runtime.config)
  await server.register(app, {
    config: runtime.config,
    db: runtime.db,
    databaseUrl: runtime.databaseUrl,
    jwtSecret,
    pwaDist,
    clock: runtime.clock,
  })
  return server
}

export function defaultPwaDist(config: Config): string {
  return resolve(config.PWA_DIST ?? new URL('../../pwa/dist', import.meta.url).pathname)
}
