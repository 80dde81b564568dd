// Applying, reading and listing adoption applications: the rules of docs/rules.md#permissions per
// role, the lists (sent, received, admin), filters and pagination, and who is notified.
import { englishTranslator as english } from '../src/lib/i18n.ts'
import { MESSAGES } from '@paws/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  adoptionCast,
  type AdoptionJson,
  apply,
  getAdoption,
  listAdoptions,
  moveTo,
  postApplication,
  SAMPLE_ANSWERS,
  twoApplications,
} from './support/adoption-fixtures.ts'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let owner: TestUser, applicant: TestUser, admin: TestUser, animalId: number
beforeEach(async () => {
  ;({ owner, applicant, admin, animalId } = await adoptionCast(ctx, {
    name: 'Bruno',
    breed: 'Labrador Retriever',
    age: 30,
    images: ['/uploads/animals/a.webp'],
  }))
})

const body = (extra: Record<string, unknown> = {}) => ({
  animalId,
  applicationData: SAMPLE_ANSWERS,
  notes: 'Hello',
  ...extra,
})

describe('applying (POST /adoptions)', () => {
  it("answers 201 with the application, its first timeline entry and the applicant's cancel button", async () => {
    const res = await postApplication(app, applicant, body({ reason: 'We have a garden and lots of time' }))
    expect(res.statusCode).toBe(201)
    const a = res.json() as AdoptionJson
    expect(a).toMatchObject({
      status: 'pending',
      notes: 'Hello',
      reason: 'We have a garden and lots of time',
      rejectionReason: null,
      applicationData: SAMPLE_ANSWERS,
      processedAt: null,
      completedAt: null,
      adopterId: applicant.id,
      adopter: { firstName: 'Test', lastName: 'Adopter', email: applicant.email, phone: '9876543210' },
      animalId,
      animal: {
        id: animalId,
        name: 'Bruno',
        species: 'dog',
        breed: 'Labrador Retriever',
        age: 30,
        gender: 'male',
        images: ['/uploads/animals/a.webp'],
        shelterId: owner.id,
        status: 'available',
      },
      owner: { firstName: 'Test', lastName: 'Adopter' },
      role: 'applicant',
      allowedMoves: [{ to: 'cancelled', label: 'Cancel Application', reasonRequired: false }],
    })
    expect(a.appliedDate).toBe(a.createdAt)
    expect(a).not.toHaveProperty('adminNotes')
    expect(a.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'pending',
        actor: { id: applicant.id, name: 'Test Adopter', role: 'applicant' },
      }),
    ])
  })

  it("refuses one's own animal with the spec's message (422)", async () => {
    const res = await postApplication(app, owner, body())
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(english(MESSAGES.ownAnimal))
  })

  it('refuses an animal that is not available (409 naming the status), deleted or missing (404)', async () => {
    for (const [status, label] of [
      ['pending', 'Pending'],
      ['adopted', 'Adopted'],
      ['medical_hold', 'Medical Hold'],
      ['unavailable', 'Unavailable'],
    ] as const) {
      await db.updateTable('animals').set({ status }).where('id', '=', animalId).execute()
      const res = await postApplication(app, applicant, body())
      expect(res.statusCode, status).toBe(409)
      expect(res.json().message).toBe(`Bruno is not available for adoption right now (status: ${label}).`)
    }
    const inMarathi = await app.inject({
      method: 'POST',
      url: '/api/adoptions',
      headers: { ...bearer(applicant), 'accept-language': 'mr' },
      payload: body(),
    })
    expect(inMarathi.json().message).toBe('Bruno सध्या दत्तकासाठी उपलब्ध नाही (स्थिती: उपलब्ध नाही).')
    await db
      .updateTable('animals')
      .set({ status: 'deleted', deleted_at: new Date() })
      .where('id', '=', animalId)
      .execute()
    expect((await postApplication(app, applicant, body())).statusCode).toBe(404)
    expect((await postApplication(app, applicant, body({ animalId: 999999 }))).statusCode).toBe(404)
    expect(await db.selectFrom('adoptions').select('id').execute()).toEqual([])
  })

  it('one open application per applicant and animal (409); after cancelling or a rejection a new one is allowed', async () => {
    const first = await apply(app, applicant, animalId)
    const again = await postApplication(app, applicant, body())
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(MESSAGES.duplicateApplication(english, 'Bruno'))
    await moveTo(app, owner, first.id, 'under_review')
    expect((await postApplication(app, applicant, body())).statusCode).toBe(409)
    await moveTo(app, applicant, first.id, 'cancelled')
    const second = await apply(app, applicant, animalId)
    await moveTo(app, owner, second.id, 'rejected', { rejectionReason: 'Not a fit' })
    await apply(app, applicant, animalId)
    // Someone else may apply meanwhile.
    await apply(app, await createUser(ctx), animalId)
  })

  it('two identical applications sent at once make one (201 and 409)', async () => {
    const results = await Promise.all([
      postApplication(app, applicant, body()),
      postApplication(app, applicant, body()),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(await db.selectFrom('adoptions').select('id').execute()).toHaveLength(1)
  })

  it('admins may not apply (403); signed out 401; NGO users may', async () => {
    const res = await postApplication(app, admin, body())
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(english(MESSAGES.adminCannotApply))
    expect((await postApplication(app, null, body())).statusCode).toBe(401)
    expect((await postApplication(app, await createUser(ctx, { role: 'ngo' }), body())).statusCode).toBe(201)
  })

  it('stores the answers exactly as given and leaves skipped questions unanswered', async () => {
    const some = { livingSpace: 'apartment', hasChildren: true, references: [{ name: ' Ravi ', phone: '9820012345' }] }
    const res = await postApplication(app, applicant, body({ applicationData: some, notes: 'We live in Andheri.' }))
    expect(res.statusCode, res.body).toBe(201)
    const expected = {
      livingSpace: 'apartment',
      hasChildren: true,
      references: [{ name: 'Ravi', phone: '9820012345' }],
    }
    expect(res.json()).toMatchObject({ applicationData: expected, questionsAsked: true, notes: 'We live in Andheri.' })
    // Nothing was filled in for the skipped questions, in the answer nor in the row.
    expect(Object.keys(res.json().applicationData).sort()).toEqual(['hasChildren', 'livingSpace', 'references'])
    const row = await db.selectFrom('adoptions').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow()
    expect(row.application_data).toEqual(expected)
    expect(row.questions_asked).toBe(true)
    const owners = await getAdoption(app, owner, res.json().id)
    expect(owners.json().applicationData).toEqual(expected)
  })

  it('takes an application with no answers at all, stored as all unanswered', async () => {
    const res = await postApplication(app, applicant, { animalId })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ applicationData: {}, notes: null, questionsAsked: true })
  })

  it('validates every answer that is given and refuses unknown fields', async () => {
    const other = await createUser(ctx)
    const extra = await postApplication(app, other, body({ applicationData: { ...SAMPLE_ANSWERS, salary: 100 } }))
    expect(extra.statusCode).toBe(400)
    expect(extra.json().errors).toEqual([
      { field: 'applicationData.salary', message: 'applicationData.salary is not an allowed field' },
    ])
    const bad: Record<string, unknown>[] = [
      { hasYard: 3 },
      { hasYard: 'no, a balcony' },
      { livingSpace: 'castle' },
      { experience: 'basic' },
      { workSchedule: 'sometimes' },
      { references: [{ name: 'Ravi' }] },
      { references: [{ name: 'Ravi', phone: '12345' }] },
      { references: [{ name: '  ', phone: '9820012345' }] },
      { references: [1, 2, 3, 4].map(() => ({ name: 'Ravi', phone: '9820012345' })) },
    ]
    for (const applicationData of bad) {
      const res = await postApplication(app, other, body({ applicationData }))
      expect(res.statusCode, JSON.stringify(applicationData)).toBe(400)
    }
    expect((await postApplication(app, other, body({ ownerId: 1 }))).statusCode).toBe(400)
    expect(await db.selectFrom('adoptions').select('id').where('adopter_id', '=', other.id).execute()).toEqual([])
  })
})

