// Creating, editing and deleting animals: the permission table of docs/rules.md#permissions per
// role, mass assignment, and the create/update rules.
import { englishTranslator as english } from '../src/lib/i18n.ts'
import { MESSAGES } from '@paws/contracts'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { jpeg, multipart } from './support/factories/images.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

type Role = 'anonymous' | 'owner' | 'otherAdopter' | 'pendingNgo' | 'approvedNgo' | 'admin'
const ROLES: Role[] = ['anonymous', 'owner', 'otherAdopter', 'pendingNgo', 'approvedNgo', 'admin']
let users: Record<Exclude<Role, 'anonymous'>, TestUser>

beforeAll(async () => {
  await resetDb(db)
  users = {
    owner: await createUser(ctx),
    otherAdopter: await createUser(ctx),
    pendingNgo: await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' }),
    approvedNgo: await createUser(ctx, { role: 'ngo', ngoStatus: 'approved' }),
    admin: await createUser(ctx, { role: 'admin' }),
  }
})

beforeEach(async () => {
  await db.deleteFrom('animals').execute()
})

const headers = (role: Role) => (role === 'anonymous' ? {} : bearer(users[role]))
const newAnimal = () => insertAnimal(db, users.owner.id, { name: 'Moti', city: 'Mumbai' })
const valid = { name: 'Moti', species: 'dog', size: 'medium' }

type Call = (id: number, role: Role) => Promise<{ statusCode: number; body: string }>

const ACTIONS: Record<string, { call: Call; expect: Record<Role, number> }> = {
  'GET /animals/:id': {
    call: (id, role) => app.inject({ method: 'GET', url: `/api/animals/${id}`, headers: headers(role) }),
    expect: { anonymous: 200, owner: 200, otherAdopter: 200, pendingNgo: 200, approvedNgo: 200, admin: 200 },
  },
  'PUT /animals/:id': {
    call: (id, role) =>
      app.inject({ method: 'PUT', url: `/api/animals/${id}`, headers: headers(role), payload: { name: 'Raja' } }),
    expect: { anonymous: 401, owner: 200, otherAdopter: 403, pendingNgo: 403, approvedNgo: 403, admin: 403 },
  },
  'PUT /animals/:id status': {
    call: (id, role) =>
      app.inject({ method: 'PUT', url: `/api/animals/${id}`, headers: headers(role), payload: { status: 'adopted' } }),
    expect: { anonymous: 401, owner: 200, otherAdopter: 403, pendingNgo: 403, approvedNgo: 403, admin: 403 },
  },
  'PUT /animals/admin/:id': {
    call: (id, role) =>
      app.inject({ method: 'PUT', url: `/api/animals/admin/${id}`, headers: headers(role), payload: { name: 'Raja' } }),
    expect: { anonymous: 401, owner: 403, otherAdopter: 403, pendingNgo: 403, approvedNgo: 403, admin: 200 },
  },
  'DELETE /animals/:id': {
    call: (id, role) => app.inject({ method: 'DELETE', url: `/api/animals/${id}`, headers: headers(role) }),
    expect: { anonymous: 401, owner: 200, otherAdopter: 403, pendingNgo: 403, approvedNgo: 403, admin: 200 },
  },
  'POST /animals/:id/images': {
    call: async (id, role) => {
      const form = multipart({}, [{ bytes: await jpeg() }])
      return app.inject({
        method: 'POST',
        url: `/api/animals/${id}/images`,
        headers: { ...headers(role), ...form.headers },
        payload: form.payload,
      })
    },
    expect: { anonymous: 401, owner: 200, otherAdopter: 403, pendingNgo: 403, approvedNgo: 403, admin: 200 },
  },
  'DELETE /animals/:id/images/0': {
    call: async (id, role) => {
      await db
        .updateTable('animals')
        .set({ images: JSON.stringify(['/uploads/animals/x.webp']) })
        .where('id', '=', id)
        .execute()
      return app.inject({ method: 'DELETE', url: `/api/animals/${id}/images/0`, headers: headers(role) })
    },
    expect: { anonymous: 401, owner: 200, otherAdopter: 403, pendingNgo: 403, approvedNgo: 403, admin: 200 },
  },
  'GET /animals/:id/adoptions': {
    call: (id, role) => app.inject({ method: 'GET', url: `/api/animals/${id}/adoptions`, headers: headers(role) }),
    expect: { anonymous: 401, owner: 200, otherAdopter: 403, pendingNgo: 403, approvedNgo: 403, admin: 200 },
  },
}

