// Nobody left waiting: an assignment not accepted by its deadline escalates once,
// however many workers race for it; accepting in time cancels it; the escalated case is
// reassigned in one step. The clock is the test's: each run of the job handler gets a time.
import { sql } from 'kysely'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../src/db/database.ts'
import { realClock } from '../src/lib/clock.ts'
import { createNotifier } from '../src/modules/notifications/notifier.ts'
import { createEscalation, ESCALATION_QUEUE } from '../src/modules/rescues/rescues.escalation.service.ts'
import { fileDatabaseUrl } from './support/database.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { put, report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx
const MINUTE = 60_000

// Two workers of two "API processes": each with its own connection pool and handler.
const url = await fileDatabaseUrl()
const pools = [createDatabase(url, 2), createDatabase(url, 2)]
const workers = pools.map(({ db: own }) =>
  createEscalation({ db: own, notifier: createNotifier(app.jobs), jobs: app.jobs, clock: realClock }),
)
afterAll(async () => {
  for (const p of pools) await p.db.destroy()
})

let requester: TestUser
let ngo: TestUser
let otherNgo: TestUser
let admin: TestUser
let admin2: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  ngo = await createUser(ctx, { role: 'ngo' })
  otherNgo = await createUser(ctx, { role: 'ngo' })
  admin = await createUser(ctx, { role: 'admin' })
  admin2 = await createUser(ctx, { role: 'admin' })
})