describe('who reads what', () => {
  type Role = 'anonymous' | 'applicant' | 'owner' | 'otherAdopter' | 'ngo' | 'admin'
  const ROLES: Role[] = ['anonymous', 'applicant', 'owner', 'otherAdopter', 'ngo', 'admin']

  async function users(): Promise<Record<Role, TestUser | null>> {
    return {
      anonymous: null,
      applicant,
      owner,
      otherAdopter: await createUser(ctx),
      ngo: await createUser(ctx, { role: 'ngo' }),
      admin,
    }
  }

  it('detail: the applicant, the owner and admins (admin notes for the owner and admins only); 404 for others', async () => {
    const a = await apply(app, applicant, animalId)
    await db.updateTable('adoptions').set({ admin_notes: 'Called the references' }).where('id', '=', a.id).execute()
    const who = await users()
    const want: Record<Role, number> = {
      anonymous: 401,
      applicant: 200,
      owner: 200,
      otherAdopter: 404,
      ngo: 404,
      admin: 200,
    }
    for (const role of ROLES) {
      const res = await getAdoption(app, who[role], a.id)
      expect(res.statusCode, role).toBe(want[role])
      if (res.statusCode !== 200) continue
      expect(res.json().adopter.email, role).toBe(applicant.email)
      if (role === 'applicant') expect(res.json()).not.toHaveProperty('adminNotes')
      else expect(res.json().adminNotes, role).toBe('Called the references')
      expect(res.json().role).toBe(role)
    }
    expect((await getAdoption(app, admin, 999999)).statusCode).toBe(404)
  })

  it("allowedMoves: exactly the caller's moves from the machine, with their labels", async () => {
    const a = await apply(app, applicant, animalId)
    const moves = async (user: TestUser) => (await getAdoption(app, user, a.id)).json().allowedMoves
    expect(await moves(owner)).toEqual([
      { to: 'under_review', label: 'Start Review', reasonRequired: false },
      { to: 'approved', label: 'Approve', reasonRequired: false },
      { to: 'rejected', label: 'Reject', reasonRequired: true },
    ])
    expect(await moves(applicant)).toEqual([{ to: 'cancelled', label: 'Cancel Application', reasonRequired: false }])
    expect((await moves(admin)).map((m: { to: string }) => m.to)).toEqual([
      'under_review',
      'approved',
      'rejected',
      'cancelled',
    ])
    await moveTo(app, owner, a.id, 'approved')
    expect(await moves(applicant)).toEqual([])
    expect((await moves(owner)).map((m: { to: string }) => m.to)).toEqual(['paperwork_pending', 'home_visit_scheduled'])
  })

  it('lists: sent by default, received for owners, all for admins (type=all admins only)', async () => {
    const a = await apply(app, applicant, animalId)
    const who = await users()
    const ids = async (user: TestUser | null, query = '') => {
      const res = await listAdoptions(app, user, query)
      return res.statusCode === 200 ? (res.json().adoptions as AdoptionJson[]).map((x) => x.id) : res.statusCode
    }
    const want: Record<Role, [unknown, unknown]> = {
      anonymous: [401, 401],
      applicant: [[a.id], []],
      owner: [[], [a.id]],
      otherAdopter: [[], []],
      ngo: [[], []],
      admin: [[a.id], []],
    }
    for (const role of ROLES) {
      expect(await ids(who[role]), `${role} default`).toEqual(want[role][0])
      expect(await ids(who[role], '?type=received'), `${role} received`).toEqual(want[role][1])
    }
    expect(await ids(admin, '?type=sent')).toEqual([])
    expect(await ids(admin, '?type=all')).toEqual([a.id])
    expect(await ids(applicant, '?type=sent')).toEqual([a.id])
    expect(await ids(applicant, '?type=all')).toBe(403)
    const received = (await listAdoptions(app, owner, '?type=received')).json().adoptions[0]
    expect(received).toMatchObject({ adopter: { email: applicant.email, phone: '9876543210' }, adminNotes: null })
    const sent = (await listAdoptions(app, applicant)).json().adoptions[0]
    expect(sent).not.toHaveProperty('adminNotes')
  })
})

