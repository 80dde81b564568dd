// Mail as a weapon: the flows anyone can make the platform mail from (sign-up codes, "someone
// tried" notices, password reset links, e-mail change codes) each send at most one mail to an
// address every few minutes, at most a daily number about one account and an hourly number for
// one caller, and nothing the asker wrote (names) to an address that has confirmed nothing.
// Each flow has its own budget, so strangers' sign-ups never stop an account's reset link. The answers stay the same whether a mail went or not, where the
// enumeration rules ask for it.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { MAIL_DAILY_CAP } from '../src/modules/auth/auth.mail-guard.ts'
import { bearer, createUser, PASSWORD, resetDb, setupApp, type TestUser, uniqueEmail } from './support/helper.ts'
import { linkTokenIn, mailsTo, waitForMail } from './support/auth-mail.ts'

const MAIL_CLIENT_CAP = 20
const ctx = await setupApp({ AUTH_ACCOUNT_RATE_LIMIT_MAX: 100_000, MAIL_CLIENT_MAX: MAIL_CLIENT_CAP })
const { app, db } = ctx
beforeEach(() => resetDb(db))

const post = (url: string, payload: object, remoteAddress = '198.51.100.7') =>
  app.inject({ method: 'POST', url: `/api/auth${url}`, payload, remoteAddress })
const person = (email: string, firstName = 'Riya') => ({
  firstName,
  lastName: 'Desai',
  email,
  password: 'Other@1234',
  phone: '9876543210',
})
/** Lets every address's few minutes pass (not the daily or hourly counts). */
const slotsPass = () =>
  sql`update auth_counters set window_started_at = now() - interval '3 minutes' where key like '%-to:%'`.execute(db)
/** Every mail the requests so far started in the background is in the mailbox. */
const settle = () => app.background.drain()

describe('one mail per address every few minutes within a flow', () => {
  it('ten forgot-password requests for one account in a minute send one link', async () => {
    const victim = await createUser(ctx)
    const answers = []
    for (let i = 0; i < 10; i++) answers.push(await post('/forgot-password', { email: victim.email }))
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(answers[0].json())
    }
    await settle()
    expect(await mailsTo(app, victim.email)).toHaveLength(1)
  })

  it('a second sign-up, reset or e-mail change to one address within minutes sends nothing more', async () => {
    const owner = await createUser(ctx)
    const mover = await createUser(ctx)
    const changeTo = () =>
      app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(mover),
        payload: { email: owner.email, currentPassword: PASSWORD },
      })
    for (let i = 0; i < 2; i++) {
      expect((await post('/register', person(owner.email))).statusCode).toBe(201)
      expect((await post('/forgot-password', { email: owner.email })).statusCode).toBe(200)
    }
    expect((await changeTo()).statusCode).toBe(200)
    const again = await changeTo()
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60)
    await settle()
    const mails = await mailsTo(app, owner.email)
    expect(mails.filter((m) => /tried to sign up/.test(m.subject))).toHaveLength(1)
    expect(mails.filter((m) => /reset-password\?token=/.test(m.text))).toHaveLength(1)
    expect(mails.filter((m) => /use your address/.test(m.subject))).toHaveLength(1)
    expect(mails).toHaveLength(3)
  })

  it('an unknown address takes its slots exactly like a registered one (no enumeration)', async () => {
    const user = await createUser(ctx)
    const ghost = uniqueEmail('ghost')
    for (const email of [user.email, ghost]) {
      expect((await post('/forgot-password', { email })).statusCode).toBe(200)
      // The reset's slot is not the sign-up's: the first resend goes, the second waits.
      expect((await post('/resend-otp', { email })).statusCode).toBe(200)
      expect((await post('/resend-otp', { email })).statusCode).toBe(429)
    }
  })
})

