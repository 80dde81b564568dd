// The demo seed: accounts, about 30 animals with real re-encoded photos, and run-once.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ADOPTION_COMMITTED,
  ADOPTION_STATUSES,
  adoptionTransition,
  type AdoptionActor,
  type AdoptionStatus,
  type RescueActor,
  type RescueStatus,
  rescueTransition,
} from '@paws/contracts'
import { DEMO_ANIMALS } from '../src/seed/demo-animals.ts'
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo.ts'
import { login, resetDb, setupApp } from './support/helper.ts'

const ctx = await setupApp()
const { app, db, config } = ctx
let seeded: boolean

beforeAll(async () => {
  await resetDb(db)
  seeded = await seedDemoData(db, config, app.log)
}, 120_000)

describe('demo seed', () => {
  it('creates about 30 animals over species, cities and statuses', async () => {
    expect(seeded).toBe(true)
    const res = await app.inject({ method: 'GET', url: '/api/animals?limit=100' })
    const animals = res.json().animals as {
      species: string
      status: string
      city: string
      images: string[]
      ownerType: string
    }[]
    expect(animals.length).toBeGreaterThanOrEqual(28)
    expect(new Set(animals.map((a) => a.species))).toEqual(new Set(['dog', 'cat', 'bird', 'rabbit', 'hamster']))
    expect(new Set(animals.map((a) => a.city))).toEqual(new Set(['Mumbai', 'Thane', 'Navi Mumbai', 'Pune']))
    const statuses = animals.map((a) => a.status)
    expect(statuses.filter((s) => s === 'available').length).toBeGreaterThan(animals.length / 2)
    for (const status of ['pending', 'adopted', 'medical_hold']) expect(statuses).toContain(status)
    expect(new Set(animals.map((a) => a.ownerType))).toEqual(new Set(['ngo', 'private']))
    const cities = await app.inject({ method: 'GET', url: '/api/animals/cities' })
    expect(cities.json()).toEqual({ cities: ['Mumbai', 'Navi Mumbai', 'Pune', 'Thane'] })
  })

  it('photos are stored through the upload pipeline, with thumbnails, one copy per animal', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/animals?limit=100' })
    const urls = (res.json().animals as { images: string[] }[]).flatMap((a) => a.images)
    expect(urls.length).toBeGreaterThanOrEqual(20)
    // Animals that share a demo photo file each own their copy (removing one keeps the other's).
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/animals\/[0-9a-f-]{36}\.webp$/)
      expect(existsSync(join(config.uploadsDir, url.replace('/uploads/', '').replace('.webp', '-thumb.webp')))).toBe(
        true,
      )
    }
    const served = await app.inject({ method: 'GET', url: urls[0] })
    expect(served.statusCode).toBe(200)
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
  })

  it('the demo owner lists pets with a rehoming reason; accounts sign in', async () => {
    const owner = await login(app, 'owner@demo.test', DEMO_PASSWORD)
    const mine = await app.inject({
      method: 'GET',
      url: '/api/animals?owner=me&limit=100',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    })
    expect(mine.json().meta.total).toBeGreaterThanOrEqual(5)
    for (const animal of mine.json().animals) expect(animal.metadata.rehomingReason).toEqual(expect.any(String))
    const ngo = await login(app, 'ngo@demo.test', DEMO_PASSWORD)
    expect(ngo.user).toMatchObject({ ngoStatus: { approvalStatus: 'approved' } })
    const clinic = await login(app, 'clinic@demo.test', DEMO_PASSWORD)
    expect(clinic.user).toMatchObject({
      role: 'vet',
      clinicStatus: { name: 'Khar Veterinary Clinic', approvalStatus: 'approved' },
    })
    const page = await app.inject({
      method: 'GET',
      url: '/api/clinics/me',
      headers: { authorization: `Bearer ${clinic.accessToken}` },
    })
    expect(page.statusCode).toBe(200)
  })

  it('rescue cases in several states, by the demo adopter and owner, with legal, chained timelines', async () => {
    const cases = await db
      .selectFrom('rescues')
      .innerJoin('users', 'users.id', 'rescues.requester_id')
      .leftJoin('ngos', 'ngos.id', 'rescues.ngo_id')
      .select([
        'rescues.id',
        'rescues.status',
        'rescues.ngo_id',
        'rescues.declined_by_ngo_id',
        'users.email',
        'ngos.name as ngo',
      ])
      .execute()
    expect(new Set(cases.map((c) => c.status))).toEqual(
      new Set(['pending', 'assigned', 'accepted', 'in_progress', 'completed', 'declined']),
    )
    expect(new Set(cases.map((c) => c.email))).toEqual(new Set(['adopter@demo.test', 'owner@demo.test']))
    for (const c of cases) {
      if (c.status === 'pending' || c.status === 'declined') expect(c.ngo_id).toBeNull()
      else expect(c.ngo).toBe('Bandra Animal Rescue Trust')
      if (c.status === 'declined') expect(c.declined_by_ngo_id).not.toBeNull()
      const history = await db
        .selectFrom('rescue_history')
        .selectAll()
        .where('rescue_id', '=', c.id)
        .orderBy('id')
        .execute()
      expect(history[0]).toMatchObject({ from_status: null, to_status: 'pending', actor_role: 'requester' })
      expect(history.at(-1)!.to_status).toBe(c.status)
      for (const [i, h] of history.entries()) {
        if (i === 0) continue
        expect(h.from_status).toBe(history[i - 1].to_status)
        expect(h.created_at.getTime()).toBeGreaterThan(history[i - 1].created_at.getTime())
        const legal = rescueTransition(
          h.from_status as RescueStatus,
          h.to_status as RescueStatus,
          h.actor_role as RescueActor,
        )
        expect(legal, `${h.from_status} -> ${h.to_status} by ${h.actor_role}`).toBeDefined()
      }
    }
  })

  it('adoption applications satisfy the invariants: one committed per animal, animal statuses follow, legal timelines', async () => {
    const applications = await db
      .selectFrom('adoptions')
      .innerJoin('animals', 'animals.id', 'adoptions.animal_id')
      .innerJoin('users', 'users.id', 'adoptions.adopter_id')
      .select([
        'adoptions.id',
        'adoptions.status',
        'adoptions.animal_id',
        'adoptions.adopter_id',
        'animals.shelter_id',
        'animals.status as animal_status',
        'users.email',
      ])
      .execute()
    const statuses = new Set(applications.map((a) => a.status))
    for (const status of ['pending', 'under_review', 'approved', 'completed', 'rejected', 'cancelled'])
      expect(statuses).toContain(status)
    expect(new Set(applications.map((a) => a.email))).toEqual(new Set(['adopter@demo.test', 'owner@demo.test']))
    const committed = applications.filter((a) => ADOPTION_COMMITTED.includes(a.status as AdoptionStatus))
    expect(new Set(committed.map((a) => a.animal_id)).size).toBe(committed.length)
    for (const a of committed) expect(a.animal_status).toBe(a.status === 'completed' ? 'adopted' : 'pending')
    expect(applications.some((a) => a.status === 'approved' && a.animal_status === 'pending')).toBe(true)
    // Every pending or adopted animal is held by exactly one application; the rest have none.
    const animals = await db.selectFrom('animals').select(['id', 'name', 'status']).execute()
    for (const animal of animals) {
      const holds = committed.filter((a) => a.animal_id === animal.id)
      expect(holds.length, animal.name).toBe(['pending', 'adopted'].includes(animal.status) ? 1 : 0)
      expect(animal.status, animal.name).toBe(DEMO_ANIMALS.find((d) => d.name === animal.name)!.status ?? 'available')
    }
    for (const a of applications) {
      expect(a.adopter_id).not.toBe(a.shelter_id)
      const history = await db
        .selectFrom('adoption_history')
        .selectAll()
        .where('adoption_id', '=', a.id)
        .orderBy('id')
        .execute()
      expect(history[0]).toMatchObject({
        from_status: null,
        to_status: 'pending',
        actor_role: 'applicant',
        actor_id: a.adopter_id,
      })
      expect(history.at(-1)!.to_status).toBe(a.status)
      for (const [i, h] of history.entries()) {
        if (i === 0) continue
        expect(h.from_status).toBe(history[i - 1].to_status)
        expect(h.created_at.getTime()).toBeGreaterThan(history[i - 1].created_at.getTime())
        expect(h.actor_id).toBe(h.actor_role === 'owner' ? a.shelter_id : a.adopter_id)
        const legal = adoptionTransition(
          h.from_status as AdoptionStatus,
          h.to_status as AdoptionStatus,
          h.actor_role as AdoptionActor,
        )
        expect(legal, `${h.from_status} -> ${h.to_status} by ${h.actor_role}`).toBeDefined()
      }
    }
    expect(ADOPTION_STATUSES).toContain('returned')
  })

  it('the demo accounts see their lists and notifications', async () => {
    const get = (token: string, url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    const adopter = await login(app, 'adopter@demo.test', DEMO_PASSWORD)
    const owner = await login(app, 'owner@demo.test', DEMO_PASSWORD)
    const ngo = await login(app, 'ngo@demo.test', DEMO_PASSWORD)
    expect((await get(adopter.accessToken, '/api/adoptions')).json().meta.total).toBeGreaterThanOrEqual(5)
    expect((await get(owner.accessToken, '/api/adoptions?type=received')).json().meta.total).toBeGreaterThanOrEqual(3)
    expect((await get(ngo.accessToken, '/api/adoptions?type=received')).json().meta.total).toBeGreaterThanOrEqual(5)
    expect((await get(ngo.accessToken, '/api/rescues')).json().meta.total).toBeGreaterThanOrEqual(3)
    expect((await get(adopter.accessToken, '/api/rescues')).json().meta.total).toBe(3)
    for (const user of [adopter, owner, ngo]) {
      const notes = await db
        .selectFrom('notifications')
        .select(['read_at', 'created_at'])
        .where('user_id', '=', user.user.id)
        .execute()
      expect(notes.some((n) => n.read_at === null)).toBe(true)
      for (const n of notes) expect(n.created_at.getTime()).toBeLessThan(Date.now())
    }
    const admin = await login(app, 'admin@demo.test', DEMO_PASSWORD)
    const stats = (await get(admin.accessToken, '/api/admin/stats')).json()
    expect(stats.totalAnimals).toBe(DEMO_ANIMALS.length)
    expect(stats.pendingAdoptions).toBe(2)
    expect(stats.pendingRescues).toBe(2)
  })

  it('the public statistics tell the truth of the demo data: too few cases to show, and what is left out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/stats/response-times' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    // Three cases an NGO took (accepted, on the way, completed), each in its own pincode, by two
    // people; three no NGO took (waiting, assigned, declined): nothing can show, and it says why.
    expect(body).toMatchObject({
      city: null,
      areas: [],
      hidden: {
        fewCases: { areas: 3, cases: 3 },
        fewReporters: { areas: 0, cases: 0 },
        withoutArea: 0,
        notActedOn: 3,
        city: 'few_cases',
      },
    })
  })

  it('runs once', async () => {
    expect(await seedDemoData(db, config, app.log)).toBe(false)
  })
})
