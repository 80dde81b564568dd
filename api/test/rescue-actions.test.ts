// An NGO's actions on a case are applied exactly once per Idempotency-Key,
// a case that moved on answers 409 with a machine-readable reason and records nothing, and
// progress, rescued and completed steps carry up to 5 proof photos, byte-identical on
// arrival, shown on the case timeline to the reporter and the admin.
import { createHash, randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, notificationsOf, png, put, report, type RescueJson } from './support/rescue-fixtures.ts'

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

function act(user: TestUser, id: number, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: `/api/rescues/${id}/actions`,
    headers: { ...bearer(user), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  })
}

async function proof(user: TestUser, id: number, key: string, ids: string[], seeds = ids.map((_, i) => i + 10)) {
  const files = await Promise.all(seeds.map(async (seed) => ({ bytes: await png(seed), name: `p${seed}.png` })))
  const body = await multipart(files, { photoIds: JSON.stringify(ids) })
  const res = await app.inject({
    method: 'POST',
    url: `/api/rescues/${id}/actions/${key}/photos`,
    headers: { ...bearer(user), ...body.headers },
    payload: body.payload,
  })
  return { res, digests: files.map((f) => createHash('sha256').update(f.bytes).digest('hex')) }
}

async function assignedCase() {
  const rescue = await report(app, requester)
  expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
  return rescue.id
}

const historyRows = (id: number) =>
  db
    .selectFrom('rescue_history')
    .select(['from_status', 'to_status', 'note'])
    .where('rescue_id', '=', id)
    .orderBy('id')
    .execute()
