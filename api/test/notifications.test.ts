import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { recordWords } from '../src/modules/notifications/notification-words.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf, put, report, reportBody, setCase, waitFor } from './support/rescue-fixtures.ts'

// A long polling interval: jobs must go out because the change woke the worker and it drained
// the queue, never because the next poll happened to come.
const ctx = await setupApp({ PUBLIC_URL: 'https://paws.example.in/', JOBS_POLL_SECONDS: 60 })
const { app, db } = ctx

let requester: TestUser
let ngo: TestUser
let otherNgo: TestUser
let admin: TestUser
let admin2: TestUser
let bystander: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  ngo = await createUser(ctx, { role: 'ngo' })
  otherNgo = await createUser(ctx, { role: 'ngo' })
  admin = await createUser(ctx, { role: 'admin' })
  admin2 = await createUser(ctx, { role: 'admin' })
  bystander = await createUser(ctx)
  // A responder of another NGO on duty where the cases are reported: they have cover, so the
  // desk is not told at once that nobody is near (docs/rules.md#dispatch; dispatch's own tests).
  const responder = await createUser(ctx, { role: 'ngo' })
  const duty = await app.inject({
    method: 'PUT',
    url: '/api/responders/me/duty',
    headers: bearer(responder),
    payload: { onDuty: true, hours: 8, skills: [], lat: 19.0545, lng: 72.8403 },
  })
  expect(duty.statusCode, duty.body).toBe(200)
})

/** Titles of each user's notifications, by user label, leaving out users with none. */
async function inbox(): Promise<Record<string, string[]>> {
  const users = { requester, ngo, otherNgo, admin, admin2, bystander }
  const out: Record<string, string[]> = {}
  for (const [label, user] of Object.entries(users)) {
    const rows = await notificationsOf(db, user.id)
    if (rows.length) out[label] = rows.map((r) => r.title)
  }
  return out
}

async function clearInbox() {
  await db.deleteFrom('notifications').execute()
}

describe('who is told about rescue events', () => {
  it('each step of a case tells the right people and only them', async () => {
    const rescue = await report(app, requester)
    // The reporter reads that the report arrived; the admins that a case needs an NGO.
    expect(await inbox()).toEqual({
      requester: ['We received your report'],
      admin: ['New rescue case reported'],
      admin2: ['New rescue case reported'],
    })
    const row = (await notificationsOf(db, admin.id))[0]
    expect(row).toMatchObject({ type: 'rescue', url: `/rescue/${rescue.id}` })
    expect(row.message).toBe(`Case #${rescue.id}: Dog, high urgency, in Mumbai. It needs an NGO.`)

    const steps: [TestUser, Record<string, unknown>, Record<string, string[]>][] = [
      [admin, { ngoId: ngo.ngoId }, { ngo: ['New rescue case assigned'] }],
      [
        ngo,
        { status: 'declined', declineReason: 'Van broke down' },
        { requester: ['Finding another NGO'], admin: ['Rescue case declined'], admin2: ['Rescue case declined'] },
      ],
      [admin, { ngoId: otherNgo.ngoId }, { otherNgo: ['New rescue case assigned'] }],
      [otherNgo, { status: 'accepted' }, { requester: ['Rescue request accepted'] }],
      [otherNgo, { status: 'in_progress' }, { requester: ['Rescue under way'] }],
      [otherNgo, { status: 'rescued' }, { requester: ['Animal rescued'] }],
      [otherNgo, { status: 'completed' }, { requester: ['Rescue completed'] }],
    ]
    for (const [actor, body, expected] of steps) {
      await clearInbox()
      const res = await put(app, actor, rescue.id, body)
      expect(res.statusCode, res.body).toBe(200)
      expect(await inbox(), JSON.stringify(body)).toEqual(expected)
    }
  })

  it('a declined message names the NGO and its reason; the acceptance names the NGO', async () => {
    const rescue = await report(app, requester)
    await put(app, admin, rescue.id, { ngoId: ngo.ngoId })
    await put(app, ngo, rescue.id, { status: 'declined', declineReason: 'Van broke down.' })
    const [toAdmin] = await notificationsOf(db, admin2.id).then((r) =>
      r.filter((n) => n.title === 'Rescue case declined'),
    )
    expect(toAdmin.message).toBe(
      `Test NGO ${ngo.id} declined case #${rescue.id}. Reason: Van broke down. Please reassign it.`,
    )
    await put(app, admin, rescue.id, { ngoId: otherNgo.ngoId })
    await put(app, otherNgo, rescue.id, { status: 'accepted' })
    const accepted = (await notificationsOf(db, requester.id)).find((n) => n.title === 'Rescue request accepted')!
    expect(accepted.message).toBe(
      `Test NGO ${otherNgo.id} has accepted your rescue request #${rescue.id} and will handle it.`,
    )
  })

  it('a cancel tells the NGO holding the case; the actor is never told about their own act', async () => {
    const rescue = await report(app, requester)
    await put(app, admin, rescue.id, { ngoId: ngo.ngoId })
    await clearInbox()
    await put(app, requester, rescue.id, { status: 'cancelled' })
    expect(await inbox()).toEqual({ ngo: ['Rescue request cancelled'] })

    await clearInbox()
    const own = await app.inject({ method: 'POST', url: '/api/rescues', headers: bearer(admin), payload: reportBody() })
    expect(own.statusCode).toBe(201)
    expect(await inbox()).toEqual({ admin: ['We received your report'], admin2: ['New rescue case reported'] })

    // An admin overriding a case to declined tells the requester and the other admins.
    await setCase(db, own.json().id, { status: 'assigned', ngo_id: ngo.ngoId! })
    const second = await report(app, requester)
    await setCase(db, second.id, { status: 'assigned', ngo_id: ngo.ngoId! })
    await clearInbox()
    await put(app, admin, second.id, { status: 'declined' })
    expect(await inbox()).toEqual({ requester: ['Finding another NGO'], admin2: ['Rescue case declined'] })
  })

  it('racers that lose leave no notification', async () => {
    const rescue = await report(app, requester)
    await put(app, admin, rescue.id, { ngoId: ngo.ngoId })
    await clearInbox()
    const results = await Promise.all([1, 2, 3].map(() => put(app, ngo, rescue.id, { status: 'accepted' })))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    expect(await inbox()).toEqual({ requester: ['Rescue request accepted'] })
  })
})

