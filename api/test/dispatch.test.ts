// Dispatch: a case with a place is offered to the nearest on-duty responders, the ring widens
// on time (the test's clock: each step's run gets a time, as the escalation tests do), the first
// accept wins exactly once, "Can't" moves the ring on, and a responder reads the approximate
// place only until they accept.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../src/db/database.ts'
import { realClock } from '../src/lib/clock.ts'
import { createNotifier } from '../src/modules/notifications/notifier.ts'
import { atNight } from '../src/modules/dispatch/dispatch.night.ts'
import { createRingRunner, startRing } from '../src/modules/dispatch/dispatch.ring.ts'
import { disabledJobQueue } from '../src/lib/jobs.ts'
import { findRescue } from '../src/modules/rescues/rescues.repository.ts'
import { buildServer } from '../src/runtime.ts'
import { fileDatabaseUrl } from './support/database.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser, testPool } from './support/helper.ts'
import { notificationsOf, report, type RescueJson } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx
const ringDeps = { notifier: createNotifier(app.jobs), jobs: app.jobs, clock: realClock }
const runner = createRingRunner({ db, ...ringDeps })
// A ring started on a past clock (at night, last night) has its steps due at once on the real
// clock, where the app's own job workers would run them first, as of now; such a ring queues
// nothing, and the test runs each step itself.
const pastDeps = { ...ringDeps, jobs: disabledJobQueue }
const pastRunner = createRingRunner({ db, ...pastDeps })
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The last time it was `hour` o'clock in Mumbai (India time, UTC+5:30), today or yesterday. */
function lastInMumbai(hour: number): Date {
  const offset = 330 * MINUTE
  const now = Date.now()
  const at = Math.floor((now + offset) / DAY) * DAY + hour * 60 * MINUTE - offset
  return new Date(at > now ? at - DAY : at)
}

// The case (Bandra, by the station) and points due north of it: 0.009 degree is about 1 km.
const CASE = { lat: 19.0544, lng: 72.8402 }
const north = (km: number) => ({ lat: CASE.lat + km / 111.195, lng: CASE.lng })

let reporter: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  reporter = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
})

/** A member of an approved NGO (its coordinator) on duty at `point`. */
async function onDuty(point: { lat: number; lng: number }): Promise<TestUser> {
  const user = await createUser(ctx, { role: 'ngo' })
  const res = await app.inject({
    method: 'PUT',
    url: '/api/responders/me/duty',
    headers: bearer(user),
    payload: { onDuty: true, hours: 8, skills: ['transport'], ...point },
  })
  expect(res.statusCode, res.body).toBe(200)
  return user
}

/** Moves the base of `user`'s NGO to `point`. */
const baseAt = (user: TestUser, point: { lat: number; lng: number }) =>
  db
    .updateTable('ngos')
    .set({ location: sql`location || ${JSON.stringify(point)}::jsonb` })
    .where('id', '=', user.ngoId!)
    .execute()

const fileCase = (urgency = 'critical', extra: Record<string, unknown> = {}) =>
  report(app, reporter, {
    urgency,
    location: {
      address: 'Flat 302, Sea View, SV Road',
      city: 'Mumbai',
      pincode: '400050',
      landmarks: 'Opposite the bakery',
      accuracy: 10,
      ...CASE,
    },
    ...extra,
  })

