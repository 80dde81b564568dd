// The demo accounts share a published password (README, start-up banner). On a server that
// the network can reach they are an open admin account, so start-up refuses them there
// unless the operator opts in with ALLOW_DEMO_ON_NETWORK=1 (a throwaway public demo).
// "Reachable" is: HOST not loopback, or TRUST_PROXY (a proxy forwards the world to us), or
// NODE_ENV=production.
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { verifyPassword } from '../lib/crypto.ts'
import { isLoopbackHost } from '../lib/net.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.ts'

function exposure(config: Config): string | null {
  if (!isLoopbackHost(config.HOST)) return `HOST=${config.HOST}`
  if (config.TRUST_PROXY) return 'TRUST_PROXY is set'
  if (config.isProduction) return 'NODE_ENV=production'
  return null
}

/** Why start-up must stop, as one line saying what to do; null when all is well. */
export async function demoExposureProblem(config: Config, db: Database): Promise<string | null> {
  const why = exposure(config)
  if (!why || config.ALLOW_DEMO_ON_NETWORK === '1') return null
  const fix =
    'Set HOST=127.0.0.1 to keep it on this machine, or set ALLOW_DEMO_ON_NETWORK=1 if this is a throwaway public demo.'
  if (config.seedDemo) {
    return `Refusing to start: SEED_DEMO would create demo accounts with the published password ${DEMO_PASSWORD} on a server reachable from the network (${why}). Set SEED_DEMO=0 for a real deployment. ${fix}`
  }
  const rows = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .where('is_active', '=', true)
    .execute()
  const open: string[] = []
  for (const row of rows) {
    if (row.password_hash && (await verifyPassword(row.password_hash, DEMO_PASSWORD))) open.push(row.email)
  }
  if (open.length === 0) return null
  return `Refusing to start: demo accounts (${open.join(', ')}) still have the published password ${DEMO_PASSWORD} on a server reachable from the network (${why}). Delete them or change their passwords (npm run create-admin makes a real admin). ${fix}`
}
