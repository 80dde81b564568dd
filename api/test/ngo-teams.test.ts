// NGO teams: the NGO's account is its first coordinator; a coordinator invites members by
// e-mail (a link with a code, 7 days, that address only, used once); a member acts for the NGO
// with their own account; a removal or a suspension ends their access at the next request;
// a coordinator assigns a case to a member.
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, login, PASSWORD, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { put, report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

beforeEach(() => resetDb(db))

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) })

/** The code of the newest invitation link e-mailed to `email`. */
async function invitationCode(email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })
  const text = (res.json().messages as { text: string }[])[0]?.text ?? ''
  const match = text.match(/\/join-ngo\?code=([A-Za-z0-9_-]+)/)
  if (!match) throw new Error(`no invitation mailed to ${email}`)
  return match[1]
}

async function invite(coordinator: TestUser, email: string, kind = 'responder') {
  const res = await call(coordinator, 'POST', '/ngos/me/members/invitations', { email, kind })
  expect(res.statusCode, res.body).toBe(201)
  return invitationCode(email.toLowerCase())
}

/** A fresh adopter who joins `coordinator`'s NGO as `kind`; answers them signed in again. */
async function join(coordinator: TestUser, kind = 'responder'): Promise<TestUser> {
  const person = await createUser(ctx)
  const code = await invite(coordinator, person.email, kind)
  const res = await call(person, 'POST', '/ngos/invitations/accept', { code })
  expect(res.statusCode, res.body).toBe(200)
  return { ...person, role: 'ngo', ngoId: coordinator.ngoId }
}

async function assignedCase(ngo: TestUser) {
  const admin = await createUser(ctx, { role: 'admin' })
  const requester = await createUser(ctx)
  const rescue = await report(app, requester)
  expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
  return { admin, requester, id: rescue.id }
}

