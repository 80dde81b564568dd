// Reports by SMS from a signed-out phone (docs/sms-reports.md#signed-out): a claim code given
// at the app's first load files one report, with no account, and the account made later claims
// it, so the phone's own copy is the same case; a code files once, is claimed by one account,
// and a forged code files nothing; codes and reports without an account are rate-limited.
import { createHmac, randomUUID } from 'node:crypto'
import { type AnonymousSmsReport, smsFitted, smsMessage, smsSignedText, smsTag } from '@paws/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { ANONYMOUS_SMS_PER_DAY } from '../src/modules/sms/sms.claims.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { reportBody, type RescueJson } from './support/rescue-fixtures.ts'

const TOKEN = 'gateway-token-of-at-least-16'
const ctx = await setupApp({ SMS_INBOUND_TOKEN: TOKEN, SMS_CLAIM_CODE_RATE_LIMIT_MAX: 200 })
const { app, db } = ctx

let reporter: TestUser
beforeEach(async () => {
  await resetDb(db)
  reporter = await createUser(ctx)
})

/** What the app gets at its first load, signed out. */
async function newCode(): Promise<{ code: string; key: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/sms/claim-codes' })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

/** The message a signed-out phone writes, signed with the code's key. */
function smsWith(claim: { code: string; key: string }, reportId: string, extra: Partial<AnonymousSmsReport> = {}) {
  const report = smsFitted({
    claimCode: claim.code,
    reportId,
    lat: 19.0544123,
    lng: 72.8402456,
    animalType: 'dog' as const,
    urgency: 'critical' as const,
    landmark: 'SV Road near Bandra station',
    ...extra,
  })
  const tag = smsTag(createHmac('sha256', Buffer.from(claim.key, 'base64url')).update(smsSignedText(report)).digest())
  return smsMessage(report, tag)
}

function inbound(text: string, from = '+919812345678') {
  return app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { from, text, receivedAt: new Date().toISOString() },
  })
}

