// Replayed keys on every idempotent route: a repeat is answered from what the first request
// made, never with more than the caller may read anyway, never stores anything twice, and
// gives nobody else anything, whoever sends the key (the same account, another one, the SMS
// gateway). rescue-actions.test.ts holds the NGO's own repeats of its field actions.
// - POST /api/rescues with Idempotency-Key (per reporter);
// - POST /api/rescues/{id}/actions with Idempotency-Key (per NGO user);
// - POST /api/rescues/{id}/images with client photo ids (per case);
// - POST /api/rescues/{id}/actions/{key}/photos with client photo ids (per NGO user and key);
// - POST /api/sms/inbound with the outbox's report id (per reporter, signed with their key).
// Every replay is counted and searched for what the first caller's answer held that the
// replayer may not read; the file prints one line of figures.
import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, png, put, reportBody } from './support/rescue-fixtures.ts'
import { smsFor as smsForApp } from './support/sms-code.ts'

const SMS_TOKEN = 'gateway-token-of-at-least-16'
const ctx = await setupApp({ SMS_INBOUND_TOKEN: SMS_TOKEN })
const { app, db } = ctx

let reporter: TestUser, stranger: TestUser, ngo: TestUser, otherNgo: TestUser, admin: TestUser
beforeEach(async () => {
  await resetDb(db)
  reporter = await createUser(ctx)
  stranger = await createUser(ctx)
  ngo = await createUser(ctx, { role: 'ngo' })
  otherNgo = await createUser(ctx, { role: 'ngo' })
  admin = await createUser(ctx, { role: 'admin' })
})

const reportWith = (user: TestUser, key: string, overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/rescues',
    headers: { ...bearer(user), 'idempotency-key': key },
    payload: reportBody(overrides),
  })
