// The development mailbox (which carries sign-up codes and password reset
// links) answers only loopback clients, never through a proxy, never in production; the
// server listens on loopback by default and refuses to expose the demo accounts.
import { beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { PROXY_HEADERS } from '../src/lib/net.ts'
import { demoExposureProblem } from '../src/seed/demo-guard.ts'
import { DEMO_PASSWORD } from '../src/seed/demo.ts'
import { resetDb, setupApp } from './support/helper.ts'

const ctx = await setupApp()
const production = await setupApp({ isProduction: true, NODE_ENV: 'production', mailDisabled: true })
const { app, db } = ctx

beforeEach(() => resetDb(db))

const mailbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/dev/mailbox?to=admin@demo.test', remoteAddress, headers })

describe('development mailbox', () => {
  it('answers loopback clients (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await mailbox(address)).statusCode, address).toBe(200)
    }
  })

  it('refuses any other client, whatever X-Forwarded-For says', async () => {
    for (const address of ['192.168.1.20', '10.0.0.5', '203.0.113.9', '::ffff:192.168.1.20', 'fe80::1']) {
      const res = await mailbox(address, { 'x-forwarded-for': '127.0.0.1' })
      expect(res.statusCode, address).toBe(404)
    }
  })

  it('refuses a proxied request even from loopback (a reverse proxy on the same machine)', async () => {
    expect((await mailbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404)
    expect((await mailbox('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404)
  })

  it('the mailbox and the metrics share one "proxied?" rule: every proxy header refuses both', async () => {
    for (const name of PROXY_HEADERS) {
      const headers = { [name]: '203.0.113.9' }
      expect((await mailbox('127.0.0.1', headers)).statusCode, name).toBe(404)
      const metrics = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1', headers })
      expect(metrics.statusCode, name).toBe(404)
    }
    for (const name of ['x-real-ip', 'x-client-ip', 'cf-connecting-ip', 'true-client-ip']) {
      expect(PROXY_HEADERS, name).toContain(name)
    }
    // Without them, this machine reads both.
    expect((await mailbox('127.0.0.1')).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200)
  })

  it('does not exist in production', async () => {
    const res = await production.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=admin@demo.test',
      remoteAddress: '127.0.0.1',
    })
    expect(res.statusCode).toBe(404)
  })

  it('the published attack: a network client cannot read a reset link and take over the admin', async () => {
    await db
      .insertInto('users')
      .values({
        email: 'admin@demo.test',
        password_hash: await hashPassword(DEMO_PASSWORD),
        role: 'admin',
        first_name: 'Asha',
        last_name: 'Admin',
        email_verified: true,
      })
      .execute()
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: '198.51.100.7',
      payload: { email: 'admin@demo.test' },
    })
    expect(forgot.statusCode).toBe(200)
    const read = await mailbox('198.51.100.7')
    expect(read.statusCode).toBe(404)
    expect(read.body).not.toContain('reset-password?token=')
  })
})

describe('listening address and demo accounts', () => {
  it('listens on loopback unless HOST is set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
  })

  it('refuses demo data on a network-facing server unless ALLOW_DEMO_ON_NETWORK=1', async () => {
    const seeding = loadConfig({ HOST: '0.0.0.0', SEED_DEMO: '1' })
    expect(await demoExposureProblem(seeding, db)).toMatch(/ALLOW_DEMO_ON_NETWORK=1/)
    expect(await demoExposureProblem({ ...seeding, HOST: '127.0.0.1' }, db)).toBeNull()
    expect(await demoExposureProblem({ ...seeding, HOST: '::1' }, db)).toBeNull()
    const optedIn = loadConfig({ HOST: '0.0.0.0', SEED_DEMO: '1', ALLOW_DEMO_ON_NETWORK: '1' })
    expect(await demoExposureProblem(optedIn, db)).toBeNull()
    // Behind a proxy on the same machine the server is on the network too.
    expect(await demoExposureProblem({ ...seeding, HOST: '127.0.0.1', TRUST_PROXY: true }, db)).toMatch(/demo/)
  })

  it('refuses an existing demo account that still has the published password', async () => {
    const config = loadConfig({ HOST: '0.0.0.0', SEED_DEMO: '0', DATABASE_URL: 'postgres://x@127.0.0.1/x' })
    expect(await demoExposureProblem(config, db)).toBeNull()
    await db
      .insertInto('users')
      .values({
        email: 'ngo@demo.test',
        password_hash: await hashPassword(DEMO_PASSWORD),
        role: 'ngo',
        first_name: 'N',
        last_name: 'R',
        email_verified: true,
      })
      .execute()
    expect(await demoExposureProblem(config, db)).toMatch(/ngo@demo\.test/)
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Changed@9876') })
      .where('email', '=', 'ngo@demo.test')
      .execute()
    expect(await demoExposureProblem(config, db)).toBeNull()
  })
})
