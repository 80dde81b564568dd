// The hotline's SMS number is a setting: the configured number (SMS_HOTLINE_NUMBER) until an
// admin sets another; anyone reads it (a phone about to report keeps it for when data fails);
// only admins change it, and a number that is not E.164 is refused and changes nothing.
import { beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const CONFIGURED = '+912261234567'
const ctx = await setupApp({ SMS_HOTLINE_NUMBER: CONFIGURED })
const { app, db } = ctx

let admin: TestUser
let adopter: TestUser
beforeEach(async () => {
  await resetDb(db)
  // Settings outlive resetDb (as the signing secret does): start from no admin value.
  await db.deleteFrom('app_settings').where('key', '=', 'sms_hotline').execute()
  admin = await createUser(ctx, { role: 'admin' })
  adopter = await createUser(ctx)
})

const read = () => app.inject({ method: 'GET', url: '/api/sms/hotline' })
const save = (user: TestUser, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/admin/settings/sms', headers: bearer(user), payload: payload as object })

describe("the hotline's SMS number", () => {
  it('is the configured number until an admin sets another; then everyone reads the new one', async () => {
    expect((await read()).json()).toEqual({ number: CONFIGURED })
    const admins = await app.inject({ method: 'GET', url: '/api/admin/settings/sms', headers: bearer(admin) })
    expect(admins.json()).toEqual({ number: CONFIGURED })

    const saved = await save(admin, { number: '+919876543210' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ number: '+919876543210' })
    expect((await read()).json()).toEqual({ number: '+919876543210' })
  })

  it('is changed only by admins, only to an E.164 number; a refusal changes nothing', async () => {
    expect((await save(adopter, { number: '+911111111111' })).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'PUT', url: '/api/admin/settings/sms', payload: { number: '+911111111111' } }))
        .statusCode,
    ).toBe(401)
    for (const number of ['9876543210', '+91 98765 43210', '+0123456789', '+91987654321012345', '', 919876543210]) {
      expect((await save(admin, { number })).statusCode, String(number)).toBe(400)
    }
    expect((await save(admin, { number: '+911111111111', extra: 1 })).statusCode).toBe(400)
    expect((await read()).json()).toEqual({ number: CONFIGURED })
  })

  it('refuses a configured number that is not E.164 at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_HOTLINE_NUMBER: '98200 41234' })).toThrow(/SMS_HOTLINE_NUMBER/)
    expect(loadConfig({ NODE_ENV: 'test' }).SMS_HOTLINE_NUMBER).toBe('+919820041234')
  })
})
