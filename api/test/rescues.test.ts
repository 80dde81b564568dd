import { englishTranslator as english } from '../src/lib/i18n.ts'
import { MESSAGES } from '@paws/contracts'
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { put, report, reportBody, type RescueJson, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

beforeEach(() => resetDb(db))

const post = (user: TestUser | null, payload: unknown, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/rescues',
    headers: { ...(user ? bearer(user) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  })

const get = (user: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} })

describe('reporting a case', () => {
  it('answers 201 with the whole case and a timeline entry', async () => {
    const adopter = await createUser(ctx)
    const res = await post(adopter, reportBody())
    expect(res.statusCode).toBe(201)
    const body = res.json() as RescueJson
    expect(body).toMatchObject({
      status: 'pending',
      animalType: 'dog',
      urgency: 'high',
      location: {
        address: 'SV Road, near Bandra station',
        city: 'Mumbai',
        pincode: '400050',
        lat: 19.0544,
        lng: 72.8402,
        accuracy: 12,
      },
      condition: {
        injuries: 'minor_wounds',
        mobility: 'limping',
        consciousness: 'alert',
        bleeding: 'minor',
        breathing: 'normal',
      },
      contact: { canStay: true, canTransport: false },
      additionalInfo: 'Friendly, lets people come close.',
      requesterId: adopter.id,
      requester: { email: adopter.email, phone: '9876543210' },
      ngoId: null,
      images: [],
    })
    expect(body.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'pending',
        actor: { id: adopter.id, name: 'Test Adopter', role: 'requester' },
      }),
    ])
  })

  it('names every missing wizard field with its own message', async () => {
    const adopter = await createUser(ctx)
    const res = await post(adopter, { location: { state: 'Maharashtra' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'animalType', message: english(MESSAGES.rescueAnimalType) },
      { field: 'urgency', message: english(MESSAGES.rescueUrgency) },
      { field: 'location.address', message: 'Address is required' },
      { field: 'location.city', message: 'City is required' },
      { field: 'location.pincode', message: 'Pincode is required' },
      { field: 'description', message: 'Description is required' },
    ])
    const pin = await post(adopter, reportBody({ location: { address: 'x', city: 'Mumbai', pincode: '4000' } }))
    expect(pin.statusCode).toBe(400)
    expect(pin.json().errors).toEqual([{ field: 'location.pincode', message: english(MESSAGES.pincode) }])
    expect(await db.selectFrom('rescues').select('id').execute()).toHaveLength(0)
  })

  it('accepts only the minimal wizard fields and keeps state and landmarks optional', async () => {
    const adopter = await createUser(ctx)
    const res = await post(adopter, {
      animalType: 'cow',
      urgency: 'low',
      description: 'Cow stuck',
      location: { address: 'Link Road', city: 'Mumbai', pincode: '400 053' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().location).toMatchObject({ pincode: '400053', state: null, landmarks: null, lat: null })
    expect(res.json().contact).toEqual({ canStay: false, canTransport: false })
  })

  it('refuses NGOs (403), anonymous callers (401) and unknown fields (400)', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    expect((await post(ngo, reportBody())).statusCode).toBe(403)
    expect((await post(null, reportBody())).statusCode).toBe(401)
    const adopter = await createUser(ctx)
    const extra = await post(adopter, reportBody({ status: 'completed' }))
    expect(extra.statusCode).toBe(400)
    expect(extra.json().errors).toEqual([{ field: 'status', message: 'status is not an allowed field' }])
  })
})