const offersOf = async (user: TestUser) => {
  const res = await app.inject({ method: 'GET', url: '/api/rescues/offers', headers: bearer(user) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().offers as { id: number; state: string; takenBy: string | null; rescue: Record<string, unknown> }[]
}

const act = (user: TestUser, id: number, body: Record<string, unknown>, key = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: `/api/rescues/${id}/actions`,
    headers: { ...bearer(user), 'idempotency-key': key },
    payload: body,
  })

const stepsOf = (id: number) =>
  db.selectFrom('rescue_ring_steps').selectAll().where('rescue_id', '=', id).orderBy('due_at').execute()

describe('rings', () => {
  it('offers a critical case at once to the nearest on-duty responders within 1.5 km, nearest first', async () => {
    const near = [await onDuty(north(0.3)), await onDuty(north(0.6)), await onDuty(north(1.2))]
    const far = await onDuty(north(3.4))
    const offDuty = await createUser(ctx, { role: 'ngo' })
    const rescue = await fileCase()
    for (const user of near) {
      const offers = await offersOf(user)
      expect(offers.map((o) => [o.rescue.id, o.state])).toEqual([[rescue.id, 'open']])
      const notes = await notificationsOf(db, user.id)
      expect(notes.map((n) => [n.title, n.url])).toContainEqual(['Animal in need near you', `/respond/${rescue.id}`])
    }
    expect(await offersOf(far)).toEqual([])
    expect(await offersOf(offDuty)).toEqual([])
    // The ring's next steps: past the unanswered offers after 2 minutes, widen after 3, the admins after 10.
    const steps = await stepsOf(rescue.id)
    expect(steps.map((s) => s.step)).toEqual(['no-answer', 'widen', 'admins'])
    const created = new Date(steps[0]!.created_at).getTime()
    expect(steps.map((s) => new Date(s.due_at).getTime() - created)).toEqual([2 * MINUTE, 3 * MINUTE, 10 * MINUTE])
  })

  it("offers at most 5 at once, and queues each push as urgent, short-lived, with Accept and Can't", async () => {
    const users: TestUser[] = []
    for (let i = 0; i < 7; i++) users.push(await onDuty(north(0.1 + i * 0.15)))
    await db
      .insertInto('push_subscriptions')
      .values({ user_id: users[0]!.id, endpoint: 'https://push.example.test/abc', p256dh: 'p', auth: 'a' })
      .execute()
    const rescue = await fileCase()
    const offered = await db.selectFrom('rescue_offers').select('user_id').where('rescue_id', '=', rescue.id).execute()
    expect(offered.map((o) => o.user_id).sort()).toEqual(
      users
        .slice(0, 5)
        .map((u) => u.id)
        .sort(),
    )
    const jobs = await sql<{ data: { urgency: string; ttlSeconds: number; payload: string } }>`
      select data from pgboss.job where name = 'push-send' and data->>'endpoint' = 'https://push.example.test/abc'`.execute(
      db,
    )
    const offerJob = jobs.rows.find((j) => JSON.parse(j.data.payload).offerCaseId === rescue.id)
    expect(offerJob?.data).toMatchObject({ urgency: 'high', ttlSeconds: 600 })
    expect(JSON.parse(offerJob!.data.payload)).toMatchObject({
      url: `/respond/${rescue.id}`,
      tag: `offer-${rescue.id}`,
      actions: { accept: 'Accept', cant: "Can't" },
    })
  })

  it('a sparse area: fewer than 5 on duty within 1.5 km, the nearest within 3 km make up 5 at once', async () => {
    const near = await onDuty(north(0.5))
    const wide = [
      await onDuty(north(2.0)),
      await onDuty(north(2.2)),
      await onDuty(north(2.4)),
      await onDuty(north(2.6)),
      await onDuty(north(2.8)),
    ]
    const beyond = await onDuty(north(3.5))
    const rescue = await fileCase()
    const offered = await db.selectFrom('rescue_offers').select('user_id').where('rescue_id', '=', rescue.id).execute()
    expect(offered.map((o) => o.user_id).sort()).toEqual([near, ...wide.slice(0, 4)].map((u) => u.id).sort())
    expect(await offersOf(wide[4]!)).toEqual([])
    expect(await offersOf(beyond)).toEqual([])
  })

  it('widens to 3 km after 3 minutes, tells the admins after 10; a taken case stops its ring', async () => {
    // Five within 1.5 km fill the first ring; the one at 2.5 km waits for the ring to widen.
    const near = await onDuty(north(1))
    for (const km of [1.1, 1.2, 1.3, 1.4]) await onDuty(north(km))
    const wide = await onDuty(north(2.5))
    const rescue = await fileCase()
    const ringSteps = await stepsOf(rescue.id)
    const widen = ringSteps.find((s) => s.step === 'widen')
    const admins = ringSteps.find((s) => s.step === 'admins')
    const at = (minutes: number) => new Date(new Date(widen!.created_at).getTime() + minutes * MINUTE)
    // Not yet due: nothing happens.
    expect(await runner.fire({ stepId: widen!.id }, at(2))).toBe('not-due')
    expect(await offersOf(wide)).toEqual([])
    expect(await runner.fire({ stepId: widen!.id }, at(3))).toBe('fired')
    expect((await offersOf(wide)).map((o) => o.rescue.id)).toEqual([rescue.id])
    expect((await offersOf(near)).map((o) => o.rescue.id)).toEqual([rescue.id])
    expect(await runner.fire({ stepId: admins!.id }, at(10))).toBe('fired')
    const told = (await notificationsOf(db, admin.id)).filter((n) => n.title === 'Nobody has taken a case')
    expect(told).toHaveLength(1)
    const seen = (await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(admin) })).json()
    expect(seen.escalatedAt).not.toBeNull()

    // Taken: the ring of another case stops at once.
    const other = await fileCase('high')
    expect((await act(near, other.id, { action: 'accept' })).statusCode).toBe(201)
    const steps = await stepsOf(other.id)
    expect(steps.every((s) => s.cancelled_at !== null)).toBe(true)
    for (const s of steps) expect(await runner.fire({ stepId: s.id }, at(60))).toBe('skipped')
  })

  it("medium: offered quietly at once to the nearest on duty and the area's coordinators; no steps", async () => {
    const near = await onDuty(north(0.2))
    await onDuty(north(0.3))
    await onDuty(north(0.4))
    // The ring's size is made up past the wide ring from the outer one (5 km), never farther.
    const outer = await onDuty(north(3.4))
    const far = await onDuty(north(5.6))
    // An NGO based 1 km away whose coordinator is not on duty; another based 5 km away.
    const coordinator = await createUser(ctx, { role: 'ngo' })
    const distant = await createUser(ctx, { role: 'ngo' })
    await baseAt(coordinator, north(1))
    await baseAt(distant, north(5))
    const rescue = await fileCase('medium')
    for (const user of [near, outer, coordinator]) {
      expect((await offersOf(user)).map((o) => [o.rescue.id, o.state])).toEqual([[rescue.id, 'open']])
    }
    expect(await offersOf(far)).toEqual([])
    expect(await offersOf(distant)).toEqual([])
    const titles = async (user: TestUser) => (await notificationsOf(db, user.id)).map((n) => n.title)
    expect(await titles(near)).toContain('New case near you')
    expect(await titles(coordinator)).toContain('Open case in your area')
    // Not rung: no widening, no admins' step (the deadlines tell them); only the look at
    // unanswered offers after 10 minutes. The case waits in the self-pick list too.
    // Filed at night (on the real clock), it is also promised to 07:00 (the "morning" step).
    const steps = await stepsOf(rescue.id)
    expect(steps.filter((s) => s.step !== 'morning').map((s) => s.step)).toEqual(['no-answer'])
    expect(steps.some((s) => s.step === 'morning')).toBe(atNight(new Date()))
    const look = steps.find((s) => s.step === 'no-answer')!
    expect(new Date(look.due_at).getTime() - new Date(look.created_at).getTime()).toBe(10 * MINUTE)
    const list = await app.inject({
      method: 'GET',
      url: `/api/rescues/nearby-open?lat=${north(0.2).lat}&lng=${CASE.lng}`,
      headers: bearer(near),
    })
    expect(list.json().rescues.map((r: { id: number }) => r.id)).toEqual([rescue.id])
    // The coordinator's offer lets them take it.
    expect((await act(coordinator, rescue.id, { action: 'accept' })).statusCode).toBe(201)
    expect((await offersOf(near)).map((o) => o.state)).toEqual(['taken'])
  })

  it('low wakes no responder at night (22:00 to 07:00 in Mumbai); by day it is offered quietly', async () => {
    const rescue = await fileCase('low')
    const near = await onDuty(north(0.2))
    const coordinator = await createUser(ctx, { role: 'ngo' })
    await baseAt(coordinator, north(1))
    const row = await findRescue(db, rescue.id)
    const startAt = (at: Date) =>
      db.transaction().execute((trx) => startRing(trx, { ...pastDeps, clock: () => at }, row!))
    await startAt(lastInMumbai(2))
    expect(await offersOf(near)).toEqual([])
    expect((await offersOf(coordinator)).map((o) => o.rescue.id)).toEqual([rescue.id])
    await startAt(lastInMumbai(12))
    expect((await offersOf(near)).map((o) => o.rescue.id)).toEqual([rescue.id])
  })

  it("Can't asks why and moves the ring on at once to the next nearest", async () => {
    const users: TestUser[] = []
    for (let i = 0; i < 6; i++) users.push(await onDuty(north(0.1 + i * 0.2)))
    const rescue = await fileCase()
    expect(await offersOf(users[5]!)).toEqual([])
    expect((await act(users[0]!, rescue.id, { action: 'cant' })).statusCode).toBe(400)
    const res = await act(users[0]!, rescue.id, { action: 'cant', cantReason: 'no_transport' })
    expect(res.statusCode, res.body).toBe(201)
    expect((await offersOf(users[5]!)).map((o) => o.rescue.id)).toEqual([rescue.id])
    const ring = await app.inject({
      method: 'GET',
      url: `/api/admin/rescues/${rescue.id}/ring`,
      headers: bearer(admin),
    })
    expect(ring.statusCode).toBe(200)
    const mine = ring.json().offers.find((o: { userId: number }) => o.userId === users[0]!.id)
    expect(mine).toMatchObject({ state: 'cant', reason: 'no_transport', ring: 1 })
    expect(ring.json().next).toMatchObject({ step: 'widen' })
    // The case itself did not move.
    expect(
      (await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(admin) })).json().status,
    ).toBe('pending')
  })

  it('an offer unanswered for 2 minutes moves the ring on to the next nearest; it stays open', async () => {
    const users: TestUser[] = []
    for (let i = 0; i < 8; i++) users.push(await onDuty(north(0.1 + i * 0.15)))
    const rescue = await fileCase()
    const offered = async () =>
      (await db.selectFrom('rescue_offers').select('user_id').where('rescue_id', '=', rescue.id).execute())
        .map((o) => o.user_id)
        .sort((a, b) => a - b)
    const ids = (from: number, to: number) =>
      users
        .slice(from, to)
        .map((u) => u.id)
        .sort((a, b) => a - b)
    expect(await offered()).toEqual(ids(0, 5))
    // The first answers "Can't" at once: the sixth is offered it then, and that offer gets its own 2 minutes.
    expect((await act(users[0]!, rescue.id, { action: 'cant', cantReason: 'busy' })).statusCode).toBe(201)
    expect(await offered()).toEqual(ids(0, 6))
    const look = (await stepsOf(rescue.id)).find((s) => s.step === 'no-answer' && s.fired_at === null)!
    const at = (minutes: number) => new Date(new Date(look.created_at).getTime() + minutes * MINUTE)
    expect(await runner.fire({ stepId: look.id }, at(1.9))).toBe('not-due')
    expect(await offered()).toEqual(ids(0, 6))
    // At 2 minutes the four left unanswered are passed over: the next nearest (two are left) are offered it.
    expect(await runner.fire({ stepId: look.id }, at(2))).toBe('fired')
    expect(await offered()).toEqual(ids(0, 8))
    const passed = await db
      .selectFrom('rescue_offers')
      .select(['user_id', 'state', 'no_answer_at'])
      .where('rescue_id', '=', rescue.id)
      .where('no_answer_at', 'is not', null)
      .execute()
    expect(passed.map((o) => o.user_id).sort((a, b) => a - b)).toEqual(ids(1, 5))
    expect(passed.every((o) => o.state === 'open')).toBe(true)
    // The look comes again when the offers not yet passed over are 2 minutes old.
    const again = (await stepsOf(rescue.id)).filter((s) => s.step === 'no-answer' && s.fired_at === null)
    expect(again).toHaveLength(1)
    expect(new Date(again[0]!.due_at).getTime()).toBeGreaterThan(at(2).getTime())
    // A passed-over offer is still open: its late accept takes the case while nobody else has.
    expect((await act(users[2]!, rescue.id, { action: 'accept' })).statusCode).toBe(201)
    expect((await offersOf(users[7]!)).map((o) => o.state)).toEqual(['taken'])
    expect(await runner.fire({ stepId: again[0]!.id }, at(10))).toBe('skipped')
  })

  it('a quiet offer (medium) unanswered for 10 minutes moves on; a low one at night wakes nobody', async () => {
    const users: TestUser[] = []
    for (let i = 0; i < 6; i++) users.push(await onDuty(north(0.1 + i * 0.2)))
    const rescue = await fileCase('medium')
    const offeredTo = async (id: number) =>
      (await db.selectFrom('rescue_offers').select('user_id').where('rescue_id', '=', id).execute()).map(
        (o) => o.user_id,
      )
    expect(await offeredTo(rescue.id)).not.toContain(users[5]!.id)
    const look = (await stepsOf(rescue.id)).find((s) => s.step === 'no-answer')
    const at = (minutes: number) => new Date(new Date(look!.created_at).getTime() + minutes * MINUTE)
    expect(await runner.fire({ stepId: look!.id }, at(9))).toBe('not-due')
    expect(await runner.fire({ stepId: look!.id }, at(10))).toBe('fired')
    expect(await offeredTo(rescue.id)).toContain(users[5]!.id)
    expect((await notificationsOf(db, users[5]!.id)).map((n) => n.title)).toContain('New case near you')

    // A low case filed at night is offered to the area's coordinators only; passing over their
    // unanswered offers offers it to no responder until morning.
    const low = await fileCase('low')
    const coordinator = await createUser(ctx, { role: 'ngo' })
    await baseAt(coordinator, north(1))
    await db.deleteFrom('rescue_offers').where('rescue_id', '=', low.id).execute()
    await db.deleteFrom('rescue_ring_steps').where('rescue_id', '=', low.id).execute()
    const row = await findRescue(db, low.id)
    const night = lastInMumbai(1)
    await db.transaction().execute((trx) => startRing(trx, { ...pastDeps, clock: () => night }, row!))
    expect(await offeredTo(low.id)).toEqual([coordinator.id])
    const nightLook = (await stepsOf(low.id)).find((s) => s.step === 'no-answer')
    expect(await pastRunner.fire({ stepId: nightLook!.id }, new Date(night.getTime() + 10 * MINUTE))).toBe('fired')
    expect(await offeredTo(low.id)).toEqual([coordinator.id])
  })

  it('offers nobody a case in their quiet hours (India time)', async () => {
    const resting = await onDuty(north(0.2))
    const awake = await onDuty(north(0.4))
    const minute = Math.floor((Date.now() + 330 * MINUTE) / MINUTE) % 1440
    const hhmm = (m: number) => {
      const v = (m + 1440) % 1440
      return `${String(Math.floor(v / 60)).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}`
    }
    const set = await app.inject({
      method: 'PUT',
      url: '/api/responders/me/duty',
      headers: bearer(resting),
      payload: { onDuty: true, quietHours: { from: hhmm(minute - 60), to: hhmm(minute + 60) } },
    })
    expect(set.statusCode, set.body).toBe(200)
    const rescue = await fileCase()
    expect(await offersOf(resting)).toEqual([])
    expect((await offersOf(awake)).map((o) => o.rescue.id)).toEqual([rescue.id])
  })

  it('gives a responder at most 6 offers a day of high cases', async () => {
    const responder = await onDuty(north(0.2))
    // Seven people report seven cases (one new account's fourth would wait for review instead).
    for (let i = 0; i < 7; i++) {
      reporter = await createUser(ctx)
      await fileCase('high')
    }
    expect(await db.selectFrom('rescue_offers').selectAll().where('user_id', '=', responder.id).execute()).toHaveLength(
      6,
    )
  })
})