describe('mail a stranger asks for never spends the mail the account needs', () => {
  it(`${MAIL_DAILY_CAP + 2} sign-ups with an account's address in a day: its reset link still goes, at once`, async () => {
    const victim = await createUser(ctx)
    const signups = MAIL_DAILY_CAP + 2
    for (let i = 0; i < signups; i++) {
      expect((await post('/register', person(victim.email), `203.0.113.${i + 1}`)).statusCode).toBe(201)
      await slotsPass()
    }
    // And one more just before the owner asks: its minutes have not passed.
    expect((await post('/register', person(victim.email), '203.0.113.99')).statusCode).toBe(201)
    expect((await post('/forgot-password', { email: victim.email }, '192.0.2.44')).statusCode).toBe(200)
    const link = await waitForMail(app, victim.email, /reset-password\?token=/)
    const token = linkTokenIn(link)
    const reset = await post('/reset-password', { token, password: 'Fresh@2024' })
    expect(reset.statusCode).toBe(200)
    const notices = (await mailsTo(app, victim.email)).filter((m) => /tried to sign up/.test(m.subject))
    // The inbox is still spared: the sign-ups' own daily cap holds.
    expect(notices).toHaveLength(MAIL_DAILY_CAP)
    console.log(
      `[figure] ${signups + 1} strangers' sign-ups with an account's address: ${notices.length} notices sent, reset link sent at once: yes`,
    )
  })

  it("strangers' reset requests spend the address's resets; the owner's device, with its device token, still gets a link", async () => {
    const victim = await createUser(ctx)
    const signIn = await post('/login', { email: victim.email, password: PASSWORD }, '192.0.2.44')
    const { deviceToken } = signIn.json()
    for (let i = 0; i < MAIL_DAILY_CAP + 1; i++) {
      await post('/forgot-password', { email: victim.email }, `198.18.0.${i + 1}`)
      await slotsPass()
    }
    // And one more just before the owner asks.
    await post('/forgot-password', { email: victim.email }, '198.18.1.1')
    await settle()
    const links = async () => (await mailsTo(app, victim.email)).filter((m) => /reset-password\?token=/.test(m.text))
    expect(await links()).toHaveLength(MAIL_DAILY_CAP)
    const own = await post('/forgot-password', { email: victim.email, deviceToken }, '192.0.2.44')
    expect(own.statusCode).toBe(200)
    await settle()
    expect(await links()).toHaveLength(MAIL_DAILY_CAP + 1)
    // A forged token is no device: the answer is the same, and no mail goes.
    await slotsPass()
    const forged = `${victim.id}.x.${'0'.repeat(64)}`
    expect((await post('/forgot-password', { email: victim.email, deviceToken: forged })).json()).toEqual(own.json())
    await settle()
    expect(await links()).toHaveLength(MAIL_DAILY_CAP + 1)
  })

  it("a stranger's sign-up with an address does not hold a signed-in user's e-mail change to it", async () => {
    const mover = await createUser(ctx)
    const target = uniqueEmail('new-home')
    expect((await post('/register', person(target), '203.0.113.50')).statusCode).toBe(201)
    const change = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(mover),
      payload: { email: target, currentPassword: PASSWORD },
    })
    expect(change.statusCode, change.body).toBe(200)
    await waitForMail(app, target, /Confirm your new Mumbai Paws e-mail/)
  })
})

describe('caps per account and per caller', () => {
  it(`one account's e-mail changes send at most ${MAIL_DAILY_CAP} codes a day, then 429`, async () => {
    const mover = await createUser(ctx)
    const codes: number[] = []
    const targets: string[] = []
    for (let i = 0; i < MAIL_DAILY_CAP + 2; i++) {
      const target = uniqueEmail(`t${i}`)
      targets.push(target)
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(mover),
        payload: { email: target, currentPassword: PASSWORD },
      })
      codes.push(res.statusCode)
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(MAIL_DAILY_CAP)
    expect(codes.slice(MAIL_DAILY_CAP)).toEqual([429, 429])
    await settle()
    let mailed = 0
    for (const target of targets) mailed += (await mailsTo(app, target)).length
    expect(mailed).toBe(MAIL_DAILY_CAP)
  })

  it(`resets for one account: at most ${MAIL_DAILY_CAP} links a day, however the minutes are spread`, async () => {
    const victim = await createUser(ctx)
    for (let i = 0; i < MAIL_DAILY_CAP + 3; i++) {
      expect((await post('/forgot-password', { email: victim.email }, `203.0.113.${i + 1}`)).statusCode).toBe(200)
      await slotsPass()
    }
    await settle()
    expect(await mailsTo(app, victim.email)).toHaveLength(MAIL_DAILY_CAP)
  })

  it(`one caller's sign-ups mail at most ${MAIL_CLIENT_CAP} strangers an hour`, async () => {
    const targets = Array.from({ length: MAIL_CLIENT_CAP + 3 }, (_, i) => uniqueEmail(`s${i}`))
    for (const target of targets) expect((await post('/register', person(target), '192.0.2.99')).statusCode).toBe(201)
    let mailed = 0
    for (const target of targets) mailed += (await mailsTo(app, target)).length
    expect(mailed).toBe(MAIL_CLIENT_CAP)
    // Another caller is not held back by that one.
    const other = uniqueEmail('other')
    await post('/register', person(other), '192.0.2.100')
    expect(await mailsTo(app, other)).toHaveLength(1)
  })
})