describe('permission table (docs/rules.md#permissions): one pending application per call', () => {
  type Role = 'anonymous' | 'applicant' | 'owner' | 'otherAdopter' | 'ngo' | 'admin'
  const ROLES: Role[] = ['anonymous', 'applicant', 'owner', 'otherAdopter', 'ngo', 'admin']
  type Call = (id: number, user: TestUser | null) => Promise<{ statusCode: number; body: string }>
  const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
    app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) })
  const ACTIONS: Record<string, { call: Call; expect: Record<Role, number> }> = {
    'GET /adoptions/:id': {
      call: (id, user) => inject('GET', `/api/adoptions/${id}`, user),
      expect: { anonymous: 401, applicant: 200, owner: 200, otherAdopter: 404, ngo: 404, admin: 200 },
    },
    'PUT /adoptions/:id/status under_review': {
      call: (id, user) => inject('PUT', `/api/adoptions/${id}/status`, user, { status: 'under_review' }),
      expect: { anonymous: 401, applicant: 403, owner: 200, otherAdopter: 404, ngo: 404, admin: 200 },
    },
    'PUT /adoptions/:id/status cancelled': {
      call: (id, user) => inject('PUT', `/api/adoptions/${id}/status`, user, { status: 'cancelled' }),
      expect: { anonymous: 401, applicant: 200, owner: 403, otherAdopter: 404, ngo: 404, admin: 200 },
    },
    'PUT /adoptions/:id': {
      call: (id, user) => inject('PUT', `/api/adoptions/${id}`, user, { adminNotes: 'Checked' }),
      expect: { anonymous: 401, applicant: 403, owner: 403, otherAdopter: 403, ngo: 403, admin: 200 },
    },
    'DELETE /adoptions/:id': {
      call: (id, user) => inject('DELETE', `/api/adoptions/${id}`, user),
      expect: { anonymous: 401, applicant: 403, owner: 403, otherAdopter: 403, ngo: 403, admin: 200 },
    },
  }
  for (const [action, { call, expect: want }] of Object.entries(ACTIONS)) {
    it(`${action}: ${ROLES.map((r) => `${r} ${want[r]}`).join(', ')}`, async () => {
      const who: Record<Role, TestUser | null> = {
        anonymous: null,
        applicant,
        owner,
        otherAdopter: await createUser(ctx),
        ngo: await createUser(ctx, { role: 'ngo' }),
        admin,
      }
      for (const role of ROLES) {
        await db.deleteFrom('adoptions').execute()
        const a = await apply(app, applicant, animalId)
        const res = await call(a.id, who[role])
        expect(res.statusCode, `${role}: ${res.body}`).toBe(want[role])
      }
    })
  }

  it("an NGO owning the animal works the application as its owner, under the NGO's name", async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const listed = await insertAnimal(db, ngo.id, { name: 'Sheru' })
    const a = await apply(app, applicant, listed)
    expect((await listAdoptions(app, ngo, '?type=received')).json().adoptions.map((x: AdoptionJson) => x.id)).toEqual([
      a.id,
    ])
    const approved = await moveTo(app, ngo, a.id, 'approved')
    expect(approved.role).toBe('owner')
    expect(approved.history!.at(-1)!.actor).toEqual({ id: ngo.id, name: `Test NGO ${ngo.id}`, role: 'owner' })
  })
})

