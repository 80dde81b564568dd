// The coverage map (docs/rules.md#coverage): who reads it, what a cell counts (hours with two
// on duty within 1.5 km, cases and their long waits), how duty is kept for it, bad boxes, and
// the monthly notice to people whose home lies where cover is thin.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { realClock } from '../src/lib/clock.ts'
import { createCoverageService } from '../src/modules/coverage/coverage.service.ts'
import { createNotifier } from '../src/modules/notifications/notifier.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf, report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx
const coverage = createCoverageService({ db, notifier: createNotifier(app.jobs), clock: realClock })
const HOUR = 3_600_000

// Bandra West: the cell [19.05, 19.06] x [72.83, 72.84] holds the home pincode 400050's centroid.
const SPOT = { lat: 19.055, lng: 72.835 }
const BOX = 'minLat=19.0&minLng=72.8&maxLat=19.1&maxLng=72.9'

let admin: TestUser
let coordinator: TestUser

beforeEach(async () => {
  await resetDb(db)
  admin = await createUser(ctx, { role: 'admin' })
  coordinator = await createUser(ctx, { role: 'ngo' })
})

const read = (user: TestUser | null, query = BOX) =>
  app.inject({ method: 'GET', url: `/api/coverage?${query}`, headers: user ? bearer(user) : {} })

/** A stretch of duty at `at`, from `fromH` to `toH` hours before the last whole hour. */
async function span(userId: number, at: { lat: number; lng: number }, fromH: number, toH: number) {
  const hour = Math.floor(Date.now() / HOUR) * HOUR
  await db
    .insertInto('responder_duty_spans')
    .values({
      user_id: userId,
      ...at,
      started_at: new Date(hour - fromH * HOUR),
      ends_at: null,
      ended_at: new Date(hour - toH * HOUR),
    })
    .execute()
}

/** A case filed at `at` `agoH` hours ago, accepted `acceptedAfterMin` minutes after, or never. */
async function caseAt(at: { lat: number; lng: number }, agoH: number, acceptedAfterMin: number | null) {
  const reporter = await createUser(ctx)
  const filed = await report(app, reporter, {
    urgency: 'high',
    location: { address: 'Lane 3', city: 'Mumbai', pincode: '400050', accuracy: 10, ...at },
  })
  const created = new Date(Date.now() - agoH * HOUR)
  await db.updateTable('rescues').set({ created_at: created }).where('id', '=', filed.id).execute()
  if (acceptedAfterMin !== null) {
    await db
      .insertInto('rescue_history')
      .values({
        rescue_id: filed.id,
        from_status: 'pending',
        to_status: 'accepted',
        actor_id: coordinator.id,
        actor_role: 'ngo',
        actor_name: 'Test NGO',
        note: null,
        note_key: null,
        created_at: new Date(created.getTime() + acceptedAfterMin * 60_000),
      })
      .execute()
  }
  return filed.id
}

describe('the coverage map (GET /coverage)', () => {
  it('counts per cell the hours with two on duty within 1.5 km, the cases and the long waits', async () => {
    const [a, b, c] = [
      await createUser(ctx, { role: 'ngo' }),
      await createUser(ctx, { role: 'ngo' }),
      await createUser(ctx, { role: 'ngo' }),
    ]
    // Two on duty together for 8 whole hours at the spot; a third alone, far north.
    await span(a.id, SPOT, 10, 2)
    await span(b.id, { lat: 19.0553, lng: 72.8352 }, 12, 2)
    await span(c.id, { lat: 19.095, lng: 72.835 }, 50, 0)
    await caseAt({ lat: 19.0556, lng: 72.8371 }, 3, null) // still waiting after 3 hours
    await caseAt({ lat: 19.0541, lng: 72.8332 }, 5, 10) // taken in 10 minutes
    await caseAt({ lat: 19.0542, lng: 72.8333 }, 30, 45) // taken in 45 minutes
    const res = await read(admin)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { hours: number; cells: Record<string, unknown>[] }
    expect(body.hours).toBe(168)
    const cell = body.cells.find((x) => x.minLat === 19.05 && x.minLng === 72.83)
    expect(cell).toEqual({ minLat: 19.05, minLng: 72.83, hoursCovered: 8, cases: 3, longWaits: 2, thin: true })
    // The cell 1.1 km south is within reach of both: covered, no cases.
    expect(body.cells.find((x) => x.minLat === 19.04 && x.minLng === 72.83)).toMatchObject({
      hoursCovered: 8,
      cases: 0,
    })
    // Alone, the third covers no hour: his cells are not listed.
    expect(body.cells.filter((x) => (x.minLat as number) >= 19.08)).toEqual([])
    // A coordinator of an approved NGO reads the same.
    const theirs = await read(coordinator)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json()).toEqual(body)
  })

  it('is for admins and coordinators; a box upside down or over 50 km is refused, nothing else read', async () => {
    expect((await read(null)).statusCode).toBe(401)
    const adopter = await createUser(ctx)
    const refused = await read(adopter)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/coordinators/)
    const member = await createUser(ctx, { role: 'ngo' })
    await db.updateTable('ngo_members').set({ kind: 'responder' }).where('user_id', '=', member.id).execute()
    expect((await read(member)).statusCode).toBe(403)
    const pending = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    expect((await read(pending)).statusCode).toBe(403)
    const upsideDown = await read(admin, 'minLat=19.1&minLng=72.8&maxLat=19.0&maxLng=72.9')
    expect(upsideDown.statusCode).toBe(400)
    const tooLarge = await read(admin, 'minLat=18.8&minLng=72.7&maxLat=19.4&maxLng=73.1')
    expect(tooLarge.statusCode).toBe(400)
    expect(tooLarge.json().message).toMatch(/50 km/)
    expect((await read(admin, 'minLat=19&minLng=72.8&maxLat=19.1')).statusCode).toBe(400)
  })
})

