// Every hand-off tells the next person: a coordinator who names the member who goes on a case
// (PUT /rescues/{id}/volunteer) tells that member (a notification, a push to each of their
// devices, an e-mail) and the case's timeline records it; naming another tells the new one.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf, put, report, waitFor } from './support/rescue-fixtures.ts'

const ctx = await setupApp({ PUBLIC_URL: 'https://paws.example.in/' })
const { app, db } = ctx

beforeEach(() => resetDb(db))

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(user), ...(payload ? { payload } : {}) })

/** A fresh account that joins `coordinator`'s NGO as a responder through an e-mailed invitation. */
async function join(coordinator: TestUser): Promise<TestUser> {
  const person = await createUser(ctx)
  const sent = await call(coordinator, 'POST', '/ngos/me/members/invitations', {
    email: person.email,
    kind: 'responder',
  })
  expect(sent.statusCode, sent.body).toBe(201)
  const mail = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(person.email)}` })
  const code = (mail.json().messages as { text: string }[])[0]?.text.match(/\/join-ngo\?code=([A-Za-z0-9_-]+)/)?.[1]
  expect(code).toBeDefined()
  expect((await call(person, 'POST', '/ngos/invitations/accept', { code })).statusCode).toBe(200)
  return { ...person, role: 'ngo', ngoId: coordinator.ngoId }
}

const mailsTo = (email: string) =>
  db.selectFrom('dev_mailbox').selectAll().where('to', '=', email).where('subject', 'like', '%case #%').execute()

describe('naming the member who goes', () => {
  it('tells the member named (notification, push, e-mail) and the timeline shows it; renaming tells the new one', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const admin = await createUser(ctx, { role: 'admin' })
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    const first = await join(ngo)
    const second = await join(ngo)
    await db
      .insertInto('push_subscriptions')
      .values({ user_id: first.id, endpoint: 'https://push.example.test/first', p256dh: 'p', auth: 'a' })
      .execute()

    const named = await call(ngo, 'PUT', `/rescues/${rescue.id}/volunteer`, { userId: first.id })
    expect(named.statusCode, named.body).toBe(200)
    const [told] = (await notificationsOf(db, first.id)).filter((n) => n.url === `/rescue/${rescue.id}`)
    expect(told).toMatchObject({ type: 'rescue', title: `You are going on case #${rescue.id}` })
    expect(told.message).toContain(`Test NGO ${ngo.id} named you to go on case #${rescue.id}`)
    const pushes = await sql<{ data: { payload: string } }>`
      select data from pgboss.job where name = 'push-send' and data->>'endpoint' = 'https://push.example.test/first'`.execute(
      db,
    )
    expect(pushes.rows.map((j) => JSON.parse(j.data.payload).url)).toContain(`/rescue/${rescue.id}`)
    const [mail] = await waitFor(
      async () => {
        const mails = await mailsTo(first.email)
        return mails.length > 0 && mails
      },
      20_000,
      'the e-mail to the member named',
    )
    expect(mail.subject).toBe(`Mumbai Paws: ${told.title}`)
    expect(mail.text).toContain(`https://paws.example.in/rescue/${rescue.id}`)

    const history = async (user: TestUser) =>
      (await call(user, 'GET', `/rescues/${rescue.id}`)).json().history as { noteKey?: string; note: string | null }[]
    // createUser names every account "Test <Role>".
    expect((await history(ngo)).map((h) => h.note)).toContain('Test Adopter goes on this case')

    // Naming the same member again changes and tells nothing.
    expect((await call(ngo, 'PUT', `/rescues/${rescue.id}/volunteer`, { userId: first.id })).statusCode).toBe(200)
    expect((await notificationsOf(db, first.id)).filter((n) => n.url === `/rescue/${rescue.id}`)).toHaveLength(1)

    // Another member: the new one is told, and the timeline records the change.
    expect((await call(ngo, 'PUT', `/rescues/${rescue.id}/volunteer`, { userId: second.id })).statusCode).toBe(200)
    const [toSecond] = (await notificationsOf(db, second.id)).filter((n) => n.url === `/rescue/${rescue.id}`)
    expect(toSecond?.title).toBe(`You are going on case #${rescue.id}`)
    const keys = (await history(admin)).map((h) => h.noteKey)
    expect(keys.filter((k) => k === 'historyNote.volunteerNamed')).toHaveLength(2)

    // Nobody: recorded, nobody told. The reporter's timeline carries none of the NGO's hand-offs.
    expect((await call(ngo, 'PUT', `/rescues/${rescue.id}/volunteer`, { userId: null })).statusCode).toBe(200)
    expect((await history(admin)).map((h) => h.noteKey)).toContain('historyNote.volunteerCleared')
    expect((await history(requester)).map((h) => h.noteKey)).not.toContain('historyNote.volunteerNamed')
  })
})
