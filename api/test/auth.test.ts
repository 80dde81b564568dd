import { createHmac } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, latestCode, PASSWORD, resetDb, setupApp, uniqueEmail } from './support/helper.ts'
import { waitForMail } from './support/auth-mail.ts'

const ctx = await setupApp()
const { app, db } = ctx

beforeEach(() => resetDb(db))

function adopterBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Riya',
    lastName: 'Desai',
    email: uniqueEmail('riya'),
    password: 'Strong@123',
    phone: '9876543210',
    ...overrides,
  }
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/auth${url}`, payload: payload as object, headers })

describe('registration and one-time code', () => {
  it('register -> code from the mailbox -> verify signs in -> profile', async () => {
    const body = adopterBody()
    const reg = await post('/register', body)
    expect(reg.statusCode).toBe(201)
    // The account exists only once verified, so register names its attempt, not a user.
    expect(reg.json()).toMatchObject({ email: body.email, signupId: expect.any(String) })

    const before = await post('/login', { email: body.email, password: body.password })
    expect(before.statusCode).toBe(403)

    const code = await latestCode(app, body.email)
    const verified = await post('/verify-otp', { email: body.email, otp: code })
    expect(verified.statusCode).toBe(200)
    const { user, accessToken, refreshToken } = verified.json()
    expect(user).toMatchObject({ email: body.email, role: 'adopter', emailVerified: true, firstName: 'Riya' })
    expect(refreshToken).toEqual(expect.any(String))

    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) })
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toMatchObject({ id: user.id, email: body.email, phone: '9876543210' })
    expect(profile.json()).not.toHaveProperty('passwordHash')
    expect(profile.body).not.toContain('password')

    // No "already verified" (409), which told anyone the address had an account.
    const again = await post('/verify-otp', { email: body.email, otp: code })
    expect(again.statusCode).toBe(422)
  })

  it('stores the code hashed, never in clear', async () => {
    const body = adopterBody()
    await post('/register', body)
    const code = await latestCode(app, body.email)
    const row = await db.selectFrom('signup_attempts').selectAll().executeTakeFirstOrThrow()
    expect(row.code_hash).not.toContain(code)
    expect(row.code_hash).not.toBe(createHmac('sha256', '').update(code).digest('hex'))
  })

  it('five wrong codes kill the code, even the right one fails after', async () => {
    const body = adopterBody()
    await post('/register', body)
    const code = await latestCode(app, body.email)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await post('/verify-otp', { email: body.email, otp: wrong })
      expect(res.statusCode).toBe(422)
      messages.push(res.json().message)
    }
    expect(messages[0]).toBe('Incorrect code. 4 attempts left.')
    expect(messages[4]).toBe('Too many wrong attempts. Please request a new code.')
    const right = await post('/verify-otp', { email: body.email, otp: code })
    expect(right.statusCode).toBe(422)
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new code.')
  })

  it('an expired code is refused', async () => {
    const body = adopterBody()
    await post('/register', body)
    const code = await latestCode(app, body.email)
    await db
      .updateTable('signup_attempts')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute()
    const res = await post('/verify-otp', { email: body.email, otp: code })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('This code has expired. Please request a new code.')
  })

  it('resend within 2 minutes of the last mail answers 429 with Retry-After; after that a new code works', async () => {
    const body = adopterBody()
    await post('/register', body)
    const first = await latestCode(app, body.email)
    const early = await post('/resend-otp', { email: body.email })
    expect(early.statusCode).toBe(429)
    const retry = Number(early.headers['retry-after'])
    expect(retry).toBeGreaterThan(110)
    expect(retry).toBeLessThanOrEqual(120)

    // The wait is kept per address (auth.mail-guard.ts), and the code is mailed in the background.
    await db
      .updateTable('auth_counters')
      .set({ window_started_at: new Date(Date.now() - 121_000) })
      .execute()
    const later = await post('/resend-otp', { email: body.email })
    expect(later.statusCode).toBe(200)
    for (let i = 0; i < 200; i++) {
      const mail = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(body.email)}` })
      if (mail.json().messages.length > 1) break
      await new Promise((r) => setTimeout(r, 25))
    }
    const second = await latestCode(app, body.email)
    if (second !== first) {
      expect((await post('/verify-otp', { email: body.email, otp: first })).statusCode).toBe(422)
    }
    expect((await post('/verify-otp', { email: body.email, otp: second })).statusCode).toBe(200)
  })

  it('resend for an unknown e-mail answers like a known one', async () => {
    const res = await post('/resend-otp', { email: uniqueEmail('nobody') })
    expect(res.statusCode).toBe(200)
  })

  it('the e-mailed link verifies the address once', async () => {
    const body = adopterBody()
    await post('/register', body)
    const mail = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(body.email)}` })
    const token = (mail.json().messages[0].text as string).match(/token=([\w-]+)/)![1]
    expect((await post('/verify-email', { token })).statusCode).toBe(200)
    expect((await post('/verify-email', { token })).statusCode).toBe(422)
    expect((await post('/login', { email: body.email, password: body.password })).statusCode).toBe(200)
  })

  it('never makes a second account for a verified e-mail (answers like a new sign-up)', async () => {
    const user = await createUser(ctx)
    const res = await post('/register', adopterBody({ email: user.email.toUpperCase() }))
    expect(res.statusCode).toBe(201)
    // Its password answers "verify first" as a new address's would, and makes no account.
    expect((await post('/login', { email: user.email, password: 'Strong@123' })).statusCode).toBe(403)
    expect((await post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200)
  })

  it('an NGO registers with its profile and starts pending', async () => {
    const email = uniqueEmail('ngo')
    const res = await post('/register-ngo', {
      ...adopterBody({ email }),
      ngoName: 'Paws of Powai',
      address: '1 Lake Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400076',
      registrationNumber: '',
      website: 'https://paws.example',
      description: 'We rescue dogs',
      servicesOffered: ['rescue', 'shelter'],
      maxCapacity: 25,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().requiresOTPVerification).toBe(true)
    const verified = await post('/verify-otp', { email, otp: await latestCode(app, email) })
    expect(verified.json().user).toMatchObject({
      role: 'ngo',
      ngoStatus: { name: 'Paws of Powai', approvalStatus: 'pending' },
    })
    const mine = await app.inject({
      method: 'GET',
      url: '/api/users/me/ngo',
      headers: bearer(verified.json().accessToken),
    })
    expect(mine.json()).toMatchObject({
      registrationNumber: 'Not Available',
      servicesOffered: ['rescue', 'shelter'],
      maxCapacity: 25,
      isVerified: false,
      location: { city: 'Mumbai', zipCode: '400076' },
    })
    expect(mine.json().location.lat ?? null).toBeNull()
  })

  it("an NGO registering from its premises keeps the phone's position, for nearest-first assignment", async () => {
    const email = uniqueEmail('ngo-here')
    const body = {
      ...adopterBody({ email }),
      ngoName: 'Parel Paws',
      address: 'Dr Ambedkar Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400012',
      description: 'Street dog care',
      servicesOffered: ['rescue'],
      maxCapacity: 10,
    }
    const half = await post('/register-ngo', { ...body, lat: 19.0, email: uniqueEmail('ngo-half') })
    expect(half.statusCode).toBe(400)
    expect(half.json().errors).toContainEqual({
      field: 'lat',
      message: 'A position needs both its latitude and its longitude',
    })
    const far = await post('/register-ngo', { ...body, lat: 123, lng: 72.84, email: uniqueEmail('ngo-far') })
    expect(far.statusCode).toBe(400)

    expect((await post('/register-ngo', { ...body, lat: 18.9986, lng: 72.8407 })).statusCode).toBe(201)
    const verified = await post('/verify-otp', { email, otp: await latestCode(app, email) })
    const mine = await app.inject({
      method: 'GET',
      url: '/api/users/me/ngo',
      headers: bearer(verified.json().accessToken),
    })
    expect(mine.json().location).toMatchObject({ city: 'Mumbai', lat: 18.9986, lng: 72.8407 })
  })

  it('vet and supplier accounts get their profiles', async () => {
    const vetEmail = uniqueEmail('vet')
    expect(
      (
        await post('/register-vet', {
          ...adopterBody({ email: vetEmail }),
          licenseNumber: 'VET-1',
          clinicName: 'Parel Animal Clinic',
          address: 'Dr E Borges Road, Parel',
          lat: 19.0019,
          lng: 72.8416,
          species: ['dog', 'cat'],
          hours: 'Open 24 hours',
        })
      ).statusCode,
    ).toBe(201)
    const vet = await post('/verify-otp', { email: vetEmail, otp: await latestCode(app, vetEmail) })
    const vetProfile = await app.inject({
      method: 'GET',
      url: '/api/users/me/vet',
      headers: bearer(vet.json().accessToken),
    })
    expect(vetProfile.json()).toMatchObject({ licenseNumber: 'VET-1', approvalStatus: 'pending' })

    const supEmail = uniqueEmail('sup')
    expect(
      (await post('/register-supplier', { ...adopterBody({ email: supEmail }), companyName: 'Pet Foods' })).statusCode,
    ).toBe(201)
    const sup = await post('/verify-otp', { email: supEmail, otp: await latestCode(app, supEmail) })
    const supProfile = await app.inject({
      method: 'GET',
      url: '/api/users/me/supplier',
      headers: bearer(sup.json().accessToken),
    })
    expect(supProfile.json()).toMatchObject({ companyName: 'Pet Foods', isVerified: false })
    const noNgo = await app.inject({ method: 'GET', url: '/api/users/me/ngo', headers: bearer(sup.json().accessToken) })
    expect(noNgo.statusCode).toBe(404)
  })
})

describe('validation messages', () => {
  it('phone must be exactly 10 digits', async () => {
    for (const phone of ['12345', '98765432101', '98765abcde']) {
      const res = await post('/register', adopterBody({ phone }))
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toContainEqual({ field: 'phone', message: 'Phone number must be exactly 10 digits' })
    }
  })

  it('lists each unmet password rule under the header', async () => {
    const cases: [string, string[]][] = [
      ['short1A!', []],
      ['abc', ['At least 8 characters', 'One uppercase letter', 'One number', 'One special character']],
      ['ALLUPPER1!', ['One lowercase letter']],
      ['alllower1!', ['One uppercase letter']],
      ['NoDigits!!', ['One number']],
      ['NoSpecial12', ['One special character']],
    ]
    for (const [password, unmet] of cases) {
      const res = await post('/register', adopterBody({ password }))
      if (unmet.length === 0) {
        expect(res.statusCode).toBe(201)
        continue
      }
      expect(res.statusCode).toBe(400)
      const error = res.json().errors.find((e: { field: string }) => e.field === 'password')
      expect(error.message).toBe(['Password requirements not met:', ...unmet.map((r) => `• ${r}`)].join('\n'))
    }
  })

  it('names every missing required field', async () => {
    const res = await post('/register', { firstName: '', lastName: ' ', email: '', password: '', phone: '' })
    expect(res.statusCode).toBe(400)
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'firstName', 'lastName', 'password', 'phone'].sort())
    expect(res.json().errors).toContainEqual({ field: 'firstName', message: 'First name is required' })
  })

  it('NGO services and capacity rules', async () => {
    const base = {
      ...adopterBody(),
      ngoName: 'X',
      address: 'A',
      city: 'Mumbai',
      state: 'MH',
      zipCode: '400001',
      description: 'D',
    }
    const res = await post('/register-ngo', { ...base, servicesOffered: [], maxCapacity: 0 })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'servicesOffered', message: 'Please select at least one service' },
        { field: 'maxCapacity', message: 'Maximum capacity must be at least 1' },
      ]),
    )
    const missing = await post('/register-ngo', { ...base, ngoName: '', servicesOffered: ['rescue'], maxCapacity: 3 })
    expect(missing.json().errors).toContainEqual({ field: 'ngoName', message: 'NGO name is required' })
    const badService = await post('/register-ngo', { ...base, servicesOffered: ['grooming'], maxCapacity: 3 })
    expect(badService.statusCode).toBe(400)
    expect(badService.json().errors[0].field).toBe('servicesOffered.0')
  })

  it('unknown fields and wrong types get 400 with field errors', async () => {
    const extra = await post('/register', { ...adopterBody(), role: 'admin' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().errors[0].field).toBe('role')
    const unknown = await post('/register', { ...adopterBody(), isAdmin: true })
    expect(unknown.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      errors: [{ field: 'isAdmin', message: 'isAdmin is not an allowed field' }],
    })
    const wrongType = await post('/register', { ...adopterBody(), phone: 9876543210 })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().errors).toContainEqual({ field: 'phone', message: 'phone must be string' })
    const missing = await post('/login', { email: 'a@b.c' })
    expect(missing.json().errors).toContainEqual({ field: 'password', message: 'password is required' })
  })

  it('a one-time code must be six digits', async () => {
    const res = await post('/verify-otp', { email: 'a@b.test', otp: '12a' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ field: 'otp', message: 'Please enter all 6 digits' })
  })
})

describe('login', () => {
  it('an unknown e-mail and a wrong password look the same', async () => {
    const user = await createUser(ctx)
    const unknown = await post('/login', { email: uniqueEmail('ghost'), password: PASSWORD })
    const wrong = await post('/login', { email: user.email, password: 'Wrong@1234' })
    expect(unknown.statusCode).toBe(401)
    expect(wrong.statusCode).toBe(401)
    expect(unknown.json()).toEqual(wrong.json())
    expect(wrong.json().message).toBe('Invalid email or password')
  })

  it('is case-insensitive on e-mail and refuses deactivated accounts', async () => {
    const user = await createUser(ctx)
    expect((await post('/login', { email: user.email.toUpperCase(), password: PASSWORD })).statusCode).toBe(200)
    await db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute()
    expect((await post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(403)
    const me = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })
    expect(me.statusCode).toBe(401)
  })
})

describe('sessions', () => {
  it('refresh rotates; reusing an old token revokes the whole family', async () => {
    const user = await createUser(ctx)
    const first = await post('/refresh', { refreshToken: user.refreshToken })
    expect(first.statusCode).toBe(200)
    const second = first.json()
    expect(second.refreshToken).not.toBe(user.refreshToken)
    const third = await post('/refresh', { refreshToken: second.refreshToken })
    expect(third.statusCode).toBe(200)

    // The first token again: theft assumed, family revoked.
    const reuse = await post('/refresh', { refreshToken: user.refreshToken })
    expect(reuse.statusCode).toBe(401)
    const latest = await post('/refresh', { refreshToken: third.json().refreshToken })
    expect(latest.statusCode).toBe(401)
  })

  it('two refreshes racing with one token: one wins, the family is revoked', async () => {
    const user = await createUser(ctx)
    const results = await Promise.all([
      post('/refresh', { refreshToken: user.refreshToken }),
      post('/refresh', { refreshToken: user.refreshToken }),
    ])
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, 401])
  })

  it('logout revokes the session; other sessions stay', async () => {
    const user = await createUser(ctx)
    const other = await post('/login', { email: user.email, password: PASSWORD })
    const out = await post('/logout', {}, bearer(user))
    expect(out.statusCode).toBe(200)
    expect((await post('/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401)
    expect((await post('/refresh', { refreshToken: other.json().refreshToken })).statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401)
  })

  it('password change revokes every session and hands back a new one', async () => {
    const user = await createUser(ctx)
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user),
      payload: { currentPassword: PASSWORD, newPassword: 'Another@456' },
    })
    expect(res.statusCode).toBe(200)
    expect((await post('/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401)
    expect((await post('/refresh', { refreshToken: res.json().refreshToken })).statusCode).toBe(200)
    expect((await post('/login', { email: user.email, password: 'Another@456' })).statusCode).toBe(200)
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(res.json().accessToken),
      payload: { currentPassword: 'Nope@1234', newPassword: 'Another@789' },
    })
    expect(wrong.statusCode).toBe(422)
    const weak = await app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(res.json().accessToken),
      payload: { currentPassword: 'Another@456', newPassword: 'weak' },
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().errors[0].field).toBe('newPassword')
  })

  it('forgot and reset password by an e-mailed single-use token', async () => {
    const user = await createUser(ctx)
    const unknown = await post('/forgot-password', { email: uniqueEmail('ghost') })
    const known = await post('/forgot-password', { email: user.email })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    // Sent in the background.
    const mail = await waitForMail(app, user.email, /reset-password\?token=/)
    const token = mail.text.match(/token=([\w-]+)/)![1]
    expect((await post('/reset-password', { token, password: 'weak' })).statusCode).toBe(400)
    expect((await post('/reset-password', { token, password: 'Reset@2024' })).statusCode).toBe(200)
    expect((await post('/reset-password', { token, password: 'Reset@2025' })).statusCode).toBe(422)
    expect((await post('/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401)
    expect((await post('/login', { email: user.email, password: 'Reset@2024' })).statusCode).toBe(200)
  })
})

describe('tampered access tokens are refused', () => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const sign = (header: object, payload: object, key: string) => {
    const data = `${b64(header)}.${b64(payload)}`
    return `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`
  }
  const secret = ctx.config.JWT_SECRET!
  const now = Math.floor(Date.now() / 1000)

  it.each([
    [
      'alg none',
      (sub: string, sid: string) =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub, role: 'admin', sid, exp: now + 600 })}.`,
    ],
    [
      'a wrong key',
      (sub: string, sid: string) =>
        sign({ alg: 'HS256', typ: 'JWT' }, { sub, role: 'admin', sid, exp: now + 600 }, 'x'.repeat(40)),
    ],
    [
      'an expired token',
      (sub: string, sid: string) =>
        sign({ alg: 'HS256', typ: 'JWT' }, { sub, role: 'admin', sid, exp: now - 10 }, secret),
    ],
    ['no exp', (sub: string, sid: string) => sign({ alg: 'HS256', typ: 'JWT' }, { sub, role: 'admin', sid }, secret)],
    [
      'HS512 with the right key',
      (sub: string, sid: string) =>
        sign({ alg: 'HS512', typ: 'JWT' }, { sub, role: 'admin', sid, exp: now + 600 }, secret),
    ],
  ])('%s', async (_name, make) => {
    const user = await createUser(ctx)
    // The sid must name a live session, so every case carries the user's own.
    const sid = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString()).sid as string
    // Sanity: the same claims properly signed are accepted, so the refusal is about the flaw.
    const good = sign(
      { alg: 'HS256', typ: 'JWT' },
      { sub: String(user.id), role: 'adopter', sid, exp: now + 600 },
      secret,
    )
    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(good) })).statusCode).toBe(200)
    const token = make(String(user.id), sid)
    const res = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })
    expect(res.statusCode).toBe(401)
  })

  it('a refresh token used as an access token', async () => {
    const user = await createUser(ctx)
    const res = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user.refreshToken) })
    expect(res.statusCode).toBe(401)
  })
})