describe('the invitation life cycle', () => {
  it("the NGO's account is its coordinator; an invited adopter joins, acts for the NGO and is listed", async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const { id } = await assignedCase(ngo)
    const person = await createUser(ctx)
    expect((await call(person, 'GET', `/rescues/${id}`)).statusCode).toBe(404)

    const sent = await call(ngo, 'POST', '/ngos/me/members/invitations', {
      email: person.email.toUpperCase(),
      kind: 'responder',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({ email: person.email.toLowerCase(), kind: 'responder' })
    const days = (new Date(sent.json().expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    const code = await invitationCode(person.email)
    // Only the code's hash is kept.
    const stored = await db.selectFrom('ngo_invitations').select('code_hash').executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(code)

    const accepted = await call(person, 'POST', '/ngos/invitations/accept', { code })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toEqual({ ngoId: ngo.ngoId, ngoName: expect.any(String), kind: 'responder' })

    // Same token, next request: the account acts for the NGO.
    expect((await call(person, 'GET', `/rescues/${id}`)).statusCode).toBe(200)
    const list = await call(person, 'GET', '/rescues')
    expect(list.json().rescueRequests.map((r: { id: number }) => r.id)).toEqual([id])
    const me = await call(person, 'GET', '/users/profile')
    expect(me.json()).toMatchObject({ role: 'ngo', ngoStatus: { id: ngo.ngoId, memberKind: 'responder' } })

    const members = await call(ngo, 'GET', '/ngos/me/members')
    expect(members.statusCode, members.body).toBe(200)
    expect(members.json().members.map((m: { userId: number; kind: string; isNgoAccount: boolean }) => m)).toEqual([
      expect.objectContaining({ userId: ngo.id, kind: 'coordinator', isNgoAccount: true }),
      expect.objectContaining({ userId: person.id, kind: 'responder', isNgoAccount: false }),
    ])
    expect(members.json().invitations).toEqual([])
    // A responder does not manage the team.
    expect((await call(person, 'GET', '/ngos/me/members')).statusCode).toBe(403)
    expect(
      (await call(person, 'POST', '/ngos/me/members/invitations', { email: 'x@example.test', kind: 'responder' }))
        .statusCode,
    ).toBe(403)
  })

  it('refuses a used, expired, unknown or other address invitation, an admin and a member of another NGO', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const other = await createUser(ctx, { role: 'ngo' })
    const person = await createUser(ctx)
    const code = await invite(ngo, person.email)

    const stranger = await createUser(ctx)
    const wrong = await call(stranger, 'POST', '/ngos/invitations/accept', { code })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toMatch(/another e-mail address/)
    expect((await call(stranger, 'GET', '/users/profile')).json().role).toBe('adopter')

    expect((await call(person, 'POST', '/ngos/invitations/accept', { code: 'nope' })).statusCode).toBe(404)
    expect((await call(null, 'POST', '/ngos/invitations/accept', { code })).statusCode).toBe(401)
    expect((await call(person, 'POST', '/ngos/invitations/accept', {})).statusCode).toBe(400)

    expect((await call(person, 'POST', '/ngos/invitations/accept', { code })).statusCode).toBe(200)
    const twice = await call(person, 'POST', '/ngos/invitations/accept', { code })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toMatch(/already been used/)

    // Expired: nothing changes.
    const late = await createUser(ctx)
    const lateCode = await invite(ngo, late.email)
    await db
      .updateTable('ngo_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', late.email.toLowerCase())
      .execute()
    const expired = await call(late, 'POST', '/ngos/invitations/accept', { code: lateCode })
    expect(expired.statusCode).toBe(422)
    expect(expired.json().message).toMatch(/expired/)
    expect((await call(late, 'GET', '/users/profile')).json()).toMatchObject({ role: 'adopter', ngoStatus: null })

    // An admin cannot join; another NGO's member cannot join a second NGO.
    const admin = await createUser(ctx, { role: 'admin' })
    const adminCode = await invite(ngo, admin.email)
    expect((await call(admin, 'POST', '/ngos/invitations/accept', { code: adminCode })).statusCode).toBe(403)
    const otherCode = await invite(ngo, other.email)
    const otherJoin = await call(other, 'POST', '/ngos/invitations/accept', { code: otherCode })
    expect(otherJoin.statusCode).toBe(409)
    expect(otherJoin.json().message).toMatch(/another NGO/)

    // Bad input to the invitation itself.
    expect(
      (await call(ngo, 'POST', '/ngos/me/members/invitations', { email: 'not-an-email', kind: 'responder' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await call(ngo, 'POST', '/ngos/me/members/invitations', { email: 'a@b.test', kind: 'boss' })).statusCode,
    ).toBe(400)
    expect(
      (await call(ngo, 'POST', '/ngos/me/members/invitations', { email: person.email, kind: 'responder' })).statusCode,
    ).toBe(409)
    // An adopter has no team.
    expect(
      (await call(stranger, 'POST', '/ngos/me/members/invitations', { email: 'a@b.test', kind: 'responder' }))
        .statusCode,
    ).toBe(403)
  })

  it('sends one invitation e-mail to an address every few minutes', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const body = { email: 'slow@example.test', kind: 'responder' }
    expect((await call(ngo, 'POST', '/ngos/me/members/invitations', body)).statusCode).toBe(201)
    const again = await call(ngo, 'POST', '/ngos/me/members/invitations', body)
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
    const rows = await db.selectFrom('ngo_invitations').select('id').execute()
    expect(rows).toHaveLength(1)
  })

  it('a pending NGO cannot invite', async () => {
    const pending = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    const res = await call(pending, 'POST', '/ngos/me/members/invitations', { email: 'a@b.test', kind: 'responder' })
    expect(res.statusCode).toBe(403)
  })
})

describe('removing members', () => {
  it('a removed member loses access to the NGO at once and gets their role back', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const { id } = await assignedCase(ngo)
    const member = await join(ngo)
    expect((await call(member, 'GET', `/rescues/${id}`)).statusCode).toBe(200)
    expect((await call(ngo, 'PUT', `/rescues/${id}/volunteer`, { userId: member.id })).statusCode).toBe(200)

    const removed = await call(ngo, 'DELETE', `/ngos/me/members/${member.id}`)
    expect(removed.statusCode, removed.body).toBe(204)
    // The very next request, with the same access token.
    expect((await call(member, 'GET', `/rescues/${id}`)).statusCode).toBe(404)
    expect((await call(member, 'PUT', `/rescues/${id}`, { status: 'accepted' })).statusCode).toBe(404)
    expect((await call(member, 'GET', '/users/profile')).json()).toMatchObject({ role: 'adopter', ngoStatus: null })
    const row = await db
      .selectFrom('rescues')
      .select('assigned_volunteer_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.assigned_volunteer_id).toBeNull()
    expect((await call(ngo, 'DELETE', `/ngos/me/members/${member.id}`)).statusCode).toBe(404)
  })

  it('keeps the last coordinator and the NGO account; another NGO cannot remove your members', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const self = await call(ngo, 'DELETE', `/ngos/me/members/${ngo.id}`)
    expect(self.statusCode).toBe(409)
    expect(self.json().message).toMatch(/at least one coordinator/)

    const second = await join(ngo, 'coordinator')
    const account = await call(second, 'DELETE', `/ngos/me/members/${ngo.id}`)
    expect(account.statusCode).toBe(409)
    expect(account.json().message).toMatch(/own account/)
    // A coordinator who joined can leave while the NGO's account stays a coordinator.
    const responder = await join(ngo)
    expect((await call(second, 'DELETE', `/ngos/me/members/${responder.id}`)).statusCode).toBe(204)

    const other = await createUser(ctx, { role: 'ngo' })
    expect((await call(other, 'DELETE', `/ngos/me/members/${second.id}`)).statusCode).toBe(404)
    expect((await call(second, 'DELETE', `/ngos/me/members/${second.id}`)).statusCode).toBe(204)
    const left = await call(ngo, 'GET', '/ngos/me/members')
    expect(left.json().members.map((m: { userId: number }) => m.userId)).toEqual([ngo.id])
  })

  it("suspending the NGO ends its members' access", async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const { admin, id } = await assignedCase(ngo)
    for (const status of ['accepted', 'in_progress', 'rescued', 'completed']) {
      expect((await put(app, ngo, id, { status })).statusCode).toBe(200)
    }
    const member = await join(ngo)
    expect((await call(member, 'GET', `/rescues/${id}`)).statusCode).toBe(200)
    const suspended = await call(admin, 'PUT', `/ngos/${ngo.ngoId}`, { isActive: false })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect((await call(member, 'GET', `/rescues/${id}`)).statusCode).toBe(404)
    expect((await call(member, 'GET', '/rescues')).json().rescueRequests).toEqual([])
    expect((await call(member, 'PUT', '/responders/me/duty', { onDuty: true, hours: 1 })).statusCode).toBe(403)
  })

  it('a member on duty reads as off once the NGO is suspended', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const admin = await createUser(ctx, { role: 'admin' })
    const member = await join(ngo)
    const on = await call(member, 'PUT', '/responders/me/duty', { onDuty: true, hours: 8, lat: 19.1, lng: 72.85 })
    expect(on.json().onDuty).toBe(true)
    expect((await call(admin, 'PUT', `/ngos/${ngo.ngoId}`, { isActive: false })).statusCode).toBe(200)
    expect((await call(member, 'GET', '/responders/me/duty')).json()).toMatchObject({ onDuty: false, lat: null })
  })

  it("members hear of the NGO's new cases as its own account does", async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const member = await join(ngo)
    const { id } = await assignedCase(ngo)
    const rows = await db
      .selectFrom('notifications')
      .select(['user_id', 'url'])
      .where('url', '=', `/rescue/${id}`)
      .where('user_id', 'in', [ngo.id, member.id])
      .execute()
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set([ngo.id, member.id]))
  })
})

