// The environment, read and validated once at boot. Nothing else reads process.env.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Type, { type Static } from 'typebox'
import { Value } from 'typebox/value'

const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  /** Loopback by default: a development server (dev mailbox, demo accounts) is not on the network. */
  HOST: Type.String({ default: '127.0.0.1' }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  DATA_DIR: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  SEED_DEMO: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  PUBLIC_URL: Type.String({ default: 'http://localhost:3000' }),
  CORS_ORIGINS: Type.String({ default: '' }),
  SMTP_URL: Type.Optional(Type.String()),
  /**
   * 1: send no e-mail at all (no SMTP server, and no development mailbox). Production refuses
   * to start with neither SMTP_URL nor this: sign-up codes and reset links would reach no one.
   */
  MAIL_DISABLED: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  MAIL_FROM: Type.String({ default: 'Mumbai Paws <no-reply@mumbaipaws.local>' }),
  REDIS_URL: Type.Optional(Type.String()),
  RATE_LIMIT_MAX: Type.Number({ default: 300 }),
  AUTH_RATE_LIMIT_MAX: Type.Number({ default: 20 }),
  /** Per minute and target account (e-mail) for sign-in, forgot-password and codes. */
  AUTH_ACCOUNT_RATE_LIMIT_MAX: Type.Number({ default: 10 }),
  /** Per account: "cases nearby" answers in 10 minutes, and follows in an hour (they locate cases). */
  NEARBY_RATE_LIMIT_MAX: Type.Number({ default: 30 }),
  FOLLOW_RATE_LIMIT_MAX: Type.Number({ default: 10 }),
  /** Per hour and client address: sign-up codes and reset links it may have mailed to strangers. */
  MAIL_CLIENT_MAX: Type.Number({ default: 20 }),
  VAPID_PUBLIC_KEY: Type.Optional(Type.String()),
  VAPID_PRIVATE_KEY: Type.Optional(Type.String()),
  VAPID_SUBJECT: Type.String({ default: 'mailto:admin@mumbaipaws.local' }),
  /** Background jobs (web push). Off: notifications are stored but no push is queued or sent. */
  JOBS_ENABLED: Type.Boolean({ default: true }),
  /** How often an idle job worker looks for work, in seconds (at least 0.5). */
  JOBS_POLL_SECONDS: Type.Number({ default: 2, minimum: 0.5 }),
  UPLOADS_DIR: Type.Optional(Type.String()),
  S3_ENDPOINT: Type.Optional(Type.String()),
  S3_BUCKET: Type.Optional(Type.String()),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String()),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String()),
  S3_PUBLIC_URL: Type.Optional(Type.String()),
  PWA_DIST: Type.Optional(Type.String()),
  TRUST_PROXY: Type.Boolean({ default: false }),
  /** Start with the demo accounts (published password) on a network-facing server anyway. */
  ALLOW_DEMO_ON_NETWORK: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  /**
   * Tests only: accept plain-http push endpoints on any address (a local push service).
   * Off, endpoints must be https on public addresses (see modules/push/push.endpoint.ts).
   */
  PUSH_ALLOW_INSECURE_ENDPOINTS: Type.Boolean({ default: false }),
  /**
   * Seconds a process reuses a public answer's change counter (its ETag) before reading it
   * again; a change made through another process (or straight in the database) shows in the
   * ETag this much later at most. Writes through this process show at once. 0: read each time.
   */
  CACHE_VERSION_SECONDS: Type.Number({ default: 1, minimum: 0, maximum: 30 }),
  STATS_CACHE_SECONDS: Type.Number({ default: 300, minimum: 0, maximum: 3600 }),
  /**
   * On: the public figures run up to the last midnight in Mumbai, so a day's cases show the next
   * day all at once (docs/rules.md#public-statistics). Off only for the browser tests, which read
   * the figures of the cases they have just reported.
   */
  STATS_DAILY_CUT: Type.Boolean({ default: true }),
  /** Seconds a SIGTERM/SIGINT shutdown may take (requests in flight finish) before it is forced. */
  SHUTDOWN_GRACE_SECONDS: Type.Number({ default: 10, minimum: 1 }),
  /** The admin map's tile server ({z}/{x}/{y} template); its origin is allowed by the CSP. */
  MAP_TILE_URL: Type.String({ default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
  MAP_TILE_ATTRIBUTION: Type.String({ default: '© OpenStreetMap contributors' }),
  /** Bearer token for GET /api/metrics; unset: metrics only for loopback clients. */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /**
   * The SMS gateway's bearer token for POST /api/sms/inbound (docs/sms-reports.md); unset, the
   * webhook does not exist (404).
   */
  SMS_INBOUND_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /** The hotline's SMS number (E.164) until an admin sets another (docs/sms-reports.md). */
  SMS_HOTLINE_NUMBER: Type.String({ default: '+919820041234', pattern: '^\\+[1-9][0-9]{7,14}$' }),
  /** Per hour and client address: claim codes for SMS reports without an account (docs/sms-reports.md#signed-out). */
  SMS_CLAIM_CODE_RATE_LIMIT_MAX: Type.Number({ default: 20 }),
})

