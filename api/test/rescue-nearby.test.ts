// Same animal, one case: the nearby search, following a case, the server's duplicate flag on
// reports that were not checked, and who is told what. A passer-by learns the approximate
// place only (a grid of 0.001 degree, distances in steps of 50 m), and follows only from the
// place itself.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, notificationsOf, png, put, report, type RescueJson, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

// The first reporter's point (Bandra, by the station; the centre of a grid cell of the
// approximate place) and points due north of it: one degree of latitude is about 111,195 m,
// so 0.0009 degrees is about 100 m and a grid cell (0.001 degree) is 111 m tall.
const HERE = { lat: 19.0545, lng: 72.8405 }
const north = (metres: number) => ({ lat: HERE.lat + metres / 111_195, lng: HERE.lng })
const at = (point: { lat: number; lng: number }, extra: Record<string, unknown> = {}) => ({
  location: {
    address: 'Flat 302, Sea View, SV Road',
    city: 'Mumbai',
    pincode: '400050',
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
  app.inject({
    method: 'POST',
    url: `/api/rescues/${id}/follow`,
    headers: bearer(user),
    payload: { ...HERE, accuracy: 15, ...payload },
  })

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

async function rescueRow(id: number) {
  return db.selectFrom('rescues').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('GET /rescues/nearby', () => {
  it('offers open cases of the same animal within 300 m of their approximate place, nearest first', async () => {
    // Two cells north (222 m) and in the query's own cell: 200 m and "about 50 m" away.
    const far = await report(app, first, at(north(250)))
    const near = await report(app, first, at(north(40), { urgency: 'critical' }))
    const photo = await multipart([{ bytes: await png(1), name: 'a.png' }], { photoIds: '["p1"]' })
    const up = await app.inject({
      method: 'POST',
      url: `/api/rescues/${near.id}/images`,
      headers: { ...bearer(first), ...photo.headers },
      payload: photo.payload,
    })
    expect(up.statusCode, up.body).toBe(200)
    await report(app, first, at(north(340))) // three cells north: 333 m, outside the radius
    await report(app, first, at(north(20), { animalType: 'cat' })) // another animal

    const found = await nearby(second, HERE)
    expect(found.map((c) => c.id)).toEqual([near.id, far.id])
    expect(found[0]).toMatchObject({
      animalType: 'dog',
      status: 'pending',
      urgency: 'critical',
      // The area, never the typed address or landmark.
      place: '400050, Mumbai',
      photo: up.json().urls[0],
      distanceM: 50,
    })
    expect(found[1]).toMatchObject({ distanceM: 200, photo: null })
    expect(Date.parse(String(found[0]!.createdAt))).toBeGreaterThan(Date.now() - 60_000)
    expect((await nearby(second, HERE, 'cat')).map((c) => c.id)).toHaveLength(1)
  })

  it('looks east and west as far as north and south (the box is widened for the latitude)', async () => {
    const east = await report(app, first, at({ lat: HERE.lat, lng: HERE.lng + 0.002 })) // two cells: 210 m
    await report(app, first, at({ lat: HERE.lat, lng: HERE.lng + 0.003 })) // three cells: 315 m
    expect((await nearby(second, HERE)).map((c) => c.id)).toEqual([east.id])
  })

  it('cannot locate a case below the grid: two cases 50 m apart in one cell read the same from anywhere', async () => {
    const a = await report(app, first, at({ lat: HERE.lat - 0.0004, lng: HERE.lng - 0.0003 }))
    const b = await report(app, first, at({ lat: HERE.lat + 0.0002, lng: HERE.lng + 0.0001 }))
    // A case 290 m away whose cell is 333 m away is left out: the edge of the radius is the grid's too.
    const edge = await report(app, first, at(north(290)))
    expect((await nearby(second, HERE)).map((c) => c.id)).not.toContain(edge.id)
    const points = [HERE, north(-150), { lat: HERE.lat + 0.0011, lng: HERE.lng + 0.0013 }, north(120)]
    for (const point of points) {
      const found = await nearby(second, point)
      const distance = (id: number) => found.find((c) => c.id === id)?.distanceM
      expect(
        found.map((c) => c.id),
        JSON.stringify(point),
      ).toEqual(expect.arrayContaining([a.id, b.id]))
      expect(distance(a.id), JSON.stringify(point)).toBe(distance(b.id))
      expect(distance(a.id)! % 50).toBe(0)
    }
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
      // A follower's view names nobody of the street, themselves included.
      actor: { id: null, name: '', role: 'follower' },
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

  it('is earned: only from within the radius of the case; nothing is stored or told otherwise', async () => {
    const rescue = await report(app, first, at(north(0)))
    const before = (await notificationsOf(db, first.id)).length
    const far = await follow(second, rescue.id, { lat: HERE.lat + 0.01, lng: HERE.lng }) // 1.1 km north
    expect(far.statusCode).toBe(422)
    expect(far.json().message).toContain('within 300 m')
    // Half a position is none; a position that is not a number is bad input.
    expect((await follow(second, rescue.id, { lat: undefined })).statusCode).toBe(422)
    expect((await follow(second, rescue.id, { lat: 'north' })).statusCode).toBe(400)
    expect(await db.selectFrom('rescue_followers').selectAll().execute()).toEqual([])
    expect(await notificationsOf(db, first.id)).toHaveLength(before)
    // Reading it stays "not found" for a stranger.
    const read = await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(second) })
    expect(read.statusCode).toBe(404)
  })

  it("says why in the reader's language, the position's field too", async () => {
    const rescue = await report(app, first, at(north(0)))
    const far = await app.inject({
      method: 'POST',
      url: `/api/rescues/${rescue.id}/follow`,
      headers: { ...bearer(second), 'accept-language': 'hi' },
      payload: { lat: HERE.lat + 0.01, lng: HERE.lng, accuracy: 15 },
    })
    expect(far.statusCode).toBe(422)
    const said =
      'केस सिर्फ़ वहीं से फ़ॉलो किया जा सकता है जहाँ जानवर है (आपके फ़ोन की लोकेशन के अनुसार उससे 300 मीटर के अंदर), या उसकी किसी फ़ोटो के साथ।'
    expect(far.json()).toMatchObject({ message: said, errors: [{ field: 'lat', message: said }] })
  })

  it('a follower reads an approximate place and nobody of the street named', async () => {
    const exact = { lat: HERE.lat + 0.00031, lng: HERE.lng - 0.00022 }
    const rescue = await report(app, first, at(exact))
    expect((await follow(second, rescue.id, exact)).statusCode).toBe(200)
    const third = await createUser(ctx)
    expect((await follow(third, rescue.id, exact)).statusCode).toBe(200)
    for (const [who, url] of [
      [second, `/api/rescues/${rescue.id}`],
      [second, '/api/rescues'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(who) })
      const seen = (url.endsWith('rescues') ? res.json().rescueRequests[0] : res.json()) as RescueJson
      expect(seen.location, url).toMatchObject({
        address: '',
        landmarks: null,
        accuracy: null,
        pincode: '400050',
        city: 'Mumbai',
        lat: 19.0545,
        lng: 72.8405,
      })
      expect(seen.requester, url).toBeUndefined()
      expect(JSON.stringify(seen), url).not.toContain('Flat 302')
      expect(JSON.stringify(seen), url).not.toContain(first.email)
      expect(JSON.stringify(seen), url).not.toContain(String(exact.lat))
      for (const entry of seen.history ?? []) {
        if (entry.actor && entry.actor.role !== 'admin' && entry.actor.role !== 'ngo') {
          expect(entry.actor, url).toEqual({ id: null, name: '', role: entry.actor.role })
        }
      }
    }
    // The reporter still reads the exact place and who followed.
    const own = (
      await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(first) })
    ).json() as RescueJson
    expect(own.location).toMatchObject({ address: 'Flat 302, Sea View, SV Road', ...exact })
    expect(own.history!.at(-1)!.actor).toMatchObject({ id: third.id })
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
    const adminNotes = (await notificationsOf(db, admin.id)).map((n) => n.message)
    expect(adminNotes.some((m) => m.includes(`Possible duplicate of case #${nearer.id}`))).toBe(true)
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
