// A flood does not drown a real case (docs/rules.md#dispatch): a new account's reports past
// three open critical or high ones a day are held for the admins' review and ring nobody; two
// responders' "looks false" (or an admin's mark) hold the account's open reports and give the
// offers they used back to the daily count; the same photo again from one account joins its
// first case; held reports stay out of the self-pick list; an SMS report and an account's first
// report ring as before.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { offerCounts } from '../src/modules/dispatch/dispatch.repository.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf, reportBody } from './support/rescue-fixtures.ts'
import { smsFor } from './support/sms-code.ts'

const SMS_TOKEN = 'gateway-token-of-at-least-16'
const ctx = await setupApp({ SMS_INBOUND_TOKEN: SMS_TOKEN })
const { app, db } = ctx
const DAY = 24 * 3_600_000

// The responder's spot (Bandra); points due north of it: 0.009 degree is about 1 km.
const SPOT = { lat: 19.0544, lng: 72.8402 }
const north = (m: number) => ({ lat: SPOT.lat + m / 111_195, lng: SPOT.lng })

let admin: TestUser
beforeEach(async () => {
  await resetDb(db)
  admin = await createUser(ctx, { role: 'admin' })
})

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

function file(
  user: TestUser,
  at: { lat: number; lng: number },
  extra: Record<string, unknown> = {},
  key = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/rescues',
    headers: { ...bearer(user), 'idempotency-key': key },
    payload: reportBody({
      urgency: 'critical',
      location: { address: 'SV Road', city: 'Mumbai', pincode: '400050', accuracy: 10, ...at },
      ...extra,
    }),
  })
}

async function filed(user: TestUser, at: { lat: number; lng: number }, extra: Record<string, unknown> = {}) {
  const res = await file(user, at, extra)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: number }
}

const act = (user: TestUser, id: number, body: Record<string, unknown>, key = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: `/api/rescues/${id}/actions`,
    headers: { ...bearer(user), 'idempotency-key': key },
    payload: body,
  })

const offeredCases = async (user: TestUser) =>
  (await db.selectFrom('rescue_offers').select('rescue_id').where('user_id', '=', user.id).execute()).map(
    (o) => o.rescue_id,
  )

const openOffers = async (user: TestUser) => {
  const res = await app.inject({ method: 'GET', url: '/api/rescues/offers', headers: bearer(user) })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().offers as { state: string; rescue: { id: number } }[])
    .filter((o) => o.state === 'open')
    .map((o) => o.rescue.id)
}

/** Each responder's offers of the last day as the ring's daily cap counts them. */
async function dailyCounts(...users: TestUser[]): Promise<number[]> {
  const counts = await offerCounts(
    db,
    users.map((u) => u.id),
    new Date(Date.now() - DAY),
  )
  return users.map((u) => counts.get(u.id) ?? 0)
}

const triageOf = async (ids: number[]) =>
  db.selectFrom('rescues').select(['id', 'triage_reason']).where('id', 'in', ids).orderBy('id').execute()

/** A flood: `count` critical reports from one account at `at`, four at a time. */
async function flood(user: TestUser, at: { lat: number; lng: number }, count: number): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, count - i) }, (_, j) => filed(user, at, { description: `Flood ${i + j}` })),
    )
    ids.push(...batch.map((r) => r.id))
  }
  return ids.sort((a, b) => a - b)
}