describe('the first accept wins', () => {
  it('50 concurrent accepts of one case: exactly one winner; every other offer reads "Taken by"', async () => {
    const responders: TestUser[] = []
    for (let i = 0; i < 5; i++) responders.push(await onDuty(north(0.1 + i * 0.1)))
    const rescue = await fileCase()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => act(responders[i % 5]!, rescue.id, { action: 'accept' })),
    )
    const won = results.filter((r) => r.statusCode === 201)
    expect(won).toHaveLength(1)
    const lost = results.filter((r) => r.statusCode !== 201)
    expect(lost.map((r) => r.statusCode)).toEqual(Array(49).fill(409))
    const winnerIndex = results.indexOf(won[0]!) % 5
    const winner = responders[winnerIndex]!
    for (const r of lost) {
      // The winner's own repeats read "already accepted"; the others' read who took it.
      if (r.json().reason === 'taken') expect(r.json().takenBy).toBe(`Test NGO ${winner.id}`)
    }
    const seen = (
      await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(winner) })
    ).json() as RescueJson
    expect(seen).toMatchObject({ status: 'accepted', ngoId: winner.ngoId, assignedVolunteerId: winner.id })
    // The full case opens for the winner: the address and the reporter's contact.
    expect((seen.location as { address: string }).address).toBe('Flat 302, Sea View, SV Road')
    expect(seen.requester).toMatchObject({ email: reporter.email })
    for (const other of responders.filter((u) => u !== winner)) {
      const offers = await offersOf(other)
      expect(offers).toMatchObject([{ state: 'taken', takenBy: `Test NGO ${winner.id}` }])
      const titles = (await notificationsOf(db, other.id)).map((n) => n.title)
      expect(titles).toContain('Case taken')
    }
    const accepted = await db
      .selectFrom('rescue_history')
      .select('to_status')
      .where('rescue_id', '=', rescue.id)
      .where('to_status', '=', 'accepted')
      .execute()
    expect(accepted).toHaveLength(1)
  })

  it('an accept the database is too busy to take answers 503 with Retry-After, and the case stays open', async () => {
    // The same app on a pool of one connection that waits 100 ms for it: while another
    // request holds that connection (a transaction in progress), the accept cannot start.
    // The pool's wait also bounds making a connection (pg-pool), which a busy machine may take
    // longer than 100 ms to do: the one connection is made (building the app queries) with the
    // suite's wait, and the pool waits 100 ms only after.
    const url = await fileDatabaseUrl()
    const busy = createDatabase(url, 1, testPool())
    const busyApp = await buildServer({
      config: { ...ctx.config, JOBS_ENABLED: false },
      db: busy.db,
      databaseUrl: url,
      close: async () => {},
    })
    busy.pool.options.connectionTimeoutMillis = 100
    try {
      await acceptWhileBusy(busyApp, busy.db)
    } finally {
      await busyApp.close()
      await busy.db.destroy()
    }
  })

  async function acceptWhileBusy(busyApp: typeof app, busyDb: typeof db) {
    const responder = await onDuty(north(0.2))
    const rescue = await fileCase()
    const open = (await findRescue(db, rescue.id))?.status
    const inject = (key: string) =>
      busyApp.inject({
        method: 'POST',
        url: `/api/rescues/${rescue.id}/actions`,
        headers: { ...bearer(responder), 'idempotency-key': key },
        payload: { action: 'accept' },
      })
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let holding = () => {}
    const taken = new Promise<void>((resolve) => {
      holding = resolve
    })
    const holder = busyDb.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx)
      holding()
      await held
    })
    await taken
    const key = randomUUID()
    const refused = await inject(key)
    release()
    await holder
    expect(refused.statusCode, refused.body).toBe(503)
    expect(refused.headers['retry-after']).toBe('5')
    expect((await findRescue(db, rescue.id))?.status).toBe(open)
    // Nothing was kept with the key: the same key, sent again once the database is free, accepts.
    expect((await inject(key)).statusCode).toBe(201)
  }

  it('a late accept gets 409 naming who has the case, and the same answer on a repeat', async () => {
    const [a, b] = [await onDuty(north(0.2)), await onDuty(north(0.4))]
    const rescue = await fileCase()
    expect((await act(a, rescue.id, { action: 'accept' })).statusCode).toBe(201)
    const key = randomUUID()
    const late = await act(b, rescue.id, { action: 'accept' }, key)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ reason: 'taken', takenBy: `Test NGO ${a.id}`, currentStatus: null })
    expect(late.json().message).toMatch(/^Taken by Test NGO \d+\. .*call the helpline/)
    const again = await act(b, rescue.id, { action: 'accept' }, key)
    expect(again.json()).toEqual(late.json())
    // Nothing of the case leaks to the one who lost.
    expect(late.body).not.toContain('Flat 302')
    expect((await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(b) })).statusCode).toBe(
      404,
    )
  })

  it('nobody else may take an open case: not offered and not on duty near it is "not found"', async () => {
    const stranger = await createUser(ctx, { role: 'ngo' })
    const farAway = await onDuty(north(20))
    const rescue = await fileCase()
    expect((await act(stranger, rescue.id, { action: 'accept' })).statusCode).toBe(404)
    expect((await act(farAway, rescue.id, { action: 'accept' })).statusCode).toBe(404)
    expect((await act(reporter, rescue.id, { action: 'accept' })).statusCode).toBe(403)
    // On duty within 3 km, without an offer: self-pick.
    const picker = await onDuty(north(2.6))
    expect((await act(picker, rescue.id, { action: 'accept' })).statusCode).toBe(201)
  })
})