const read = async (user: TestUser, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/rescues/${id}`, headers: bearer(user) })).json()
async function photos(user: TestUser, url: string, ids: string[], seeds: number[]) {
  const body = await multipart(
    await Promise.all(seeds.map(async (s) => ({ bytes: await png(s), name: `p${s}.png` }))),
    { photoIds: JSON.stringify(ids) },
  )
  return app.inject({ method: 'POST', url, headers: { ...bearer(user), ...body.headers }, payload: body.payload })
}
/** The replays sent, per route, and what leaked: a replay's answer holding any of `secrets`. */
const replays = { routes: new Set<string>(), sent: 0, leaks: [] as string[] }
function replayed(route: string, res: LightMyRequestResponse, secrets: (string | number)[]) {
  replays.routes.add(route)
  replays.sent += 1
  for (const secret of secrets) {
    if (res.body.includes(String(secret))) replays.leaks.push(`${route} (${res.statusCode}): ${secret}`)
  }
}
afterAll(() => {
  console.log(
    `replayed keys: ${replays.routes.size} routes, ${replays.sent} replays sent, ${replays.leaks.length} leaks`,
  )
  expect(replays.leaks).toEqual([])
  expect(replays.routes.size).toBe(5)
})

const count = async (table: 'rescues' | 'rescue_images') => (await db.selectFrom(table).select('id').execute()).length

describe('POST /api/rescues, a replayed Idempotency-Key', () => {
  it("answers the reporter's own case once made, never more than reading it gives, and stores nothing twice", async () => {
    const key = randomUUID()
    const first = await reportWith(reporter, key)
    expect(first.statusCode).toBe(201)
    const id = first.json().id
    // The case moves on: assigned, and its NGO writes a note the reporter may not read.
    expect((await put(app, admin, id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    const decline = await app.inject({
      method: 'POST',
      url: `/api/rescues/${id}/actions`,
      headers: { ...bearer(ngo), 'idempotency-key': randomUUID() },
      payload: { action: 'decline', declineReason: 'Not our area, reporter was rude' },
    })
    expect(decline.statusCode).toBe(201)

    const again = await reportWith(reporter, key, { description: 'A different text this time' })
    expect(again.statusCode).toBe(200)
    replayed('POST /api/rescues', again, ['reporter was rude'])
    expect(again.json().id).toBe(id)
    expect(await count('rescues')).toBe(1)
    // Exactly what reading the case gives the reporter: no decline reason, no NGO note.
    expect(again.json()).toEqual(await read(reporter, id))
    expect(again.body).not.toContain('reporter was rude')
    expect(again.json().declineReason).toBeUndefined()
  })

  it("another account sending the same key gets a case of its own, nothing of the first reporter's", async () => {
    const key = randomUUID()
    const first = (await reportWith(reporter, key)).json()
    const theirs = await reportWith(stranger, key)
    replayed('POST /api/rescues', theirs, [reporter.email])
    expect(theirs.statusCode).toBe(201)
    expect(theirs.json().id).not.toBe(first.id)
    expect(theirs.json().requesterId).toBe(stranger.id)
    expect(JSON.stringify(theirs.json())).not.toContain(reporter.email)
    expect(await count('rescues')).toBe(2)
  })
})

describe('POST /api/rescues/{id}/images, replayed photo ids', () => {
  it('store each photo once; a stranger replaying them learns nothing (404)', async () => {
    const id = (await reportWith(reporter, randomUUID())).json().id
    const url = `/api/rescues/${id}/images`
    const first = await photos(reporter, url, ['a1', 'b2'], [1, 2])
    expect(first.statusCode).toBe(200)
    const again = await photos(reporter, url, ['a1', 'b2'], [3, 4])
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await count('rescue_images')).toBe(2)

    replayed('POST /api/rescues/{id}/images', again, [])
    const theirs = await photos(stranger, url, ['a1', 'b2'], [1, 2])
    replayed('POST /api/rescues/{id}/images', theirs, [first.json().urls[0], reporter.email])
    expect(theirs.statusCode).toBe(404)
    expect(theirs.body).not.toContain(first.json().urls[0])
    expect(await count('rescue_images')).toBe(2)
  })
})

describe('POST /api/rescues/{id}/actions/{key}/photos, a replayed key', () => {
  async function progressed() {
    const id = (await reportWith(reporter, randomUUID())).json().id
    expect((await put(app, admin, id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    const act = (action: string, key = randomUUID()) =>
      app.inject({
        method: 'POST',
        url: `/api/rescues/${id}/actions`,
        headers: { ...bearer(ngo), 'idempotency-key': key },
        payload: { action },
      })
    expect((await act('accept')).statusCode).toBe(201)
    const key = randomUUID()
    expect((await act('progress', key)).statusCode).toBe(201)
    return { id, key }
  }

  it("answers the step's own photos, stores them once, and gives another NGO or a blocked one nothing", async () => {
    const { id, key } = await progressed()
    const url = `/api/rescues/${id}/actions/${key}/photos`
    const first = await photos(ngo, url, ['s1'], [5])
    expect(first.statusCode).toBe(200)
    const again = await photos(ngo, url, ['s1'], [6])
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await count('rescue_images')).toBe(1)

    // The key is the NGO user's own: another NGO replaying it finds no such action.
    const other = await photos(otherNgo, url, ['s1'], [5])
    replayed('POST /api/rescues/{id}/actions/{key}/photos', other, [first.json().photos[0].url])
    expect(other.statusCode).toBe(404)
    expect(other.body).not.toContain(first.json().photos[0].url)
    // Suspended, the same NGO gets the 409 and nothing else.
    await db.updateTable('ngos').set({ is_active: false }).where('id', '=', ngo.ngoId!).execute()
    const blocked = await photos(ngo, url, ['s1'], [5])
    replayed('POST /api/rescues/{id}/actions/{key}/photos', blocked, [first.json().photos[0].url])
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json()).toMatchObject({ reason: 'ngo_suspended', currentStatus: null })
    expect(blocked.body).not.toContain(first.json().photos[0].url)
    expect(await count('rescue_images')).toBe(1)
  })
  it("refuses a key whose case went to another NGO, in the caller's language, and stores nothing", async () => {
    const { id, key } = await progressed()
    const url = `/api/rescues/${id}/actions/${key}/photos`
    const first = await photos(ngo, url, ['s1'], [5])
    expect(first.statusCode).toBe(200)
    // The admin gives the case to another NGO; the first NGO's key stays in its outbox.
    expect((await put(app, admin, id, { status: 'pending' })).statusCode).toBe(200)
    expect((await put(app, admin, id, { ngoId: otherNgo.ngoId })).statusCode).toBe(200)

    const body = await multipart([{ bytes: await png(7), name: 'p7.png' }], { photoIds: JSON.stringify(['s2']) })
    const fresh = await app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(ngo), ...body.headers, 'accept-language': 'mr' },
      payload: body.payload,
    })
    expect(fresh.statusCode).toBe(409)
    expect(fresh.json()).toMatchObject({ reason: 'reassigned', currentStatus: null })
    expect(fresh.json().message).toMatch(/[\u0900-\u097F]/)
    expect(fresh.json().message).not.toMatch(/[A-Za-z]{4,}/)
    // Five new ids, the most a step could take: none is stored.
    const five = await photos(ngo, url, ['t1', 't2', 't3', 't4'], [8, 9, 10, 11])
    expect(five.statusCode).toBe(409)
    expect(await count('rescue_images')).toBe(1)
    // A replay of the stored photo gets the refusal too, not the photo or the case.
    const replay = await photos(ngo, url, ['s1'], [5])
    replayed('POST /api/rescues/{id}/actions/{key}/photos', replay, [first.json().photos[0].url, reporter.email])
    expect(replay.statusCode).toBe(409)
    expect(replay.body).not.toContain(first.json().photos[0].url)
    expect(replay.body).not.toContain(reporter.email)
  })

  it('a replay answers only what the first answer did, though the step got photos since', async () => {
    const { id, key } = await progressed()
    const url = `/api/rescues/${id}/actions/${key}/photos`
    const first = await photos(ngo, url, ['s1'], [5])
    expect(first.statusCode).toBe(200)
    const second = await photos(ngo, url, ['s2'], [6])
    expect(second.json().photos).toHaveLength(2)
    const again = await photos(ngo, url, ['s1'], [5])
    replayed('POST /api/rescues/{id}/actions/{key}/photos', again, [second.json().photos[1].url])
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    // Every other account replaying the key with the stored ids: nothing of the step.
    for (const who of [otherNgo, reporter, stranger, admin]) {
      const res = await photos(who, url, ['s1', 's2'], [5, 6])
      replayed('POST /api/rescues/{id}/actions/{key}/photos', res, [
        first.json().photos[0].url,
        second.json().photos[1].url,
      ])
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
    }
    expect(await count('rescue_images')).toBe(2)
  })
})

describe('POST /api/rescues/{id}/actions, a key replayed by another account', () => {
  const act = (user: TestUser, id: number, key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/rescues/${id}/actions`,
      headers: { ...bearer(user), 'idempotency-key': key },
      payload: { action: 'accept' },
    })

  it('gives another NGO, the reporter, a stranger and an admin nothing of the first answer; its NGO the outcome alone', async () => {
    const id = (await reportWith(reporter, randomUUID())).json().id
    expect((await put(app, admin, id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    const key = randomUUID()
    const first = await act(ngo, id, key)
    expect(first.statusCode).toBe(201)
    // The first answer carries the case as its NGO reads it: the reporter's contact with it.
    expect(first.body).toContain(reporter.email)
    const historyId = `"historyId":${first.json().historyId}`
    for (const who of [otherNgo, reporter, stranger, admin]) {
      const res = await act(who, id, key)
      replayed('POST /api/rescues/{id}/actions', res, [reporter.email, historyId])
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
    }
    const again = await act(ngo, id, key)
    replayed('POST /api/rescues/{id}/actions', again, [reporter.email])
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ ...first.json(), rescue: null })
    const accepts = await db
      .selectFrom('rescue_history')
      .select('id')
      .where('rescue_id', '=', id)
      .where('to_status', '=', 'accepted')
      .execute()
    expect(accepts).toHaveLength(1)
  })
})

