// An access token stops working as soon as its session (the refresh-token
// family named by `sid`) is signed out or revoked, not when the token expires.
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, PASSWORD, resetDb, setupApp } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx
beforeEach(() => resetDb(db))

const profile = (token: string) =>
  app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) }).then((r) => r.statusCode)

describe('access tokens follow their session', () => {
  it('sign-out ends the access token at once; another session keeps working', async () => {
    const user = await createUser(ctx)
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    })
    expect(await profile(user.token)).toBe(200)
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user) })
    expect(out.statusCode).toBe(200)
    expect(await profile(user.token)).toBe(401)
    expect(await profile(other.json().accessToken)).toBe(200)
  })

  it('a password change ends the other sessions’ access tokens; the new one works', async () => {
    const user = await createUser(ctx)
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    })
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user),
      payload: { currentPassword: PASSWORD, newPassword: 'Another@456' },
    })
    expect(changed.statusCode).toBe(200)
    expect(await profile(user.token)).toBe(401)
    expect(await profile(other.json().accessToken)).toBe(401)
    expect(await profile(changed.json().accessToken)).toBe(200)
  })

  it('an expired session (refresh family past its expiry) ends the access token', async () => {
    const user = await createUser(ctx)
    await db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute()
    expect(await profile(user.token)).toBe(401)
  })
})
