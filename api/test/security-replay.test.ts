// Replayed keys on every idempotent route but the NGO's field actions (rescue-actions.test.ts
// holds those): a repeat is answered from what the first request made, never with more than
// the caller may read anyway, never stores anything twice, and gives nobody else anything.
// - POST /api/rescues with Idempotency-Key (per reporter);
// - POST /api/rescues/{id}/images with client photo ids (per case);
// - POST /api/rescues/{id}/actions/{key}/photos with client photo ids (per NGO user and key).
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, png, put, reportBody } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
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

    const replayed = await photos(stranger, url, ['a1', 'b2'], [1, 2])
    expect(replayed.statusCode).toBe(404)
    expect(replayed.body).not.toContain(first.json().urls[0])
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
    expect(other.statusCode).toBe(404)
    expect(other.body).not.toContain(first.json().photos[0].url)
    // Suspended, the same NGO gets the 409 and nothing else.
    await db.updateTable('ngos').set({ is_active: false }).where('id', '=', ngo.ngoId!).execute()
    const blocked = await photos(ngo, url, ['s1'], [5])
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
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
  })
})