describe('POST /api/sms/inbound, a replayed outbox id', () => {
  const smsFor = (user: TestUser, reportId: string) =>
    smsForApp(app, user, reportId, { landmark: 'Behind the blue kiosk' })
  const inbound = (text: string) =>
    app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { authorization: `Bearer ${SMS_TOKEN}` },
      payload: { from: '+919812345678', text, receivedAt: new Date().toISOString() },
    })

  it("the gateway's repeat answers no more than the first; another account's outbox id of the same value is its own case", async () => {
    const reportId = randomUUID()
    const text = await smsFor(reporter, reportId)
    const first = await inbound(text)
    expect(first.statusCode, first.body).toBe(201)
    const { caseId } = first.json() as { caseId: number }
    expect(first.json()).toEqual({ caseId, reportId })
    const secrets = [reporter.email, 'blue kiosk', '19.0544', '72.8402']

    const again = await inbound(text)
    replayed('POST /api/sms/inbound', again, secrets)
    expect(again.statusCode).toBe(409)
    expect(Object.keys(again.json()).filter((k) => !['statusCode', 'error', 'message', 'caseId'].includes(k))).toEqual(
      [],
    )

    // Another account's phone whose outbox happens to use the same id: a case of its own.
    const theirs = await inbound(await smsFor(stranger, reportId))
    replayed('POST /api/sms/inbound', theirs, [...secrets, `"caseId":${caseId}`])
    expect(theirs.statusCode, theirs.body).toBe(201)
    expect(theirs.json().caseId).not.toBe(caseId)
    // ...and its data sync under that id joins its own case, never the reporter's.
    const synced = await reportWith(stranger, reportId)
    replayed('POST /api/rescues', synced, [reporter.email, 'blue kiosk'])
    expect(synced.json().id).toBe(theirs.json().caseId)
    expect(await count('rescues')).toBe(2)
  })
})