describe('list filters and pages', () => {
  it('filters by status, animal, applicant and search; sorts; pages with meta; refuses unknown parameters', async () => {
    const moti = await insertAnimal(db, owner.id, { name: 'Moti', species: 'cat' })
    const priya = await createUser(ctx)
    await db.updateTable('users').set({ first_name: 'Priya', last_name: 'Nair' }).where('id', '=', priya.id).execute()
    const a1 = await apply(app, applicant, animalId)
    const a2 = await apply(app, priya, animalId)
    const a3 = await apply(app, priya, moti)
    await moveTo(app, owner, a2.id, 'under_review')
    await moveTo(app, owner, a3.id, 'approved')
    const ids = async (query: string) =>
      ((await listAdoptions(app, admin, query)).json().adoptions as AdoptionJson[]).map((x) => x.id)

    expect(await ids('')).toEqual([a3.id, a2.id, a1.id])
    expect(await ids('?sortOrder=asc')).toEqual([a1.id, a2.id, a3.id])
    expect(await ids('?status=under_review')).toEqual([a2.id])
    expect(await ids(`?animalId=${moti}`)).toEqual([a3.id])
    expect(await ids(`?adopterId=${priya.id}`)).toEqual([a3.id, a2.id])
    expect(await ids('?search=moti')).toEqual([a3.id])
    expect(await ids('?search=priya%20nair')).toEqual([a3.id, a2.id])
    expect(await ids(`?search=${encodeURIComponent(applicant.email)}`)).toEqual([a1.id])
    expect(await ids(`?search=%23${a2.id}`)).toEqual([a2.id])
    expect(await ids('?search=%25')).toEqual([])
    expect(await ids('?sortBy=status&sortOrder=asc')).toEqual([a1.id, a2.id, a3.id])
    expect(await ids('?sortBy=updatedAt&sortOrder=desc')).toEqual([a3.id, a2.id, a1.id])
    expect(await ids(`?type=received&status=approved`)).toEqual([])
    const received = await listAdoptions(app, owner, '?type=received&sortBy=createdAt&sortOrder=DESC&limit=2&page=2')
    expect(received.json().meta).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 })
    expect(received.json().adoptions.map((x: AdoptionJson) => x.id)).toEqual([a1.id])
    expect((await listAdoptions(app, admin, '?bogus=1')).statusCode).toBe(400)
    expect((await listAdoptions(app, admin, '?status=maybe')).statusCode).toBe(400)
    expect((await listAdoptions(app, admin, '?limit=101')).statusCode).toBe(400)
  })
})