type Env = Static<typeof EnvSchema>

export interface Config extends Env {
  isProduction: boolean
  embeddedDb: boolean
  seedDemo: boolean
  dataDir: string
  uploadsDir: string
  corsOrigins: string[]
  /** MAIL_DISABLED=1: no e-mail is sent, kept or logged. */
  mailDisabled: boolean
}

/** Reads the project's .env (if there is one) into the environment; set variables win. */
/** A setting that cannot work; its message is one plain line for the person starting the server. */
export class ConfigError extends Error {}

export function loadDotEnv(path = fileURLToPath(new URL('../../.env', import.meta.url))): void {
  if (existsSync(path)) process.loadEnvFile(path)
}

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => source[key] !== undefined && source[key] !== '')
      .map((key) => [key, source[key]]),
  )
  const withDefaults = Value.Default(EnvSchema, Value.Convert(EnvSchema, known))
  if (!Value.Check(EnvSchema, withDefaults)) {
    const problems = [...Value.Errors(EnvSchema, withDefaults)].map((e) => {
      const key = e.instancePath.replace(/^\//, '')
      return `${key}=${source[key] ?? ''} is not valid: ${e.message.toLowerCase()}`
    })
    throw new ConfigError(`${problems.join('; ')}. Fix it in the environment or in .env.`)
  }
  const env = withDefaults as Env
  // Relative paths are taken from where the command was typed (npm sets INIT_CWD when it runs
  // a script in a package folder); the default is data/ at the project root.
  const base = source.INIT_CWD ?? process.cwd()
  const dataDir = env.DATA_DIR ? resolve(base, env.DATA_DIR) : fileURLToPath(new URL('../../data', import.meta.url))
  const embeddedDb = !env.DATABASE_URL
  const config: Config = {
    ...env,
    isProduction: env.NODE_ENV === 'production',
    embeddedDb,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' : embeddedDb && env.NODE_ENV !== 'test',
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? resolve(base, env.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    mailDisabled: env.MAIL_DISABLED === '1',
    ...overrides,
  }
  const s3 = [config.S3_ENDPOINT, config.S3_BUCKET, config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY]
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError('S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither')
  }
  if (config.mailDisabled && config.SMTP_URL) {
    throw new ConfigError('MAIL_DISABLED=1 and SMTP_URL contradict each other: unset one of them')
  }
  if (config.isProduction && !config.SMTP_URL && !config.mailDisabled) {
    // Without it, sign-up codes and reset links would go nowhere (production has no mailbox).
    throw new ConfigError(
      'SMTP_URL is required in production (sign-up codes and reset links are e-mailed): set it, or MAIL_DISABLED=1 to run without e-mail',
    )
  }
  if (config.isProduction && !config.JWT_SECRET && !config.embeddedDb) {
    // Replicas must share one signing key; a per-process random one would log users out.
    throw new ConfigError('JWT_SECRET (at least 32 characters) is required in production with DATABASE_URL')
  }
  return config
}

export function randomSecret(): string {
  return randomBytes(48).toString('base64url')
}
