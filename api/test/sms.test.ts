// Reports by SMS when data fails: the gateway's webhook files the case under the report's
// own id, so the phone's copy arriving before or after it gives the same case (never two);
// malformed, forged and repeated messages are refused and make no case; a key read before the
// account's sessions all ended (a password change or reset) signs nothing after; without a
// token the webhook does not exist.
import { createHmac, randomUUID } from 'node:crypto'
import { type SmsReport, smsFitted, smsMessage, smsSignedText, smsTag } from '@paws/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { englishTranslator } from '../src/lib/i18n.ts'
import { linkTokenIn, waitForMail } from './support/auth-mail.ts'
import { bearer, createUser, PASSWORD, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { smsKeyOf, smsFor as smsForApp } from './support/sms-code.ts'
import { reportBody, type RescueJson } from './support/rescue-fixtures.ts'

const TOKEN = 'gateway-token-of-at-least-16'
/** The app's log lines at warn and above, as the server would write them. */
const logged: { msg: string; sms?: { text?: string }; status?: number; answer?: string }[] = []
const ctx = await setupApp({ SMS_INBOUND_TOKEN: TOKEN, LOG_LEVEL: 'warn' }, undefined, {
  write: (line) => logged.push(JSON.parse(line)),
})
const { app, db } = ctx

let reporter: TestUser
beforeEach(async () => {
  await resetDb(db)
  reporter = await createUser(ctx)
  logged.length = 0
})

const smsFor = (user: TestUser, reportId: string, extra: Partial<SmsReport> = {}) =>
  smsForApp(app, user, reportId, extra)
const keyOf = (user: TestUser) => smsKeyOf(app, user)

function inbound(text: string, token = TOKEN) {
  return app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: { authorization: `Bearer ${token}` },
    payload: { from: '+919812345678', text, receivedAt: new Date().toISOString() },
  })
}

function sync(user: TestUser, reportId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/rescues',
    headers: { ...bearer(user), 'idempotency-key': reportId },
    payload: reportBody({ description: 'Dog hit by a car, bleeding from the leg' }),
  })
}

async function casesOf(user: TestUser): Promise<RescueJson[]> {
  const res = await app.inject({ method: 'GET', url: '/api/rescues?limit=100', headers: bearer(user) })
  return (res.json() as { rescueRequests: RescueJson[] }).rescueRequests
}