describe('/notifications', () => {
  async function seed(user: TestUser, count: number) {
    await db
      .insertInto('notifications')
      .values(
        Array.from({ length: count }, (_, i) => ({
          user_id: user.id,
          type: 'general',
          title: `N${i}`,
          message: `Message ${i}`,
          url: `/page/${i}`,
        })),
      )
      .execute()
  }

  it('lists newest first with filters, paging and the unread count', async () => {
    await seed(requester, 5)
    await seed(bystander, 2)
    const list = async (query = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(requester) })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }
    const all = await list()
    expect(all.notifications.map((n: { title: string }) => n.title)).toEqual(['N4', 'N3', 'N2', 'N1', 'N0'])
    expect(all.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'general',
      title: 'N4',
      message: 'Message 4',
      url: '/page/4',
      read: false,
      createdAt: expect.any(String),
    })
    expect(all.unreadCount).toBe(5)
    expect(all.meta).toEqual({ total: 5, page: 1, limit: 20, totalPages: 1 })

    const read = await app.inject({
      method: 'PUT',
      url: `/api/notifications/${all.notifications[1].id}/read`,
      headers: bearer(requester),
    })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ title: 'N3', read: true })
    expect((await list('?filter=read')).notifications.map((n: { title: string }) => n.title)).toEqual(['N3'])
    const unread = await list('?filter=unread&limit=2&page=2')
    expect(unread.notifications.map((n: { title: string }) => n.title)).toEqual(['N1', 'N0'])
    expect(unread.meta).toEqual({ total: 4, page: 2, limit: 2, totalPages: 2 })
    expect(unread.unreadCount).toBe(4)
    expect(
      (await app.inject({ method: 'GET', url: '/api/notifications?filter=new', headers: bearer(requester) }))
        .statusCode,
    ).toBe(400)
  })

  it("marks all read, deletes, and never touches another user's notifications", async () => {
    await seed(requester, 3)
    await seed(bystander, 1)
    const theirs = (await notificationsOf(db, bystander.id))[0]
    expect(
      (await app.inject({ method: 'PUT', url: `/api/notifications/${theirs.id}/read`, headers: bearer(requester) }))
        .statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/notifications/${theirs.id}`, headers: bearer(requester) }))
        .statusCode,
    ).toBe(404)

    const all = await app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: bearer(requester) })
    expect(all.json()).toEqual({ updated: 3, unreadCount: 0 })
    expect((await notificationsOf(db, bystander.id))[0].read_at).toBeNull()

    const mine = (await notificationsOf(db, requester.id))[0]
    const del = await app.inject({ method: 'DELETE', url: `/api/notifications/${mine.id}`, headers: bearer(requester) })
    expect(del.statusCode).toBe(200)
    expect(await notificationsOf(db, requester.id)).toHaveLength(2)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/notifications/${mine.id}`, headers: bearer(requester) }))
        .statusCode,
    ).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401)
  })

  it('preferences default to email and push on, SMS off, and keep what the user sets', async () => {
    const get = () => app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(requester) })
    expect((await get()).json()).toEqual({ email: true, push: true, sms: false })
    const set = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(requester),
      payload: { push: false, sms: true },
    })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ email: true, push: false, sms: true })
    expect((await get()).json()).toEqual({ email: true, push: false, sms: true })
    const other = await app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(bystander) })
    expect(other.json()).toEqual({ email: true, push: true, sms: false })
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(requester),
      payload: { push: 'no' },
    })
    expect(bad.statusCode).toBe(400)
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(requester),
      payload: { fax: true },
    })
    expect(unknown.statusCode).toBe(400)
  })
})