describe('a flood from a new account', () => {
  it('120 critical reports: three ring, the rest wait for review; a real case 50 m away is offered at once', async () => {
    const responder = await onDuty(SPOT)
    const flooder = await createUser(ctx)
    const ids = await flood(flooder, SPOT, 120)
    const rows = await triageOf(ids)
    expect(rows.filter((r) => r.triage_reason === null)).toHaveLength(3)
    expect(rows.filter((r) => r.triage_reason === 'new_account')).toHaveLength(117)
    // The held ones ring nobody: the responder was offered the first three only.
    const rung = rows.filter((r) => r.triage_reason === null).map((r) => r.id)
    expect((await offeredCases(responder)).sort((a, b) => a - b)).toEqual(rung)
    expect(await db.selectFrom('rescue_ring_steps').select('id').where('rescue_id', 'not in', rung).execute()).toEqual(
      [],
    )
    // The admins are told of the held reports once, not 117 times.
    const told = (await notificationsOf(db, admin.id)).filter((n) => n.title === 'A report is held for your review')
    expect(told).toHaveLength(1)

    const reporter = await createUser(ctx)
    const real = await filed(reporter, north(50))
    expect(await openOffers(responder)).toContain(real.id)
    expect(await dailyCounts(responder)).toEqual([4])

    // The self-pick list (capped at 50) holds the real case and none of the held ones.
    const list = await app.inject({
      method: 'GET',
      url: `/api/rescues/nearby-open?lat=${SPOT.lat}&lng=${SPOT.lng}`,
      headers: bearer(responder),
    })
    expect(list.statusCode, list.body).toBe(200)
    const listed = (list.json().rescues as { id: number }[]).map((r) => r.id)
    expect(listed).toContain(real.id)
    expect(listed.filter((id) => ids.includes(id)).sort((a, b) => a - b)).toEqual(rung)

    // The admins' desk lists the held ones as such; nobody else may ask for them.
    const desk = await app.inject({ method: 'GET', url: '/api/rescues?triage=true&limit=100', headers: bearer(admin) })
    expect(desk.statusCode, desk.body).toBe(200)
    expect(desk.json().meta.total).toBe(117)
    expect(desk.json().rescueRequests[0].triage).toMatchObject({ reason: 'new_account' })
    const attention = await app.inject({ method: 'GET', url: '/api/admin/rescues/attention', headers: bearer(admin) })
    expect(attention.json()).toMatchObject({ heldForReview: 117 })
    const asked = await app.inject({ method: 'GET', url: '/api/rescues?triage=true', headers: bearer(flooder) })
    expect(asked.statusCode).toBe(403)
    // The reporter reads their case as any other: no word of the desk on its timeline.
    const own = await app.inject({
      method: 'GET',
      url: `/api/rescues/${rows.find((r) => r.triage_reason === 'new_account')?.id}`,
      headers: bearer(flooder),
    })
    expect(own.json().triage).toBeUndefined()
    expect(own.json().history.map((h: { noteKey?: string }) => h.noteKey)).toEqual(['historyNote.reported'])
    // 120 reports through the whole API on a shared 2-core machine: a limit, not a timing.
  }, 300_000)

  it('two responders\' "looks false" hold the account\'s other reports and give their offers back', async () => {
    const responder = await onDuty(SPOT)
    const first = await onDuty(north(200))
    const second = await onDuty(north(300))
    const flooder = await createUser(ctx)
    const ids = await flood(flooder, SPOT, 5)
    // Filed four at a time, which three ring is the order the server judged them in.
    const rung = (await triageOf(ids)).filter((r) => r.triage_reason === null).map((r) => r.id)
    expect(rung).toHaveLength(3)
    const waiting = ids.filter((id) => !rung.includes(id))
    const real = await filed(await createUser(ctx), north(50))
    expect(await dailyCounts(responder, first, second)).toEqual([4, 4, 4])

    // One says so: the ring moves on as for "Can't"; nothing is held yet.
    const key = randomUUID()
    const one = await act(first, rung[0], { action: 'looks-false', reason: 'Same photo sent again and again' }, key)
    expect(one.statusCode, one.body).toBe(201)
    const again = await act(first, rung[0], { action: 'looks-false', reason: 'Same photo sent again and again' }, key)
    expect(again.statusCode).toBe(200)
    expect(await db.selectFrom('rescue_false_flags').selectAll().execute()).toHaveLength(1)
    expect((await triageOf(rung)).map((r) => r.triage_reason)).toEqual([null, null, null])
    expect(
      await db
        .selectFrom('rescue_offers')
        .select(['state', 'reason'])
        .where('user_id', '=', first.id)
        .where('rescue_id', '=', rung[0])
        .executeTakeFirst(),
    ).toEqual({ state: 'cant', reason: 'looks_false' })

    // A second person: the account is marked, its open reports are held and their offers withdrawn.
    const two = await act(second, rung[1], { action: 'looks-false', reason: 'Nothing there, the place is a wall' })
    expect(two.statusCode, two.body).toBe(201)
    expect((await triageOf(ids)).map((r) => r.triage_reason)).toEqual(Array(5).fill('false_reports'))
    expect(await openOffers(responder)).toEqual([real.id])
    expect(await dailyCounts(responder, first, second)).toEqual([1, 1, 1])
    const marked = await db
      .selectFrom('users')
      .select(['false_reports_at', 'false_reports_by'])
      .where('id', '=', flooder.id)
      .executeTakeFirstOrThrow()
    expect(marked.false_reports_at).not.toBeNull()
    expect(marked.false_reports_by).toBeNull()
    const adminNews = (await notificationsOf(db, admin.id)).map((n) => n.title)
    expect(adminNews).toContain('An account is marked as sending false reports')

    // The admins read the answers on the case; the reporter does not.
    const seen = await app.inject({ method: 'GET', url: `/api/rescues/${rung[1]}`, headers: bearer(admin) })
    const notes = seen.json().history.map((h: { note: string | null }) => h.note)
    expect(notes).toContain('Looks false: Nothing there, the place is a wall')
    const theirs = await app.inject({ method: 'GET', url: `/api/rescues/${rung[1]}`, headers: bearer(flooder) })
    expect(JSON.stringify(theirs.json().history)).not.toContain('wall')

    // The account's next report, of any urgency, waits for review too.
    const next = await filed(flooder, SPOT, { urgency: 'low' })
    expect((await triageOf([next.id]))[0].triage_reason).toBe('false_reports')
    expect(await offeredCases(responder)).not.toContain(next.id)

    // An admin releases one: it rings as a new case.
    const released = await app.inject({
      method: 'POST',
      url: `/api/admin/rescues/${waiting[1]}/release`,
      headers: bearer(admin),
    })
    expect(released.statusCode, released.body).toBe(200)
    expect(released.json().triage).toBeNull()
    expect(await openOffers(responder)).toContain(waiting[1])
    const twice = await app.inject({
      method: 'POST',
      url: `/api/admin/rescues/${waiting[1]}/release`,
      headers: bearer(admin),
    })
    expect(twice.statusCode).toBe(409)
    const notAdmin = await app.inject({
      method: 'POST',
      url: `/api/admin/rescues/${waiting[0]}/release`,
      headers: bearer(responder),
    })
    expect(notAdmin.statusCode).toBe(403)
  })

  it("an admin's mark does the same", async () => {
    const responder = await onDuty(SPOT)
    const reporter = await createUser(ctx)
    const a = await filed(reporter, SPOT)
    const b = await filed(reporter, north(100), { urgency: 'high' })
    expect(await dailyCounts(responder)).toEqual([2])
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/rescues/${a.id}/false-reports`,
      headers: bearer(admin),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().triage).toMatchObject({ reason: 'false_reports' })
    expect((await triageOf([a.id, b.id])).map((r) => r.triage_reason)).toEqual(['false_reports', 'false_reports'])
    expect(await openOffers(responder)).toEqual([])
    expect(await dailyCounts(responder)).toEqual([0])
    const user = await db
      .selectFrom('users')
      .select('false_reports_by')
      .where('id', '=', reporter.id)
      .executeTakeFirstOrThrow()
    expect(user.false_reports_by).toBe(admin.id)
    const c = await filed(reporter, SPOT)
    expect((await triageOf([c.id]))[0].triage_reason).toBe('false_reports')
    expect(await offeredCases(responder)).not.toContain(c.id)
  })
})

describe('"looks false" is an answer to an offer', () => {
  it('needs a reason, and on a case one was not offered is refused and changes nothing', async () => {
    const offered = await onDuty(SPOT)
    const reporter = await createUser(ctx)
    const rescue = await filed(reporter, north(50))
    const noReason = await act(offered, rescue.id, { action: 'looks-false' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors[0].field).toBe('reason')
    expect((await act(offered, rescue.id, { action: 'cant', cantReason: 'busy', reason: 'x' })).statusCode).toBe(400)

    // On duty near it, but joined after the ring went out: a clear 403.
    const late = await onDuty(north(100))
    const notOffered = await act(late, rescue.id, { action: 'looks-false', reason: 'Looks staged' })
    expect(notOffered.statusCode, notOffered.body).toBe(403)
    // Nowhere near it: as any case they have no part in.
    const far = await onDuty({ lat: 19.2, lng: 72.97 })
    expect((await act(far, rescue.id, { action: 'looks-false', reason: 'Looks staged' })).statusCode).toBe(404)
    expect(await db.selectFrom('rescue_false_flags').selectAll().execute()).toEqual([])
    expect(await db.selectFrom('rescue_actions').selectAll().where('action', '=', 'looks-false').execute()).toEqual([])
    expect(await openOffers(offered)).toEqual([rescue.id])
  })
})

describe('what is never held', () => {
  it("a new account's first report rings as before", async () => {
    const responder = await onDuty(SPOT)
    const reporter = await createUser(ctx)
    const rescue = await filed(reporter, north(50))
    expect(await openOffers(responder)).toEqual([rescue.id])
    expect((await triageOf([rescue.id]))[0].triage_reason).toBeNull()
    expect((await notificationsOf(db, admin.id)).map((n) => n.title)).toEqual(['New rescue case reported'])
  })

  it('an SMS report is never held for being new', async () => {
    const responder = await onDuty(SPOT)
    const reporter = await createUser(ctx)
    await flood(reporter, north(400), 3)
    const reportId = randomUUID()
    const text = await smsFor(app, reporter, reportId)
    const res = await app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { authorization: `Bearer ${SMS_TOKEN}` },
      payload: { from: '+919812345678', text, receivedAt: new Date().toISOString() },
    })
    expect(res.statusCode, res.body).toBe(201)
    const [sms] = await sql<{ id: number; triage_reason: string | null }>`
      select r.id, r.triage_reason from rescues r join sms_reports s on s.rescue_id = r.id`
      .execute(db)
      .then((r) => r.rows)
    expect(sms.triage_reason).toBeNull()
    expect(await openOffers(responder)).toContain(sms.id)
    // The same account's next report from the app is held: it is past the day's limit.
    const fourth = await filed(reporter, north(400))
    expect((await triageOf([fourth.id]))[0].triage_reason).toBe('new_account')
  })

  it('an account older than a week, or one whose report an NGO took, is not new', async () => {
    const responder = await onDuty(SPOT)
    const old = await createUser(ctx)
    await db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 8 * DAY) })
      .where('id', '=', old.id)
      .execute()
    const ids = await flood(old, north(300), 5)
    expect((await triageOf(ids)).map((r) => r.triage_reason)).toEqual(Array(5).fill(null))
    const proven = await createUser(ctx)
    const four = await triageOf(await flood(proven, north(300), 4))
    expect(four.map((r) => r.triage_reason).sort()).toEqual(['new_account', null, null, null])
    const taken = four.find((r) => r.triage_reason === null)!.id
    expect((await act(responder, taken, { action: 'accept' })).statusCode).toBe(201)
    const after = await filed(proven, north(300))
    expect((await triageOf([after.id]))[0].triage_reason).toBeNull()
  })
})

describe('the same photo again', () => {
  it('from the same account joins its first case; a repeat of the key answers it again', async () => {
    const responder = await onDuty(SPOT)
    const reporter = await createUser(ctx)
    const photo = 'f0e1d2c3b4a59687'
    const first = await filed(reporter, north(50), { photoHashes: [photo] })
    const key = randomUUID()
    const again = await file(
      reporter,
      north(60),
      { photoHashes: ['f0e1d2c3b4a59686'], description: 'Still there' },
      key,
    )
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().id).toBe(first.id)
    const joined = await db
      .selectFrom('rescues')
      .select(['id', 'status', 'merged_into_id'])
      .where('requester_id', '=', reporter.id)
      .where('id', '!=', first.id)
      .executeTakeFirstOrThrow()
    expect(joined).toMatchObject({ status: 'cancelled', merged_into_id: first.id })
    const repeat = await file(reporter, north(60), { photoHashes: ['f0e1d2c3b4a59686'] }, key)
    expect(repeat.json().id).toBe(first.id)
    expect(await offeredCases(responder)).toEqual([first.id])
    const detail = await app.inject({ method: 'GET', url: `/api/rescues/${first.id}`, headers: bearer(reporter) })
    expect(detail.json().history.map((h: { noteKey?: string }) => h.noteKey)).toContain('historyNote.joinedHere')

    // Another account's report with that photo is its own case.
    const other = await filed(await createUser(ctx), north(60), { photoHashes: [photo] })
    expect(other.id).not.toBe(first.id)
  })
})