describe('SMS reports', () => {
  it('SMS first, then the data sync: one case, which gets the full details from the phone', async () => {
    const reportId = randomUUID()
    const text = await smsFor(reporter, reportId)
    expect(text.length).toBeLessThanOrEqual(160)
    const filed = await inbound(text)
    expect(filed.statusCode, filed.body).toBe(201)
    const { caseId } = filed.json() as { caseId: number }
    expect(filed.json()).toEqual({ caseId, reportId })

    const fromSms = (await casesOf(reporter))[0] as RescueJson & { urgency: string; location: { lat: number } }
    expect(fromSms).toMatchObject({ id: caseId, urgency: 'critical', location: { lat: 19.05441 } })

    const synced = await sync(reporter, reportId)
    expect(synced.statusCode, synced.body).toBe(200)
    expect((synced.json() as RescueJson).id).toBe(caseId)
    const cases = await casesOf(reporter)
    expect(cases.map((c) => c.id)).toEqual([caseId])
    expect(cases[0].description).toBe('Dog hit by a car, bleeding from the leg')
    // A second sync changes nothing more.
    expect((await sync(reporter, reportId)).statusCode).toBe(200)
    expect(await casesOf(reporter)).toHaveLength(1)
  })

  it('the SMS and the phone copy arriving together: one case, the SMS recorded, the full details from the phone', async () => {
    // The phone's copy is sent a little later each round, so that across the rounds it
    // lands before, inside and after the SMS's filing.
    for (let round = 0; round < 24; round++) {
      const reportId = randomUUID()
      const text = await smsFor(reporter, reportId)
      const smsAnswer = inbound(text)
      for (let tick = 0; tick < round; tick++) await new Promise((resolve) => setImmediate(resolve))
      const [filed, synced] = await Promise.all([smsAnswer, sync(reporter, reportId)])
      const statuses = [filed.statusCode, synced.statusCode].sort()
      // Either the SMS filed it (201) and the phone joined it (200), or the phone filed it
      // (201) and the SMS was too late (409).
      expect(
        [
          [200, 201],
          [201, 409],
        ],
        `round ${round}: ${filed.body} ${synced.body}`,
      ).toContainEqual(statuses)
      const caseId = (synced.json() as RescueJson).id
      const mine = (await casesOf(reporter)).filter((c) => c.id === caseId)
      expect(mine, `round ${round}`).toHaveLength(1)
      expect(mine[0].description, `round ${round}`).toBe('Dog hit by a car, bleeding from the leg')
      const recorded = await db.selectFrom('sms_reports').selectAll().where('rescue_id', '=', caseId).execute()
      if (filed.statusCode === 201) {
        expect(recorded, `round ${round}`).toMatchObject([{ text, details_pending: false }])
      } else expect(recorded, `round ${round}`).toEqual([])
    }
    expect(await casesOf(reporter)).toHaveLength(24)
  })

  it('a repeated SMS before the phone copy leaves the details to the phone', async () => {
    const reportId = randomUUID()
    const text = await smsFor(reporter, reportId)
    const { caseId } = (await inbound(text)).json() as { caseId: number }
    expect((await inbound(text)).statusCode).toBe(409)
    const synced = await sync(reporter, reportId)
    expect(synced.statusCode, synced.body).toBe(200)
    const cases = await casesOf(reporter)
    expect(cases.map((c) => c.id)).toEqual([caseId])
    expect(cases[0].description).toBe('Dog hit by a car, bleeding from the leg')
  })

  it('data sync first, then the SMS: the SMS is refused as already filed and makes no second case', async () => {
    const reportId = randomUUID()
    const synced = await sync(reporter, reportId)
    expect(synced.statusCode).toBe(201)
    const caseId = (synced.json() as RescueJson).id
    const late = await inbound(await smsFor(reporter, reportId))
    expect(late.statusCode, late.body).toBe(409)
    expect(late.json()).toMatchObject({ message: `This report has already been filed: case #${caseId}` })
    const cases = await casesOf(reporter)
    expect(cases.map((c) => c.id)).toEqual([caseId])
    expect(cases[0].description).toBe('Dog hit by a car, bleeding from the leg')
  })

  it('a repeated SMS is refused (409) and makes no case', async () => {
    const text = await smsFor(reporter, randomUUID())
    expect((await inbound(text)).statusCode).toBe(201)
    const again = await inbound(text)
    expect(again.statusCode).toBe(409)
    expect(await casesOf(reporter)).toHaveLength(1)
  })

  it('a forged or altered SMS is refused (403) and makes no case', async () => {
    const other = await createUser(ctx)
    const reportId = randomUUID()
    const genuine = await smsFor(reporter, reportId)
    // Signed with another account's key but naming this one.
    const otherKey = await keyOf(other)
    const claim = smsFitted({
      userId: reporter.id,
      reportId,
      lat: 19.05441,
      lng: 72.84025,
      animalType: 'dog',
      urgency: 'critical',
      landmark: 'SV Road near Bandra station',
    })
    const forged = smsMessage(claim, smsTag(createHmac('sha256', otherKey).update(smsSignedText(claim)).digest()))
    // The genuine message with its urgency changed on the way.
    const altered = genuine.replace(' critical ', ' high ')
    // A made-up account.
    const nobody = genuine.replace(`MP1 ${reporter.id} `, 'MP1 999999 ')
    for (const text of [forged, altered, nobody]) {
      const res = await inbound(text)
      expect(res.statusCode, text).toBe(403)
      expect(res.json()).toMatchObject({ message: 'The message is not signed by the account it names' })
    }
    expect(await casesOf(reporter)).toHaveLength(0)
    expect(await casesOf(other)).toHaveLength(0)
  })

  it('a malformed SMS or body is a 400 that names the problem, and makes no case', async () => {
    const notCode = await inbound('Dog injured near Dadar please help')
    expect(notCode.statusCode).toBe(400)
    expect(notCode.json()).toMatchObject({
      errors: [{ field: 'text', message: 'The message is not a Mumbai Paws report code: does not start with MP1' }],
    })
    const badBody = await app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { from: '+91', text: '' },
    })
    expect(badBody.statusCode).toBe(400)
    expect(await casesOf(reporter)).toHaveLength(0)
  })

  it('logs each refusal once, naming the reason, and files nothing for it', async () => {
    const reportId = randomUUID()
    const genuine = await smsFor(reporter, reportId)
    const filed = await inbound(genuine)
    expect(filed.statusCode).toBe(201)
    expect(logged, 'a filed SMS is not a refusal').toEqual([])
    const refusals = [
      { text: 'Dog injured near Dadar please help', status: 400, reason: 'does not start with MP1' },
      {
        text: genuine.replace(' critical ', ' high '),
        status: 403,
        reason: 'The message is not signed by the account it names',
      },
      { text: genuine, status: 409, reason: `This report has already been filed: case #${filed.json().caseId}` },
    ]
    for (const { text, status, reason } of refusals) {
      logged.length = 0
      const res = await inbound(text)
      expect(res.statusCode, text).toBe(status)
      expect(logged, text).toHaveLength(1)
      expect(logged[0]).toMatchObject({ msg: 'SMS refused', status, sms: { text } })
      expect(logged[0].answer).toContain(reason)
    }
    // A body that is not {from, text, receivedAt} at all.
    logged.length = 0
    const badBody = await app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { from: '+919812345678', text: genuine },
    })
    expect(badBody.statusCode).toBe(400)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ msg: 'SMS refused', status: 400, sms: { text: genuine } })
    expect(logged[0].answer).toContain('receivedAt')
    expect((await casesOf(reporter)).map((c) => c.id)).toEqual([filed.json().caseId])
  })

  it('answers only the gateway token (401), and an NGO account cannot file by SMS (403)', async () => {
    const text = await smsFor(reporter, randomUUID())
    expect((await inbound(text, 'not-the-gateway-token-at-all')).statusCode).toBe(401)
    const noHeader = await app.inject({ method: 'POST', url: '/api/sms/inbound', payload: {} })
    expect(noHeader.statusCode).toBe(401)
    expect(await casesOf(reporter)).toHaveLength(0)

    const ngo = await createUser(ctx, { role: 'ngo' })
    expect((await inbound(await smsFor(ngo, randomUUID()))).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/sms/key' })).statusCode).toBe(401)
  })
})

