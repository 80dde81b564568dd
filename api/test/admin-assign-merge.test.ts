// The right NGO and merging duplicates: the assign dialog's list nearest the case
// first with open cases and median minutes to accept (30 days), one suggested; a merge that
// loses no photo, follower or timeline entry and leaves the duplicate read-only.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { put, report, reportBody, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let requester: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
})

async function ngoAt(name: string, place: { lat: number; lng: number } | null, capacity = 10) {
  const user = await createUser(ctx, { role: 'ngo' })
  await db
    .updateTable('ngos')
    .set({
      name,
      max_capacity: capacity,
      location: JSON.stringify({ address: name, city: 'Mumbai', ...(place ?? {}) }),
    })
    .where('id', '=', user.ngoId as number)
    .execute()
  return user
}

/** A case assigned to `ngo` and accepted `minutes` after the assignment, `daysAgo` days ago. */
async function acceptedAfter(ngo: TestUser, minutes: number, daysAgo = 1) {
  const rescue = await report(app, requester)
  expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
  expect((await put(app, ngo, rescue.id, { status: 'accepted' })).statusCode).toBe(200)
  const acceptedAt = sql<Date>`now() - make_interval(days => ${daysAgo})`
  await db
    .updateTable('rescue_history')
    .set({ created_at: acceptedAt })
    .where('rescue_id', '=', rescue.id)
    .where('to_status', '=', 'accepted')
    .execute()
  await db
    .updateTable('rescue_history')
    .set({ created_at: sql<Date>`now() - make_interval(days => ${daysAgo}, mins => ${minutes})` })
    .where('rescue_id', '=', rescue.id)
    .where('to_status', '=', 'assigned')
    .execute()
  return rescue
}

const options = (id: number, user: TestUser = admin) =>
  app.inject({ method: 'GET', url: `/api/admin/rescues/${id}/ngo-options`, headers: bearer(user) })

describe('the right NGO', () => {
  it('lists approved active NGOs nearest the case first, with open cases and median minutes to accept', async () => {
    // The case is at Bandra station (reportBody: 19.0544, 72.8402).
    const bandra = await ngoAt('Bandra Trust', { lat: 19.0553, lng: 72.8302 }, 2)
    const andheri = await ngoAt('Andheri Aid', { lat: 19.1328, lng: 72.8346 })
    const colaba = await ngoAt('Colaba Collective', { lat: 18.9155, lng: 72.8258 })
    const nowhere = await ngoAt('Aarey Friends', null)
    const pending = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    const suspended = await ngoAt('Suspended Shelter', { lat: 19.0545, lng: 72.8401 })
    await db
      .updateTable('ngos')
      .set({ is_active: false })
      .where('id', '=', suspended.ngoId as number)
      .execute()

    // Bandra: two open cases (its capacity), accepted after 10 and 20 minutes, and a slow one
    // 40 days ago that falls outside the 30 days. Andheri: one accepted after 6 minutes, done.
    await acceptedAfter(bandra, 10)
    await acceptedAfter(bandra, 20, 3)
    const old = await acceptedAfter(bandra, 300, 40)
    await setCase(db, old.id, { status: 'completed' })
    const quick = await acceptedAfter(andheri, 6)
    await setCase(db, quick.id, { status: 'completed' })

    const rescue = await report(app, requester)
    const res = await options(rescue.id)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    const ids = body.ngos.map((n: { id: number }) => n.id)
    expect(ids).toEqual([bandra.ngoId, andheri.ngoId, colaba.ngoId, nowhere.ngoId])
    expect(ids).not.toContain(pending.ngoId)
    const [b, a, c, n] = body.ngos
    expect(b.distanceKm).toBeCloseTo(1.1, 0)
    expect(a.distanceKm).toBeCloseTo(8.7, 0)
    expect(c.distanceKm).toBeCloseTo(15.7, 0)
    expect(n.distanceKm).toBeNull()
    expect(b.figures).toEqual({ openCases: 2, medianAcceptMinutes: 15, acceptedLast30Days: 2 })
    expect(a.figures).toEqual({ openCases: 0, medianAcceptMinutes: 6, acceptedLast30Days: 1 })
    expect(c.figures).toEqual({ openCases: 0, medianAcceptMinutes: null, acceptedLast30Days: 0 })
    // Bandra is full (2 of 2): the nearest with room is suggested.
    expect(body.suggestedId).toBe(andheri.ngoId)

    const figures = await app.inject({
      method: 'GET',
      url: `/api/admin/ngos/${bandra.ngoId}/figures`,
      headers: bearer(admin),
    })
    expect(figures.json()).toEqual(b.figures)
  })

  it('is for admins only', async () => {
    const rescue = await report(app, requester)
    const ngo = await ngoAt('Any', null)
    expect((await options(rescue.id, requester)).statusCode).toBe(403)
    expect((await options(rescue.id, ngo)).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `/api/admin/rescues/${rescue.id}/ngo-options` })).statusCode).toBe(
      401,
    )
    expect((await options(99999)).statusCode).toBe(404)
  })
})

