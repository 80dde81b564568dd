// An NGO an admin rejects, suspends (deactivates) or un-verifies loses its
// rescue cases at once: in the same transaction every open case goes back to the admin
// queue (pending, no NGO) with a timeline entry and a notification to the admins and the
// reporter; and an NGO that is not approved and active reads and moves no case.
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { put, report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

beforeEach(() => resetDb(db))

interface Setup {
  admin: TestUser
  otherAdmin: TestUser
  ngo: TestUser
  requester: TestUser
  assigned: number
  accepted: number
  completed: number
}

async function ngoWithCases(): Promise<Setup> {
  const admin = await createUser(ctx, { role: 'admin' })
  const otherAdmin = await createUser(ctx, { role: 'admin' })
  const ngo = await createUser(ctx, { role: 'ngo' })
  const requester = await createUser(ctx)
  const ids: number[] = []
  for (let i = 0; i < 3; i++) {
    const rescue = await report(app, requester)
    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    ids.push(rescue.id)
  }
  const [assigned, accepted, completed] = ids
  for (const status of ['accepted', 'in_progress', 'rescued', 'completed']) {
    expect((await put(app, ngo, completed, { status })).statusCode).toBe(200)
  }
  expect((await put(app, ngo, accepted, { status: 'accepted' })).statusCode).toBe(200)
  return { admin, otherAdmin, ngo, requester, assigned, accepted, completed }
}

const get = (user: TestUser, url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(user) })

async function expectLost(s: Setup) {
  for (const id of [s.assigned, s.accepted]) {
    const row = await db
      .selectFrom('rescues')
      .select(['status', 'ngo_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'pending', ngo_id: null })
    const history = await db
      .selectFrom('rescue_history')
      .selectAll()
      .where('rescue_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(history.to_status).toBe('pending')
    expect(history.note).toMatch(/admin queue/)
  }
  // A finished case keeps its history with the NGO.
  const done = await db
    .selectFrom('rescues')
    .select(['status', 'ngo_id'])
    .where('id', '=', s.completed)
    .executeTakeFirstOrThrow()
  expect(done).toEqual({ status: 'completed', ngo_id: s.ngo.ngoId })
  const told = await db
    .selectFrom('notifications')
    .select(['user_id', 'title'])
    .where('title', 'in', ['Rescue case back in the queue', 'Finding another NGO'])
    .execute()
  // The admin who acted is not told of their own act (docs/rules.md#notifications); the others are.
  expect(told.filter((n) => n.user_id === s.otherAdmin.id)).toHaveLength(2)
  expect(told.filter((n) => n.user_id === s.admin.id)).toHaveLength(0)
  expect(told.filter((n) => n.user_id === s.requester.id)).toHaveLength(2)
  // The NGO reads and moves nothing any more (the reporter's phone number included).
  expect((await get(s.ngo, `/rescues/${s.accepted}`)).statusCode).toBe(404)
  expect((await get(s.ngo, '/rescues')).json().rescueRequests).toEqual([])
  const moved = await put(app, s.ngo, s.accepted, { status: 'in_progress' })
  expect(moved.statusCode).toBe(409)
  expect(moved.json().message).toMatch(/NGO/)
}

describe('an NGO that stops being approved and active', () => {
  it('loses its open cases when an admin rejects it', async () => {
    const s = await ngoWithCases()
    const res = await app.inject({
      method: 'POST',
      url: `/api/ngos/${s.ngo.ngoId}/verify`,
      headers: bearer(s.admin),
      payload: { action: 'reject', reason: 'Registration could not be confirmed' },
    })
    expect(res.statusCode).toBe(200)
    await expectLost(s)
  })

  it('loses its open cases when an admin suspends it (isActive false)', async () => {
    const s = await ngoWithCases()
    const res = await app.inject({
      method: 'PUT',
      url: `/api/ngos/${s.ngo.ngoId}`,
      headers: bearer(s.admin),
      payload: { isActive: false },
    })
    expect(res.statusCode).toBe(200)
    await expectLost(s)
  })

  it('loses its open cases when an admin deactivates it (DELETE)', async () => {
    const s = await ngoWithCases()
    const res = await app.inject({ method: 'DELETE', url: `/api/ngos/${s.ngo.ngoId}`, headers: bearer(s.admin) })
    expect(res.statusCode).toBeLessThan(300)
    await expectLost(s)
  })

  it('is refused by the access check even when a case still points at it', async () => {
    const s = await ngoWithCases()
    // As if the status changed without the release (an older row, a manual fix in the database).
    await db.updateTable('ngos').set({ approval_status: 'rejected' }).where('id', '=', s.ngo.ngoId!).execute()
    expect((await get(s.ngo, `/rescues/${s.accepted}`)).statusCode).toBe(404)
    expect((await get(s.ngo, '/rescues')).json().rescueRequests).toEqual([])
    expect((await put(app, s.ngo, s.accepted, { status: 'in_progress' })).statusCode).toBe(409)
  })
})

describe('a pending or suspended NGO writes nothing on a case', () => {
  it('its actions and proof photos are refused (409 ngo_suspended) and store no row, however many keys', async () => {
    const admin = await createUser(ctx, { role: 'admin' })
    const requester = await createUser(ctx)
    const pending = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    const suspended = await createUser(ctx, { role: 'ngo' })
    const rescue = await report(app, requester)
    expect((await put(app, admin, rescue.id, { ngoId: suspended.ngoId })).statusCode).toBe(200)
    await db.updateTable('ngos').set({ is_active: false }).where('id', '=', suspended.ngoId!).execute()
    for (const ngo of [pending, suspended]) {
      for (let i = 0; i < 15; i++) {
        const key = crypto.randomUUID()
        const res = await app.inject({
          method: 'POST',
          url: `/api/rescues/${rescue.id}/actions`,
          headers: { ...bearer(ngo), 'idempotency-key': key },
          payload: { action: i % 2 ? 'accept' : 'progress', note: 'x'.repeat(500) },
        })
        expect(res.statusCode).toBe(409)
        expect(res.json()).toMatchObject({ reason: 'ngo_suspended', currentStatus: null })
        const photos = await app.inject({
          method: 'POST',
          url: `/api/rescues/${rescue.id}/actions/${key}/photos`,
          headers: { ...bearer(ngo), 'content-type': 'multipart/form-data; boundary=b' },
          payload: '--b\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nxx\r\n--b--\r\n',
        })
        expect(photos.statusCode).toBe(409)
      }
    }
    expect(await db.selectFrom('rescue_actions').select('idempotency_key').execute()).toEqual([])
    expect(await db.selectFrom('rescue_images').select('id').execute()).toEqual([])
  })
})
