// The auth rate limit is per client address whatever token is sent, there is a per-account
// limit shared through the database, and repeated wrong passwords from one client lock that
// client out of the account for a bounded, doubling time that the right password does not
// bypass. Another client (the owner) is not locked out by a stranger's guesses. Every
// current-password check (password change, e-mail change, closing the account) counts alike.
// A device that signed in before sends its device token and is limited and locked on its own,
// so strangers' guesses from many addresses never keep the owner's right password out.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, PASSWORD, resetDb, setupApp, uniqueEmail } from './support/helper.ts'
import { linkTokenIn, mailsTo, waitForMail } from './support/auth-mail.ts'

const ctx = await setupApp({ JOBS_ENABLED: false, AUTH_ACCOUNT_RATE_LIMIT_MAX: 100_000 })
const { app, db } = ctx
// Apps with tighter limits, built here with the file's other app (and closed with it).
const addressLimited = await setupApp({ JOBS_ENABLED: false, AUTH_RATE_LIMIT_MAX: 5 })
const accountLimited = await setupApp({ JOBS_ENABLED: false, AUTH_ACCOUNT_RATE_LIMIT_MAX: 3 })
// The production limits: 20 auth requests a minute per address, 10 sign-ins a minute per account.
const realLimits = await setupApp({ JOBS_ENABLED: false, AUTH_RATE_LIMIT_MAX: 20 })
beforeEach(() => resetDb(db))

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })
const WRONG = 'Wrong@1234'

const STRANGER = '10.0.0.66'

async function failTimes(email: string, n: number, client = STRANGER) {
  const codes: number[] = []
  for (let i = 0; i < n; i++) codes.push((await login(email, WRONG, client)).statusCode)
  return codes
}

async function endLock() {
  await sql`update login_failures set locked_until = now() - interval '1 second'`.execute(db)
}

describe('per-address auth limit ignores the bearer token', () => {
  it('tokens of many accounts do not buy more sign-in tries from one address', async () => {
    const limited = addressLimited
    const target = uniqueEmail('target')
    const helpers = await Promise.all(Array.from({ length: 3 }, () => createUser(limited)))
    const codes: number[] = []
    for (let i = 0; i < 9; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target, password: WRONG },
        headers: bearer(helpers[i % 3]),
        remoteAddress: '203.0.113.9',
      })
      codes.push(res.statusCode)
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(4)
  })
})

describe('per-account limit', () => {
  it('many addresses guessing one account are limited by the account', async () => {
    const limited = accountLimited
    const email = uniqueEmail('victim')
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: email.toUpperCase() },
        remoteAddress: `198.51.100.${i + 1}`,
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429, 429])
  })
})

describe('lockout after repeated wrong passwords', () => {
  it('5 failures lock for a minute; the right password does not get in; the owner is told once', async () => {
    const user = await createUser(ctx)
    expect(await failTimes(user.email, 4)).toEqual([401, 401, 401, 401])
    const fifth = await login(user.email, WRONG, STRANGER)
    expect(fifth.statusCode).toBe(429)
    const right = await login(user.email, PASSWORD, STRANGER)
    expect(right.statusCode).toBe(429)
    expect(right.json().message).toBe('Too many failed sign-in attempts. Try again in 1 minute.')
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(50)
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60)
    const notice = await waitForMail(app, user.email, /someone tried to sign in to your account/i)
    expect(notice.text).toMatch(/forgot-password|reset/i)
    await failTimes(user.email, 5, '10.0.0.67')
    const notices = (await mailsTo(app, user.email)).filter((m) => /tried to sign in/i.test(m.text))
    expect(notices).toHaveLength(1)

    await endLock()
    expect((await login(user.email, PASSWORD, STRANGER)).statusCode).toBe(200)
  })

  it("a stranger's guesses lock only the stranger: the owner signs in from their own client", async () => {
    const user = await createUser(ctx)
    expect(await failTimes(user.email, 6)).toEqual([401, 401, 401, 401, 429, 429])
    expect((await login(user.email, PASSWORD, STRANGER)).statusCode).toBe(429)
    expect((await login(user.email, PASSWORD, '192.0.2.10')).statusCode).toBe(200)
    // The owner's sign-in does not lift the stranger's lock.
    expect((await login(user.email, PASSWORD, STRANGER)).statusCode).toBe(429)
  })

  // Forty sign-ins with argon2 checks: slower than most tests by design.
  it('locks double on repeated locks, capped at an hour', { timeout: 90_000 }, async () => {
    const user = await createUser(ctx)
    const minutes: number[] = []
    for (let round = 0; round < 8; round++) {
      await failTimes(user.email, 5)
      const res = await login(user.email, PASSWORD, STRANGER)
      expect(res.statusCode).toBe(429)
      minutes.push(Math.round(Number(res.headers['retry-after']) / 60))
      await endLock()
    }
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
  })

  it('a password reset link works during a lock and ends it', async () => {
    const user = await createUser(ctx)
    await failTimes(user.email, 5)
    expect((await login(user.email, PASSWORD, STRANGER)).statusCode).toBe(429)
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })
    const token = linkTokenIn(await waitForMail(app, user.email, /reset-password\?token=/))
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh@2024' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await login(user.email, 'Fresh@2024', STRANGER)).statusCode).toBe(200)
  })

  it('an unknown address locks the same way (no enumeration through the lock)', async () => {
    const ghost = uniqueEmail('ghost')
    const codes = await failTimes(ghost, 6)
    expect(codes).toEqual([401, 401, 401, 401, 429, 429])
  })
})