async function assignedCase(urgency = 'high') {
  const rescue = await report(app, requester, { urgency })
  const res = await put(app, admin, rescue.id, { ngoId: ngo.ngoId })
  expect(res.statusCode, res.body).toBe(200)
  const deadline = await db
    .selectFrom('rescue_deadlines')
    .selectAll()
    .where('rescue_id', '=', rescue.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return { rescue, deadline, due: new Date(deadline.due_at) }
}

const noResponseNotes = (userId: number) =>
  db
    .selectFrom('notifications')
    .select(['title', 'url'])
    .where('user_id', '=', userId)
    .where('title', 'like', 'No response%')
    .execute()

const getCase = async (id: number, user: TestUser = admin) =>
  (await app.inject({ method: 'GET', url: `/api/rescues/${id}`, headers: bearer(user) })).json()

describe('escalation deadlines', () => {
  it('follows the settings: 30 minutes for high urgency, 2 hours for medium, as the admins change them', async () => {
    const high = await assignedCase('high')
    expect(high.due.getTime() - new Date(high.deadline.created_at).getTime()).toBe(30 * MINUTE)
    const medium = await assignedCase('medium')
    expect(medium.due.getTime() - new Date(medium.deadline.created_at).getTime()).toBe(120 * MINUTE)

    const set = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/escalation',
      headers: bearer(admin),
      payload: { urgentMinutes: 15, otherMinutes: 60 },
    })
    expect(set.statusCode, set.body).toBe(200)
    const critical = await assignedCase('critical')
    expect(critical.due.getTime() - new Date(critical.deadline.created_at).getTime()).toBe(15 * MINUTE)
    const got = await app.inject({ method: 'GET', url: '/api/admin/settings/escalation', headers: bearer(admin) })
    expect(got.json()).toEqual({ urgentMinutes: 15, otherMinutes: 60 })
    const notAdmin = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/escalation',
      headers: bearer(requester),
      payload: { urgentMinutes: 15, otherMinutes: 60 },
    })
    expect(notAdmin.statusCode).toBe(403)
  })

  it('queues one job that starts at the deadline', async () => {
    // Jobs live outside the tables resetDb empties; earlier tests' deadlines had the same ids.
    await sql`delete from pgboss.job where name = ${ESCALATION_QUEUE.name}`.execute(db)
    const { deadline, due } = await assignedCase()
    const jobs = await sql<{ start_after: Date; singleton_key: string }>`
      select start_after, singleton_key from pgboss.job
      where name = ${ESCALATION_QUEUE.name} and (data->>'deadlineId')::int = ${deadline.id}`.execute(db)
    expect(jobs.rows).toHaveLength(1)
    expect(new Date(jobs.rows[0].start_after).getTime()).toBe(due.getTime())
    expect(jobs.rows[0].singleton_key).toBe(`deadline-${deadline.id}`)
  })

  it('fires exactly once when two workers run the due job at the same time', async () => {
    const { rescue, deadline, due } = await assignedCase()
    const late = new Date(due.getTime() + MINUTE)
    const outcomes = await Promise.all(workers.map((w) => w.fire({ deadlineId: deadline.id }, late)))
    expect(outcomes.sort()).toEqual(['fired', 'skipped'])
    // Run again (a retry, a second delivery): nothing more happens.
    expect(await workers[0].fire({ deadlineId: deadline.id }, late)).toBe('skipped')
    for (const a of [admin, admin2]) {
      const notes = await noResponseNotes(a.id)
      expect(notes).toEqual([{ title: `No response from Test NGO ${ngo.id}`, url: `/rescue/${rescue.id}` }])
    }
    const shown = await getCase(rescue.id)
    expect(shown.status).toBe('assigned')
    expect(shown.escalatedAt).toBe(late.toISOString())
    const list = await app.inject({ method: 'GET', url: '/api/rescues?escalated=true', headers: bearer(admin) })
    expect(list.json().rescueRequests.map((r: { id: number }) => r.id)).toEqual([rescue.id])
  })

  it('does not fire before the deadline, and the early run leaves the deadline open', async () => {
    const { deadline, due } = await assignedCase()
    expect(await workers[0].fire({ deadlineId: deadline.id }, new Date(due.getTime() - MINUTE))).toBe('not-due')
    expect(await noResponseNotes(admin.id)).toEqual([])
    expect(await workers[1].fire({ deadlineId: deadline.id }, new Date(due.getTime() + MINUTE))).toBe('fired')
  })

  it('does not fire when the NGO accepted in time', async () => {
    const { rescue, deadline, due } = await assignedCase()
    expect((await put(app, ngo, rescue.id, { status: 'accepted' })).statusCode).toBe(200)
    const late = new Date(due.getTime() + MINUTE)
    const outcomes = await Promise.all(workers.map((w) => w.fire({ deadlineId: deadline.id }, late)))
    expect(outcomes).toEqual(['skipped', 'skipped'])
    expect(await noResponseNotes(admin.id)).toEqual([])
    expect((await getCase(rescue.id)).escalatedAt).toBeNull()
  })

  it('re-checks the case: a deadline left open by a case that moved on is cancelled, not fired', async () => {
    const { rescue, deadline, due } = await assignedCase()
    // The case moved on without the workflow (as an older server or a restore could leave it).
    await db.updateTable('rescues').set({ status: 'accepted' }).where('id', '=', rescue.id).execute()
    expect(await workers[0].fire({ deadlineId: deadline.id }, new Date(due.getTime() + MINUTE))).toBe('cancelled')
    expect(await noResponseNotes(admin.id)).toEqual([])
  })

  it('an escalated case is reassigned in one step; the new NGO gets a new deadline', async () => {
    const { rescue, deadline, due } = await assignedCase()
    expect(await workers[0].fire({ deadlineId: deadline.id }, new Date(due.getTime() + MINUTE))).toBe('fired')
    // A case not yet accepted is reassigned at any time, deadline passed or not.
    const calm = await assignedCase()
    const early = await put(app, admin, calm.rescue.id, { ngoId: otherNgo.ngoId })
    expect(early.statusCode, early.body).toBe(200)
    expect(early.json().history.at(-1).note).toBe(`Reassigned to Test NGO ${otherNgo.id} (was Test NGO ${ngo.id})`)

    const res = await put(app, admin, rescue.id, { ngoId: otherNgo.ngoId })
    expect(res.statusCode, res.body).toBe(200)
    const moved = res.json()
    expect(moved).toMatchObject({ status: 'assigned', ngoId: otherNgo.ngoId, escalatedAt: null })
    expect(moved.history.at(-1).note).toBe(`Reassigned to Test NGO ${otherNgo.id}: no response from Test NGO ${ngo.id}`)
    expect(moved.history.at(-1)).toMatchObject({
      noteKey: 'historyNote.reassigned',
      noteValues: { ngo: `Test NGO ${otherNgo.id}`, previous: `Test NGO ${ngo.id}` },
    })
    const deadlines = await db
      .selectFrom('rescue_deadlines')
      .selectAll()
      .where('rescue_id', '=', rescue.id)
      .orderBy('id')
      .execute()
    expect(deadlines).toHaveLength(2)
    expect(deadlines[1]).toMatchObject({ ngo_id: otherNgo.ngoId, fired_at: null, cancelled_at: null })
    // The old NGO can no longer act on it; the new one can.
    expect((await put(app, ngo, rescue.id, { status: 'accepted' })).statusCode).toBe(404)
    expect((await put(app, otherNgo, rescue.id, { status: 'accepted' })).statusCode).toBe(200)
    const told = await db.selectFrom('notifications').select('title').where('user_id', '=', ngo.id).execute()
    expect(told.map((n) => n.title)).toContain('Rescue case reassigned')
  })

  it('a late accept from the field ends "No response" as a late accept through PUT does', async () => {
    for (const via of ['actions', 'put'] as const) {
      const { rescue, deadline, due } = await assignedCase()
      expect(await workers[0].fire({ deadlineId: deadline.id }, new Date(due.getTime() + MINUTE))).toBe('fired')
      expect((await getCase(rescue.id)).escalatedAt).not.toBeNull()
      const res =
        via === 'actions'
          ? await app.inject({
              method: 'POST',
              url: `/api/rescues/${rescue.id}/actions`,
              headers: { ...bearer(ngo), 'idempotency-key': crypto.randomUUID() },
              payload: { action: 'accept' },
            })
          : await put(app, ngo, rescue.id, { status: 'accepted' })
      expect(res.statusCode, res.body).toBeLessThan(300)
      expect(await getCase(rescue.id), via).toMatchObject({ status: 'accepted', escalatedAt: null })
      // The admins' "No response" list no longer holds it.
      const waiting = await app.inject({ method: 'GET', url: '/api/rescues?escalated=true', headers: bearer(admin) })
      expect(waiting.statusCode, waiting.body).toBe(200)
      expect(
        waiting.json().rescueRequests.map((r: { id: number }) => r.id),
        via,
      ).not.toContain(rescue.id)
      const open = await db
        .selectFrom('rescue_deadlines')
        .select('id')
        .where('rescue_id', '=', rescue.id)
        .where('fired_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .execute()
      expect(open, via).toEqual([])
    }
  })

  describe('an accept made offline before its deadline that arrives after it (judged by occurredAt)', () => {
    /** The assignment 31 minutes ago, its deadline a minute ago: the accept was made 15 s before it. */
    async function overdue() {
      const { rescue, deadline } = await assignedCase()
      const now = Date.now()
      const due = new Date(now - MINUTE)
      await db
        .updateTable('rescue_deadlines')
        .set({ due_at: due, created_at: new Date(now - 31 * MINUTE) })
        .where('id', '=', deadline.id)
        .execute()
      await db
        .updateTable('rescue_history')
        .set({ created_at: new Date(now - 31 * MINUTE) })
        .where('rescue_id', '=', rescue.id)
        .execute()
      return { rescue, deadline, due, madeAt: new Date(due.getTime() - 15_000) }
    }
    const acceptMadeAt = (id: number, madeAt: Date) =>
      app.inject({
        method: 'POST',
        url: `/api/rescues/${id}/actions`,
        headers: { ...bearer(ngo), 'idempotency-key': crypto.randomUUID() },
        payload: { action: 'accept', occurredAt: madeAt.toISOString() },
      })

    it('does not escalate when it arrives before the job runs; the history dates it when made, with "sent at"', async () => {
      const { rescue, deadline, madeAt } = await overdue()
      const res = await acceptMadeAt(rescue.id, madeAt)
      expect(res.statusCode, res.body).toBe(201)
      expect(await workers[0].fire({ deadlineId: deadline.id }, new Date())).toBe('skipped')
      for (const a of [admin, admin2]) expect(await noResponseNotes(a.id)).toEqual([])
      const shown = await getCase(rescue.id)
      expect(shown).toMatchObject({ status: 'accepted', escalatedAt: null })
      const step = shown.history.at(-1)
      expect(step).toMatchObject({ to: 'accepted', occurredAt: madeAt.toISOString() })
      expect(Date.parse(step.at) - madeAt.getTime()).toBeGreaterThan(60_000)
    })

    it('clears "No response" when the job already ran', async () => {
      const { rescue, deadline, madeAt } = await overdue()
      expect(await workers[0].fire({ deadlineId: deadline.id }, new Date())).toBe('fired')
      expect((await getCase(rescue.id)).escalatedAt).not.toBeNull()
      const res = await acceptMadeAt(rescue.id, madeAt)
      expect(res.statusCode, res.body).toBe(201)
      expect(await getCase(rescue.id)).toMatchObject({ status: 'accepted', escalatedAt: null })
      const waiting = await app.inject({ method: 'GET', url: '/api/rescues?escalated=true', headers: bearer(admin) })
      expect(waiting.json().rescueRequests).toEqual([])
    })

    it('dates a moment claimed before the assignment at the assignment', async () => {
      const { rescue } = await overdue()
      const res = await acceptMadeAt(rescue.id, new Date(Date.now() - 60 * MINUTE))
      expect(res.statusCode, res.body).toBe(201)
      const history = (await getCase(rescue.id)).history
      const assigned = history.findLast((h: { to: string }) => h.to === 'assigned')
      expect(history.at(-1).occurredAt).toBe(assigned.at)
    })
  })
})
