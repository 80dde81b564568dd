// Admin user management under /users, next to the user's own /users/profile routes.
import { englishTranslator as english } from '../src/lib/i18n.ts'
import { MESSAGES } from '@paws/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, login, PASSWORD, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

type Role = 'anonymous' | 'adopter' | 'otherAdopter' | 'pendingNgo' | 'approvedNgo' | 'admin'
const ROLES: Role[] = ['anonymous', 'adopter', 'otherAdopter', 'pendingNgo', 'approvedNgo', 'admin']
let users: Record<Exclude<Role, 'anonymous'>, TestUser>

beforeEach(async () => {
  await resetDb(db)
  users = {
    adopter: await createUser(ctx),
    otherAdopter: await createUser(ctx),
    pendingNgo: await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' }),
    approvedNgo: await createUser(ctx, { role: 'ngo', ngoStatus: 'approved' }),
    admin: await createUser(ctx, { role: 'admin' }),
  }
})

const headers = (role: Role) => (role === 'anonymous' ? {} : bearer(users[role]))
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, role: Role, payload?: object) =>
  app.inject({ method, url: `/api/users${url}`, headers: headers(role), ...(payload ? { payload } : {}) })
const ADMIN_ONLY: Record<Role, number> = {
  anonymous: 401,
  adopter: 403,
  otherAdopter: 403,
  pendingNgo: 403,
  approvedNgo: 403,
  admin: 200,
}

describe('permission table', () => {
  it('GET /users', async () => {
    for (const role of ROLES) expect((await call('GET', '', role)).statusCode, role).toBe(ADMIN_ONLY[role])
  })

  it('GET /users/:id: the admin, or the user themself', async () => {
    const want: Record<Role, number> = { ...ADMIN_ONLY, adopter: 200 }
    for (const role of ROLES)
      expect((await call('GET', `/${users.adopter.id}`, role)).statusCode, role).toBe(want[role])
    expect((await call('GET', '/999999', 'admin')).statusCode).toBe(404)
  })

  it('PUT /users/:id, PUT /users/:id/role, DELETE /users/:id: admin only', async () => {
    for (const role of ROLES) {
      const target = await createUser(ctx)
      expect((await call('PUT', `/${target.id}`, role, { firstName: 'Changed' })).statusCode, role).toBe(
        ADMIN_ONLY[role],
      )
      expect((await call('PUT', `/${target.id}/role`, role, { role: 'shelter' })).statusCode, role).toBe(
        ADMIN_ONLY[role],
      )
      expect((await call('DELETE', `/${target.id}`, role)).statusCode, role).toBe(ADMIN_ONLY[role])
    }
    expect((await call('PUT', `/${users.adopter.id}`, 'adopter', { firstName: 'Me' })).statusCode).toBe(403)
  })
})