describe('current-password checks count like sign-ins', () => {
  const changePassword = (token: string, currentPassword: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword, newPassword: 'Brand@New123' },
      remoteAddress: STRANGER,
    })
  const changeEmail = (token: string, currentPassword: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: uniqueEmail('moved'), currentPassword },
      remoteAddress: STRANGER,
    })
  const closeAccount = (token: string, password: string) =>
    app.inject({
      method: 'DELETE',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { password },
      remoteAddress: STRANGER,
    })

  for (const [name, attempt] of [
    ['PUT /api/users/password', changePassword],
    ['PUT /api/users/profile (e-mail change)', changeEmail],
    ['DELETE /api/users/profile', closeAccount],
  ] as const) {
    it(`${name}: wrong guesses lock like sign-in, then the right password is refused too`, async () => {
      const user = await createUser(ctx)
      const codes: number[] = []
      for (let i = 0; i < 6; i++) codes.push((await attempt(user.token, WRONG)).statusCode)
      expect(codes).toEqual([422, 422, 422, 422, 429, 429])
      const right = await attempt(user.token, PASSWORD)
      expect(right.statusCode).toBe(429)
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(50)
      // It is the same lock as sign-in's.
      expect((await login(user.email, PASSWORD, STRANGER)).statusCode).toBe(429)
      expect((await login(user.email, PASSWORD, '192.0.2.10')).statusCode).toBe(200)
    })
  }

  it('guesses at sign-in and at a password change add up to one lock', async () => {
    const user = await createUser(ctx)
    await failTimes(user.email, 3)
    expect((await changePassword(user.token, WRONG)).statusCode).toBe(422)
    expect((await changePassword(user.token, WRONG)).statusCode).toBe(429)
  })
})

describe("the owner's device gets through strangers' guesses (device token)", () => {
  const OWNER = '192.0.2.77'
  const signIn = (email: string, password: string, remoteAddress: string, deviceToken?: string) =>
    realLimits.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, ...(deviceToken ? { deviceToken } : {}) },
      remoteAddress,
    })
  /** Twelve wrong passwords in a minute, four from each of three addresses. */
  async function guessFromThree(email: string) {
    const codes: number[] = []
    for (let i = 0; i < 12; i++) codes.push((await signIn(email, WRONG, `10.9.0.${(i % 3) + 1}`)).statusCode)
    return codes
  }
  async function deviceTokenOf(email: string): Promise<string> {
    const res = await signIn(email, PASSWORD, OWNER)
    expect(res.statusCode).toBe(200)
    const token = res.json().deviceToken
    expect(token).toEqual(expect.any(String))
    return token
  }

  it('twelve wrong sign-ins a minute from three addresses: the right password from a device that signed in before gets in', async () => {
    const owner = await createUser(realLimits)
    const token = await deviceTokenOf(owner.email)
    const codes = await guessFromThree(owner.email)
    expect(codes.slice(-3)).toEqual([429, 429, 429])
    // A device without a token (a new phone, or the token lost) waits out the account's minute.
    const without = await signIn(owner.email, PASSWORD, OWNER)
    expect(without.statusCode).toBe(429)
    const withToken = await signIn(owner.email, PASSWORD, OWNER, token)
    expect(withToken.statusCode, withToken.body).toBe(200)
    expect(withToken.json().deviceToken).toBe(token)
    console.log(
      `[figure] after 12 wrong sign-ins in a minute from 3 addresses, the owner's right password: ${without.statusCode} without a device token, ${withToken.statusCode} with it`,
    )
  })

  it('a device token is locked on its own: five wrong passwords with it lock it, the right one then waits too; the owner elsewhere is not held', async () => {
    const owner = await createUser(realLimits)
    const stolen = await deviceTokenOf(owner.email)
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push((await signIn(owner.email, WRONG, '10.9.1.1', stolen)).statusCode)
    expect(codes).toEqual([401, 401, 401, 401, 429])
    const right = await signIn(owner.email, PASSWORD, '10.9.1.1', stolen)
    expect(right.statusCode).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(50)
    // The token's lock is not the address's: the same network without the token is not locked.
    expect((await signIn(owner.email, PASSWORD, '10.9.1.1')).statusCode).toBe(200)
  })

  it("a device token has its own per-minute limit, the account's number", async () => {
    const owner = await createUser(realLimits)
    const token = await deviceTokenOf(owner.email)
    const codes: number[] = []
    for (let i = 0; i < 11; i++) codes.push((await signIn(owner.email, PASSWORD, OWNER, token)).statusCode)
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(codes[10]).toBe(429)
  })

  it("a forged token, or another account's, is no device token: the account's limit holds", async () => {
    const owner = await createUser(realLimits)
    const other = await createUser(realLimits)
    const own = await deviceTokenOf(owner.email)
    const othersToken = await deviceTokenOf(other.email)
    const [id, nonce] = own.split('.')
    const forged = `${id}.${nonce}.${'0'.repeat(64)}`
    const renamed = `${other.id}.${othersToken.split('.').slice(1).join('.')}`
    await guessFromThree(owner.email)
    for (const token of [othersToken, forged, renamed, 'not-a-token']) {
      expect((await signIn(owner.email, PASSWORD, OWNER, token)).statusCode).toBe(429)
    }
  })
})