describe('merging a duplicate', () => {
  it('keeps every photo, follower and timeline entry; the duplicate becomes read-only and points to the survivor', async () => {
    const second = await createUser(ctx)
    const follower = await createUser(ctx)
    const ngo = await ngoAt('Bandra Trust', { lat: 19.0553, lng: 72.8302 })
    const survivor = await report(app, requester)
    const duplicate = await report(app, second, { description: 'Same limping dog, seen again near the station.' })
    for (const [id, client] of [
      [survivor.id, 'p1'],
      [duplicate.id, 'p1'],
      [duplicate.id, 'p2'],
    ] as const) {
      await db
        .insertInto('rescue_images')
        .values({ rescue_id: id, client_id: client, url: `/uploads/rescues/${id}-${client}.webp`, sha256: null })
        .execute()
    }
    await db.insertInto('rescue_followers').values({ rescue_id: duplicate.id, user_id: follower.id }).execute()
    await db.updateTable('rescues').set({ duplicate_of_id: survivor.id }).where('id', '=', duplicate.id).execute()
    expect((await put(app, admin, duplicate.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    const before = await db.selectFrom('rescue_history').selectAll().where('rescue_id', '=', duplicate.id).execute()

    const flagged = await app.inject({ method: 'GET', url: '/api/rescues?duplicates=true', headers: bearer(admin) })
    expect(flagged.json().rescueRequests.map((r: { id: number }) => r.id)).toEqual([duplicate.id])

    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/rescues/${duplicate.id}/merge`,
      headers: bearer(admin),
      payload: { intoId: survivor.id },
    })
    expect(res.statusCode, res.body).toBe(200)
    const merged = res.json()
    expect(merged.id).toBe(survivor.id)
    expect(merged.images.sort()).toEqual(
      [
        `/uploads/rescues/${survivor.id}-p1.webp`,
        `/uploads/rescues/${duplicate.id}-p1.webp`,
        `/uploads/rescues/${duplicate.id}-p2.webp`,
      ].sort(),
    )
    // Every entry of the duplicate's timeline is on the survivor's, saying where it came from.
    const notes = merged.history.map((h: { note: string | null }) => h.note)
    for (const entry of before) {
      expect(notes).toContain(`From merged case #${duplicate.id}${entry.note ? `: ${entry.note}` : ''}`)
    }
    expect(notes.at(-1)).toMatch(`Case #${duplicate.id} merged into this case`)
    const followers = await db
      .selectFrom('rescue_followers')
      .select('user_id')
      .where('rescue_id', '=', survivor.id)
      .orderBy('user_id')
      .execute()
    expect(followers.map((f) => f.user_id)).toEqual([second.id, follower.id].sort((x, y) => x - y))
    // The duplicate: kept, closed, pointing to the survivor, with its own timeline intact.
    const old = (
      await app.inject({ method: 'GET', url: `/api/rescues/${duplicate.id}`, headers: bearer(second) })
    ).json()
    expect(old).toMatchObject({ mergedIntoId: survivor.id, status: 'cancelled', images: [] })
    expect(old.history).toHaveLength(before.length + 1)
    // Its last step reads "Merged into #N" (the case it went into), not a bare "Cancelled".
    expect(old.history.at(-1)).toMatchObject({ to: 'cancelled', mergedInto: survivor.id })
    expect(old.history.slice(0, -1).some((h: { mergedInto?: number }) => h.mergedInto !== undefined)).toBe(false)
    // Its reporter and followers are told where it went; the NGO it was assigned to too.
    for (const user of [second, follower]) {
      const told = await db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).execute()
      expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining(`case #${survivor.id}`))
    }
    expect(
      (await db.selectFrom('notifications').select('title').where('user_id', '=', ngo.id).execute()).map(
        (n) => n.title,
      ),
    ).toContain('Rescue case merged')
    // Read-only: every write is a 409.
    expect((await put(app, second, duplicate.id, { description: 'Changed my mind about this.' })).statusCode).toBe(409)
    expect((await put(app, admin, duplicate.id, { status: 'pending' })).statusCode).toBe(409)
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/rescues/${duplicate.id}/images/0`,
      headers: bearer(admin),
    })
    expect(del.statusCode).toBe(409)
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/rescues/${duplicate.id}/merge`,
      headers: bearer(admin),
      payload: { intoId: survivor.id },
    })
    expect(again.statusCode).toBe(409)
    const flaggedAfter = await app.inject({
      method: 'GET',
      url: '/api/rescues?duplicates=true',
      headers: bearer(admin),
    })
    expect(flaggedAfter.json().rescueRequests).toEqual([])
  })

  it('refuses a merge into itself, by a non-admin, or of an unknown case', async () => {
    const a = await report(app, requester)
    const b = await report(app, requester)
    const merge = (id: number, intoId: number, user: TestUser = admin) =>
      app.inject({ method: 'POST', url: `/api/admin/rescues/${id}/merge`, headers: bearer(user), payload: { intoId } })
    expect((await merge(a.id, a.id)).statusCode).toBe(422)
    expect((await merge(a.id, b.id, requester)).statusCode).toBe(403)
    expect((await merge(a.id, 99999)).statusCode).toBe(404)
  })
})

