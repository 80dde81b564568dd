// Same animal, one case (issue 14): the nearby search, following a case, the server's
// duplicate flag on reports that were not checked, and who is told what.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, notificationsOf, png, put, report, type RescueJson, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

// The first reporter's point (Bandra, by the station) and points due north of it: one degree
// of latitude is about 111,195 m, so 0.0009 degrees is about 100 m.
const HERE = { lat: 19.0544, lng: 72.8402 }
const north = (metres: number) => ({ lat: HERE.lat + metres / 111_195, lng: HERE.lng })
const at = (point: { lat: number; lng: number }, extra: Record<string, unknown> = {}) => ({
  location: {
    address: 'SV Road',
    city: 'Mumbai',
    landmarks: 'Opposite the bakery',
    accuracy: 10,
    ...point,
  },
  ...extra,
})

let first: TestUser
let second: TestUser
let admin: TestUser
let ngo: TestUser

beforeEach(async () => {
  await resetDb(db)
  first = await createUser(ctx)
  second = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
  ngo = await createUser(ctx, { role: 'ngo' })
})

async function nearby(user: TestUser, point: { lat: number; lng: number }, animalType = 'dog') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/rescues/nearby?lat=${point.lat}&lng=${point.lng}&animalType=${animalType}`,
    headers: bearer(user),
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { rescues: { id: number; distanceM: number; [k: string]: unknown }[] }).rescues
}

const follow = (user: TestUser, id: number, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/api/rescues/${id}/follow`, headers: bearer(user), payload })

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