describe('duty kept for the map', () => {
  it('a stretch opens on duty, goes on at the same place, closes and reopens on a move, closes off duty', async () => {
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/responders/me/duty', headers: bearer(coordinator), payload })
    const spans = () =>
      db.selectFrom('responder_duty_spans').selectAll().where('user_id', '=', coordinator.id).orderBy('id').execute()
    expect((await put({ onDuty: true, hours: 3, skills: [], ...SPOT })).statusCode).toBe(200)
    expect((await put({ onDuty: true, ...SPOT })).statusCode).toBe(200)
    expect((await spans()).map((s) => [s.lat, s.lng, s.ended_at === null])).toEqual([[SPOT.lat, SPOT.lng, true]])
    expect((await put({ onDuty: true, lat: 19.06, lng: 72.84 })).statusCode).toBe(200)
    expect((await spans()).map((s) => [s.lat, s.lng, s.ended_at === null])).toEqual([
      [SPOT.lat, SPOT.lng, false],
      [19.06, 72.84, true],
    ])
    // Each stretch keeps the end the duty was switched on for (3 hours).
    for (const s of await spans()) expect(s.ends_at).not.toBeNull()
    expect((await put({ onDuty: false })).statusCode).toBe(200)
    expect((await spans()).every((s) => s.ended_at !== null)).toBe(true)
  })
})

describe('the notice where cover is thin', () => {
  it('asks a person whose home is in a thin cell where cases waited over an hour, naming the NGO nearby, once a month', async () => {
    const home = await createUser(ctx)
    const far = await createUser(ctx)
    const member = await createUser(ctx, { role: 'ngo' })
    await db.updateTable('users').set({ pincode: '400050' }).where('id', '=', home.id).execute()
    await db.updateTable('users').set({ pincode: '400050' }).where('id', '=', member.id).execute()
    await db.updateTable('users').set({ pincode: '400101' }).where('id', '=', far.id).execute()
    await db
      .updateTable('ngos')
      .set({ name: 'Bandra Paws Trust', location: sql`location || ${JSON.stringify(SPOT)}::jsonb` })
      .where('id', '=', coordinator.ngoId!)
      .execute()
    await caseAt({ lat: 19.0556, lng: 72.8371 }, 20 * 24, 95)
    await caseAt({ lat: 19.0541, lng: 72.8332 }, 3, null)
    await caseAt({ lat: 19.0542, lng: 72.8333 }, 48, 20)
    expect(await coverage.askWhereThin()).toBe(1)
    const told = await notificationsOf(db, home.id)
    expect(told.map((n) => [n.title, n.message])).toEqual([
      [
        'Animals near you wait for help',
        '2 cases near your home waited over an hour last month, because few people are on duty there. ' +
          'Bandra Paws Trust work near you: ask them to add you to their team.',
      ],
    ])
    // Far from the slow cases, and a member of an NGO: not asked. Asked again: nobody, this month.
    expect(await notificationsOf(db, far.id)).toEqual([])
    expect(await notificationsOf(db, member.id)).toEqual([])
    expect(await coverage.askWhereThin()).toBe(0)
    expect(await notificationsOf(db, home.id)).toHaveLength(1)
  })

  it('asks nobody where two are on duty most of the week', async () => {
    const home = await createUser(ctx)
    await db.updateTable('users').set({ pincode: '400050' }).where('id', '=', home.id).execute()
    const [a, b] = [await createUser(ctx, { role: 'ngo' }), await createUser(ctx, { role: 'ngo' })]
    await span(a.id, { lat: 19.0552, lng: 72.8305 }, 160, 0)
    await span(b.id, { lat: 19.0552, lng: 72.8305 }, 160, 0)
    await caseAt({ lat: 19.0556, lng: 72.8371 }, 5, null)
    expect(await coverage.askWhereThin()).toBe(0)
  })
})
