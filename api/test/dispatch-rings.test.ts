// Rings that fit the place, an honest roster and the night watch (docs/rules.md#dispatch): a
// thin near ring asks the wide ring and the area at once, nobody within the wide ring tells the
// desk at once, a case keeps its set number of offers open, three offers left unanswered in a
// row take a responder off duty, the night rota wakes only its people, and a low case filed at
// night is promised to 07:00 and offered then.
import { DISPATCH_DEFAULTS } from '@paws/contracts'
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { disabledJobQueue } from '../src/lib/jobs.ts'
import { nightWeekday } from '../src/modules/dispatch/dispatch.night.ts'
import { createRingRunner, startRing } from '../src/modules/dispatch/dispatch.ring.ts'
import { realClock } from '../src/lib/clock.ts'
import { createNotifier } from '../src/modules/notifications/notifier.ts'
import { findRescue } from '../src/modules/rescues/rescues.repository.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf, report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx
const ringDeps = { notifier: createNotifier(app.jobs), jobs: app.jobs, clock: realClock }
const runner = createRingRunner({ db, ...ringDeps })
// A ring started on a past clock queues no job (the app's workers would run its steps as of
// now); the test runs each step itself.
const pastDeps = { ...ringDeps, jobs: disabledJobQueue }
const pastRunner = createRingRunner({ db, ...pastDeps })
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The last time it was `hour` o'clock in Mumbai (India time), today or yesterday. */
function lastInMumbai(hour: number): Date {
  const offset = 330 * MINUTE
  const now = Date.now()
  const at = Math.floor((now + offset) / DAY) * DAY + hour * 60 * MINUTE - offset
  return new Date(at > now ? at - DAY : at)
}

const CASE = { lat: 19.0544, lng: 72.8402 }
const north = (km: number) => ({ lat: CASE.lat + km / 111.195, lng: CASE.lng })

let reporter: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  reporter = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
  // The admins' settings outlive a test: each starts from the defaults.
  expect((await putSettings({ ...DISPATCH_DEFAULTS })).statusCode).toBe(200)
})

async function onDuty(point: { lat: number; lng: number }, user?: TestUser): Promise<TestUser> {
  const who = user ?? (await createUser(ctx, { role: 'ngo' }))
  const res = await app.inject({
    method: 'PUT',
    url: '/api/responders/me/duty',
    headers: bearer(who),
    payload: { onDuty: true, hours: 8, ...point },
  })
  expect(res.statusCode, res.body).toBe(200)
  return who
}

const baseAt = (user: TestUser, point: { lat: number; lng: number }) =>
  db
    .updateTable('ngos')
    .set({ location: sql`location || ${JSON.stringify(point)}::jsonb` })
    .where('id', '=', user.ngoId!)
    .execute()

/** A responder of `coordinator`'s NGO (moved there from the NGO made with the account). */
async function memberOf(coordinator: TestUser): Promise<TestUser> {
  const user = await createUser(ctx, { role: 'ngo' })
  await db
    .updateTable('ngo_members')
    .set({ ngo_id: coordinator.ngoId!, kind: 'responder' })
    .where('user_id', '=', user.id)
    .execute()
  return { ...user, ngoId: coordinator.ngoId }
}

const fileCase = (urgency = 'critical') =>
  report(app, reporter, {
    urgency,
    location: { address: 'SV Road', city: 'Mumbai', pincode: '400050', accuracy: 10, ...CASE },
  })

const offersOf = async (rescueId: number) =>
  db
    .selectFrom('rescue_offers')
    .select(['user_id', 'why', 'state', 'no_answer_at'])
    .where('rescue_id', '=', rescueId)
    .orderBy('id')
    .execute()

const stepsOf = (id: number) =>
  db.selectFrom('rescue_ring_steps').selectAll().where('rescue_id', '=', id).orderBy('due_at').orderBy('id').execute()