describe("the SMS key changes when the account's sessions all end", () => {
  const changePassword = (user: TestUser, newPassword: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user),
      payload: { currentPassword: PASSWORD, newPassword },
    })

  it('a key read before a password change signs nothing after it, with an answer that says so; the new key files', async () => {
    const reportId = randomUUID()
    const oldKey = await keyOf(reporter)
    const signedBefore = await smsFor(reporter, reportId)
    const change = await changePassword(reporter, 'Fresh@2024')
    expect(change.statusCode, change.body).toBe(200)
    const refused = await inbound(signedBefore)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ message: englishTranslator('error.smsOldKey') })

    // This phone's new session reads the new key, and a message signed with it files.
    const signedIn = { ...reporter, token: change.json().accessToken as string }
    expect(await casesOf(signedIn)).toHaveLength(0)
    const newKey = await keyOf(signedIn)
    expect(newKey.equals(oldKey)).toBe(false)
    const filed = await inbound(await smsFor(signedIn, reportId))
    expect(filed.statusCode, filed.body).toBe(201)
    console.log(
      `[figure] SMS signed with the key read before a password change: ${refused.statusCode}; with the key read after: ${filed.statusCode}`,
    )
  })

  it('a password reset changes it too; a key two changes old is refused as old, a forged tag as unsigned', async () => {
    const first = await smsFor(reporter, randomUUID())
    const change = await changePassword(reporter, 'Fresh@2024')
    expect(change.statusCode).toBe(200)
    const afterChange = { ...reporter, token: change.json().accessToken as string }
    const second = await smsFor(afterChange, randomUUID())
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: reporter.email } })
    const token = linkTokenIn(await waitForMail(app, reporter.email, /reset-password\?token=/))
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Again@2025' },
    })
    expect(reset.statusCode).toBe(200)
    for (const text of [first, second]) {
      const res = await inbound(text)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(englishTranslator('error.smsOldKey'))
    }
    const forged = second.replace(/ [a-z2-7]{10}( |$)/, ' aaaaaaaaaa$1')
    expect(forged).not.toBe(second)
    expect((await inbound(forged)).json().message).toBe('The message is not signed by the account it names')
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: reporter.email, password: 'Again@2025' },
    })
    const fresh = { ...reporter, token: login.json().accessToken as string }
    expect((await inbound(await smsFor(fresh, randomUUID()))).statusCode).toBe(201)
  })
})

// An app with no gateway token set (and no job workers, which would take the other app's jobs),
// built here with the file's other app and closed with it.
const bare = await setupApp({ JOBS_ENABLED: false })

describe('SMS webhook without a token', () => {
  it('does not exist (404)', async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { authorization: 'Bearer anything-at-all-here' },
      payload: { from: '+919812345678', text: 'MP1', receivedAt: new Date().toISOString() },
    })
    expect(res.statusCode).toBe(404)
  })
})