describe('permission table (docs/rules.md#permissions): one animal listed by an adopter', () => {
  for (const [action, { call, expect: want }] of Object.entries(ACTIONS)) {
    for (const role of ROLES) {
      it(`${action} as ${role} -> ${want[role]}`, async () => {
        const id = await newAnimal()
        const res = await call(id, role)
        expect(res.statusCode, res.body).toBe(want[role])
      })
    }
  }

  // (The admin route answers 403 to non-admins before looking the animal up.)
  for (const action of Object.keys(ACTIONS).filter((a) => !a.includes('/admin/'))) {
    it(`${action} on a soft-deleted animal: 404 for everyone but the admin`, async () => {
      const id = await insertAnimal(db, users.owner.id, { status: 'deleted', deleted_at: new Date() })
      for (const role of ['owner', 'otherAdopter', 'approvedNgo'] as const) {
        expect((await ACTIONS[action].call(id, role)).statusCode, role).toBe(404)
      }
    })
  }

  it('admin still sees a deleted animal; deleting it again is a conflict', async () => {
    const id = await insertAnimal(db, users.owner.id, { status: 'deleted', deleted_at: new Date() })
    const res = await ACTIONS['GET /animals/:id'].call(id, 'admin')
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(res.body)).toMatchObject({ status: 'deleted', deletedAt: expect.any(String) })
    expect((await ACTIONS['DELETE /animals/:id'].call(id, 'admin')).statusCode).toBe(409)
  })

  it('a missing animal is 404, a non-numeric id 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/animals/999999' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/animals/abc' })).statusCode).toBe(400)
  })
})

