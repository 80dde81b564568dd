// Sign-up, resend-code and forgot-password answer alike whether or not
// the address has an account.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { createUser, PASSWORD, resetDb, setupApp, uniqueEmail } from './support/helper.ts'
import { mailsTo, waitForMail } from './support/auth-mail.ts'

const ctx = await setupApp()
const { app, db } = ctx
beforeEach(() => resetDb(db))

const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/auth${url}`, payload })
const person = (email: string) => ({
  firstName: 'Riya',
  lastName: 'Desai',
  email,
  password: 'Other@1234',
  phone: '9876543210',
})

describe('register', () => {
  it('an address with a verified account answers like a new sign-up and tells the owner', async () => {
    const user = await createUser(ctx)
    const fresh = await post('/register', person(uniqueEmail('new')))
    const taken = await post('/register', person(user.email.toUpperCase()))
    expect(taken.statusCode).toBe(201)
    expect(taken.statusCode).toBe(fresh.statusCode)
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort())
    expect(taken.json().message).toBe(fresh.json().message)
    const mail = await waitForMail(app, user.email, /someone tried to sign up/i)
    expect(mail.text).not.toMatch(/code is \d{6}/)
    // The account is untouched.
    expect((await post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200)
  })

  it('register then sign in with that password: the same 403 for a registered address and a new one', async () => {
    const user = await createUser(ctx)
    const newcomer = uniqueEmail('new')
    await post('/register', person(newcomer))
    await post('/register', person(user.email))
    const fresh = await post('/login', { email: newcomer, password: 'Other@1234' })
    const taken = await post('/login', { email: user.email, password: 'Other@1234' })
    expect(fresh.statusCode).toBe(403)
    expect(taken.statusCode).toBe(fresh.statusCode)
    expect(taken.json()).toEqual(fresh.json())
    // A wrong password is the same 401 for both, and the owner still signs in with theirs.
    const wrongFresh = await post('/login', { email: newcomer, password: 'Wrong@1234' })
    const wrongTaken = await post('/login', { email: user.email, password: 'Wrong@1234' })
    expect(wrongFresh.statusCode).toBe(401)
    expect(wrongTaken.json()).toEqual(wrongFresh.json())
    expect((await post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200)
  })

  it('register then enter a code: the same messages for a registered address and a new one', async () => {
    const user = await createUser(ctx)
    const newcomer = uniqueEmail('new')
    await post('/register', person(newcomer))
    await post('/register', person(user.email))
    for (let i = 0; i < 6; i++) {
      const fresh = await post('/verify-otp', { email: newcomer, otp: '000000' })
      const taken = await post('/verify-otp', { email: user.email, otp: '000000' })
      expect(taken.statusCode).toBe(fresh.statusCode)
      expect(taken.json()).toEqual(fresh.json())
    }
    // The stored sign-up of a registered address can never make a second account.
    expect(await db.selectFrom('users').select('id').where('email', '=', user.email).execute()).toHaveLength(1)
  })

  it('a resend for a registered address mails its owner no code', async () => {
    const user = await createUser(ctx)
    await post('/register', person(user.email))
    await sql`update auth_counters set window_started_at = now() - interval '3 minutes'`.execute(db)
    expect((await post('/resend-otp', { email: user.email })).statusCode).toBe(200)
    await app.background.drain()
    const codes = (await mailsTo(app, user.email)).filter((m) => /code is \d{6}/.test(m.text))
    expect(codes).toEqual([])
  })
})

describe('resend-otp', () => {
  it('an unknown address and a pending sign-up get the same answers and the same 2 minute wait', async () => {
    const pending = uniqueEmail('pending')
    await post('/register', person(pending))
    await sql`update auth_counters set window_started_at = now() - interval '3 minutes'`.execute(db)
    const unknown = uniqueEmail('nobody')
    const verified = (await createUser(ctx)).email

    const firsts = await Promise.all([pending, unknown, verified].map((email) => post('/resend-otp', { email })))
    for (const res of firsts) {
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(firsts[0].json())
    }
    const seconds = await Promise.all([pending, unknown, verified].map((email) => post('/resend-otp', { email })))
    for (const res of seconds) {
      expect(res.statusCode).toBe(429)
      expect(res.json().message).toMatch(/^Please wait (119|120) seconds before requesting a new code\.$/)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(115)
    }
  })
})

describe('forgot-password', () => {
  it('does not wait for the mailer on the real path', async () => {
    const user = await createUser(ctx)
    const send = app.mailer.send
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let called = 0
    app.mailer.send = async (mail) => {
      called += 1
      await held
      return send.call(app.mailer, mail)
    }
    try {
      const answer = await Promise.race([
        post('/forgot-password', { email: user.email }),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 3_000)),
      ])
      expect(answer).not.toBe('timeout')
      if (answer !== 'timeout') expect(answer.statusCode).toBe(200)
      expect(called).toBe(1)
    } finally {
      app.mailer.send = send
      release()
    }
    await waitForMail(app, user.email, /reset-password\?token=/)
  })

  it('takes about as long for a real account as for an unknown address', async () => {
    const user = await createUser(ctx)
    const time = async (email: string) => {
      const start = performance.now()
      const res = await post('/forgot-password', { email })
      expect(res.statusCode).toBe(200)
      return performance.now() - start
    }
    const real: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 9; i++) {
      real.push(await time(user.email))
      unknown.push(await time(uniqueEmail('ghost')))
    }
    // The fastest of each: what the path itself costs. A busy machine only adds time, in spikes
    // that move a median of a few requests by more than a mail round trip; the point is that the
    // real path adds no such round trip.
    const fastest = (xs: number[]) => Math.min(...xs)
    expect(Math.abs(fastest(real) - fastest(unknown))).toBeLessThan(Math.max(40, fastest(unknown) * 1.5))
    expect((await mailsTo(app, user.email)).length).toBeGreaterThan(0)
  })
})
