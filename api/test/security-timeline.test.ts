// A case's timeline follows the case's own view rule: decline reasons, NGO notes and admin
// notes reach admins and NGOs, never the reporter or a follower (the case view withheld the
// decline reason while the timeline carried it). The reporter still reads their own notes.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { put, report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let requester: TestUser, follower: TestUser, first: TestUser, second: TestUser, admin: TestUser
beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  follower = await createUser(ctx)
  first = await createUser(ctx, { role: 'ngo' })
  second = await createUser(ctx, { role: 'ngo' })
  admin = await createUser(ctx, { role: 'admin' })
})

const act = (user: TestUser, id: number, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/rescues/${id}/actions`,
    headers: { ...bearer(user), 'idempotency-key': randomUUID() },
    payload: body,
  })
const timeline = async (user: TestUser, id: number) => {
  const res = await app.inject({ method: 'GET', url: `/api/rescues/${id}`, headers: bearer(user) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { declineReason?: string; history: { to: string; note: string | null }[] }
}

const DECLINE = 'Reporter sounded drunk, not going'
const PROGRESS = 'Gate code 4471, the reporter lives in flat 4B'
const ADMIN_NOTE = 'Second NGO owes us a favour'

describe("the timeline's notes", () => {
  it('reach admins and the NGO, never the reporter or a follower', async () => {
    const rescue = await report(app, requester)
    await db.insertInto('rescue_followers').values({ rescue_id: rescue.id, user_id: follower.id }).execute()
    expect((await put(app, admin, rescue.id, { ngoId: first.ngoId })).statusCode).toBe(200)
    expect((await act(first, rescue.id, { action: 'decline', declineReason: DECLINE })).statusCode).toBe(201)
    expect((await put(app, admin, rescue.id, { ngoId: second.ngoId, note: ADMIN_NOTE })).statusCode).toBe(200)
    expect((await act(second, rescue.id, { action: 'accept' })).statusCode).toBe(201)
    expect((await act(second, rescue.id, { action: 'progress', note: PROGRESS })).statusCode).toBe(201)

    const adminView = JSON.stringify(await timeline(admin, rescue.id))
    expect(adminView).toContain(DECLINE)
    expect(adminView).toContain(PROGRESS)
    expect(JSON.stringify(await timeline(second, rescue.id))).toContain(PROGRESS)

    for (const reader of [requester, follower]) {
      const seen = await timeline(reader, rescue.id)
      const text = JSON.stringify(seen)
      expect(text).not.toContain(DECLINE)
      expect(text).not.toContain(PROGRESS)
      expect(text).not.toContain(ADMIN_NOTE)
      expect(seen.declineReason).toBeUndefined()
      // The steps themselves stay.
      expect(seen.history.map((h) => h.to)).toEqual(expect.arrayContaining(['declined', 'accepted', 'in_progress']))
    }
  })

  it('the reporter reads their own note; a follower does not', async () => {
    const rescue = await report(app, requester)
    await db.insertInto('rescue_followers').values({ rescue_id: rescue.id, user_id: follower.id }).execute()
    const cancel = await put(app, requester, rescue.id, { status: 'cancelled', note: 'Found by the neighbours' })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(JSON.stringify(await timeline(requester, rescue.id))).toContain('Found by the neighbours')
    expect(JSON.stringify(await timeline(follower, rescue.id))).not.toContain('Found by the neighbours')
  })
})

describe("a follower's note", () => {
  it('reaches the reporter and the follower who wrote it, not another follower', async () => {
    const rescue = await report(app, requester)
    const other = await createUser(ctx)
    for (const user of [follower, other]) {
      await db.insertInto('rescue_followers').values({ rescue_id: rescue.id, user_id: user.id }).execute()
    }
    const me = await db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', follower.id)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('rescue_history')
      .values({
        rescue_id: rescue.id,
        from_status: 'pending',
        to_status: 'pending',
        actor_id: follower.id,
        actor_role: 'follower',
        actor_name: `${me.first_name} ${me.last_name}`,
        note: 'Still by the bus stop',
      })
      .execute()
    expect(JSON.stringify(await timeline(requester, rescue.id))).toContain('Still by the bus stop')
    expect(JSON.stringify(await timeline(follower, rescue.id))).toContain('Still by the bus stop')
    expect(JSON.stringify(await timeline(other, rescue.id))).not.toContain('Still by the bus stop')
  })
})