describe('the self-pick list (GET /rescues/nearby-open)', () => {
  it('on duty: open cases nobody holds, by urgency then distance, the approximate place only', async () => {
    const me = await onDuty(north(0.5))
    const low = await fileCase('low')
    const critical = await fileCase('critical', {
      location: { address: 'Flat 9, Hill Road', city: 'Mumbai', pincode: '400050', ...north(1.5) },
    })
    const taken = await fileCase('high')
    const other = await onDuty(north(0.1))
    expect((await act(other, taken.id, { action: 'accept' })).statusCode).toBe(201)
    const res = await app.inject({
      method: 'GET',
      url: `/api/rescues/nearby-open?lat=${north(0.5).lat}&lng=${CASE.lng}`,
      headers: bearer(me),
    })
    expect(res.statusCode, res.body).toBe(200)
    const cases = res.json().rescues as { id: number; distanceM: number; place: Record<string, unknown> }[]
    expect(cases.map((c) => c.id)).toEqual([critical.id, low.id])
    for (const c of cases) expect(c.distanceM % 50).toBe(0)
    expect(cases[1]!.place).toEqual({
      lat: 19.0545,
      lng: 72.8405,
      pincode: '400050',
      city: 'Mumbai',
      fromTypedPlace: false,
    })
    for (const text of ['Flat 302', 'Flat 9', 'Opposite the bakery', reporter.email, '9876543210', String(CASE.lat)]) {
      expect(res.body).not.toContain(text)
    }
  })

  it('is for on-duty members of an approved NGO (403 otherwise), and refuses a bad point (400)', async () => {
    const offDuty = await createUser(ctx, { role: 'ngo' })
    const url = `/api/rescues/nearby-open?lat=${CASE.lat}&lng=${CASE.lng}`
    expect((await app.inject({ method: 'GET', url, headers: bearer(offDuty) })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url, headers: bearer(reporter) })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const me = await onDuty(CASE)
    const bad = await app.inject({ method: 'GET', url: '/api/rescues/nearby-open?lat=91&lng=72', headers: bearer(me) })
    expect(bad.statusCode).toBe(400)
  })
})