describe('Idempotency-Key', () => {
  it('the same report sent 10 times in a row makes one case', async () => {
    const adopter = await createUser(ctx)
    const key = randomUUID()
    const codes: number[] = []
    const ids = new Set<number>()
    for (let i = 0; i < 10; i++) {
      const res = await post(adopter, reportBody(), key)
      codes.push(res.statusCode)
      ids.add(res.json().id)
    }
    expect(codes).toEqual([201, ...Array(9).fill(200)])
    expect(ids.size).toBe(1)
    expect(await db.selectFrom('rescues').select('id').execute()).toHaveLength(1)
    expect(await db.selectFrom('rescue_history').select('id').execute()).toHaveLength(1)
  })

  it('5 concurrent sends with one key make one case', async () => {
    const adopter = await createUser(ctx)
    const key = randomUUID()
    const results = await Promise.all(Array.from({ length: 5 }, () => post(adopter, reportBody(), key)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1)
    expect(await db.selectFrom('rescues').select('id').execute()).toHaveLength(1)
  })

  it('the same key from two users makes two cases; no key makes a case each time', async () => {
    const a = await createUser(ctx)
    const b = await createUser(ctx)
    const key = randomUUID()
    const first = await post(a, reportBody(), key)
    const second = await post(b, reportBody(), key)
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    expect(first.json().id).not.toBe(second.json().id)
    expect((await post(a, reportBody())).statusCode).toBe(201)
    expect((await post(a, reportBody())).statusCode).toBe(201)
    expect(await db.selectFrom('rescues').select('id').execute()).toHaveLength(4)
  })

  it('a key that is not a UUID is a 400', async () => {
    const adopter = await createUser(ctx)
    const res = await post(adopter, reportBody(), 'not-a-uuid')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('idempotency-key')
  })
})

describe('who sees what', () => {
  async function scene() {
    const requester = await createUser(ctx)
    const otherAdopter = await createUser(ctx)
    const ngo = await createUser(ctx, { role: 'ngo' })
    const otherNgo = await createUser(ctx, { role: 'ngo' })
    const admin = await createUser(ctx, { role: 'admin' })
    const rescue = await report(app, requester)
    await setCase(db, rescue.id, { status: 'assigned', ngo_id: ngo.ngoId! })
    await db
      .updateTable('rescues')
      .set({ notes: 'Call before going', decline_reason: 'Earlier NGO was full' })
      .execute()
    return { requester, otherAdopter, ngo, otherNgo, admin, rescue }
  }

  it('detail: requester, assigned NGO and admin see it; contact for all three; notes only for admin and NGO', async () => {
    const { requester, otherAdopter, ngo, otherNgo, admin, rescue } = await scene()
    const url = `/api/rescues/${rescue.id}`
    expect((await get(null, url)).statusCode).toBe(401)
    expect((await get(otherAdopter, url)).statusCode).toBe(404)
    expect((await get(otherNgo, url)).statusCode).toBe(404)

    const own = (await get(requester, url)).json()
    expect(own.requester).toMatchObject({ email: requester.email })
    expect(own).not.toHaveProperty('notes')
    expect(own).not.toHaveProperty('declineReason')

    for (const viewer of [ngo, admin]) {
      const res = await get(viewer, url)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        requester: { email: requester.email, phone: '9876543210', firstName: 'Test' },
        notes: 'Call before going',
        declineReason: 'Earlier NGO was full',
        ngo: { id: ngo.ngoId },
      })
    }
    expect((await get(admin, '/api/rescues/99999')).statusCode).toBe(404)
  })

  it("lists are scoped: own cases, the NGO's cases, all for admins", async () => {
    const { requester, otherAdopter, ngo, otherNgo, admin, rescue } = await scene()
    await report(app, otherAdopter)
    const ids = async (user: TestUser) => {
      const res = await get(user, '/api/rescues')
      expect(res.statusCode).toBe(200)
      return (res.json().rescueRequests as RescueJson[]).map((r) => r.id)
    }
    expect(await ids(requester)).toEqual([rescue.id])
    expect(await ids(ngo)).toEqual([rescue.id])
    expect(await ids(otherNgo)).toEqual([])
    expect((await ids(otherAdopter)).length).toBe(1)
    expect((await ids(admin)).length).toBe(2)
    const listed = (await get(requester, '/api/rescues')).json().rescueRequests[0]
    expect(listed).not.toHaveProperty('notes')
    expect((await get(null, '/api/rescues')).statusCode).toBe(401)
  })
})

