// The hand-over of a rescued animal to a clinic, as steps of the case: the responder names an
// approved clinic, the clinic answers once (admitted with its own number, or could not take)
// and gives its news of an admitted animal; each is a timeline entry the NGO and the reporter
// read, the responder hears the answer at once, and the clinic sees only the cases handed to
// it, without the street's details. Bad input is a clear 4xx that changes nothing.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf, put, report, type RescueJson } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let requester: TestUser
let ngo: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  ngo = await createUser(ctx, { role: 'ngo' })
  admin = await createUser(ctx, { role: 'admin' })
})

const PAREL = { lat: 19.0019, lng: 72.8416 }

/** A clinic account; approved unless said otherwise, with `places` free. */
async function clinicUser(status: 'approved' | 'pending' | 'rejected' = 'approved', places = { dog: 2 }) {
  const user = await createUser(ctx, { role: 'vet' })
  const row = await db
    .insertInto('vets')
    .values({
      user_id: user.id,
      license_number: 'MSVC-1',
      clinic_name: `Clinic ${user.id}`,
      approval_status: status,
      address: 'Parel, Mumbai',
      ...PAREL,
      species: JSON.stringify(['dog', 'cat']),
      hours: 'Open 24 hours',
      accepting: status === 'approved',
      accepting_until: new Date(Date.now() + 4 * 3_600_000),
      places: JSON.stringify(places),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ...user, clinicId: row.id, name: `Clinic ${user.id}` }
}

function act(user: TestUser, id: number, body: Record<string, unknown>, key = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: `/api/rescues/${id}/actions`,
    headers: { ...bearer(user), 'idempotency-key': key },
    payload: body,
  })
}

/** A case the NGO has accepted and is working on (in progress). */
async function caseInProgress() {
  const rescue = await report(app, requester)
  expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
  expect((await act(ngo, rescue.id, { action: 'accept' })).statusCode).toBe(201)
  expect((await act(ngo, rescue.id, { action: 'progress' })).statusCode).toBe(201)
  return rescue.id
}