const ringView = async (id: number) => {
  const res = await app.inject({ method: 'GET', url: `/api/admin/rescues/${id}/ring`, headers: bearer(admin) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const putSettings = async (change: Record<string, unknown>) => {
  const get = await app.inject({ method: 'GET', url: '/api/admin/settings/dispatch', headers: bearer(admin) })
  return app.inject({
    method: 'PUT',
    url: '/api/admin/settings/dispatch',
    headers: bearer(admin),
    payload: { ...(get.json() as Record<string, unknown>), ...change },
  })
}

/** Restarts a case's ring as of `at` (a past clock): its earlier offers and steps are removed. */
async function restartAt(id: number, at: Date) {
  await db.deleteFrom('rescue_offers').where('rescue_id', '=', id).execute()
  await db.deleteFrom('rescue_ring_steps').where('rescue_id', '=', id).execute()
  const row = await findRescue(db, id)
  await db.transaction().execute((trx) => startRing(trx, { ...pastDeps, clock: () => at }, row!))
}

describe('rings that fit the place', () => {
  it("a thin near ring (fewer than 3 within 1.5 km) offers the wide ring and the area's coordinators at once", async () => {
    const near = await onDuty(north(0.5))
    const wide = [await onDuty(north(2.2)), await onDuty(north(2.6))]
    const coordinator = await createUser(ctx, { role: 'ngo' })
    await baseAt(coordinator, north(2))
    const rescue = await fileCase('high')
    const offers = await offersOf(rescue.id)
    expect(offers.map((o) => [o.user_id, o.why])).toEqual([
      [near.id, 'near'],
      [wide[0]!.id, 'thin'],
      [wide[1]!.id, 'thin'],
      [coordinator.id, 'area'],
    ])
    const view = await ringView(rescue.id)
    expect(view.offers.map((o: { why: string }) => o.why)).toEqual(['near', 'thin', 'thin', 'area'])
    // Somebody is on duty within the wide ring: the desk is told on time, not at once.
    expect((await stepsOf(rescue.id)).map((s) => s.step)).toEqual(['no-answer', 'widen', 'admins'])
  })

  it('nobody on duty within 3 km: the outer and far rings are offered and the desk is told at once ("no cover here")', async () => {
    const outer = await onDuty(north(4.2))
    const far = await onDuty(north(7))
    const beyond = await onDuty(north(11))
    const rescue = await fileCase()
    expect((await offersOf(rescue.id)).map((o) => [o.user_id, o.why])).toEqual([
      [outer.id, 'outer'],
      [far.id, 'far'],
    ])
    expect((await offersOf(rescue.id)).map((o) => o.user_id)).not.toContain(beyond.id)
    const told = (await notificationsOf(db, admin.id)).filter((n) => n.url === `/rescue/${rescue.id}`)
    // One notice for the case: "no cover here" stands for "new case".
    expect(told.map((n) => n.title)).toEqual(['No cover here'])
    expect(told[0]!.url).toBe(`/rescue/${rescue.id}`)
    const seen = (await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(admin) })).json()
    expect(seen.escalatedAt).not.toBeNull()
    const view = await ringView(rescue.id)
    expect(view.steps.map((s: { step: string }) => s.step)).toEqual(['no-cover'])
    // Told once: no later "nobody took it" step.
    expect((await stepsOf(rescue.id)).map((s) => s.step)).not.toContain('admins')
  })

  it('a thin critical ring makes up its offers from the outer and far rings at once; a high one from the outer ring only', async () => {
    const near = await onDuty(north(0.6))
    const outer = await onDuty(north(4))
    const far = await onDuty(north(8))
    const beyond = await onDuty(north(12))
    const critical = await fileCase('critical')
    expect((await offersOf(critical.id)).map((o) => [o.user_id, o.why])).toEqual([
      [near.id, 'near'],
      [outer.id, 'outer'],
      [far.id, 'far'],
    ])
    // Somebody is within the wide ring: the desk is told on time, not at once.
    expect((await stepsOf(critical.id)).map((s) => s.step)).toEqual(['no-answer', 'widen', 'admins'])
    const high = await fileCase('high')
    expect((await offersOf(high.id)).map((o) => [o.user_id, o.why])).toEqual([
      [near.id, 'near'],
      [outer.id, 'outer'],
    ])
    expect((await offersOf(high.id)).map((o) => o.user_id)).not.toContain(beyond.id)
    const view = await ringView(critical.id)
    expect(view.offers.map((o: { why: string }) => o.why)).toEqual(['near', 'outer', 'far'])
  })

  it('a quiet case (medium, low) makes up its quiet offers from the outer ring, never the far one', async () => {
    const near = await onDuty(north(0.6))
    const outer = await onDuty(north(4))
    const far = await onDuty(north(8))
    // Medium: offered quietly by day and at night alike, so the test holds at any hour.
    const medium = await fileCase('medium')
    expect((await offersOf(medium.id)).map((o) => [o.user_id, o.why])).toEqual([
      [near.id, 'near'],
      [outer.id, 'outer'],
    ])
    expect((await offersOf(medium.id)).map((o) => o.user_id)).not.toContain(far.id)
  })

  it('a critical ring spent within the outer ring moves on to the far ring before it tells the admins', async () => {
    // Three near (not a thin ring), nobody else within 5 km; two farther out.
    const near = [await onDuty(north(0.3)), await onDuty(north(0.5)), await onDuty(north(0.7))]
    const far = [await onDuty(north(6)), await onDuty(north(9))]
    const rescue = await fileCase()
    expect((await offersOf(rescue.id)).map((o) => o.user_id)).toEqual(near.map((u) => u.id))
    const look = (await stepsOf(rescue.id)).find((s) => s.step === 'no-answer')!
    const at = new Date(new Date(look.created_at).getTime() + 2 * MINUTE)
    expect(await runner.fire({ stepId: look.id }, at)).toBe('fired')
    const offers = await offersOf(rescue.id)
    expect(offers.slice(3).map((o) => [o.user_id, o.why])).toEqual(far.map((u) => [u.id, 'replaces']))
    // Offers are live: the admins are told at their minutes, not now.
    expect((await notificationsOf(db, admin.id)).filter((n) => n.title === 'Nobody has taken a case')).toHaveLength(0)
  })

  it('a high ring spent within the outer ring moves on to the far ring before it tells the admins', async () => {
    // Three near (not a thin ring), nobody else within 5 km; one 9 km out, one past the far ring.
    const near = [await onDuty(north(0.3)), await onDuty(north(0.5)), await onDuty(north(0.7))]
    const far = await onDuty(north(9))
    const beyond = await onDuty(north(12))
    const rescue = await fileCase('high')
    expect((await offersOf(rescue.id)).map((o) => o.user_id)).toEqual(near.map((u) => u.id))
    const look = (await stepsOf(rescue.id)).find((s) => s.step === 'no-answer')!
    const at = new Date(new Date(look.created_at).getTime() + 2 * MINUTE)
    expect(await runner.fire({ stepId: look.id }, at)).toBe('fired')
    const offers = await offersOf(rescue.id)
    expect(offers.slice(3).map((o) => [o.user_id, o.why])).toEqual([[far.id, 'replaces']])
    expect(offers.map((o) => o.user_id)).not.toContain(beyond.id)
    expect((await notificationsOf(db, admin.id)).filter((n) => n.title === 'Nobody has taken a case')).toHaveLength(0)
  })

  it('a critical case may ring someone whose day the cap filled with less urgent offers, up to twice the cap', async () => {
    expect((await putSettings({ offersPerDay: 2 })).statusCode).toBe(200)
    const responder = await onDuty(north(0.2))
    const offered = async () =>
      (await db.selectFrom('rescue_offers').select('rescue_id').where('user_id', '=', responder.id).execute()).map(
        (o) => o.rescue_id,
      )
    // Each case from its own reporter (a new account's fourth would wait for review).
    const file = async (urgency: string) => {
      reporter = await createUser(ctx)
      return (await fileCase(urgency)).id
    }
    const highs = [await file('high'), await file('high'), await file('high')]
    expect(await offered()).toEqual(highs.slice(0, 2))
    const criticals = [await file('critical'), await file('critical'), await file('critical')]
    expect(await offered()).toEqual([...highs.slice(0, 2), ...criticals.slice(0, 2)])
  })

  it("keeps the set number of offers open: each Can't and each silence is replaced by the next nearest", async () => {
    expect((await putSettings({ openOffers: 3 })).statusCode).toBe(200)
    const users: TestUser[] = []
    for (let i = 0; i < 8; i++) users.push(await onDuty(north(0.1 + i * 0.15)))
    const rescue = await fileCase()
    const live = async () =>
      (await offersOf(rescue.id)).filter((o) => o.state === 'open' && o.no_answer_at === null).map((o) => o.user_id)
    expect(await live()).toEqual(users.slice(0, 3).map((u) => u.id))
    const cant = await app.inject({
      method: 'POST',
      url: `/api/rescues/${rescue.id}/actions`,
      headers: { ...bearer(users[0]!), 'idempotency-key': crypto.randomUUID() },
      payload: { action: 'cant', cantReason: 'busy' },
    })
    expect(cant.statusCode, cant.body).toBe(201)
    expect(await live()).toEqual(users.slice(1, 4).map((u) => u.id))
    expect((await offersOf(rescue.id)).at(-1)?.why).toBe('replaces')
    // Two minutes on, the two first offers left unanswered are passed over and replaced (the
    // replacement of the Can't has its own two minutes): three live again.
    const look = (await stepsOf(rescue.id)).find((s) => s.step === 'no-answer')!
    const at = new Date(new Date(look.created_at).getTime() + 2 * MINUTE)
    expect(await runner.fire({ stepId: look.id }, at)).toBe('fired')
    expect(await live()).toEqual(users.slice(3, 6).map((u) => u.id))
    const view = await ringView(rescue.id)
    const passed = view.offers.filter((o: { passedOverAt: string | null }) => o.passedOverAt !== null)
    expect(passed.map((o: { userId: number }) => o.userId)).toEqual(users.slice(1, 3).map((u) => u.id))
    expect(passed.every((o: { state: string }) => o.state === 'open')).toBe(true)
  })
})

describe('an honest roster', () => {
  it('three offers left unanswered in a row take a responder off duty, told why; one tap puts them back', async () => {
    const responder = await onDuty(north(0.3))
    for (let i = 0; i < 3; i++) {
      const rescue = await fileCase()
      const look = (await stepsOf(rescue.id)).find((s) => s.step === 'no-answer')!
      const at = new Date(new Date(look.created_at).getTime() + 2 * MINUTE + 1000)
      expect(await runner.fire({ stepId: look.id }, at)).toBe('fired')
    }
    const duty = await app.inject({ method: 'GET', url: '/api/responders/me/duty', headers: bearer(responder) })
    expect(duty.json()).toMatchObject({ onDuty: false, pausedFor: 'unanswered' })
    const told = (await notificationsOf(db, responder.id)).filter((n) => n.title === 'You are off duty for now')
    expect(told).toHaveLength(1)
    // Off duty: the next case is not offered to them.
    const fourth = await fileCase()
    expect((await offersOf(fourth.id)).map((o) => o.user_id)).not.toContain(responder.id)
    // The coordinator (here the NGO's own account) reads the member's answers of the last 30 days.
    const team = await app.inject({ method: 'GET', url: '/api/ngos/me/members', headers: bearer(responder) })
    expect(team.json().members[0].answers).toEqual({ offered: 3, accepted: 0, cant: 0, unanswered: 3 })
    // One tap: back on duty, the pause is gone.
    const back = await app.inject({
      method: 'PUT',
      url: '/api/responders/me/duty',
      headers: bearer(responder),
      payload: { onDuty: true, ...north(0.3) },
    })
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json()).toMatchObject({ onDuty: true, pausedFor: null })
  })

  it("an answer breaks the run: Can't between silences keeps a responder on duty", async () => {
    const responder = await onDuty(north(0.3))
    for (let i = 0; i < 3; i++) {
      const rescue = await fileCase()
      if (i === 1) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/rescues/${rescue.id}/actions`,
          headers: { ...bearer(responder), 'idempotency-key': crypto.randomUUID() },
          payload: { action: 'cant', cantReason: 'too_far' },
        })
        expect(res.statusCode, res.body).toBe(201)
        continue
      }
      const look = (await stepsOf(rescue.id)).find((s) => s.step === 'no-answer')!
      expect(await runner.fire({ stepId: look.id }, new Date(new Date(look.created_at).getTime() + 3 * MINUTE))).toBe(
        'fired',
      )
    }
    const duty = await app.inject({ method: 'GET', url: '/api/responders/me/duty', headers: bearer(responder) })
    expect(duty.json()).toMatchObject({ onDuty: true, pausedFor: null })
  })
})

describe('the night watch', () => {
  it('at night a critical case wakes only the rota of an NGO whose rota covers; an NGO without one, its coordinator', async () => {
    const night = lastInMumbai(2)
    const watched = await createUser(ctx, { role: 'ngo' })
    await baseAt(watched, north(1))
    const onWatch = await memberOf(watched)
    const unwatched = await createUser(ctx, { role: 'ngo' })
    await baseAt(unwatched, north(1.5))
    // A thin ring (nobody on duty near): by day the coordinators of both NGOs would be offered it.
    const put = await app.inject({
      method: 'PUT',
      url: '/api/ngos/me/night-watch',
      headers: bearer(watched),
      payload: { rota: [{ weekday: nightWeekday(night), userId: onWatch.id, from: '22:00', to: '07:00' }] },
    })
    expect(put.statusCode, put.body).toBe(200)
    const rescue = await fileCase()
    await restartAt(rescue.id, night)
    const offered = await offersOf(rescue.id)
    expect(offered.map((o) => [o.user_id, o.why])).toEqual([
      [onWatch.id, 'rota'],
      [unwatched.id, 'area'],
    ])
    expect(offered.map((o) => o.user_id)).not.toContain(watched.id)
  })

  it('a low case filed at night is promised to 07:00, shown to the reporter, and offered first then', async () => {
    const near = await onDuty(north(0.3))
    const rescue = await fileCase('low')
    const night = lastInMumbai(2)
    await restartAt(rescue.id, night)
    expect((await offersOf(rescue.id)).map((o) => o.user_id)).not.toContain(near.id)
    const morning = (await stepsOf(rescue.id)).find((s) => s.step === 'morning')!
    const seven = new Date(night.getTime() + 5 * 60 * MINUTE)
    expect(new Date(morning.due_at).toISOString()).toBe(seven.toISOString())
    const seen = await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(reporter) })
    expect(seen.json().promisedAt).toBe(seven.toISOString())
    // At 07:00 the morning's step offers it to the nearest on duty.
    expect(await pastRunner.fire({ stepId: morning.id }, seven)).toBe('fired')
    expect((await offersOf(rescue.id)).filter((o) => o.user_id === near.id).map((o) => o.why)).toEqual(['morning'])
    expect((await ringView(rescue.id)).steps.map((s: { step: string }) => s.step)).toEqual(['morning'])
  })

  it('bad rota input is a clear 400 and changes nothing; only a coordinator reads or sets it', async () => {
    const coordinator = await createUser(ctx, { role: 'ngo' })
    const member = await memberOf(coordinator)
    const stranger = await createUser(ctx, { role: 'ngo' })
    const put = (user: TestUser, rota: unknown[]) =>
      app.inject({ method: 'PUT', url: '/api/ngos/me/night-watch', headers: bearer(user), payload: { rota } })
    const good = { weekday: 1, userId: member.id, from: '22:00', to: '07:00' }
    expect((await put(coordinator, [good])).statusCode).toBe(200)
    for (const wrong of [
      { ...good, from: '24:00' },
      { ...good, to: '7:00' },
      { ...good, weekday: 7 },
      { ...good, from: '23:00', to: '23:00' },
      { ...good, userId: stranger.id },
      { ...good, extra: 1 },
    ]) {
      const res = await put(coordinator, [good, wrong])
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400)
      expect(res.json().message).toBeTruthy()
    }
    const read = await app.inject({ method: 'GET', url: '/api/ngos/me/night-watch', headers: bearer(coordinator) })
    expect(read.json()).toEqual({ rota: [good] })
    expect((await put(member, [good])).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: '/api/ngos/me/night-watch', headers: bearer(reporter) })).statusCode,
    ).toBe(403)
  })
})

describe("the admins' settings", () => {
  it('gain the open-offer count, the outer and the far ring; bad values are a clear 400 and change nothing', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/admin/settings/dispatch', headers: bearer(admin) })
    expect(get.json()).toMatchObject({ openOffers: 5, outerRadiusM: 5000, farRadiusM: 10_000 })
    for (const wrong of [
      { openOffers: 0 },
      { openOffers: 21 },
      { outerRadiusM: 2000 },
      { farRadiusM: 4000 },
      { farRadiusM: 60_000 },
      { outerRadiusM: 'far' },
      { openOffers: undefined },
    ]) {
      const res = await putSettings(wrong)
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400)
    }
    const after = await app.inject({ method: 'GET', url: '/api/admin/settings/dispatch', headers: bearer(admin) })
    expect(after.json()).toEqual(get.json())
    expect((await putSettings({ openOffers: 7, outerRadiusM: 6000, farRadiusM: 8000 })).json()).toMatchObject({
      openOffers: 7,
      outerRadiusM: 6000,
      farRadiusM: 8000,
    })
  })
})