function claim(user: TestUser, body: { code: string; key: string }) {
  return app.inject({ method: 'POST', url: '/api/sms/claim-codes/claim', headers: bearer(user), payload: body })
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

const rescueCount = async () =>
  Number(
    (
      await db
        .selectFrom('rescues')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('SMS reports without an account', () => {
  it('the code files one case with no account, the account made later claims it, and the phone copy is that case', async () => {
    const admin = await createUser(ctx, { role: 'admin' })
    const code = await newCode()
    expect(code.code).toMatch(/^[a-z2-7]{10}$/)
    const reportId = randomUUID()
    const text = smsWith(code, reportId)
    expect(text.length).toBeLessThanOrEqual(160)
    expect(text.startsWith(`MP1 c${code.code} `)).toBe(true)

    const filed = await inbound(text)
    expect(filed.statusCode, filed.body).toBe(201)
    const { caseId } = filed.json() as { caseId: number }
    expect(filed.json()).toEqual({ caseId, reportId })
    const row = await db
      .selectFrom('rescues')
      .select(['requester_id', 'urgency'])
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ requester_id: null, urgency: 'critical' })
    // The admins hear of it at once, once: nobody being on duty near it, as a case with no cover
    // (docs/rules.md#dispatch), which stands for the new case's notice.
    const told = await db.selectFrom('notifications').select('title').where('user_id', '=', admin.id).execute()
    expect(told.map((n) => n.title)).toEqual(['No cover here'])

    // Accepted once: the same SMS again, or another report under the same code, files nothing.
    const again = await inbound(text)
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json()).toMatchObject({ message: `This report has already been filed: case #${caseId}` })
    const second = await inbound(smsWith(code, randomUUID(), { urgency: 'high' }))
    expect(second.statusCode, second.body).toBe(409)
    expect(second.json()).toMatchObject({ message: 'This claim code has already filed a report' })
    expect(await rescueCount()).toBe(1)

    // The person makes an account; the app claims the code, then sends its own copy.
    expect(await casesOf(reporter)).toEqual([])
    const claimed = await claim(reporter, code)
    expect(claimed.statusCode, claimed.body).toBe(200)
    expect(claimed.json()).toEqual({ cases: [{ caseId, reportId }] })
    expect((await casesOf(reporter)).map((c) => c.id)).toEqual([caseId])
    const synced = await sync(reporter, reportId)
    expect(synced.statusCode, synced.body).toBe(200)
    expect((synced.json() as RescueJson).id).toBe(caseId)
    const cases = await casesOf(reporter)
    expect(cases.map((c) => [c.id, c.description])).toEqual([[caseId, 'Dog hit by a car, bleeding from the leg']])
    expect(await rescueCount()).toBe(1)
    // The timeline names the reporter now.
    const history = await db
      .selectFrom('rescue_history')
      .select(['actor_id', 'actor_role'])
      .where('rescue_id', '=', caseId)
      .execute()
    expect(history).toEqual([{ actor_id: reporter.id, actor_role: 'requester' }])

    // Claimed again by the same account (an answer lost on the way): the same; by another: refused.
    expect((await claim(reporter, code)).json()).toEqual({ cases: [{ caseId, reportId }] })
    const other = await createUser(ctx)
    const refused = await claim(other, code)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ message: 'The reports of this claim code belong to another account' })
    expect(await casesOf(other)).toEqual([])
  })

  it('a forged code files nothing, and a claim without the right key is refused', async () => {
    const code = await newCode()
    const reportId = randomUUID()
    const genuine = smsWith(code, reportId)
    const wrongKey = smsWith({ code: code.code, key: Buffer.alloc(32, 7).toString('base64url') }, reportId)
    const altered = genuine.replace(' critical ', ' high ')
    const unknown = smsWith({ code: 'aaaaaaaaaa', key: code.key }, reportId)
    for (const text of [wrongKey, altered, unknown]) {
      const res = await inbound(text)
      expect(res.statusCode, text).toBe(403)
      expect(res.json()).toMatchObject({ message: 'The message is not signed by the account it names' })
    }
    expect(await rescueCount()).toBe(0)
    const res = await claim(reporter, { code: code.code, key: Buffer.alloc(32, 7).toString('base64url') })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ message: 'The claim code and its key do not match' })
    // An NGO account cannot take a report.
    const ngo = await createUser(ctx, { role: 'ngo', ngoStatus: 'approved' })
    expect((await claim(ngo, code)).statusCode).toBe(403)
  })

  it("claimed before its SMS arrives: the late SMS is the account's report, once, whichever of it and the phone copy comes first", async () => {
    const code = await newCode()
    // The phone got signal back and claimed the code (nothing filed under it yet).
    const claimed = await claim(reporter, code)
    expect(claimed.json()).toEqual({ cases: [] })
    // The phone's copy went first; the SMS sent from the dead zone arrives late.
    const first = randomUUID()
    expect((await sync(reporter, first)).statusCode).toBe(201)
    const late = await inbound(smsWith(code, first))
    expect(late.statusCode, late.body).toBe(409)
    expect(await casesOf(reporter)).toHaveLength(1)
    expect(await rescueCount()).toBe(1)
    // Another claimed code whose SMS comes before the phone's copy: the account's case, joined by the copy.
    const code2 = await newCode()
    await claim(reporter, code2)
    const second = randomUUID()
    const filed = await inbound(smsWith(code2, second))
    expect(filed.statusCode, filed.body).toBe(201)
    const { caseId } = filed.json() as { caseId: number }
    expect((await sync(reporter, second)).json()).toMatchObject({ id: caseId })
    expect((await casesOf(reporter)).map((c) => c.id).sort()).toHaveLength(2)
    expect(await rescueCount()).toBe(2)
  })

  it('the same code sent at the same moment twice files one case', async () => {
    const code = await newCode()
    const text = smsWith(code, randomUUID())
    const answers = await Promise.all([inbound(text), inbound(text), inbound(smsWith(code, randomUUID()))])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409])
    expect(await rescueCount()).toBe(1)
  })

  it(`a sender files at most ${ANONYMOUS_SMS_PER_DAY} reports a day without an account (429 after)`, async () => {
    for (let i = 0; i < ANONYMOUS_SMS_PER_DAY; i++) {
      expect((await inbound(smsWith(await newCode(), randomUUID()), '+919800000001')).statusCode).toBe(201)
    }
    const over = await inbound(smsWith(await newCode(), randomUUID()), '+919800000001')
    expect(over.statusCode, over.body).toBe(429)
    // Another sender is not held back.
    expect((await inbound(smsWith(await newCode(), randomUUID()), '+919800000002')).statusCode).toBe(201)
    expect(await rescueCount()).toBe(ANONYMOUS_SMS_PER_DAY + 1)
  })
})

describe('claim codes are rate-limited per client', async () => {
  const limited = await setupApp({ SMS_CLAIM_CODE_RATE_LIMIT_MAX: 2 })
  it('a third code in the hour is a 429', async () => {
    const ask = () => limited.app.inject({ method: 'POST', url: '/api/sms/claim-codes' })
    expect((await ask()).statusCode).toBe(201)
    expect((await ask()).statusCode).toBe(201)
    expect((await ask()).statusCode).toBe(429)
  })
})
