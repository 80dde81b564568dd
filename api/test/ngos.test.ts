// /ngos: public and admin views, the permission table per role, verification, photos and
// deactivation.
import { englishTranslator as english } from '../src/lib/i18n.ts'
import { MESSAGES } from '@paws/contracts'
import { NGO_MESSAGES } from '@paws/contracts/schemas/ngos'
import { beforeEach, describe, expect, it } from 'vitest'
import { jpeg, multipart } from './support/factories/images.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

type Role = 'anonymous' | 'adopter' | 'otherAdopter' | 'ownNgo' | 'otherNgo' | 'pendingNgo' | 'admin'
const ROLES: Role[] = ['anonymous', 'adopter', 'otherAdopter', 'ownNgo', 'otherNgo', 'pendingNgo', 'admin']
let users: Record<Exclude<Role, 'anonymous'>, TestUser>
let inactiveId: number
let rejectedId: number

beforeEach(async () => {
  await resetDb(db)
  users = {
    adopter: await createUser(ctx),
    otherAdopter: await createUser(ctx),
    ownNgo: await createUser(ctx, { role: 'ngo', ngoStatus: 'approved' }),
    otherNgo: await createUser(ctx, { role: 'ngo', ngoStatus: 'approved' }),
    pendingNgo: await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' }),
    admin: await createUser(ctx, { role: 'admin' }),
  }
  await db
    .updateTable('ngos')
    .set({ registration_number: 'MH/2020/1', name: 'Aarey Animal Aid' })
    .where('id', '=', users.ownNgo.ngoId!)
    .execute()
  await db.updateTable('ngos').set({ name: 'Colaba Cat Care' }).where('id', '=', users.otherNgo.ngoId!).execute()
  inactiveId = (
    await db
      .insertInto('ngos')
      .values({ name: 'Borivali Bird Rescue', approval_status: 'approved', is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  rejectedId = (
    await db
      .insertInto('ngos')
      .values({ name: 'Dadar Dog Squad', approval_status: 'rejected', rejection_reason: 'No registration' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})

const headers = (role: Role) => (role === 'anonymous' ? {} : bearer(users[role]))
const get = (url: string, role: Role = 'anonymous') =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: headers(role) })
const names = (res: { json(): { ngos: { name: string }[] } }) => res.json().ngos.map((n) => n.name)
const ADMIN_ONLY = ['userId', 'user', 'registrationNumber', 'approvalStatus', 'rejectionReason']

describe('GET /ngos', () => {
  it('the public sees approved, active NGOs with public fields only', async () => {
    for (const role of ['anonymous', 'adopter', 'ownNgo'] as const) {
      const res = await get('/ngos?sortBy=name&sortOrder=asc', role)
      expect(res.statusCode).toBe(200)
      expect(names(res)).toEqual(['Aarey Animal Aid', 'Colaba Cat Care'])
      for (const ngo of res.json().ngos) for (const field of ADMIN_ONLY) expect(ngo).not.toHaveProperty(field)
      expect(res.json().meta).toEqual({ total: 2, page: 1, limit: 20, totalPages: 1 })
    }
  })

  it('the admin sees every NGO with every field, and filters', async () => {
    const all = await get('/ngos?sortBy=name&sortOrder=ASC', 'admin')
    expect(all.json().meta.total).toBe(5)
    const own = all.json().ngos.find((n: { id: number }) => n.id === users.ownNgo.ngoId)
    expect(own).toMatchObject({
      userId: users.ownNgo.id,
      user: { firstName: 'Test', lastName: 'Ngo', email: users.ownNgo.email },
      registrationNumber: 'MH/2020/1',
      approvalStatus: 'approved',
      isVerified: true,
      isActive: true,
    })
    expect(all.json().ngos.find((n: { id: number }) => n.id === rejectedId)).toMatchObject({
      rejectionReason: 'No registration',
      isVerified: false,
    })
    expect(names(await get('/ngos?isVerified=false&sortBy=name&sortOrder=asc', 'admin'))).toEqual([
      'Dadar Dog Squad',
      `Test NGO ${users.pendingNgo.id}`,
    ])
    expect(names(await get('/ngos?isVerified=true&sortBy=name&sortOrder=asc', 'admin'))).toEqual([
      'Aarey Animal Aid',
      'Borivali Bird Rescue',
      'Colaba Cat Care',
    ])
    expect(names(await get('/ngos?status=inactive', 'admin'))).toEqual(['Borivali Bird Rescue'])
    expect(names(await get('/ngos?status=active&isVerified=true&sortBy=name&sortOrder=desc', 'admin'))).toEqual([
      'Colaba Cat Care',
      'Aarey Animal Aid',
    ])
    expect(names(await get('/ngos?search=DOG', 'admin'))).toEqual(['Dadar Dog Squad'])
    expect(names(await get('/ngos?search=mh/2020', 'admin'))).toEqual(['Aarey Animal Aid'])
    const newest = await get('/ngos?sortBy=createdAt&sortOrder=desc', 'admin')
    expect(names(newest)[0]).toBe('Dadar Dog Squad')
  })

  it('pages and refuses bad parameters', async () => {
    const page = await get('/ngos?limit=2&page=3&sortBy=name&sortOrder=asc', 'admin')
    expect(page.json()).toMatchObject({ meta: { total: 5, page: 3, limit: 2, totalPages: 3 } })
    expect(names(page)).toEqual([`Test NGO ${users.pendingNgo.id}`])
    expect((await get('/ngos?limit=100', 'admin')).statusCode).toBe(200)
    for (const query of ['limit=101', 'status=sleeping', 'sortBy=city', 'colour=red', 'isVerified=maybe']) {
      expect((await get(`/ngos?${query}`, 'admin')).statusCode, query).toBe(400)
    }
  })
})

describe('GET /ngos/:id', () => {
  it('public for approved and active, the owner and admin see any; otherwise 404', async () => {
    const pendingId = users.pendingNgo.ngoId!
    const table: [number, Role, number][] = [
      [users.ownNgo.ngoId!, 'anonymous', 200],
      [pendingId, 'anonymous', 404],
      [pendingId, 'adopter', 404],
      [pendingId, 'otherNgo', 404],
      [pendingId, 'pendingNgo', 200],
      [pendingId, 'admin', 200],
      [inactiveId, 'anonymous', 404],
      [inactiveId, 'admin', 200],
      [rejectedId, 'adopter', 404],
      [999999, 'admin', 404],
    ]
    for (const [id, role, status] of table)
      expect((await get(`/ngos/${id}`, role)).statusCode, `${id} ${role}`).toBe(status)
    expect((await get(`/ngos/${users.ownNgo.ngoId}`)).json()).not.toHaveProperty('registrationNumber')
    expect((await get(`/ngos/${pendingId}`, 'pendingNgo')).json()).toMatchObject({ approvalStatus: 'pending' })
  })
})

describe('PUT /ngos/:id', () => {
  const put = (id: number, role: Role, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/ngos/${id}`, headers: headers(role), payload })

  it('permission table on an approved NGO', async () => {
    const want: Record<Role, number> = {
      anonymous: 401,
      adopter: 403,
      otherAdopter: 403,
      ownNgo: 200,
      otherNgo: 403,
      pendingNgo: 403,
      admin: 200,
    }
    for (const role of ROLES) {
      const res = await put(users.ownNgo.ngoId!, role, { description: `edited by ${role}` })
      expect(res.statusCode, role).toBe(want[role])
    }
    expect((await put(users.pendingNgo.ngoId!, 'adopter', { description: 'x' })).statusCode).toBe(404)
  })

  it('the NGO user edits its profile fields but not its verification, activity or owner', async () => {
    const id = users.ownNgo.ngoId!
    const res = await put(id, 'ownNgo', {
      name: ' Aarey Animal Aid Trust ',
      contactInfo: { email: 'help@aarey.org', phone: '9820012345', website: 'https://aarey.org' },
      location: { city: 'Mumbai', address: 'Goregaon East' },
      servicesOffered: ['rescue', 'medical_treatment'],
      maxCapacity: 40,
      registrationNumber: 'MH/2020/2',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Aarey Animal Aid Trust',
      maxCapacity: 40,
      servicesOffered: ['rescue', 'medical_treatment'],
    })
    expect((await put(id, 'ownNgo', { isVerified: true })).statusCode).toBe(403)
    expect((await put(id, 'ownNgo', { isActive: false })).statusCode).toBe(403)
    for (const field of ['approvalStatus', 'userId', 'rejectionReason']) {
      const bad = await put(id, 'ownNgo', { [field]: field === 'userId' ? users.adopter.id : 'approved' })
      expect(bad.statusCode, field).toBe(400)
    }
    expect((await put(id, 'ownNgo', { servicesOffered: ['grooming'] })).statusCode).toBe(400)
    expect((await put(id, 'ownNgo', { contactInfo: { email: 'not-an-email' } })).statusCode).toBe(400)
    expect((await put(id, 'ownNgo', { name: '  ' })).statusCode).toBe(400)
  })

  it('the admin verifies and deactivates through PUT', async () => {
    const pendingId = users.pendingNgo.ngoId!
    expect((await put(pendingId, 'admin', { isVerified: true })).json()).toMatchObject({
      isVerified: true,
      approvalStatus: 'approved',
    })
    expect((await get(`/ngos/${pendingId}`)).statusCode).toBe(200)
    expect((await put(pendingId, 'admin', { isActive: false })).json()).toMatchObject({ isActive: false })
    expect((await get(`/ngos/${pendingId}`)).statusCode).toBe(404)
  })
})

describe('POST /ngos', () => {
  const post = (role: Role, payload: object) =>
    app.inject({ method: 'POST', url: '/api/ngos', headers: headers(role), payload })

  it('admin only', async () => {
    const want: Record<Role, number> = {
      anonymous: 401,
      adopter: 403,
      otherAdopter: 403,
      ownNgo: 403,
      otherNgo: 403,
      pendingNgo: 403,
      admin: 201,
    }
    for (const role of ROLES)
      expect((await post(role, { name: `Created by ${role}` })).statusCode, role).toBe(want[role])
    const created = await post('admin', {
      name: 'Sion Strays',
      servicesOffered: ['rescue'],
      location: { city: 'Mumbai' },
    })
    expect(created.json()).toMatchObject({
      name: 'Sion Strays',
      isVerified: true,
      isActive: true,
      userId: null,
      user: null,
    })
    expect((await get(`/ngos/${created.json().id}`)).statusCode).toBe(200)
    expect((await post('admin', {})).statusCode).toBe(400)
  })

  it('links an NGO account that has no profile yet; refuses other links', async () => {
    const bare = await createUser(ctx, { role: 'adopter' })
    await db.updateTable('users').set({ role: 'ngo' }).where('id', '=', bare.id).execute()
    const res = await post('admin', { name: 'Worli Paws', userId: bare.id, isVerified: false })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ userId: bare.id, approvalStatus: 'pending' })
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(bare) })
    expect(profile.json().ngoStatus).toMatchObject({ name: 'Worli Paws', approvalStatus: 'pending' })
    expect((await post('admin', { name: 'Again', userId: bare.id })).statusCode).toBe(409)
    expect((await post('admin', { name: 'Adopter', userId: users.adopter.id })).statusCode).toBe(422)
    expect((await post('admin', { name: 'Nobody', userId: 999999 })).statusCode).toBe(422)
  })
})

describe('POST /ngos/:id/verify', () => {
  const verify = (id: number, role: Role, payload: object) =>
    app.inject({ method: 'POST', url: `/api/ngos/${id}/verify`, headers: headers(role), payload })

  it('admin only', async () => {
    const want: Record<Role, number> = {
      anonymous: 401,
      adopter: 403,
      otherAdopter: 403,
      ownNgo: 403,
      otherNgo: 403,
      pendingNgo: 403,
      admin: 200,
    }
    for (const role of ROLES) {
      expect((await verify(users.pendingNgo.ngoId!, role, { action: 'approve' })).statusCode, role).toBe(want[role])
    }
    expect((await verify(999999, 'admin', { action: 'approve' })).statusCode).toBe(404)
  })

  it('approving lets the NGO list animals; its ngoStatus follows', async () => {
    const listing = () =>
      app.inject({
        method: 'POST',
        url: '/api/animals',
        headers: bearer(users.pendingNgo),
        payload: { name: 'Tommy', species: 'dog', size: 'large' },
      })
    expect((await listing()).json().message).toBe(english(MESSAGES.ngoNotApproved))
    expect((await verify(users.pendingNgo.ngoId!, 'admin', { action: 'approve' })).json()).toMatchObject({
      approvalStatus: 'approved',
      isVerified: true,
      rejectionReason: null,
    })
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(users.pendingNgo) })
    expect(profile.json().ngoStatus.approvalStatus).toBe('approved')
    expect((await listing()).statusCode).toBe(201)
  })

  it('rejecting needs a reason, which is kept', async () => {
    const id = users.pendingNgo.ngoId!
    for (const payload of [{ action: 'reject' }, { action: 'reject', reason: '   ' }]) {
      const res = await verify(id, 'admin', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual([{ field: 'reason', message: english(NGO_MESSAGES.rejectReason) }])
    }
    expect((await verify(id, 'admin', { action: 'ban' })).statusCode).toBe(400)
    const res = await verify(id, 'admin', { action: 'reject', reason: 'Registration certificate unreadable' })
    expect(res.json()).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Registration certificate unreadable',
    })
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(users.pendingNgo) })
    expect(profile.json().ngoStatus.approvalStatus).toBe('rejected')
  })
})

describe('POST /ngos/:id/images and DELETE /ngos/:id', () => {
  const upload = async (id: number, role: Role, count = 1) => {
    const form = multipart({}, await Promise.all(Array.from({ length: count }, async () => ({ bytes: await jpeg() }))))
    return app.inject({
      method: 'POST',
      url: `/api/ngos/${id}/images`,
      headers: { ...headers(role), ...form.headers },
      payload: form.payload,
    })
  }

  it('photos: the NGO user and the admin', async () => {
    const want: Record<Role, number> = {
      anonymous: 401,
      adopter: 403,
      otherAdopter: 403,
      ownNgo: 200,
      otherNgo: 403,
      pendingNgo: 403,
      admin: 200,
    }
    for (const role of ROLES) expect((await upload(users.ownNgo.ngoId!, role)).statusCode, role).toBe(want[role])
    const res = await upload(users.ownNgo.ngoId!, 'ownNgo', 3)
    expect(res.statusCode).toBe(200)
    expect(res.json().urls).toHaveLength(5)
    expect(res.json().urls.every((u: string) => /^\/uploads\/ngos\/[0-9a-f-]{36}\.webp$/.test(u))).toBe(true)
    const sixth = await upload(users.ownNgo.ngoId!, 'ownNgo')
    expect(sixth.statusCode).toBe(422)
    expect(sixth.json().message).toBe(MESSAGES.maxImages(english, 5))
  })

  it('delete deactivates (admin only): gone from the public, the row stays, its user cannot list', async () => {
    const id = users.ownNgo.ngoId!
    const want: Record<Role, number> = {
      anonymous: 401,
      adopter: 403,
      otherAdopter: 403,
      ownNgo: 403,
      otherNgo: 403,
      pendingNgo: 403,
      admin: 200,
    }
    for (const role of ROLES) {
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/ngos/${id}`, headers: headers(role) })).statusCode,
        role,
      ).toBe(want[role])
    }
    const row = await db
      .selectFrom('ngos')
      .select(['is_active', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ is_active: false, user_id: users.ownNgo.id })
    expect(names(await get('/ngos'))).toEqual(['Colaba Cat Care'])
    const listing = await app.inject({
      method: 'POST',
      url: '/api/animals',
      headers: bearer(users.ownNgo),
      payload: { name: 'Tommy', species: 'dog', size: 'large' },
    })
    expect(listing.statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/ngos/999999', headers: bearer(users.admin) })).statusCode,
    ).toBe(404)
  })
})