describe('listing', () => {
  it('filters by status and search, sorts by urgency, pages with meta, refuses unknown parameters', async () => {
    const admin = await createUser(ctx, { role: 'admin' })
    const adopter = await createUser(ctx)
    const low = await report(app, adopter, { urgency: 'low', description: 'Kitten in a drain' })
    const critical = await report(app, adopter, { urgency: 'critical', animalType: 'cow' })
    const medium = await report(app, adopter, {
      urgency: 'medium',
      location: { address: 'Carter Road', city: 'Thane', pincode: '400601' },
    })
    await setCase(db, medium.id, { status: 'cancelled' })

    const list = async (query: string) => {
      const res = await get(admin, `/api/rescues?${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as { rescueRequests: RescueJson[]; meta: Record<string, number> }
    }
    expect((await list('sortBy=urgency&sortOrder=DESC')).rescueRequests.map((r) => r.id)).toEqual([
      critical.id,
      medium.id,
      low.id,
    ])
    expect((await list('sortBy=urgency&sortOrder=asc')).rescueRequests.map((r) => r.id)).toEqual([
      low.id,
      medium.id,
      critical.id,
    ])
    expect((await list('status=cancelled')).rescueRequests.map((r) => r.id)).toEqual([medium.id])
    expect((await list('search=kitten')).rescueRequests.map((r) => r.id)).toEqual([low.id])
    expect((await list('search=thane')).rescueRequests.map((r) => r.id)).toEqual([medium.id])
    expect((await list('search=100%25')).rescueRequests).toEqual([])
    const page = await list('limit=2&page=2&sortBy=createdAt&sortOrder=ASC')
    expect(page.rescueRequests.map((r) => r.id)).toEqual([medium.id])
    expect(page.meta).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 })
    expect((await get(admin, '/api/rescues?colour=red')).statusCode).toBe(400)
    expect((await get(admin, '/api/rescues?status=lost')).statusCode).toBe(400)

    // A date range: reported at or after `from`, before `to` (the list and its CSV).
    await db
      .updateTable('rescues')
      .set({ created_at: new Date('2026-03-10T10:00:00Z') })
      .where('id', '=', low.id)
      .execute()
    const march = 'from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z'
    expect((await list(march)).rescueRequests.map((r) => r.id)).toEqual([low.id])
    expect((await list('to=2026-03-10T10:00:00Z')).rescueRequests).toEqual([])
    expect((await get(admin, '/api/rescues?from=yesterday')).statusCode).toBe(400)
  })
})

describe('requester edits', () => {
  it('edits details, merges the location, keeps the wizard rules, and stops once cancelled', async () => {
    const adopter = await createUser(ctx)
    const rescue = await report(app, adopter)
    const res = await put(app, adopter, rescue.id, {
      urgency: 'critical',
      location: { city: 'Navi Mumbai', address: 'Sector 17' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      urgency: 'critical',
      location: { city: 'Navi Mumbai', address: 'Sector 17', pincode: '400050' },
    })

    const blank = await put(app, adopter, rescue.id, { description: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors).toEqual([{ field: 'description', message: 'Description is required' }])

    expect((await put(app, adopter, rescue.id, { ngoId: 1 })).statusCode).toBe(403)
    expect((await put(app, adopter, rescue.id, { notes: 'mine' })).statusCode).toBe(403)
    expect((await put(app, adopter, rescue.id, {})).statusCode).toBe(400)

    expect((await put(app, adopter, rescue.id, { status: 'cancelled' })).statusCode).toBe(200)
    const late = await put(app, adopter, rescue.id, { description: 'More details' })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('This rescue request is already cancelled.')
  })

  it('another user cannot edit (404); an NGO cannot edit details (403)', async () => {
    const adopter = await createUser(ctx)
    const other = await createUser(ctx)
    const ngo = await createUser(ctx, { role: 'ngo' })
    const rescue = await report(app, adopter)
    await setCase(db, rescue.id, { status: 'assigned', ngo_id: ngo.ngoId! })
    expect((await put(app, other, rescue.id, { urgency: 'low' })).statusCode).toBe(404)
    expect((await put(app, ngo, rescue.id, { urgency: 'low' })).statusCode).toBe(403)
  })
})

describe('admin edits and stats', () => {
  it("edits notes, volunteer and any status (an override in the timeline); the form's unchanged status is no move", async () => {
    const admin = await createUser(ctx, { role: 'admin' })
    const adopter = await createUser(ctx)
    const volunteer = await createUser(ctx)
    const rescue = await report(app, adopter)
    const animalId = await insertAnimal(db, volunteer.id)
    const res = await put(app, admin, rescue.id, {
      status: 'pending',
      notes: ' Urgent ',
      assignedVolunteerId: volunteer.id,
      rescuedAnimalId: animalId,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      notes: 'Urgent',
      assignedVolunteerId: volunteer.id,
      assignedVolunteer: { firstName: 'Test' },
      rescuedAnimalId: animalId,
    })
    expect(res.json().history).toHaveLength(1)

    const done = await put(app, admin, rescue.id, { status: 'completed' })
    expect(done.statusCode).toBe(200)
    expect(done.json().history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'completed',
      override: true,
      actor: { role: 'admin' },
    })
    expect((await put(app, admin, rescue.id, { assignedVolunteerId: 99999 })).statusCode).toBe(422)
    // rescued_animal_id is a foreign key (0004): an unknown animal is refused, a hard-deleted one clears it.
    const unknown = await put(app, admin, rescue.id, { rescuedAnimalId: 99999 })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual([{ field: 'rescuedAnimalId', message: 'No animal has this id' }])
    await db.deleteFrom('animals').where('id', '=', animalId).execute()
    const after = await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(admin) })
    expect(after.json().rescuedAnimalId).toBeNull()
  })

  it('GET /admin/stats counts real rows and is admin only', async () => {
    const admin = await createUser(ctx, { role: 'admin' })
    const adopter = await createUser(ctx)
    const ngo = await createUser(ctx, { role: 'ngo' })
    await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    const a = await report(app, adopter)
    await report(app, adopter)
    const c = await report(app, adopter)
    await setCase(db, a.id, { status: 'assigned', ngo_id: ngo.ngoId! })
    await setCase(db, c.id, { status: 'declined', ngo_id: null })
    const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      pendingRescues: 2,
      assignedRescues: 1,
      totalAnimals: 0,
      pendingAdoptions: 0,
      totalUsers: 4,
      partnerNgos: 1,
    })
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(adopter) })).statusCode).toBe(
      403,
    )
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(ngo) })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401)
  })
})