const detail = async (user: TestUser, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/rescues/${id}`, headers: bearer(user) })).json() as Omit<
    RescueJson,
    'history'
  > & {
    history: { to: string; clinic?: Record<string, unknown>; actor: { role: string } }[]
  }
const incoming = (user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/clinics/me/handovers', headers: bearer(user) })
const handoverRows = () => db.selectFrom('clinic_handovers').selectAll().orderBy('id').execute()
const historyCount = async (id: number) =>
  (await db.selectFrom('rescue_history').select('id').where('rescue_id', '=', id).execute()).length

describe('the hand-over', () => {
  it('the responder hands the animal to an approved clinic: the case is rescued, a step names the clinic, the clinic is told', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    // Made on the phone a moment after the progress step, sent later.
    const progressAt = (await detail(ngo, id)).history.at(-1) as unknown as { at: string }
    const occurredAt = new Date(new Date(progressAt.at).getTime() + 5).toISOString()
    const res = await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId, occurredAt })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().rescue.status).toBe('rescued')
    const last = (await detail(ngo, id)).history.at(-1)
    expect(last).toMatchObject({
      from: 'in_progress',
      to: 'rescued',
      occurredAt,
      clinic: { step: 'handover', name: clinic.name, ref: null, animalState: null },
    })
    const told = await notificationsOf(db, clinic.id)
    expect(told.map((n) => [n.title, n.url])).toEqual([['An animal is coming to your clinic', '/clinic']])
    const list = await incoming(clinic)
    expect(list.statusCode).toBe(200)
    expect(list.json().handovers).toEqual([
      expect.objectContaining({ rescueId: id, state: 'coming', animalType: 'dog', clinicRef: null }),
    ])
  })

  it('the clinic sees what it needs of the case, never the exact place or the reporter', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    const body = (await incoming(clinic)).body
    const [item] = JSON.parse(body).handovers
    expect(item.place).toEqual({ city: 'Mumbai', pincode: expect.any(String) })
    expect(item.responder).toMatchObject({ name: 'Test Ngo', phone: '9876543210', ngo: `Test NGO ${ngo.id}` })
    const reported = await db
      .selectFrom('rescues')
      .select(['location', 'contact'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(body).not.toContain(reported.location.address)
    expect(body).not.toContain(String(reported.location.lat))
    expect(body).not.toContain(requester.email)
    // The case itself stays closed to the clinic: it reads the list, not the case.
    const direct = await app.inject({ method: 'GET', url: `/api/rescues/${id}`, headers: bearer(clinic) })
    expect(direct.statusCode).toBe(404)
  })

  it('a handover to a clinic that is not approved (pending, rejected, unknown) is a 400 and changes nothing', async () => {
    const id = await caseInProgress()
    const before = await historyCount(id)
    for (const clinicId of [(await clinicUser('pending')).clinicId, (await clinicUser('rejected')).clinicId, 99_999]) {
      const res = await act(ngo, id, { action: 'handover', clinicId })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toEqual([
        { field: 'clinicId', message: 'This clinic is not approved, so animals cannot be handed to it' },
      ])
    }
    expect(await handoverRows()).toEqual([])
    expect(await historyCount(id)).toBe(before)
    expect((await detail(ngo, id)).status).toBe('in_progress')
  })

  it('refuses a handover without a clinic, a clinic number or news on the wrong action, and before the case is in progress', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    for (const body of [
      { action: 'handover' },
      { action: 'progress', clinicId: clinic.clinicId },
      { action: 'handover', clinicId: clinic.clinicId, clinicRef: 'A-1' },
      { action: 'handover', clinicId: 'one' },
    ]) {
      expect((await act(ngo, id, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    const accepted = await report(app, requester)
    await put(app, admin, accepted.id, { ngoId: ngo.ngoId })
    await act(ngo, accepted.id, { action: 'accept' })
    const early = await act(ngo, accepted.id, { action: 'handover', clinicId: clinic.clinicId })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ reason: 'status_changed', currentStatus: 'accepted' })
    expect(await handoverRows()).toEqual([])
  })

  it('only the NGO on the case hands it over; a clinic or the reporter cannot', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    expect((await act(clinic, id, { action: 'handover', clinicId: clinic.clinicId })).statusCode).toBe(403)
    expect((await act(requester, id, { action: 'handover', clinicId: clinic.clinicId })).statusCode).toBe(403)
    const other = await createUser(ctx, { role: 'ngo' })
    expect((await act(other, id, { action: 'handover', clinicId: clinic.clinicId })).statusCode).toBe(404)
    expect(await handoverRows()).toEqual([])
  })

  it('a new handover while the first is unanswered withdraws it; an admitted animal is not handed over again', async () => {
    const first = await clinicUser()
    const second = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: first.clinicId })
    expect((await act(ngo, id, { action: 'handover', clinicId: second.clinicId })).statusCode).toBe(201)
    expect((await handoverRows()).map((h) => h.state)).toEqual(['withdrawn', 'coming'])
    expect((await incoming(first)).json().handovers).toEqual([])
    const late = await act(first, id, { action: 'clinic_admit', clinicRef: 'P-1' })
    expect(late.statusCode).toBe(409)
    expect(late.json().reason).toBe('handover_answered')
    expect((await act(second, id, { action: 'clinic_admit', clinicRef: 'K-7' })).statusCode).toBe(201)
    const again = await act(ngo, id, { action: 'handover', clinicId: first.clinicId })
    expect(again.statusCode).toBe(422)
    expect((await handoverRows()).map((h) => h.state)).toEqual(['withdrawn', 'admitted'])
  })
})

describe("the clinic's answer", () => {
  it('admitted (its own number): a step on the case, one place taken, the responder told at once; the reporter reads it without the number', async () => {
    const clinic = await clinicUser('approved', { dog: 2 })
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    const res = await act(clinic, id, { action: 'clinic_admit', clinicRef: 'KEM-2231' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().rescue).toBeNull()
    const places = await db
      .selectFrom('vets')
      .select('places')
      .where('id', '=', clinic.clinicId)
      .executeTakeFirstOrThrow()
    expect(places.places).toEqual({ dog: 1 })
    const step = { step: 'admitted', name: clinic.name, animalState: null }
    expect((await detail(ngo, id)).history.at(-1)).toMatchObject({
      from: 'rescued',
      to: 'rescued',
      actor: { role: 'clinic' },
      clinic: { ...step, ref: 'KEM-2231' },
    })
    expect((await detail(requester, id)).history.at(-1)).toMatchObject({ clinic: { ...step, ref: null } })
    const told = (await notificationsOf(db, ngo.id)).at(-1)
    expect(told).toMatchObject({ title: `${clinic.name} admitted the animal`, url: `/rescue/${id}` })
    expect(told?.message).toContain('KEM-2231')
    expect((await incoming(clinic)).json().handovers[0]).toMatchObject({ state: 'admitted', clinicRef: 'KEM-2231' })
  })

  it('confirming twice is a 409 and changes nothing; the same key again answers the first outcome', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    const key = randomUUID()
    expect((await act(clinic, id, { action: 'clinic_admit', clinicRef: 'A-1' }, key)).statusCode).toBe(201)
    const before = await historyCount(id)
    expect((await act(clinic, id, { action: 'clinic_admit', clinicRef: 'A-1' }, key)).statusCode).toBe(200)
    const twice = await act(clinic, id, { action: 'clinic_admit', clinicRef: 'A-2' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ reason: 'handover_answered', currentStatus: 'rescued' })
    expect((await act(clinic, id, { action: 'clinic_refuse' })).statusCode).toBe(409)
    expect(await historyCount(id)).toBe(before)
    expect((await handoverRows())[0]).toMatchObject({ state: 'admitted', clinic_ref: 'A-1' })
  })

  it('could not take: a step, the responder told to choose another clinic, who may then hand over elsewhere', async () => {
    const clinic = await clinicUser()
    const other = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    const res = await act(clinic, id, { action: 'clinic_refuse', note: 'No kennel free' })
    expect(res.statusCode, res.body).toBe(201)
    expect((await detail(ngo, id)).history.at(-1)).toMatchObject({ clinic: { step: 'refused', name: clinic.name } })
    expect((await notificationsOf(db, ngo.id)).at(-1)?.title).toBe(`${clinic.name} could not take the animal`)
    expect((await act(ngo, id, { action: 'handover', clinicId: other.clinicId })).statusCode).toBe(201)
  })

  it('a clinic answers only hand-overs addressed to it, and only while approved', async () => {
    const clinic = await clinicUser()
    const stranger = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    expect((await act(stranger, id, { action: 'clinic_admit', clinicRef: 'X' })).statusCode).toBe(404)
    await db.updateTable('vets').set({ approval_status: 'rejected' }).where('id', '=', clinic.clinicId).execute()
    expect((await act(clinic, id, { action: 'clinic_admit', clinicRef: 'X' })).statusCode).toBe(403)
    expect((await act(ngo, id, { action: 'clinic_admit', clinicRef: 'X' })).statusCode).toBe(403)
    expect((await act(clinic, id, { action: 'clinic_admit' })).statusCode).toBe(403)
    expect((await handoverRows())[0].state).toBe('coming')
  })

  it('admitting needs the number; news needs a state and an admitted animal', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    expect((await act(clinic, id, { action: 'clinic_admit' })).statusCode).toBe(400)
    expect((await act(clinic, id, { action: 'clinic_admit', clinicRef: '   ' })).statusCode).toBe(400)
    expect((await act(clinic, id, { action: 'clinic_update' })).statusCode).toBe(400)
    expect((await act(clinic, id, { action: 'clinic_update', animalState: 'sleeping' })).statusCode).toBe(400)
    const early = await act(clinic, id, { action: 'clinic_update', animalState: 'under_treatment' })
    expect(early.statusCode).toBe(422)
    expect((await handoverRows())[0]).toMatchObject({ state: 'coming', animal_state: null })
  })
})

describe("the clinic's news of an admitted animal", () => {
  it('completing a case whose animal a clinic admitted tells the reporter so, without asking whether it is still there', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    await db
      .insertInto('push_subscriptions')
      .values({ user_id: requester.id, endpoint: 'https://push.example.test/admitted', p256dh: 'p', auth: 'a' })
      .execute()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    await act(clinic, id, { action: 'clinic_admit', clinicRef: 'C-3' })
    expect((await act(ngo, id, { action: 'completed', outcome: 'admitted' })).statusCode).toBe(201)
    const last = (await notificationsOf(db, requester.id)).at(-1)
    expect(last).toMatchObject({ title: 'Rescue completed', url: `/rescue/${id}` })
    expect(last?.message).toBe(
      `Your rescue request #${id} is complete: the animal was admitted to a clinic. Tap to see its news.`,
    )
    const pushes = await sql<{ data: { payload: string } }>`
      select data from pgboss.job where name = 'push-send'
        and data->>'endpoint' = 'https://push.example.test/admitted'`.execute(db)
    const payloads = pushes.rows.map((j) => JSON.parse(j.data.payload) as Record<string, unknown>)
    expect(payloads.length).toBeGreaterThan(0)
    expect(payloads.filter((p) => p.closureCaseId !== undefined)).toEqual([])
  })

  it('under treatment, then died once the case is completed: the NGO and the reporter read each step and are told', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    await act(clinic, id, { action: 'clinic_admit', clinicRef: 'B-9' })
    expect((await act(clinic, id, { action: 'clinic_update', animalState: 'under_treatment' })).statusCode).toBe(201)
    const done = await act(ngo, id, { action: 'completed', outcome: 'admitted' })
    expect(done.statusCode, done.body).toBe(201)
    const died = await act(clinic, id, { action: 'clinic_update', animalState: 'died' })
    expect(died.statusCode, died.body).toBe(201)
    const steps = (await detail(requester, id)).history
      .filter((h) => h.clinic)
      .map((h) => [h.to, h.clinic?.step, h.clinic?.animalState])
    expect(steps).toEqual([
      ['rescued', 'handover', null],
      ['rescued', 'admitted', null],
      ['rescued', 'update', 'under_treatment'],
      ['completed', 'update', 'died'],
    ])
    expect((await detail(requester, id)).status).toBe('completed')
    const heard = (await notificationsOf(db, requester.id)).map((n) => n.message)
    expect(heard).toContain(`Case #${id}: sadly, the dog died at ${clinic.name}.`)
    expect((await notificationsOf(db, ngo.id)).at(-1)?.message).toBe(
      `Case #${id}: sadly, the dog died at ${clinic.name}.`,
    )
  })

  it('fifteen updates within 10 minutes reach the reporter as one notification, kept at the latest news', async () => {
    // The queue outlives resetDb (notification ids start again): only this test's jobs count.
    const started = new Date()
    await db
      .insertInto('push_subscriptions')
      .values({ user_id: requester.id, endpoint: 'https://push.example.test/clinic-news', p256dh: 'p', auth: 'a' })
      .execute()
    const clinic = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    await act(clinic, id, { action: 'clinic_admit', clinicRef: 'B-9' })
    const states = ['under_treatment', 'ready_to_return', 'died'] as const
    for (let i = 0; i < 15; i++) {
      const res = await act(clinic, id, { action: 'clinic_update', animalState: states[i % 3] })
      expect(res.statusCode, res.body).toBe(201)
    }
    const news = async (user: TestUser) =>
      (await notificationsOf(db, user.id)).filter((n) => n.title === `News from ${clinic.name}`)
    const heard = await news(requester)
    // One notification, at the latest news (the 15th: died), unread; the responder's the same.
    expect(heard.map((n) => [n.message, n.read_at])).toEqual([
      [`Case #${id}: sadly, the dog died at ${clinic.name}.`, null],
    ])
    expect((await news(ngo)).map((n) => n.message)).toEqual([`Case #${id}: sadly, the dog died at ${clinic.name}.`])
    // One e-mail; the pushes all carry one tag, so each replaces the last on the phone.
    const mails = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job where name = 'notification-mail' and created_on >= ${started}
        and (data->>'notificationId')::int = ${heard[0]!.id}`.execute(db)
    const pushes = await sql<{ data: { payload: string } }>`
      select data from pgboss.job where name = 'push-send'
        and data->>'endpoint' = 'https://push.example.test/clinic-news' order by created_on`.execute(db)
    const newsPushes = pushes.rows
      .map((j) => JSON.parse(j.data.payload) as { tag: string; title: string; body: string })
      .filter((p) => p.title === `News from ${clinic.name}`)
    const tags = new Set(newsPushes.map((p) => p.tag))
    console.log(
      `15 clinic updates within 10 minutes: ${heard.length} notification, ${mails.rows[0]!.n} e-mail, ` +
        `${newsPushes.length} pushes under ${tags.size} tag (the phone shows one, the latest) to the reporter`,
    )
    expect(mails.rows[0]!.n, 'e-mails of the notification').toBe(1)
    expect([...tags]).toEqual([`clinic-news-${id}`])
    expect(newsPushes.at(-1)?.body).toBe(`Case #${id}: sadly, the dog died at ${clinic.name}.`)

    // Read, then news 10 minutes after the notification: a new one.
    await db.updateTable('notifications').set({ read_at: new Date() }).where('id', '=', heard[0]!.id).execute()
    await db
      .updateTable('notifications')
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where('id', '=', heard[0]!.id)
      .execute()
    expect((await act(clinic, id, { action: 'clinic_update', animalState: 'under_treatment' })).statusCode).toBe(201)
    expect((await news(requester)).map((n) => [n.message, n.read_at === null])).toEqual([
      [`Case #${id}: sadly, the dog died at ${clinic.name}.`, false],
      [`Case #${id}: the dog is under treatment at ${clinic.name}.`, true],
    ])
    // News of another case is not joined with this one.
    const other = await caseInProgress()
    await act(ngo, other, { action: 'handover', clinicId: clinic.clinicId })
    await act(clinic, other, { action: 'clinic_admit', clinicRef: 'B-10' })
    expect((await act(clinic, other, { action: 'clinic_update', animalState: 'ready_to_return' })).statusCode).toBe(201)
    expect(await news(requester)).toHaveLength(3)
  })

  it('news on a cancelled case is refused with its reason', async () => {
    const clinic = await clinicUser()
    const id = await caseInProgress()
    await act(ngo, id, { action: 'handover', clinicId: clinic.clinicId })
    await act(clinic, id, { action: 'clinic_admit', clinicRef: 'C-3' })
    await db.updateTable('rescues').set({ status: 'cancelled' }).where('id', '=', id).execute()
    const res = await act(clinic, id, { action: 'clinic_update', animalState: 'ready_to_return' })
    expect(res.statusCode).toBe(409)
    expect(res.json().reason).toBe('cancelled')
    expect((await handoverRows())[0].animal_state).toBeNull()
  })
})

describe('availability', () => {
  it('places below zero are a 400 and change nothing', async () => {
    const clinic = await clinicUser('approved', { dog: 2 })
    const res = await app.inject({
      method: 'PUT',
      url: '/api/clinics/me/availability',
      headers: bearer(clinic),
      payload: { accepting: true, until: new Date(Date.now() + 3_600_000).toISOString(), places: { dog: -1 } },
    })
    expect(res.statusCode).toBe(400)
    const row = await db.selectFrom('vets').select('places').where('id', '=', clinic.clinicId).executeTakeFirstOrThrow()
    expect(row.places).toEqual({ dog: 2 })
  })

  it('the list of animals coming is for clinics only', async () => {
    expect((await incoming(ngo)).statusCode).toBe(403)
    expect((await incoming(requester)).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/clinics/me/handovers' })).statusCode).toBe(401)
  })
})
