// A second sign-up for an unverified address must never take over the first.
// Each registration is its own attempt with its own password, details and code; a code
// completes only its own attempt, and with several attempts waiting the client must say
// which one it holds (signupId).
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb, setupApp, uniqueEmail } from './support/helper.ts'
import { codeIn, linkTokenIn, mailsTo } from './support/auth-mail.ts'

const ctx = await setupApp()
const { app, db } = ctx
beforeEach(() => resetDb(db))

const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/auth${url}`, payload })
const MORE_THAN_ONE =
  'This e-mail has more than one sign-up waiting: enter the code on the device you signed up on, or sign up again'

function person(email: string, overrides: Record<string, string> = {}) {
  return { firstName: 'Riya', lastName: 'Desai', email, password: 'Owner@1234', phone: '9876543210', ...overrides }
}

/** Lets the per-address 60 s wait between code e-mails pass. */
async function letResendWaitPass() {
  await sql`update auth_counters set window_started_at = now() - interval '3 minutes' where key like 'mail-to:%'`.execute(
    db,
  )
}

async function ownerThenStranger(email: string) {
  const owner = await post('/register', person(email))
  expect(owner.statusCode).toBe(201)
  const ownerCode = codeIn((await mailsTo(app, email))[0])
  await letResendWaitPass()
  const stranger = await post('/register', person(email, { firstName: 'Mallory', password: 'Stranger@1234' }))
  expect(stranger.statusCode).toBe(201)
  const strangerMail = (await mailsTo(app, email))[0]
  return { owner: owner.json(), ownerCode, stranger: stranger.json(), strangerMail }
}

describe('pending sign-up takeover', () => {
  it('a second sign-up does not replace the first one: the owner verifies with their password', async () => {
    const email = uniqueEmail('owner')
    const { owner, ownerCode, stranger } = await ownerThenStranger(email)
    expect(owner.signupId).toEqual(expect.any(String))
    expect(stranger.signupId).not.toBe(owner.signupId)
    expect(Object.keys(stranger).sort()).toEqual(Object.keys(owner).sort())

    const verified = await post('/verify-otp', { email, otp: ownerCode, signupId: owner.signupId })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().user.firstName).toBe('Riya')
    expect((await post('/login', { email, password: 'Stranger@1234' })).statusCode).toBe(401)
    expect((await post('/login', { email, password: 'Owner@1234' })).statusCode).toBe(200)
    const left = await db.selectFrom('signup_attempts').select('id').where('email', '=', email).execute()
    expect(left).toEqual([])
  })

  it("with two sign-ups waiting a code without signupId is refused; neither code completes the other's", async () => {
    const email = uniqueEmail('owner')
    const { owner, ownerCode, stranger, strangerMail } = await ownerThenStranger(email)
    const strangerCode = codeIn(strangerMail)

    const bare = await post('/verify-otp', { email, otp: ownerCode })
    expect(bare.statusCode).toBe(422)
    expect(bare.json().message).toBe(MORE_THAN_ONE)
    const bareStranger = await post('/verify-otp', { email, otp: strangerCode })
    expect(bareStranger.json().message).toBe(MORE_THAN_ONE)

    if (ownerCode !== strangerCode) {
      expect((await post('/verify-otp', { email, otp: ownerCode, signupId: stranger.signupId })).statusCode).toBe(422)
      expect((await post('/verify-otp', { email, otp: strangerCode, signupId: owner.signupId })).statusCode).toBe(422)
    }
    // No account exists: the stranger's own password is only told to verify first (403).
    expect((await post('/login', { email, password: 'Stranger@1234' })).statusCode).not.toBe(200)
  })

  it("a signupId of another address's attempt is refused", async () => {
    const a = uniqueEmail('a')
    const b = uniqueEmail('b')
    const regA = (await post('/register', person(a))).json()
    await post('/register', person(b))
    const codeA = codeIn((await mailsTo(app, a))[0])
    expect((await post('/verify-otp', { email: b, otp: codeA, signupId: regA.signupId })).statusCode).toBe(422)
  })

  it('the repeated sign-up e-mail says so and that the first code still works', async () => {
    const email = uniqueEmail('owner')
    const { strangerMail } = await ownerThenStranger(email)
    expect(strangerMail.text).toMatch(/someone signed up again with this address/i)
    expect(strangerMail.text).toMatch(/first code still works/i)
  })

  it('within the wait a repeated sign-up sends no code; resend later refreshes only the newest attempt', async () => {
    const email = uniqueEmail('owner')
    const first = (await post('/register', person(email))).json()
    const second = (await post('/register', person(email, { password: 'Second@1234' }))).json()
    expect(await mailsTo(app, email)).toHaveLength(1)
    const early = await post('/resend-otp', { email })
    expect(early.statusCode).toBe(429)
    await letResendWaitPass()
    expect((await post('/resend-otp', { email })).statusCode).toBe(200)
    // The resend's code is mailed in the background: wait for the second mail itself.
    let mails = await mailsTo(app, email)
    for (let i = 0; i < 200 && mails.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 25))
      mails = await mailsTo(app, email)
    }
    const fresh = codeIn(mails[0])
    expect(mails).toHaveLength(2)
    const verified = await post('/verify-otp', { email, otp: codeIn(mails[0]), signupId: second.signupId })
    expect(verified.statusCode).toBe(200)
    expect(fresh).toBe(codeIn(mails[0]))
    expect((await post('/login', { email, password: 'Second@1234' })).statusCode).toBe(200)
    expect(first.signupId).not.toBe(second.signupId)
  })

  it('keeps every attempt while its code lives; beyond the newest 3 an expired one is dropped', async () => {
    const email = uniqueEmail('many')
    for (let i = 0; i < 5; i++) await post('/register', person(email))
    const rows = await db.selectFrom('signup_attempts').select('id').where('email', '=', email).execute()
    expect(rows.length).toBe(5)
    await sql`update signup_attempts set expires_at = now() - interval '1 second'`.execute(db)
    await post('/register', person(email))
    const left = await db.selectFrom('signup_attempts').select('id').where('email', '=', email).execute()
    expect(left.length).toBe(3)
  })

  it("strangers' sign-ups cannot push out the owner's: it verifies, and its resend by signupId renews it", async () => {
    const email = uniqueEmail('owner')
    const owner = (await post('/register', person(email))).json()
    for (let i = 0; i < 4; i++) await post('/register', person(email, { password: `Stranger@123${i}` }))
    await letResendWaitPass()
    expect((await post('/resend-otp', { email, signupId: owner.signupId })).statusCode).toBe(200)
    let codes: string[] = []
    for (let i = 0; i < 200 && codes.length < 2; i++) {
      codes = (await mailsTo(app, email)).filter((m) => /code is/.test(m.text)).map(codeIn)
      await new Promise((r) => setTimeout(r, 25))
    }
    expect(codes).toHaveLength(2)
    const verified = await post('/verify-otp', { email, otp: codes[0], signupId: owner.signupId })
    expect(verified.statusCode).toBe(200)
    expect((await post('/login', { email, password: 'Owner@1234' })).statusCode).toBe(200)
  })

  it('the e-mailed link verifies only when exactly one attempt is waiting', async () => {
    const email = uniqueEmail('owner')
    const { stranger, strangerMail } = await ownerThenStranger(email)
    const link = await post('/verify-email', { token: linkTokenIn(strangerMail) })
    expect(link.statusCode).toBe(422)
    expect(link.json().message).toBe(MORE_THAN_ONE)
    expect((await post('/login', { email, password: 'Stranger@1234' })).statusCode).not.toBe(200)
    expect(stranger.signupId).toEqual(expect.any(String))

    const single = uniqueEmail('single')
    await post('/register', person(single))
    const ok = await post('/verify-email', { token: linkTokenIn((await mailsTo(app, single))[0]) })
    expect(ok.statusCode).toBe(200)
    expect((await post('/login', { email: single, password: 'Owner@1234' })).statusCode).toBe(200)
  })

  it('a single attempt still verifies without signupId (older clients, the e2e helpers)', async () => {
    const email = uniqueEmail('solo')
    await post('/register', person(email))
    const res = await post('/verify-otp', { email, otp: codeIn((await mailsTo(app, email))[0]) })
    expect(res.statusCode).toBe(200)
  })
})