describe('the map of open cases', () => {
  const map = (query = '', user: TestUser = admin) =>
    app.inject({ method: 'GET', url: `/api/admin/rescues/map${query}`, headers: bearer(user) })

  it('shows every open case with a position, most urgent and longest waiting first, not only a page', async () => {
    const low = await report(app, requester, { urgency: 'low' })
    const critical = await report(app, requester, { urgency: 'critical' })
    const high = await report(app, requester, {
      urgency: 'high',
      location: { ...reportBody().location, lat: 19.1, lng: 72.9 },
    })
    const laterCritical = await report(app, requester, { urgency: 'critical' })
    const done = await report(app, requester, { urgency: 'critical' })
    await setCase(db, done.id, { status: 'completed' })
    const merged = await report(app, requester, { urgency: 'critical' })
    await db.updateTable('rescues').set({ merged_into_id: critical.id }).where('id', '=', merged.id).execute()
    // No GPS and a pincode outside the place table: no position at all, so not on the map.
    const nowhere = await report(app, requester, {
      urgency: 'critical',
      location: {
        address: 'Beside the railway line',
        city: 'Lonavala',
        pincode: '410401',
        lat: undefined,
        lng: undefined,
      },
    })
    // No GPS but a Mumbai pincode: on the map at the pincode's centre, marked approximate.
    const typed = await report(app, requester, {
      urgency: 'low',
      location: { ...reportBody().location, lat: undefined, lng: undefined },
    })

    const res = await map()
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.truncated).toBe(false)
    expect(body.points.map((p: { id: number }) => p.id)).toEqual([
      critical.id,
      laterCritical.id,
      high.id,
      low.id,
      typed.id,
    ])
    expect(body.points[4]).toMatchObject({ id: typed.id, approximate: true })
    expect(body.points[2]).toMatchObject({
      id: high.id,
      lat: 19.1,
      lng: 72.9,
      urgency: 'high',
      status: 'pending',
      animalType: 'dog',
    })
    expect(body.points.map((p: { id: number }) => p.id)).not.toContain(nowhere.id)

    const onlyCritical = await map('?urgency=critical')
    expect(onlyCritical.json().points.map((p: { id: number }) => p.id)).toEqual([critical.id, laterCritical.id])
    await setCase(db, low.id, { status: 'assigned', ngo_id: null })
    const assigned = await map('?status=assigned')
    expect(assigned.json().points.map((p: { id: number }) => p.id)).toEqual([low.id])
  })

  it('is for admins only, and refuses a filter it does not know with a 400', async () => {
    expect((await map('', requester)).statusCode).toBe(403)
    const bad = await map('?urgency=urgent')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/urgency/)
  })
})