describe('notifications', () => {
  const titles = async (user: TestUser) => (await notificationsOf(db, user.id)).map((n) => `${n.title} ${n.url}`)

  it("the owner hears of a new application, the applicant of the owner's moves, the owner of a cancel; never the actor", async () => {
    const a = await apply(app, applicant, animalId)
    expect(await titles(owner)).toEqual([`New adoption application for Bruno /adoption/${a.id}`])
    expect(await titles(applicant)).toEqual([])
    await moveTo(app, owner, a.id, 'under_review')
    await moveTo(app, owner, a.id, 'rejected', { rejectionReason: 'We found a closer home.' })
    expect(await titles(applicant)).toEqual([
      `Application under review /adoption/${a.id}`,
      `Application not accepted /adoption/${a.id}`,
    ])
    expect((await notificationsOf(db, applicant.id))[1].message).toBe(
      'Your application to adopt Bruno was not accepted. Reason: We found a closer home.',
    )
    expect(await titles(owner)).toHaveLength(1)

    const b = await apply(app, applicant, animalId)
    await moveTo(app, applicant, b.id, 'cancelled')
    expect((await titles(owner)).at(-1)).toBe(`Application cancelled /adoption/${b.id}`)
    expect(await titles(applicant)).toHaveLength(2)
    expect(await titles(admin)).toEqual([])
  })

  it("an admin's change reaches the applicant and the owner, not the admin", async () => {
    const a = await apply(app, applicant, animalId)
    await moveTo(app, admin, a.id, 'approved')
    expect(await titles(applicant)).toEqual([`Application approved /adoption/${a.id}`])
    expect((await titles(owner)).at(-1)).toBe(`Application changed by an admin /adoption/${a.id}`)
    expect(await titles(admin)).toEqual([])
    const other = await createUser(ctx)
    expect(await titles(other)).toEqual([])
  })
})

describe('GET /animals/:id/adoptions', () => {
  it("the animal's applications for its owner and admins; 403 for others", async () => {
    const other = await insertAnimal(db, owner.id, { name: 'Moti' })
    const a = await apply(app, applicant, animalId)
    const b = await apply(app, await createUser(ctx), animalId)
    await apply(app, applicant, other)
    for (const user of [owner, admin]) {
      const res = await app.inject({ method: 'GET', url: `/api/animals/${animalId}/adoptions`, headers: bearer(user) })
      expect(res.statusCode).toBe(200)
      expect(res.json().meta).toEqual({ total: 2, page: 1, limit: 20, totalPages: 1 })
      expect(res.json().adoptions.map((x: AdoptionJson) => x.id)).toEqual([b.id, a.id])
      expect(res.json().adoptions[0]).toMatchObject({
        animal: { name: 'Bruno' },
        adopter: { email: expect.any(String) },
        adminNotes: null,
      })
    }
    const page = await app.inject({
      method: 'GET',
      url: `/api/animals/${animalId}/adoptions?limit=1&page=2`,
      headers: bearer(owner),
    })
    expect(page.json().adoptions.map((x: AdoptionJson) => x.id)).toEqual([a.id])
    expect(
      (await app.inject({ method: 'GET', url: `/api/animals/${animalId}/adoptions`, headers: bearer(applicant) }))
        .statusCode,
    ).toBe(403)
  })
})