const detail = async (user: TestUser, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/rescues/${id}`, headers: bearer(user) })).json() as RescueJson

describe('idempotent case actions', () => {
  it('accept: a repeat answers the same outcome and records nothing twice (entry, notifications)', async () => {
    const id = await assignedCase()
    const key = randomUUID()
    const first = await act(ngo, id, { action: 'accept', note: 'On our way' }, key)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().rescue.status).toBe('accepted')
    const notes = (await notificationsOf(db, requester.id)).length
    const again = await act(ngo, id, { action: 'accept', note: 'On our way' }, key)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().historyId).toBe(first.json().historyId)
    expect((await historyRows(id)).filter((h) => h.to_status === 'accepted')).toEqual([
      { from_status: 'assigned', to_status: 'accepted', note: 'On our way' },
    ])
    expect((await notificationsOf(db, requester.id)).length).toBe(notes)
  })

  it('concurrent repeats of one key apply it once', async () => {
    const id = await assignedCase()
    const key = randomUUID()
    const results = await Promise.all([1, 2, 3].map(() => act(ngo, id, { action: 'accept' }, key)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201])
    expect(new Set(results.map((r) => r.json().historyId)).size).toBe(1)
    expect((await historyRows(id)).filter((h) => h.to_status === 'accepted')).toHaveLength(1)
  })

  it('needs an Idempotency-Key; a key reused for another action is refused; decline needs a reason', async () => {
    const id = await assignedCase()
    expect((await act(ngo, id, { action: 'accept' }, null)).statusCode).toBe(400)
    const noReason = await act(ngo, id, { action: 'decline' })
    expect(noReason.statusCode).toBe(400)
    const key = randomUUID()
    expect((await act(ngo, id, { action: 'accept' }, key)).statusCode).toBe(201)
    const reused = await act(ngo, id, { action: 'progress' }, key)
    expect(reused.statusCode).toBe(422)
    expect((await act(requester, id, { action: 'progress' })).statusCode).toBe(403)
    expect((await act(admin, id, { action: 'progress' })).statusCode).toBe(403)
  })

  it('the whole field flow writes each step once, in order; a progress note on a case in progress adds an entry', async () => {
    const id = await assignedCase()
    const steps = [
      { action: 'accept' },
      { action: 'progress', note: 'Reached the spot' },
      { action: 'progress', note: 'Dog is hiding under a car' },
      { action: 'rescued', note: 'Taken to the Parel hospital' },
      { action: 'completed', outcome: 'released_after_treatment', note: 'Treated and released' },
    ]
    for (const step of steps) {
      const key = randomUUID()
      const res = await act(ngo, id, step, key)
      expect(res.statusCode, res.body).toBe(201)
      expect((await act(ngo, id, step, key)).statusCode).toBe(200)
    }
    expect((await historyRows(id)).slice(2)).toEqual([
      { from_status: 'assigned', to_status: 'accepted', note: null },
      { from_status: 'accepted', to_status: 'in_progress', note: 'Reached the spot' },
      { from_status: 'in_progress', to_status: 'in_progress', note: 'Dog is hiding under a car' },
      { from_status: 'in_progress', to_status: 'rescued', note: 'Taken to the Parel hospital' },
      { from_status: 'rescued', to_status: 'completed', note: 'Treated and released' },
    ])
    expect((await detail(requester, id)).status).toBe('completed')
  })

  it('declines with the reason; the case goes back to the admins', async () => {
    const id = await assignedCase()
    const res = await act(ngo, id, { action: 'decline', declineReason: 'No van free today' })
    expect(res.statusCode, res.body).toBe(201)
    const row = await db.selectFrom('rescues').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'declined',
      ngo_id: null,
      declined_by_ngo_id: ngo.ngoId,
      decline_reason: 'No van free today',
    })
  })
})

describe('a replayed key answers the stored outcome only, never the live case', () => {
  it("a decline's key replayed after the case went to another NGO and after a suspension gives nothing of the case", async () => {
    const id = await assignedCase()
    await put(app, admin, id, { notes: 'Reporter is a minor; call the parent first' })
    const key = randomUUID()
    const decline = { action: 'decline', declineReason: 'No van free today' }
    const first = await act(ngo, id, decline, key)
    expect(first.statusCode, first.body).toBe(201)
    // The NGO no longer holds the case: even its first answer carries no case.
    expect(first.json().rescue).toBeNull()
    const other = await createUser(ctx, { role: 'ngo' })
    expect((await put(app, admin, id, { ngoId: other.ngoId })).statusCode).toBe(200)
    const replay = await act(ngo, id, decline, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual({ action: 'decline', historyId: first.json().historyId, rescue: null })
    expect(replay.body).not.toContain(requester.email)
    expect(replay.body).not.toContain('call the parent')

    await db.updateTable('ngos').set({ is_active: false }).where('id', '=', ngo.ngoId!).execute()
    const blocked = await act(ngo, id, decline, key)
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json()).toMatchObject({ reason: 'ngo_suspended', currentStatus: null })
    expect(blocked.body).not.toContain(requester.email)
  })

  it('a repeat of an applied accept carries no case; the first answer did, while the NGO holds it', async () => {
    const id = await assignedCase()
    const key = randomUUID()
    const first = await act(ngo, id, { action: 'accept' }, key)
    expect(first.json().rescue).toMatchObject({ id, status: 'accepted', requester: { email: requester.email } })
    const again = await act(ngo, id, { action: 'accept' }, key)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ action: 'accept', historyId: first.json().historyId, rescue: null })
  })

  it('a pending or suspended NGO stores nothing, however many keys it sends', async () => {
    const id = await assignedCase()
    await db.updateTable('ngos').set({ is_active: false }).where('id', '=', ngo.ngoId!).execute()
    for (let i = 0; i < 5; i++) expect((await act(ngo, id, { action: 'accept' })).statusCode).toBe(409)
    expect(await db.selectFrom('rescue_actions').selectAll().where('user_id', '=', ngo.id).execute()).toEqual([])
  })
})

describe('a case that moved on: 409 with the reason, nothing applied, the same answer on a repeat', () => {
  it('reassigned by an admin', async () => {
    const id = await assignedCase()
    const other = await createUser(ctx, { role: 'ngo' })
    expect((await put(app, admin, id, { status: 'pending' })).statusCode).toBe(200)
    expect((await put(app, admin, id, { ngoId: other.ngoId })).statusCode).toBe(200)
    const before = await historyRows(id)
    const key = randomUUID()
    const res = await act(ngo, id, { action: 'accept' }, key)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ statusCode: 409, reason: 'reassigned', currentStatus: null })
    expect(res.json().message).toMatch(/no longer assigned to your NGO/)
    const again = await act(ngo, id, { action: 'accept' }, key)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual(res.json())
    expect(await historyRows(id)).toEqual(before)
  })

  it('an NGO that never had the case gets 404, as when reading it, and nothing is recorded', async () => {
    const id = await assignedCase()
    const stranger = await createUser(ctx, { role: 'ngo' })
    const before = await historyRows(id)
    const res = await act(stranger, id, { action: 'accept' })
    expect(res.statusCode).toBe(404)
    expect(res.json().reason).toBeUndefined()
    // The same answer as for a case that does not exist at all.
    expect((await act(stranger, 999_999, { action: 'accept' })).json().message).toBe(res.json().message)
    expect(await historyRows(id)).toEqual(before)
    expect(await db.selectFrom('rescue_actions').selectAll().where('user_id', '=', stranger.id).execute()).toEqual([])
  })

  it('cancelled by the reporter, with the current status', async () => {
    const id = await assignedCase()
    expect((await act(ngo, id, { action: 'accept' })).statusCode).toBe(201)
    expect((await put(app, requester, id, { status: 'cancelled' })).statusCode).toBe(200)
    const res = await act(ngo, id, { action: 'progress', note: 'Almost there' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ reason: 'cancelled', currentStatus: 'cancelled' })
    expect((await historyRows(id)).at(-1)?.to_status).toBe('cancelled')
  })

  it('the NGO was suspended', async () => {
    const id = await assignedCase()
    await db.updateTable('ngos').set({ is_active: false }).where('id', '=', ngo.ngoId!).execute()
    const res = await act(ngo, id, { action: 'accept' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ reason: 'ngo_suspended', currentStatus: null })
    expect((await detail(admin, id)).status).toBe('assigned')
  })

  it('the status changed (an admin moved it on)', async () => {
    const id = await assignedCase()
    expect((await put(app, admin, id, { status: 'in_progress' })).statusCode).toBe(200)
    const res = await act(ngo, id, { action: 'accept' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ reason: 'status_changed', currentStatus: 'in_progress' })
  })
})

describe('proof photos', () => {
  it('progress, rescued and completed carry photos, byte-identical, on the timeline of reporter, follower, NGO and admin', async () => {
    const id = await assignedCase()
    const follower = await createUser(ctx)
    const followed = await app.inject({
      method: 'POST',
      url: `/api/rescues/${id}/follow`,
      headers: bearer(follower),
      payload: { lat: 19.0544, lng: 72.8402, accuracy: 15 },
    })
    expect(followed.statusCode, followed.body).toBe(200)
    await act(ngo, id, { action: 'accept' })
    const progressKey = randomUUID()
    expect((await act(ngo, id, { action: 'progress', note: 'Found her' }, progressKey)).statusCode).toBe(201)
    const p = await proof(ngo, id, progressKey, ['pr-1'])
    expect(p.res.statusCode, p.res.body).toBe(200)
    const rescuedKey = randomUUID()
    await act(ngo, id, { action: 'rescued' }, rescuedKey)
    const completedKey = randomUUID()
    await act(ngo, id, { action: 'completed', outcome: 'treated_on_site' }, completedKey)
    const c = await proof(ngo, id, completedKey, ['co-1', 'co-2'], [21, 22])
    expect(c.res.json().photos.map((x: { sha256: string }) => x.sha256)).toEqual(c.digests)
    // A re-sent upload stores nothing again.
    const again = await proof(ngo, id, completedKey, ['co-1', 'co-2'], [21, 22])
    expect(again.res.json()).toEqual(c.res.json())

    for (const viewer of [requester, follower, admin, ngo]) {
      const rescue = await detail(viewer, id)
      expect(rescue.images).toEqual([])
      const shown = (rescue.history ?? []).filter((h) => (h as { photos?: unknown[] }).photos)
      expect(shown.map((h) => [h.to, (h as { photos?: { sha256: string }[] }).photos!.map((x) => x.sha256)])).toEqual([
        ['in_progress', p.digests],
        ['completed', c.digests],
      ])
    }
    const rows = await db.selectFrom('rescue_images').select(['uploaded_by']).where('rescue_id', '=', id).execute()
    expect(rows).toEqual([{ uploaded_by: ngo.id }, { uploaded_by: ngo.id }, { uploaded_by: ngo.id }])
    // "Rescue completed" opens the case at its proof photos, for the reporter and the follower alike.
    for (const watcher of [requester, follower]) {
      const done = (await notificationsOf(db, watcher.id)).filter((n) => n.title === 'Rescue completed')
      expect(done.map((n) => n.url)).toEqual([`/rescue/${id}#proof`])
    }
  })

  it("at most 5 per step; none on accept, on a refused action or with another user's key", async () => {
    const id = await assignedCase()
    const acceptKey = randomUUID()
    await act(ngo, id, { action: 'accept' }, acceptKey)
    expect((await proof(ngo, id, acceptKey, ['a1'])).res.statusCode).toBe(422)
    const key = randomUUID()
    await act(ngo, id, { action: 'progress' }, key)
    expect((await proof(ngo, id, key, ['x1', 'x2', 'x3'])).res.statusCode).toBe(200)
    const tooMany = await proof(ngo, id, key, ['x4', 'x5', 'x6'])
    expect(tooMany.res.statusCode).toBe(422)
    expect((await proof(ngo, id, key, ['x4', 'x5'])).res.json().photos).toHaveLength(5)
    expect((await proof(admin, id, key, ['y1'])).res.statusCode).toBe(404)

    const refusedKey = randomUUID()
    expect((await act(ngo, id, { action: 'completed', outcome: 'died' }, refusedKey)).statusCode).toBe(409)
    expect((await proof(ngo, id, refusedKey, ['z1'])).res.statusCode).toBe(409)
    // The reporter's own photo limit is not used up by proof photos.
    const body = await multipart([{ bytes: await png(99), name: 'r.png' }], { photoIds: JSON.stringify(['r1']) })
    const own = await app.inject({
      method: 'POST',
      url: `/api/rescues/${id}/images`,
      headers: { ...bearer(requester), ...body.headers },
      payload: body.payload,
    })
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().photoIds).toEqual(['r1'])
  })
})