describe('no words of the asker to an address that confirmed nothing', () => {
  const SPAM = 'Win Prizes At evil example'

  it('the sign-up code does not greet by the name typed in the form', async () => {
    const target = uniqueEmail('target')
    await post('/register', person(target, SPAM))
    const [mail] = await mailsTo(app, target)
    expect(mail.text).toMatch(/code is \d{6}/)
    expect(`${mail.subject} ${mail.text}`).not.toContain(SPAM)
  })

  it("the e-mail change code does not carry the account's name", async () => {
    const mover = await createUser(ctx)
    await db.updateTable('users').set({ first_name: SPAM }).where('id', '=', mover.id).execute()
    const target = uniqueEmail('target')
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(mover),
      payload: { email: target, currentPassword: PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    const mail = await waitForMail(app, target, /code is \d{6}/)
    expect(`${mail.subject} ${mail.text}`).not.toContain(SPAM)
  })
})

describe('team invitations take the same caps and a slot of their own', () => {
  const invite = (coordinator: TestUser, email: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/ngos/me/members/invitations',
      headers: { ...bearer(coordinator), 'accept-language': language },
      payload: { email, kind: 'responder' },
    })
  const invitations = async () => (await db.selectFrom('ngo_invitations').select('email').execute()).length

  it(`one coordinator invites at most ${MAIL_DAILY_CAP} addresses a day; the next is a 429 in their language`, async () => {
    const coordinator = await createUser(ctx, { role: 'ngo' })
    const targets = Array.from({ length: MAIL_DAILY_CAP + 1 }, (_, i) => uniqueEmail(`invite${i}`))
    for (const target of targets.slice(0, MAIL_DAILY_CAP)) {
      const res = await invite(coordinator, target)
      expect(res.statusCode, res.body).toBe(201)
    }
    const refused = await invite(coordinator, targets[MAIL_DAILY_CAP]!, 'hi')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().message).toMatch(/[\u0900-\u097F]/)
    expect(refused.json().message).not.toMatch(/[A-Za-z]{4,}/)
    expect(await invitations()).toBe(MAIL_DAILY_CAP)
    await settle()
    expect(await mailsTo(app, targets[MAIL_DAILY_CAP]!)).toHaveLength(0)
  })

  it('an invitation has its own slot per address: one who just got a sign-up code is invited at once, a second invitation waits; it names no person', async () => {
    const coordinator = await createUser(ctx, { role: 'ngo' })
    const SPAM = 'Win Prizes At evil example'
    await db.updateTable('users').set({ first_name: SPAM }).where('id', '=', coordinator.id).execute()
    const target = uniqueEmail('unconfirmed')
    expect((await post('/register', person(target))).statusCode).toBe(201)
    await waitForMail(app, target, /\b\d{6}\b/)
    expect((await invite(coordinator, target)).statusCode).toBe(201)
    const mail = await waitForMail(app, target, /join-ngo\?code=/)
    const ngo = await db
      .selectFrom('ngos')
      .select('name')
      .where('id', '=', coordinator.ngoId!)
      .executeTakeFirstOrThrow()
    expect(mail.text).toContain(ngo.name)
    expect(`${mail.subject} ${mail.text}`).not.toContain(SPAM)

    const again = await invite(coordinator, target)
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60)
    expect(again.json().message).toMatch(/^An invitation was just sent to this address/)
    expect(await invitations()).toBe(1)
    await settle()
    expect((await mailsTo(app, target)).filter((m) => /join-ngo/.test(m.text))).toHaveLength(1)
    await slotsPass()
    expect((await invite(coordinator, target)).statusCode).toBe(201)
  })
})