describe('admin edit and delete', () => {
  it('PUT /adoptions/:id edits fields and moves the status as an override; admins only', async () => {
    const a = await apply(app, applicant, animalId)
    const url = `/api/adoptions/${a.id}`
    const put = (user: TestUser, payload: object) => app.inject({ method: 'PUT', url, headers: bearer(user), payload })
    expect((await put(owner, { adminNotes: 'x' })).statusCode).toBe(403)
    expect((await put(applicant, { notes: 'x' })).statusCode).toBe(403)
    expect((await app.inject({ method: 'PUT', url, payload: { notes: 'x' } })).statusCode).toBe(401)
    expect((await put(admin, {})).statusCode).toBe(400)

    // The edit form sends the unchanged status along: not a move.
    const edited = await put(admin, {
      status: 'pending',
      adminNotes: ' Called both references ',
      applicationData: {},
      notes: 'Edited',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      status: 'pending',
      adminNotes: 'Called both references',
      applicationData: {},
      notes: 'Edited',
    })
    expect(edited.json().history).toHaveLength(1)
    expect((await getAdoption(app, owner, a.id)).json().adminNotes).toBe('Called both references')
    expect((await getAdoption(app, applicant, a.id)).json()).not.toHaveProperty('adminNotes')

    const moved = await put(admin, { status: 'trial_period', completedAt: '2025-01-15T10:30', processedAt: null })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      status: 'trial_period',
      processedAt: null,
      completedAt: new Date('2025-01-15T10:30').toISOString(),
    })
    expect(moved.json().history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'trial_period',
      override: true,
      actor: { role: 'admin' },
    })
    expect(moved.json().animal.status).toBe('pending')
    expect((await put(admin, { processedAt: 'yesterday' })).statusCode).toBe(400)
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/adoptions/999999',
          headers: bearer(admin),
          payload: { notes: 'x' },
        })
      ).statusCode,
    ).toBe(404)
  })

  it('DELETE removes the application and its timeline; deleting the committed one frees the animal', async () => {
    const { a, b } = await twoApplications(ctx, applicant, animalId)
    await moveTo(app, owner, a.id, 'approved')
    const del = (user: TestUser, id: number) =>
      app.inject({ method: 'DELETE', url: `/api/adoptions/${id}`, headers: bearer(user) })
    expect((await del(owner, a.id)).statusCode).toBe(403)
    expect((await del(applicant, a.id)).statusCode).toBe(403)
    expect((await del(admin, b.id)).statusCode).toBe(200)
    expect(
      (await db.selectFrom('animals').select('status').where('id', '=', animalId).executeTakeFirstOrThrow()).status,
    ).toBe('pending')
    expect((await del(admin, a.id)).statusCode).toBe(200)
    expect(
      (await db.selectFrom('animals').select('status').where('id', '=', animalId).executeTakeFirstOrThrow()).status,
    ).toBe('available')
    expect(await db.selectFrom('adoption_history').select('id').execute()).toEqual([])
    expect((await del(admin, a.id)).statusCode).toBe(404)
  })
})

describe('GET /admin/stats', () => {
  it('counts animals that are not deleted and applications waiting for a decision', async () => {
    await insertAnimal(db, owner.id, { name: 'Gone', status: 'deleted', deleted_at: new Date() })
    const moti = await insertAnimal(db, owner.id, { name: 'Moti' })
    const tara = await insertAnimal(db, owner.id, { name: 'Tara' })
    await apply(app, applicant, animalId)
    const review = await apply(app, applicant, moti)
    await moveTo(app, owner, review.id, 'under_review')
    const approved = await apply(app, applicant, tara)
    await moveTo(app, owner, approved.id, 'approved')
    const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ totalAnimals: 3, pendingAdoptions: 2, totalUsers: 3 })
  })
})