describe('the assigned volunteer', () => {
  it('a coordinator assigns a case to a member of the NGO, shown with their name', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const { id, requester } = await assignedCase(ngo)
    const member = await join(ngo)
    const outsider = await createUser(ctx)

    const res = await call(ngo, 'PUT', `/rescues/${id}/volunteer`, { userId: member.id })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ assignedVolunteerId: member.id, assignedVolunteer: { firstName: 'Test' } })
    expect((await call(member, 'GET', `/rescues/${id}`)).json().assignedVolunteerId).toBe(member.id)

    const notMember = await call(ngo, 'PUT', `/rescues/${id}/volunteer`, { userId: outsider.id })
    expect(notMember.statusCode).toBe(400)
    expect((await call(member, 'PUT', `/rescues/${id}/volunteer`, { userId: member.id })).statusCode).toBe(403)
    expect((await call(requester, 'PUT', `/rescues/${id}/volunteer`, { userId: null })).statusCode).toBe(404)
    const other = await createUser(ctx, { role: 'ngo' })
    expect((await call(other, 'PUT', `/rescues/${id}/volunteer`, { userId: null })).statusCode).toBe(404)
    expect((await call(ngo, 'PUT', `/rescues/${id}/volunteer`, { userId: 'x' })).statusCode).toBe(400)

    const cleared = await call(ngo, 'PUT', `/rescues/${id}/volunteer`, { userId: null })
    expect(cleared.json()).toMatchObject({ assignedVolunteerId: null, assignedVolunteer: null })
  })

  it("the member's own sign-in acts for the NGO too", async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const { id } = await assignedCase(ngo)
    const member = await join(ngo)
    const fresh = await login(app, member.email, PASSWORD)
    const accept = await app.inject({
      method: 'PUT',
      url: `/api/rescues/${id}`,
      headers: bearer(fresh.accessToken),
      payload: { status: 'accepted' },
    })
    expect(accept.statusCode, accept.body).toBe(200)
  })
})