describe('notification e-mail', () => {
  const mailsTo = (email: string) => db.selectFrom('dev_mailbox').selectAll().where('to', '=', email).execute()
  // Notification ids restart with every test (resetDb) while pg-boss keeps its jobs: only jobs
  // queued since the test began count.
  let since: Date
  beforeEach(async () => {
    since = (await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db)).rows[0].now
  })
  const mailJobs = async (notificationId: number) =>
    (
      await sql<{ state: string }>`select state from pgboss.job where name = 'notification-mail'
        and (data->>'notificationId')::int = ${notificationId} and created_on >= ${since}`.execute(db)
    ).rows.map((r) => r.state)

  it('everyone told of an event is e-mailed its message and a link to it, unless they turned e-mail off', async () => {
    const off = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(admin2),
      payload: { email: false },
    })
    expect(off.statusCode).toBe(200)
    const rescue = await report(app, requester)

    const [told] = await notificationsOf(db, admin.id)
    const [mail] = await waitFor(
      async () => {
        const mails = await mailsTo(admin.email)
        return mails.length > 0 && mails
      },
      20_000,
      'the e-mail to the admin',
    )
    expect(mail.subject).toBe(`Mumbai Paws: ${told.title}`)
    expect(mail.text).toContain(told.message)
    expect(mail.text).toContain(`Open it in Mumbai Paws: https://paws.example.in/rescue/${rescue.id}`)
    expect(mail.text).toContain('https://paws.example.in/notifications')

    // admin2 still has the notification on the site, but no mail was queued for it.
    const [quiet] = await notificationsOf(db, admin2.id)
    expect(quiet.title).toBe(told.title)
    expect(await mailJobs(quiet.id)).toEqual([])
    expect(await mailsTo(admin2.email)).toEqual([])
  })

  it('a burst (one report told to many admins) is mailed at once, not one mail per polling interval', async () => {
    const more = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx, { role: 'admin' })))
    await report(app, requester)
    const admins = [admin, admin2, ...more]
    await waitFor(
      async () => {
        const sent = await Promise.all(admins.map(async (a) => (await mailsTo(a.email)).length))
        return sent.every((n) => n === 1)
      },
      20_000,
      'a mail to each of the 8 admins',
    )
  })

  it('a mail still queued when the user turns e-mail off is not sent', async () => {
    // Queued by hand so the worker cannot get there first.
    const [row] = await db
      .insertInto('notifications')
      .values({
        user_id: requester.id,
        type: 'rescue',
        title: 'Queued',
        message: 'Waiting in the queue',
        url: '/rescue/1',
      })
      .returning('id')
      .execute()
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(requester),
      payload: { email: false },
    })
    await app.jobs.enqueue(db, 'notification-mail', [{ notificationId: row.id }])
    app.jobs.wake('notification-mail')
    await waitFor(async () => (await mailJobs(row.id))[0] === 'completed', 20_000, 'the mail job to finish')
    expect(await mailsTo(requester.email)).toEqual([])
  })
})

describe("a notification's language", () => {
  const list = async (user: TestUser) =>
    (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user) })).json().notifications as {
      title: string
      message: string
    }[]
  const setLocale = (user: TestUser, locale: string) =>
    app.inject({ method: 'PUT', url: '/api/users/locale', headers: bearer(user), payload: { locale } })

  it("is the reader's language when read: written in English, it reads in Marathi once the account is Marathi", async () => {
    expect((await setLocale(requester, 'en')).statusCode).toBe(204)
    const rescue = await report(app, requester)
    const [english] = await list(requester)
    expect(english.title).toBe('We received your report')
    expect(english.message).toMatch(new RegExp(`^Case #${rescue.id}: `))
    expect((await setLocale(requester, 'mr')).statusCode).toBe(204)
    const [marathi] = await list(requester)
    expect(marathi.title).toBe('तुमची तक्रार आम्हाला मिळाली')
    expect(marathi.message).toMatch(new RegExp(`^केस #${rescue.id}: `))
    // The animal and the urgency are words of the catalog too: no English is left but the glossary's NGO.
    expect(marathi.message.replaceAll('NGO', '')).not.toMatch(/[A-Za-z]/)
  })

  it('keeps the text of a notification stored before its words were kept', async () => {
    await db
      .insertInto('notifications')
      .values({ user_id: requester.id, type: 'general', title: 'Old title', message: 'Old message', url: '/' })
      .execute()
    expect((await setLocale(requester, 'hi')).statusCode).toBe(204)
    expect(await list(requester)).toEqual([expect.objectContaining({ title: 'Old title', message: 'Old message' })])
  })
})

describe('the words a notification keeps', () => {
  it('are the ids and values its render asks for, or none when the render words them itself', () => {
    expect(
      recordWords((t) => ({
        title: t._('notify.received.title'),
        message: t._('notify.received.message', { id: 4, animal: t._('enum.rescueAnimal.dog') }),
      })),
    ).toEqual({
      title: { id: 'notify.received.title' },
      message: {
        id: 'notify.received.message',
        values: { id: 4, animal: { message: { id: 'enum.rescueAnimal.dog' } } },
      },
    })
    expect(
      recordWords((t) => ({ title: `${t._('notify.received.title')}!`, message: t._('notify.received.message') })),
    ).toBeNull()
  })
})
