// DELETE /users/profile: a user closes their own account (docs/rules.md#beyond-the-spec).
import { englishTranslator as english } from '../src/lib/i18n.ts'
import { MESSAGES } from '@paws/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, PASSWORD, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp({ PUSH_ALLOW_INSECURE_ENDPOINTS: true })
const { app, db } = ctx
beforeEach(() => resetDb(db))

const closeAccount = (user: TestUser | null, payload: object) =>
  app.inject({ method: 'DELETE', url: '/api/users/profile', headers: user ? bearer(user) : {}, payload })

const login = (email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

async function subscribe(user: TestUser, endpoint: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(user),
    payload: {
      endpoint,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  })
  expect(res.statusCode).toBe(201)
}

describe('DELETE /users/profile', () => {
  it('needs a session', async () => {
    expect((await closeAccount(null, { password: PASSWORD })).statusCode).toBe(401)
  })

  it('refuses a wrong or missing password and leaves the account alone', async () => {
    const user = await createUser(ctx)
    const wrong = await closeAccount(user, { password: 'Wrong@1234' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toMatchObject({
      message: english(MESSAGES.passwordIncorrect),
      errors: [{ field: 'password', message: english(MESSAGES.passwordIncorrect) }],
    })
    const empty = await closeAccount(user, { password: '' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual([{ field: 'password', message: 'Password is required' }])
    expect((await closeAccount(user, {})).statusCode).toBe(400)
    expect((await closeAccount(user, { password: PASSWORD, role: 'admin' })).statusCode).toBe(400)

    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })).statusCode).toBe(200)
    expect((await login(user.email)).statusCode).toBe(200)
  })

  it('deactivates like the admin delete: no sign-in, sessions and pushes gone, live listings unavailable', async () => {
    const user = await createUser(ctx)
    const other = await createUser(ctx)
    const live = await insertAnimal(db, user.id, { status: 'available' })
    const theirs = await insertAnimal(db, other.id, { status: 'available' })
    await subscribe(user, 'https://push.example.test/mine')
    await subscribe(other, 'https://push.example.test/theirs')

    const res = await closeAccount(user, { password: PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toMatch(/deleted/)

    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })).statusCode).toBe(401)
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
    expect((await login(user.email)).statusCode).toBe(403)

    const row = await db.selectFrom('users').select('is_active').where('id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.is_active).toBe(false)
    const animals = await db.selectFrom('animals').select(['id', 'status']).orderBy('id').execute()
    expect(animals).toEqual([
      { id: live, status: 'unavailable' },
      { id: theirs, status: 'available' },
    ])
    const subs = await db.selectFrom('push_subscriptions').select('endpoint').execute()
    expect(subs).toEqual([{ endpoint: 'https://push.example.test/theirs' }])
    // The other user is untouched.
    expect((await login(other.email)).statusCode).toBe(200)
  })

  it('an NGO user closes their account; their NGO listings become unavailable', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const animal = await insertAnimal(db, ngo.id, { status: 'available' })
    expect((await closeAccount(ngo, { password: PASSWORD })).statusCode).toBe(200)
    const row = await db.selectFrom('animals').select('status').where('id', '=', animal).executeTakeFirstOrThrow()
    expect(row.status).toBe('unavailable')
    expect((await login(ngo.email)).statusCode).toBe(403)
  })

  it('the only active admin cannot close their account; with another admin they can', async () => {
    const admin = await createUser(ctx, { role: 'admin' })
    const alone = await closeAccount(admin, { password: PASSWORD })
    expect(alone.statusCode).toBe(422)
    expect(alone.json().message).toBe(
      'You are the only active admin. Make someone else an admin before deleting your account.',
    )
    expect((await login(admin.email)).statusCode).toBe(200)

    await createUser(ctx, { role: 'admin', active: false })
    expect((await closeAccount(admin, { password: PASSWORD })).statusCode).toBe(422)

    await createUser(ctx, { role: 'admin' })
    expect((await closeAccount(admin, { password: PASSWORD })).statusCode).toBe(200)
    expect((await login(admin.email)).statusCode).toBe(403)
  })
})