async function rescueRow(id: number) {
  return db.selectFrom('rescues').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('GET /rescues/nearby', () => {
  it('offers open cases of the same animal within 300 m, nearest first, with distance, time, status and first photo', async () => {
    const far = await report(app, first, at(north(280)))
    const near = await report(app, first, at(north(40), { urgency: 'critical' }))
    const photo = await multipart([{ bytes: await png(1), name: 'a.png' }], { photoIds: '["p1"]' })
    const up = await app.inject({
      method: 'POST',
      url: `/api/rescues/${near.id}/images`,
      headers: { ...bearer(first), ...photo.headers },
      payload: photo.payload,
    })
    expect(up.statusCode, up.body).toBe(200)
    await report(app, first, at(north(330))) // outside the radius
    await report(app, first, at(north(20), { animalType: 'cat' })) // another animal

    const found = await nearby(second, HERE)
    expect(found.map((c) => c.id)).toEqual([near.id, far.id])
    expect(found[0]).toMatchObject({
      animalType: 'dog',
      status: 'pending',
      urgency: 'critical',
      place: 'Opposite the bakery',
      photo: up.json().urls[0],
    })
    expect(found[0]!.distanceM).toBeGreaterThanOrEqual(38)
    expect(found[0]!.distanceM).toBeLessThanOrEqual(42)
    expect(found[1]!.distanceM).toBeGreaterThanOrEqual(275)
    expect(found[1]!.distanceM).toBeLessThanOrEqual(285)
    expect(found[1]!.photo).toBeNull()
    expect(Date.parse(String(found[0]!.createdAt))).toBeGreaterThan(Date.now() - 60_000)
    expect((await nearby(second, HERE, 'cat')).map((c) => c.id)).toHaveLength(1)
  })

  it('looks east and west as far as north and south (the box is widened for the latitude)', async () => {
    const east = await report(app, first, at({ lat: HERE.lat, lng: HERE.lng + 0.0027 })) // about 284 m
    await report(app, first, at({ lat: HERE.lat, lng: HERE.lng + 0.0031 })) // about 326 m
    expect((await nearby(second, HERE)).map((c) => c.id)).toEqual([east.id])
  })

  it('leaves out cases older than 48 hours, closed and merged cases, and the caller own and followed cases', async () => {
    const old = await report(app, first, at(north(10)))
    const recent = await report(app, first, at(north(12)))
    const done = await report(app, first, at(north(14)))
    const cancelled = await report(app, first, at(north(16)))
    const merged = await report(app, first, at(north(18)))
    const rescued = await report(app, first, at(north(20)))
    await db
      .updateTable('rescues')
      .set({ created_at: hoursAgo(49) })
      .where('id', '=', old.id)
      .execute()
    await db
      .updateTable('rescues')
      .set({ created_at: hoursAgo(47) })
      .where('id', '=', recent.id)
      .execute()
    await setCase(db, done.id, { status: 'completed' })
    await setCase(db, cancelled.id, { status: 'cancelled' })
    await setCase(db, rescued.id, { status: 'rescued', ngo_id: ngo.ngoId! })
    await db.updateTable('rescues').set({ merged_into_id: recent.id }).where('id', '=', merged.id).execute()

    expect((await nearby(second, HERE)).map((c) => c.id).sort()).toEqual([recent.id, rescued.id].sort())
    // The reporter is not offered their own cases; a follower not the ones they follow.
    expect(await nearby(first, HERE)).toEqual([])
    expect((await follow(second, recent.id)).statusCode).toBe(200)
    expect((await nearby(second, HERE)).map((c) => c.id)).toEqual([rescued.id])
  })

  it('refuses a query without a point or animal type (400)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/rescues/nearby?lat=19', headers: bearer(second) })
    expect(res.statusCode).toBe(400)
    const bad = await app.inject({
      method: 'GET',
      url: '/api/rescues/nearby?lat=99&lng=72&animalType=dog',
      headers: bearer(second),
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('POST /rescues/:id/follow ("this is the same animal")', () => {
  it('adds a follower with their note and photos instead of a new case; they see it in their list', async () => {
    const rescue = await report(app, first, at(north(0)))
    const res = await follow(second, rescue.id, { note: 'Still lying by the bus stop, breathing.' })
    expect(res.statusCode, res.body).toBe(200)
    const seen = res.json() as RescueJson
    expect(seen).toMatchObject({ id: rescue.id, following: true })
    expect(seen.requester).toBeUndefined()
    expect(seen.history!.at(-1)).toMatchObject({
      from: 'pending',
      to: 'pending',
      note: 'Reported the same animal: Still lying by the bus stop, breathing.',
      actor: { id: second.id, role: 'follower' },
    })

    const photo = await multipart([{ bytes: await png(2), name: 'b.png' }], { photoIds: '["f1"]' })
    const up = await app.inject({
      method: 'POST',
      url: `/api/rescues/${rescue.id}/images`,
      headers: { ...bearer(second), ...photo.headers },
      payload: photo.payload,
    })
    expect(up.statusCode, up.body).toBe(200)
    const images = await db
      .selectFrom('rescue_images')
      .select(['uploaded_by'])
      .where('rescue_id', '=', rescue.id)
      .execute()
    expect(images).toEqual([{ uploaded_by: second.id }])
    // A follower adds photos but cannot remove them, nor edit or cancel the case.
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/rescues/${rescue.id}/images/0`,
      headers: bearer(second),
    })
    expect(del.statusCode).toBe(403)
    expect((await put(app, second, rescue.id, { status: 'cancelled' })).statusCode).toBe(404)

    expect(await db.selectFrom('rescues').select('id').execute()).toEqual([{ id: rescue.id }])
    const list = await app.inject({ method: 'GET', url: '/api/rescues', headers: bearer(second) })
    const cases = list.json().rescueRequests as RescueJson[]
    expect(cases.map((c) => [c.id, c.following])).toEqual([[rescue.id, true]])
    expect(cases[0]!.requester).toBeUndefined()
    const own = await app.inject({ method: 'GET', url: '/api/rescues', headers: bearer(first) })
    expect((own.json().rescueRequests as RescueJson[]).map((c) => [c.id, c.following])).toEqual([
      [rescue.id, undefined],
    ])
    const detail = await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(second) })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().following).toBe(true)
  })

  it('a repeat changes nothing (one follower row, one timeline note, no new notifications)', async () => {
    const rescue = await report(app, first, at(north(0)))
    expect((await follow(second, rescue.id, { note: 'Same dog' })).statusCode).toBe(200)
    const before = (await notificationsOf(db, first.id)).length
    expect((await follow(second, rescue.id, { note: 'Same dog' })).statusCode).toBe(200)
    expect(await db.selectFrom('rescue_followers').selectAll().execute()).toHaveLength(1)
    const history = await db.selectFrom('rescue_history').select('note').where('rescue_id', '=', rescue.id).execute()
    expect(history.filter((h) => h.note?.startsWith('Reported the same animal'))).toHaveLength(1)
    expect(await notificationsOf(db, first.id)).toHaveLength(before)
  })

  it('refuses closed and merged cases, the case own reporter, NGO accounts and unknown cases', async () => {
    const rescue = await report(app, first, at(north(0)))
    expect((await follow(first, rescue.id)).statusCode).toBe(409)
    expect((await follow(ngo, rescue.id)).statusCode).toBe(403)
    expect((await follow(second, 999_999)).statusCode).toBe(404)
    const other = await report(app, first, at(north(5)))
    await db.updateTable('rescues').set({ merged_into_id: other.id }).where('id', '=', rescue.id).execute()
    const merged = await follow(second, rescue.id)
    expect(merged.statusCode).toBe(409)
    expect(merged.json().message).toContain(`#${other.id}`)
    await setCase(db, other.id, { status: 'completed' })
    expect((await follow(second, other.id)).statusCode).toBe(409)
    expect(await db.selectFrom('rescue_followers').selectAll().execute()).toEqual([])
  })
})

describe('reports that were not checked against nearby cases (the offline outbox)', () => {
  it('are flagged as a possible duplicate of the nearest open case, never merged', async () => {
    const original = await report(app, first, at(north(150)))
    const nearer = await report(app, first, at(north(60)))
    const synced = await report(app, second, at(north(0)), randomUUID())
    expect(synced.id).not.toBe(nearer.id)
    const row = await rescueRow(synced.id)
    expect(row.duplicate_of_id).toBe(nearer.id)
    expect(row.merged_into_id).toBeNull()
    expect(row.status).toBe('pending')
    expect((await rescueRow(original.id)).merged_into_id).toBeNull()
    expect(await db.selectFrom('rescue_followers').selectAll().execute()).toEqual([])
    const adminNote = (await notificationsOf(db, admin.id)).at(-1)
    expect(adminNote?.message).toContain(`Possible duplicate of case #${nearer.id}`)
  })

  it('are not flagged when the reporter was shown the nearby cases, nor when nothing matches', async () => {
    await report(app, first, at(north(0)))
    const checked = await report(app, second, at(north(10), { nearbyChecked: true }), randomUUID())
    expect((await rescueRow(checked.id)).duplicate_of_id).toBeNull()
    const cat = await report(app, second, at(north(10), { animalType: 'cat' }), randomUUID())
    expect((await rescueRow(cat.id)).duplicate_of_id).toBeNull()
    const far = await report(app, second, at(north(400)), randomUUID())
    expect((await rescueRow(far.id)).duplicate_of_id).toBeNull()
    const old = await report(app, first, at({ lat: 18.95, lng: 72.82 }))
    await db
      .updateTable('rescues')
      .set({ created_at: hoursAgo(49) })
      .where('id', '=', old.id)
      .execute()
    const later = await report(app, second, at({ lat: 18.95, lng: 72.82 }), randomUUID())
    expect((await rescueRow(later.id)).duplicate_of_id).toBeNull()
  })

  it('a report with a GPS fix needs no pincode; the coordinates are kept', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/rescues',
      headers: bearer(second),
      payload: {
        animalType: 'dog',
        urgency: 'critical',
        description: 'Hit by a car',
        location: { address: 'By the bus stop', city: 'Mumbai', ...HERE },
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().location).toMatchObject({ pincode: null, ...HERE })
    const noFix = await app.inject({
      method: 'POST',
      url: '/api/rescues',
      headers: bearer(second),
      payload: { animalType: 'dog', urgency: 'critical', description: 'x', location: { address: 'a', city: 'Mumbai' } },
    })
    expect(noFix.statusCode).toBe(400)
    expect(noFix.json().errors).toEqual([{ field: 'location.pincode', message: 'Pincode is required' }])
  })
})

describe('who is told', () => {
  it('filing a case puts "We received your report" in the reporter notifications', async () => {
    const rescue = await report(app, first, at(north(0)))
    const mine = await notificationsOf(db, first.id)
    expect(mine.map((n) => [n.title, n.url])).toEqual([['We received your report', `/rescue/${rescue.id}`]])
    expect(mine[0]!.message).toContain(`Case #${rescue.id}`)
  })

  it('the reporter and each follower get one notification per event; the actor none', async () => {
    const third = await createUser(ctx)
    const rescue = await report(app, first, at(north(0)))
    expect((await follow(second, rescue.id)).statusCode).toBe(200)
    expect((await follow(third, rescue.id)).statusCode).toBe(200)
    // The reporter was told about each follower; the second follower's arrival told the first.
    const titles = async (u: TestUser) => (await notificationsOf(db, u.id)).map((n) => n.title)
    expect(await titles(first)).toEqual([
      'We received your report',
      'Same animal reported again',
      'Same animal reported again',
    ])
    expect(await titles(second)).toEqual(['You are following this case', 'Same animal reported again'])
    expect(await titles(third)).toEqual(['You are following this case'])

    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    expect((await put(app, ngo, rescue.id, { status: 'accepted' })).statusCode).toBe(200)
    expect((await put(app, ngo, rescue.id, { status: 'in_progress' })).statusCode).toBe(200)
    for (const person of [first, second, third]) {
      const got = (await titles(person)).filter((t) => t === 'Rescue request accepted' || t === 'Rescue under way')
      expect(got, `user ${person.id}`).toEqual(['Rescue request accepted', 'Rescue under way'])
    }
    expect((await titles(ngo)).filter((t) => t === 'Rescue request accepted')).toEqual([])
  })

  it('an NGO that loses its approval: the reporter and followers read that another NGO is found, once each', async () => {
    const rescue = await report(app, first, at(north(0)))
    expect((await follow(second, rescue.id)).statusCode).toBe(200)
    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    const res = await app.inject({ method: 'DELETE', url: `/api/ngos/${ngo.ngoId}`, headers: bearer(admin) })
    expect(res.statusCode).toBeLessThan(300)
    for (const person of [first, second]) {
      const got = (await notificationsOf(db, person.id)).filter((n) => n.title === 'Finding another NGO')
      expect(got, `user ${person.id}`).toHaveLength(1)
    }
  })
})