describe('the outcome and the moment it happened', () => {
  it('completing needs an outcome from the list (and the place when taken to a clinic); bad input changes nothing', async () => {
    const id = await assignedCase()
    for (const action of ['accept', 'progress', 'rescued'])
      expect((await act(ngo, id, { action })).statusCode).toBe(201)
    const bad = [
      { action: 'completed' },
      { action: 'completed', outcome: 'went_home' },
      { action: 'completed', outcome: 'taken_to_clinic' },
      { action: 'completed', outcome: 'taken_to_clinic', outcomePlace: '   ' },
      { action: 'progress', outcome: 'died' },
    ]
    for (const body of bad) {
      const res = await act(ngo, id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await detail(requester, id)).status).toBe('rescued')
    expect(await db.selectFrom('rescue_actions').select('outcome').where('action', '=', 'completed').execute()).toEqual(
      [],
    )

    const done = await act(ngo, id, {
      action: 'completed',
      outcome: 'taken_to_clinic',
      outcomePlace: 'Bai Sakarbai Dinshaw Petit Hospital',
    })
    expect(done.statusCode, done.body).toBe(201)
    for (const viewer of [requester, admin]) {
      const rescue = await detail(viewer, id)
      expect(rescue.outcome).toEqual({ kind: 'taken_to_clinic', place: 'Bai Sakarbai Dinshaw Petit Hospital' })
      expect(rescue.history!.at(-1)).toMatchObject({
        to: 'completed',
        outcome: { kind: 'taken_to_clinic', place: 'Bai Sakarbai Dinshaw Petit Hospital' },
      })
    }
  })

  it('a step keeps when it was made on the phone, within bounds: not before the assignment, not in the future', async () => {
    const id = await assignedCase()
    const hour = 3_600_000
    // The case was assigned three hours ago.
    await db
      .updateTable('rescue_history')
      .set({ created_at: new Date(Date.now() - 3 * hour) })
      .where('rescue_id', '=', id)
      .where('to_status', '=', 'assigned')
      .execute()
    const madeAt = new Date(Date.now() - 2 * hour).toISOString()
    expect((await act(ngo, id, { action: 'accept', occurredAt: madeAt })).statusCode).toBe(201)
    // Before the assignment: dated at the assignment. Ahead of the server's clock: dated at arrival.
    const before = Date.now()
    expect(
      (await act(ngo, id, { action: 'progress', occurredAt: new Date(Date.now() - 5 * hour).toISOString() }))
        .statusCode,
    ).toBe(201)
    expect(
      (
        await act(ngo, id, {
          action: 'progress',
          note: 'Still here',
          occurredAt: new Date(Date.now() + 5 * hour).toISOString(),
        })
      ).statusCode,
    ).toBe(201)
    expect((await act(ngo, id, { action: 'rescued', occurredAt: 'yesterday' })).statusCode).toBe(400)

    const history = (await detail(requester, id)).history as unknown as {
      to: string
      at: string
      occurredAt?: string
    }[]
    const [accepted, onTheWay, note] = history.slice(-3)
    expect(accepted).toMatchObject({ to: 'accepted', occurredAt: madeAt })
    const assignedAt = Date.parse(history.find((h) => h.to === 'assigned')!.at)
    expect(Date.parse(onTheWay.occurredAt!)).toBe(assignedAt)
    expect(Date.parse(note.occurredAt!)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(note.occurredAt!)).toBeLessThanOrEqual(Date.parse(note.at))
  })
})