describe('POST /animals', () => {
  const create = (role: Role, payload: object = valid) =>
    app.inject({ method: 'POST', url: '/api/animals', headers: headers(role), payload })

  it('per role: adopters, shelters and approved NGOs may list; pending and rejected NGOs get the spec message', async () => {
    const want: Record<Role, number> = {
      anonymous: 401,
      owner: 201,
      otherAdopter: 201,
      pendingNgo: 403,
      approvedNgo: 201,
      admin: 403,
    }
    for (const role of ROLES) expect((await create(role)).statusCode, role).toBe(want[role])
    expect((await create('pendingNgo')).json().message).toBe(english(MESSAGES.ngoNotApproved))
    const rejected = await createUser(ctx, { role: 'ngo', ngoStatus: 'rejected' })
    const res = await app.inject({ method: 'POST', url: '/api/animals', headers: bearer(rejected), payload: valid })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(english(MESSAGES.ngoNotApproved))
    const shelter = await createUser(ctx, { role: 'shelter' })
    const vet = await createUser(ctx, { role: 'vet' })
    expect(
      (await app.inject({ method: 'POST', url: '/api/animals', headers: bearer(shelter), payload: valid })).statusCode,
    ).toBe(201)
    expect(
      (await app.inject({ method: 'POST', url: '/api/animals', headers: bearer(vet), payload: valid })).statusCode,
    ).toBe(403)
  })

  it('answers the animal, owned by the caller, available, with its lister', async () => {
    const res = await create('approvedNgo', {
      ...valid,
      breed: ' Indian Pariah ',
      age: 18,
      weight: 12.5,
      gender: 'female',
      personality: ['Friendly', 'PLAYFUL', 'friendly'],
      medicalHistory: { vaccinated: true, notes: 'Dewormed' },
      metadata: { rehomingReason: 'Moving abroad' },
      tags: ['good with kids'],
    })
    expect(res.statusCode, res.body).toBe(201)
    const animal = res.json()
    expect(animal).toMatchObject({
      name: 'Moti',
      breed: 'Indian Pariah',
      age: 18,
      weight: 12.5,
      status: 'available',
      shelterId: users.approvedNgo.id,
      shelter: { firstName: 'Test', lastName: 'Ngo', role: 'ngo' },
      ownerType: 'ngo',
      personality: ['friendly', 'playful'],
      medicalHistory: { vaccinated: true, notes: 'Dewormed' },
      metadata: { rehomingReason: 'Moving abroad' },
      images: [],
      deletedAt: null,
    })
    const again = await app.inject({ method: 'GET', url: `/api/animals/${animal.id}` })
    expect(again.json()).toEqual(animal)
  })

  it('name, species and size are required, with the spec message and field errors', async () => {
    const res = await create('owner', { name: 'Moti' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(english(MESSAGES.animalRequired))
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['size', 'species'])
    const blank = await create('owner', { name: '  ', species: 'dog', size: 'small' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors).toEqual([{ field: 'name', message: english(MESSAGES.animalRequired) }])
  })

  it('refuses status and shelterId (mass assignment) and unknown values', async () => {
    for (const extra of [{ status: 'adopted' }, { shelterId: users.otherAdopter.id }, { deletedAt: null }]) {
      const res = await create('owner', { ...valid, ...extra })
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(res.json().errors[0].field).toBe(Object.keys(extra)[0])
    }
    expect((await create('owner', { ...valid, species: 'dragon' })).statusCode).toBe(400)
    expect((await create('owner', { ...valid, age: -1 })).statusCode).toBe(400)
    expect((await create('owner', { ...valid, age: '12' })).statusCode).toBe(400)
    expect(await db.selectFrom('animals').select('id').execute()).toEqual([])
  })

  it('multipart: fields as text, JSON-encoded objects, photos under images', async () => {
    const form = multipart(
      {
        name: 'Kali',
        species: 'cat',
        size: 'small',
        age: '7',
        weight: '3.2',
        spayedNeutered: 'true',
        city: 'Thane',
        personality: JSON.stringify(['calm']),
        medicalHistory: JSON.stringify({ vaccinated: true, microchipped: false }),
        metadata: JSON.stringify({ rehomingReason: 'Allergies' }),
      },
      [{ bytes: await jpeg() }, { bytes: await jpeg(30, 30) }],
    )
    const res = await app.inject({
      method: 'POST',
      url: '/api/animals',
      headers: { ...bearer(users.owner), ...form.headers },
      payload: form.payload,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      name: 'Kali',
      age: 7,
      weight: 3.2,
      spayedNeutered: true,
      personality: ['calm'],
      medicalHistory: { vaccinated: true, microchipped: false },
      metadata: { rehomingReason: 'Allergies' },
      ownerType: 'private',
    })
    expect(res.json().images).toHaveLength(2)
    for (const url of res.json().images) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200)
      expect((await app.inject({ method: 'GET', url: url.replace('.webp', '-thumb.webp') })).statusCode).toBe(200)
    }
  })

  it('multipart: required fields, status and bad JSON are refused before anything is stored', async () => {
    const send = (fields: Record<string, string>) => {
      const form = multipart(fields, [])
      return app.inject({
        method: 'POST',
        url: '/api/animals',
        headers: { ...bearer(users.owner), ...form.headers },
        payload: form.payload,
      })
    }
    const missing = await send({ name: 'Kali' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe(english(MESSAGES.animalRequired))
    expect((await send({ name: 'Kali', species: 'cat', size: 'small', status: 'adopted' })).statusCode).toBe(400)
    expect((await send({ name: 'Kali', species: 'cat', size: 'small', shelterId: '1' })).statusCode).toBe(400)
    const bad = await send({ name: 'Kali', species: 'cat', size: 'small', medicalHistory: '{oops' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('medicalHistory')
    const form = multipart({ name: 'Kali', species: 'cat', size: 'small' }, [{ bytes: await jpeg() }])
    const pending = await app.inject({
      method: 'POST',
      url: '/api/animals',
      headers: { ...bearer(users.pendingNgo), ...form.headers },
      payload: form.payload,
    })
    expect(pending.statusCode).toBe(403)
    expect(await db.selectFrom('animals').select('id').execute()).toEqual([])
  })
})

describe('PUT /animals/:id and the admin variant', () => {
  const put = (id: number, payload: object, role: Role = 'owner', url = `/api/animals/${id}`) =>
    app.inject({ method: 'PUT', url, headers: headers(role), payload })

  it('the owner edits fields; empty age and weight become null', async () => {
    const id = await insertAnimal(db, users.owner.id, { age: 10, weight: 4 })
    const res = await put(id, {
      name: 'Raja',
      breed: '',
      age: null,
      weight: null,
      personality: ['Loyal'],
      city: 'Pune',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Raja',
      breed: null,
      age: null,
      weight: null,
      personality: ['loyal'],
      city: 'Pune',
    })
  })

  it('the owner moves between the five statuses but cannot set deleted or reassign the animal', async () => {
    const id = await newAnimal()
    for (const status of ['pending', 'adopted', 'medical_hold', 'unavailable', 'available']) {
      expect((await put(id, { status })).json().status).toBe(status)
    }
    expect((await put(id, { status: 'deleted' })).statusCode).toBe(400)
    const steal = await put(id, { shelterId: users.otherAdopter.id })
    expect(steal.statusCode).toBe(400)
    expect(steal.json().errors[0].field).toBe('shelterId')
    expect((await put(id, { name: '' })).statusCode).toBe(400)
    expect((await put(id, { name: '   ' })).statusCode).toBe(400)
    const row = await db.selectFrom('animals').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ shelter_id: users.owner.id, status: 'available', name: 'Moti' })
  })

  it('admin: deleted status soft-deletes, another status restores', async () => {
    const id = await newAnimal()
    const deleted = await put(id, { status: 'deleted' }, 'admin', `/api/animals/admin/${id}`)
    expect(deleted.json()).toMatchObject({ status: 'deleted', deletedAt: expect.any(String) })
    expect((await app.inject({ method: 'GET', url: `/api/animals/${id}` })).statusCode).toBe(404)
    const restored = await put(id, { status: 'available' }, 'admin', `/api/animals/admin/${id}`)
    expect(restored.json()).toMatchObject({ status: 'available', deletedAt: null })
    expect((await app.inject({ method: 'GET', url: `/api/animals/${id}` })).statusCode).toBe(200)
  })

  it('admin: images may be reordered or dropped, never pointed elsewhere', async () => {
    const id = await insertAnimal(db, users.owner.id, {
      images: ['/uploads/animals/a.webp', '/uploads/animals/b.webp'],
    })
    const url = `/api/animals/admin/${id}`
    const swapped = await put(id, { images: ['/uploads/animals/b.webp', '/uploads/animals/a.webp'] }, 'admin', url)
    expect(swapped.json().images).toEqual(['/uploads/animals/b.webp', '/uploads/animals/a.webp'])
    expect((await put(id, { images: ['/uploads/avatars/someone.webp'] }, 'admin', url)).statusCode).toBe(422)
    expect(
      (await put(id, { images: ['/uploads/animals/a.webp', '/uploads/animals/a.webp'] }, 'admin', url)).statusCode,
    ).toBe(422)
    expect((await put(id, { images: ['/uploads/animals/a.webp'] }, 'admin', url)).json().images).toEqual([
      '/uploads/animals/a.webp',
    ])
    expect((await put(999999, { name: 'x' }, 'admin', '/api/animals/admin/999999')).statusCode).toBe(404)
  })

  it('delete is soft: the row stays with status deleted, the public gets 404', async () => {
    const id = await newAnimal()
    const res = await app.inject({ method: 'DELETE', url: `/api/animals/${id}`, headers: bearer(users.owner) })
    expect(res.statusCode).toBe(200)
    const row = await db
      .selectFrom('animals')
      .select(['status', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('deleted')
    expect(row.deleted_at).toBeInstanceOf(Date)
    expect((await app.inject({ method: 'GET', url: `/api/animals/${id}` })).statusCode).toBe(404)
    expect(
      (await app.inject({ method: 'GET', url: `/api/animals/${id}`, headers: bearer(users.owner) })).statusCode,
    ).toBe(404)
    const mine = await app.inject({ method: 'GET', url: '/api/animals?owner=me', headers: bearer(users.owner) })
    expect(mine.json().meta.total).toBe(0)
  })
})