describe("the maps' tile server (GET /rescues/map-config)", () => {
  it('is read by anyone (a responder, a reporter, a visitor placing a pin before signing up)', async () => {
    const me = await onDuty(CASE)
    for (const user of [me, reporter]) {
      const res = await app.inject({ method: 'GET', url: '/api/rescues/map-config', headers: bearer(user) })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ tileUrl: app.config.MAP_TILE_URL, attribution: app.config.MAP_TILE_ATTRIBUTION })
    }
    const visitor = await app.inject({ method: 'GET', url: '/api/rescues/map-config' })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.json()).toEqual({ tileUrl: app.config.MAP_TILE_URL, attribution: app.config.MAP_TILE_ATTRIBUTION })
  })
})

describe("the admins' board", () => {
  it("reads the rings of the list's rows at once, and an assignment by hand ends a running ring", async () => {
    const [a, b] = [await onDuty(north(0.2)), await onDuty(north(0.4))]
    await onDuty(north(0.6))
    const rung = await fileCase()
    const quiet = await fileCase('low', { location: { address: 'Far away', city: 'Mumbai', ...north(40) } })
    expect((await act(a, rung.id, { action: 'cant', cantReason: 'busy' })).statusCode).toBe(201)
    const read = (ids: string, user: TestUser = admin) =>
      app.inject({ method: 'GET', url: `/api/admin/rescues/rings?ids=${ids}`, headers: bearer(user) })
    const res = await read(`${rung.id},${quiet.id},999999`)
    expect(res.statusCode, res.body).toBe(200)
    const [first, second, none] = res.json().rings
    expect(first.rescueId).toBe(rung.id)
    expect(first.offers.find((o: { userId: number }) => o.userId === a.id)).toMatchObject({
      state: 'cant',
      reason: 'busy',
    })
    expect(first.offers.find((o: { userId: number }) => o.userId === b.id)).toMatchObject({ state: 'open' })
    expect(first.next).toMatchObject({ step: 'widen' })
    // A low case filed at night is promised to 07:00: its next step is the morning's offer.
    const morning = atNight(new Date()) ? { step: 'morning', at: expect.any(String) } : null
    expect(second).toEqual({ rescueId: quiet.id, offers: [], next: morning, steps: [] })
    expect(none).toEqual({ rescueId: 999999, offers: [], next: null, steps: [] })
    for (const bad of ['', 'abc', '1,,2', '0', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      expect((await read(bad)).statusCode, bad).toBe(400)
    }
    expect((await read(String(rung.id), a)).statusCode).toBe(403)

    // The admin assigns it by hand while the ring runs: the ring ends, every open offer reads taken.
    const ngo = await createUser(ctx, { role: 'ngo' })
    const put = await app.inject({
      method: 'PUT',
      url: `/api/rescues/${rung.id}`,
      headers: bearer(admin),
      payload: { ngoId: ngo.ngoId },
    })
    expect(put.statusCode, put.body).toBe(200)
    const after = (await read(String(rung.id))).json().rings[0]
    expect(after.next).toBeNull()
    expect(after.offers.filter((o: { state: string }) => o.state === 'open')).toEqual([])
    expect((await offersOf(b)).map((o) => [o.state, o.takenBy])).toEqual([['taken', `Test NGO ${ngo.id}`]])
    expect((await act(b, rung.id, { action: 'accept' })).statusCode).toBe(409)
  })
})

describe("the admins' settings", () => {
  it('are read and set by admins only; bad values are refused and change nothing', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/admin/settings/dispatch', headers: bearer(admin) })
    expect(get.json()).toMatchObject({ nearRadiusM: 1500, wideRadiusM: 3000, widenCriticalMinutes: 3, offersPerDay: 6 })
    expect(get.json()).toMatchObject({ noAnswerMinutes: 2, noAnswerQuietMinutes: 10 })
    const value = { ...get.json(), nearRadiusM: 1000, widenCriticalMinutes: 2, noAnswerMinutes: 1 }
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/dispatch',
      headers: bearer(admin),
      payload: value,
    })
    expect(put.statusCode, put.body).toBe(200)
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/dispatch',
      headers: bearer(admin),
      payload: { ...value, wideRadiusM: 800 },
    })
    expect(bad.statusCode).toBe(400)
    const negative = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/dispatch',
      headers: bearer(admin),
      payload: { ...value, ringSize: -1 },
    })
    expect(negative.statusCode).toBe(400)
    for (const wrong of [{ noAnswerMinutes: 0 }, { noAnswerQuietMinutes: 500 }, { noAnswerMinutes: undefined }]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/admin/settings/dispatch',
        headers: bearer(admin),
        payload: { ...value, ...wrong },
      })
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400)
    }
    const ngo = await createUser(ctx, { role: 'ngo' })
    expect(
      (await app.inject({ method: 'PUT', url: '/api/admin/settings/dispatch', headers: bearer(ngo), payload: value }))
        .statusCode,
    ).toBe(403)
    const after = await app.inject({ method: 'GET', url: '/api/admin/settings/dispatch', headers: bearer(admin) })
    expect(after.json()).toEqual(value)
    // A critical case filed now widens after 2 minutes and passes over an unanswered offer after 1.
    await onDuty(north(0.2))
    const rescue = await fileCase()
    const minutesTo = (step: string) => {
      const found = steps.find((s) => s.step === step)!
      return new Date(found.due_at).getTime() - new Date(found.created_at).getTime()
    }
    const steps = await stepsOf(rescue.id)
    expect([minutesTo('widen'), minutesTo('no-answer')]).toEqual([2 * MINUTE, MINUTE])
  })
})
