// Changing the account e-mail needs the current password and a code sent
// to the new address; the old address is told when the change starts and when it is done.
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, PASSWORD, resetDb, setupApp, uniqueEmail } from './support/helper.ts'
import { codeIn, mailsTo, waitForMail } from './support/auth-mail.ts'

const ctx = await setupApp()
const { app, db } = ctx
beforeEach(() => resetDb(db))

const put = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload })
const confirm = (token: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/users/profile/email/confirm', headers: bearer(token), payload: { code } })
const me = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).json()

describe('changing the account e-mail', () => {
  it('needs the current password', async () => {
    const user = await createUser(ctx)
    const next = uniqueEmail('next')
    const none = await put(user.token, { email: next })
    expect(none.statusCode).toBe(400)
    expect(none.json().errors).toContainEqual({ field: 'currentPassword', message: expect.any(String) })
    const wrong = await put(user.token, { email: next, currentPassword: 'Wrong@1234' })
    expect(wrong.statusCode).toBe(422)
    expect((await me(user.token)).email).toBe(user.email)
    expect(await mailsTo(app, next)).toEqual([])
  })

  it('is applied only with the code sent to the new address; the old address is told twice', async () => {
    const user = await createUser(ctx)
    const next = uniqueEmail('next')
    const asked = await put(user.token, { email: next, currentPassword: PASSWORD, city: 'Pune' })
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toMatchObject({ email: user.email, city: 'Pune', pendingEmail: next })
    expect((await me(user.token)).email).toBe(user.email)

    const code = codeIn(await waitForMail(app, next, /code is \d{6}/))
    const started = await waitForMail(app, user.email, /is being changed to/i)
    expect(started.text).toContain(`${next[0]}***@example.test`)
    expect(started.text).not.toContain(next)

    const wrong = await confirm(user.token, code === '000000' ? '111111' : '000000')
    expect(wrong.statusCode).toBe(422)
    const stranger = await createUser(ctx)
    expect((await confirm(stranger.token, code)).statusCode).toBe(422)

    const done = await confirm(user.token, code)
    expect(done.statusCode).toBe(200)
    expect(done.json().email).toBe(next)
    expect((await me(user.token)).email).toBe(next)
    await waitForMail(app, user.email, /has been changed to/i)
    expect((await confirm(user.token, code)).statusCode).toBe(422)
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: next, password: PASSWORD },
    })
    expect(signIn.statusCode).toBe(200)
  })

  it('five wrong codes end the pending change', async () => {
    const user = await createUser(ctx)
    const next = uniqueEmail('next')
    await put(user.token, { email: next, currentPassword: PASSWORD })
    const code = codeIn(await waitForMail(app, next, /code is \d{6}/))
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await confirm(user.token, wrong)).statusCode).toBe(422)
    expect((await confirm(user.token, code)).statusCode).toBe(422)
    expect((await me(user.token)).email).toBe(user.email)
  })

  it('an address in use: same answer, no code, its owner is told, and nothing changes', async () => {
    const user = await createUser(ctx)
    const other = await createUser(ctx)
    const fresh = await put(user.token, { email: uniqueEmail('free'), currentPassword: PASSWORD })
    const taken = await put(user.token, { email: other.email.toUpperCase(), currentPassword: PASSWORD })
    expect(taken.statusCode).toBe(fresh.statusCode)
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort())
    const notice = await waitForMail(app, other.email, /another Mumbai Paws account/i)
    expect(notice.text).not.toMatch(/code is \d{6}/)
    const row = await db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.email).toBe(user.email)
  })

  it('sending the same e-mail again is not a change and needs no password', async () => {
    const user = await createUser(ctx)
    const res = await put(user.token, { email: user.email.toUpperCase(), firstName: 'Asha' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: user.email, firstName: 'Asha' })
  })
})