describe('the own-profile routes still win over /:id', () => {
  it('/users/profile, /users/password and /users/avatar for an admin and a non-admin', async () => {
    for (const role of ['admin', 'adopter'] as const) {
      const profile = await call('GET', '/profile', role)
      expect(profile.statusCode).toBe(200)
      expect(profile.json().id).toBe(users[role].id)
      expect((await call('PUT', '/profile', role, { firstName: 'Renamed' })).json().firstName).toBe('Renamed')
      const password = await call('PUT', '/password', role, { currentPassword: 'wrong', newPassword: 'Strong@456' })
      expect(password.statusCode).toBe(422)
      expect((await call('DELETE', '/avatar', role)).statusCode).toBe(200)
    }
    expect((await call('GET', '/abc', 'admin')).statusCode).toBe(400)
  })

  it('PUT /users/profile refuses role, isActive and emailVerified (mass assignment)', async () => {
    for (const payload of [{ role: 'admin' }, { isActive: true }, { emailVerified: true }, { id: users.admin.id }]) {
      const res = await call('PUT', '/profile', 'adopter', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
    const row = await db.selectFrom('users').select('role').where('id', '=', users.adopter.id).executeTakeFirstOrThrow()
    expect(row.role).toBe('adopter')
  })
})

describe('GET /users', () => {
  it('filters by role, searches, pages and sorts', async () => {
    await db
      .updateTable('users')
      .set({ first_name: 'Zoya', last_name: 'Ahmed', last_login_at: null })
      .where('id', '=', users.adopter.id)
      .execute()
    await db
      .updateTable('users')
      .set({ first_name: 'anil', last_name: 'Zaveri' })
      .where('id', '=', users.otherAdopter.id)
      .execute()
    const list = async (query: string) => {
      const res = await call('GET', `?${query}`, 'admin')
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200)
      return res.json() as {
        users: { id: number; role: string; firstName: string; lastName: string; email: string }[]
        meta: object
      }
    }
    expect((await list('role=ngo')).users.map((u) => u.id).sort()).toEqual(
      [users.pendingNgo.id, users.approvedNgo.id].sort(),
    )
    expect((await list('role=ngo')).users.find((u) => u.id === users.pendingNgo.id)).toMatchObject({
      ngoStatus: { approvalStatus: 'pending' },
    })
    expect((await list('search=zoya ahm')).users.map((u) => u.id)).toEqual([users.adopter.id])
    expect(
      (await list(`search=${encodeURIComponent(users.admin.email.toUpperCase())}`)).users.map((u) => u.id),
    ).toEqual([users.admin.id])
    expect((await list('sortBy=firstName&sortOrder=asc')).users[0].firstName).toBe('anil')
    expect((await list('sortBy=lastName&sortOrder=DESC')).users[0].lastName).toBe('Zaveri')
    const byLogin = await list('sortBy=lastLoginAt&sortOrder=desc')
    expect(byLogin.users.at(-1)!.id).toBe(users.adopter.id) // never signed in: last either way
    expect((await list('sortBy=lastLoginAt&sortOrder=asc')).users.at(-1)!.id).toBe(users.adopter.id)
    const emails = (await list('sortBy=email&sortOrder=asc')).users.map((u) => u.email)
    expect(emails).toEqual([...emails].sort())
    expect(await list('limit=2&page=3')).toMatchObject({ meta: { total: 5, page: 3, limit: 2, totalPages: 3 } })
    expect((await list('limit=2&page=3')).users).toHaveLength(1)
    expect((await list('limit=100')).users).toHaveLength(5)
    for (const query of ['limit=101', 'role=king', 'sortBy=password', 'colour=red']) {
      expect((await call('GET', `?${query}`, 'admin')).statusCode, query).toBe(400)
    }
  })

  it('never exposes password hashes', async () => {
    const res = await call('GET', '?limit=100', 'admin')
    expect(res.body).not.toContain('password')
    expect(res.body).not.toContain('$argon2')
  })
})

describe('PUT /users/:id', () => {
  it('the admin edits the user fields', async () => {
    const res = await call('PUT', `/${users.adopter.id}`, 'admin', {
      firstName: ' Kabir ',
      lastName: 'Singh',
      email: 'Kabir@Example.test',
      phone: '9123456780',
      emailVerified: false,
      address: { street: '12 Linking Road', city: 'Mumbai', pincode: '400050' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      firstName: 'Kabir',
      lastName: 'Singh',
      email: 'kabir@example.test',
      phone: '9123456780',
      emailVerified: false,
      address: { street: '12 Linking Road', city: 'Mumbai', pincode: '400050' },
    })
  })

  it('refuses bad values, duplicates and the role', async () => {
    const id = users.adopter.id
    expect((await call('PUT', `/${id}`, 'admin', { email: users.admin.email })).statusCode).toBe(409)
    const phone = await call('PUT', `/${id}`, 'admin', { phone: '12345' })
    expect(phone.statusCode).toBe(400)
    expect(phone.json().errors).toEqual([{ field: 'phone', message: english(MESSAGES.phone) }])
    expect((await call('PUT', `/${id}`, 'admin', { firstName: '  ' })).statusCode).toBe(400)
    expect((await call('PUT', `/${id}`, 'admin', { role: 'admin' })).statusCode).toBe(400)
    expect((await call('PUT', `/${id}`, 'admin', { passwordHash: 'x' })).statusCode).toBe(400)
    expect((await call('PUT', '/999999', 'admin', { firstName: 'Nobody' })).statusCode).toBe(404)
  })

  it('isActive false deactivates like DELETE; the admin cannot deactivate themself', async () => {
    const res = await call('PUT', `/${users.adopter.id}`, 'admin', { isActive: false })
    expect(res.json().isActive).toBe(false)
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: users.adopter.refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
    expect((await call('PUT', `/${users.admin.id}`, 'admin', { isActive: false })).statusCode).toBe(422)
    expect((await call('PUT', `/${users.adopter.id}`, 'admin', { isActive: true })).json().isActive).toBe(true)
    expect((await login(app, users.adopter.email, PASSWORD)).accessToken).toEqual(expect.any(String))
  })
})

describe('PUT /users/:id/role', () => {
  it("changes the role at once; not one's own; only known roles", async () => {
    const res = await call('PUT', `/${users.adopter.id}/role`, 'admin', { role: 'shelter' })
    expect(res.json().role).toBe('shelter')
    // The role is read on every request: the old token already acts as a shelter.
    expect((await call('GET', '/profile', 'adopter')).json().role).toBe('shelter')
    expect((await call('PUT', `/${users.admin.id}/role`, 'admin', { role: 'adopter' })).statusCode).toBe(422)
    expect((await call('PUT', `/${users.adopter.id}/role`, 'admin', { role: 'king' })).statusCode).toBe(400)
    expect((await call('PUT', '/999999/role', 'admin', { role: 'adopter' })).statusCode).toBe(404)
  })
})

describe('DELETE /users/:id', () => {
  it('deactivates: no sign-in, sessions revoked, live listings unavailable, records kept', async () => {
    const target = users.adopter
    const live = await insertAnimal(db, target.id, { status: 'available' })
    const deleted = await insertAnimal(db, target.id, { status: 'deleted', deleted_at: new Date() })
    const other = await insertAnimal(db, users.otherAdopter.id, { status: 'available' })
    const res = await call('DELETE', `/${target.id}`, 'admin')
    expect(res.statusCode).toBe(200)

    expect((await call('GET', '/profile', 'adopter')).statusCode).toBe(401)
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: target.refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: PASSWORD },
    })
    expect(signIn.statusCode).toBe(403)
    const tokens = await db.selectFrom('refresh_tokens').select('revoked_at').where('user_id', '=', target.id).execute()
    expect(tokens.length).toBeGreaterThan(0)
    expect(tokens.every((t) => t.revoked_at !== null)).toBe(true)

    const statuses = await db.selectFrom('animals').select(['id', 'status']).orderBy('id').execute()
    expect(statuses).toEqual([
      { id: live, status: 'unavailable' },
      { id: deleted, status: 'deleted' },
      { id: other, status: 'available' },
    ])
    const row = await db.selectFrom('users').select('is_active').where('id', '=', target.id).executeTakeFirstOrThrow()
    expect(row.is_active).toBe(false)
    expect((await call('GET', `/${target.id}`, 'admin')).json().isActive).toBe(false)
  })

  it('an admin cannot delete themself; an unknown id is 404', async () => {
    expect((await call('DELETE', `/${users.admin.id}`, 'admin')).statusCode).toBe(422)
    expect((await call('GET', '/profile', 'admin')).statusCode).toBe(200)
    expect((await call('DELETE', '/999999', 'admin')).statusCode).toBe(404)
  })
})
