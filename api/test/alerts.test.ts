// Alerts: saving browse filters under a name, listing, pausing and deleting them;
// matching a newly listed animal (each filter, the age band's bounds, "any", paused, the
// lister's own); the first match told at once, later ones of the hour grouped in one message,
// a daily cap; and the whole path through the job queue after a real listing.
import { ALERT_DAILY_CAP, MAX_ALERTS_PER_USER } from '@paws/contracts/schemas/alerts'
import { beforeEach, describe, expect, it } from 'vitest'
import { disabledJobQueue } from '../src/lib/jobs.ts'
import { createAlertDelivery, kolkataDay } from '../src/modules/alerts/alerts.delivery.ts'
import { createNotifier } from '../src/modules/notifications/notifier.ts'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let adopter: TestUser, lister: TestUser
beforeEach(async () => {
  await resetDb(db)
  adopter = await createUser(ctx)
  lister = await createUser(ctx)
})

const save = (user: TestUser, name: string, filters: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/alerts', headers: bearer(user), payload: { name, filters } })

async function alertId(user: TestUser, name: string, filters: Record<string, unknown>): Promise<number> {
  const res = await save(user, name, filters)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

/** Delivery on the test's clock; the notifier stores notifications (no queue in these tests). */
function delivery(clock: { now: Date }) {
  return createAlertDelivery({
    db,
    notifier: createNotifier(disabledJobQueue),
    jobs: disabledJobQueue,
    clock: () => clock.now,
  })
}
const titles = async (user: TestUser) => (await notificationsOf(db, user.id)).map((n) => n.title)

describe('saving alerts (/api/alerts)', () => {
  it('saves, lists, renames, pauses and deletes; only its owner sees it', async () => {
    const res = await save(adopter, ' Young female dogs in Andheri ', {
      species: 'dog',
      gender: 'female',
      age: 'young',
      city: 'Andheri',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      name: 'Young female dogs in Andheri',
      filters: { species: 'dog', gender: 'female', age: 'young', city: 'andheri' },
      paused: false,
      lastSentAt: null,
    })
    const id = res.json().id
    const list = await app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(adopter) })
    expect(list.json().alerts.map((a: { id: number }) => a.id)).toEqual([id])
    const put = (user: TestUser, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/alerts/${id}`, headers: bearer(user), payload })
    expect((await put(adopter, { paused: true, name: 'Dogs' })).json()).toMatchObject({ paused: true, name: 'Dogs' })
    expect((await put(lister, { paused: false })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(lister) })).json()).toEqual({
      alerts: [],
    })
    const del = (user: TestUser) => app.inject({ method: 'DELETE', url: `/api/alerts/${id}`, headers: bearer(user) })
    expect((await del(lister)).statusCode).toBe(404)
    expect((await del(adopter)).statusCode).toBe(200)
    expect((await del(adopter)).statusCode).toBe(404)
  })

  it(`40 parallel creations store exactly the cap of ${MAX_ALERTS_PER_USER}`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => save(adopter, `Alert ${i}`, { species: 'dog' })),
    )
    const codes = answers.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_ALERTS_PER_USER)
    expect(codes.filter((c) => c === 422)).toHaveLength(40 - MAX_ALERTS_PER_USER)
    const stored = await db.selectFrom('animal_alerts').select('id').where('user_id', '=', adopter.id).execute()
    expect(stored).toHaveLength(MAX_ALERTS_PER_USER)
  })

  it('validates the filters and the name', async () => {
    expect((await save(adopter, 'x', { species: 'dragon' })).statusCode).toBe(400)
    expect((await save(adopter, 'x', { age: 'ancient' })).statusCode).toBe(400)
    expect((await save(adopter, 'x', { search: '   ' })).statusCode).toBe(400)
    expect((await save(adopter, 'x', { breed: '' })).statusCode).toBe(400)
    expect((await save(adopter, 'x', { colour: 'black' })).statusCode).toBe(400)
    const words = await save(adopter, 'Calm labs', { breed: ' Labrador ', search: 'calm ' })
    expect(words.json().filters).toEqual({ breed: 'Labrador', search: 'calm' })
    expect((await save(adopter, '   ', {})).statusCode).toBe(400)
    expect(
      (await app.inject({ method: 'POST', url: '/api/alerts', payload: { name: 'x', filters: {} } })).statusCode,
    ).toBe(401)
  })
})

describe('matching a newly listed animal', () => {
  it('each filter, the age bounds, "any", paused alerts and the lister own alerts', async () => {
    const clock = { now: new Date('2026-11-23T06:00:00Z') }
    const d = delivery(clock)
    const people: Record<string, TestUser> = {}
    const filters: Record<string, Record<string, unknown>> = {
      anything: {},
      dogs: { species: 'dog' },
      cats: { species: 'cat' },
      females: { gender: 'female' },
      males: { gender: 'male' },
      young: { age: 'young' },
      puppy: { age: 'puppy' },
      andheri: { city: 'ANDHERI' },
      bandra: { city: 'Bandra' },
      large: { size: 'large' },
      exact: { species: 'dog', gender: 'female', size: 'medium', age: 'young', city: 'andheri' },
      labrador: { breed: 'LABRADOR' },
      beagle: { breed: 'beagle' },
      // Search words are looked for in the name, breed and description, as on the browse page.
      limp: { search: 'Limp' },
      rani: { search: 'rani', species: 'dog' },
      blind: { search: 'blind' },
      paused: {},
    }
    for (const [name, f] of Object.entries(filters)) {
      people[name] = await createUser(ctx)
      const id = await alertId(people[name], name, f)
      if (name === 'paused') {
        await app.inject({
          method: 'PUT',
          url: `/api/alerts/${id}`,
          headers: bearer(people[name]),
          payload: { paused: true },
        })
      }
    }
    await alertId(lister, 'my own', {})
    // 12 months is the first month of "young" (12-36) and past the end of "puppy" (0-12).
    const animal = await insertAnimal(db, lister.id, {
      name: 'Rani',
      species: 'dog',
      gender: 'female',
      size: 'medium',
      age: 12,
      city: 'Andheri',
      breed: 'Labrador mix',
      description: 'Walks with a slight limp, loves children.',
    })
    await d.matchNewAnimal(animal)
    const told: string[] = []
    for (const [name, user] of Object.entries(people)) if ((await titles(user)).length > 0) told.push(name)
    expect(told.sort()).toEqual([
      'andheri',
      'anything',
      'dogs',
      'exact',
      'females',
      'labrador',
      'limp',
      'rani',
      'young',
    ])
    expect(await titles(lister)).toEqual([])
    expect((await notificationsOf(db, people.exact.id))[0]).toMatchObject({
      title: 'New match for your alert "exact"',
      message: 'Rani, a female dog in Andheri, is looking for a home.',
      url: `/animals/${animal}`,
    })

    // 11 months is a puppy, not young; an animal without an age matches only age-free alerts.
    const younger = await insertAnimal(db, lister.id, { name: 'Chhotu', age: 11, city: 'Bandra' })
    const ageless = await insertAnimal(db, lister.id, { name: 'Kalu', age: null, city: 'Bandra' })
    clock.now = new Date('2026-11-23T09:00:00Z')
    await d.matchNewAnimal(younger)
    expect(await titles(people.puppy)).toHaveLength(1)
    expect(await titles(people.young)).toHaveLength(1)
    clock.now = new Date('2026-11-23T11:00:00Z')
    await d.matchNewAnimal(ageless)
    expect(await titles(people.puppy)).toHaveLength(1)
    expect(await titles(people.bandra)).toHaveLength(2)
  })

  it('the first match at once, later ones of the hour in one message, then a daily cap', async () => {
    const clock = { now: new Date('2026-11-23T04:00:00Z') }
    const d = delivery(clock)
    const id = await alertId(adopter, 'Dogs', { species: 'dog', city: 'Mumbai' })
    const list = async (name: string) => {
      const animalId = await insertAnimal(db, lister.id, { name, species: 'dog' })
      await d.matchNewAnimal(animalId)
      return animalId
    }
    await list('First')
    expect(await titles(adopter)).toEqual(['New match for your alert "Dogs"'])
    clock.now = new Date('2026-11-23T04:10:00Z')
    await list('Second')
    clock.now = new Date('2026-11-23T04:40:00Z')
    const third = await list('Third')
    expect(await titles(adopter)).toHaveLength(1)
    // A waiting match that is no longer available is left out of the grouped message.
    const gone = await list('Gone')
    await db.updateTable('animals').set({ status: 'adopted' }).where('id', '=', gone).execute()
    clock.now = new Date('2026-11-23T05:00:00Z')
    await d.sendGrouped(id)
    const rows = await notificationsOf(db, adopter.id)
    expect(rows.map((r) => [r.title, r.message])).toEqual([
      ['New match for your alert "Dogs"', 'First, a male dog in Mumbai, is looking for a home.'],
      ['2 new matches for your alert "Dogs"', 'Second, Third are looking for a home.'],
    ])
    // The single match opens its animal; the grouped message opens the browse page on the alert's filters.
    expect(rows[1]?.url).toBe('/animals?species=dog&city=mumbai')
    expect(third).toBeGreaterThan(0)
    // Sending again has nothing left to send.
    await d.sendGrouped(id)
    expect(await titles(adopter)).toHaveLength(2)

    // Hours apart, each match is told at once until the day's cap.
    for (let hour = 7; hour < 7 + ALERT_DAILY_CAP + 2; hour++) {
      clock.now = new Date(`2026-11-23T${String(hour).padStart(2, '0')}:00:00Z`)
      await list(`Dog${hour}`)
    }
    expect(await titles(adopter)).toHaveLength(ALERT_DAILY_CAP)
    // Past midnight in Mumbai (18:30 UTC) the count starts again.
    clock.now = new Date('2026-11-23T18:45:00Z')
    expect(kolkataDay(clock.now)).toBe('2026-11-24')
    await list('Tomorrow')
    expect((await titles(adopter)).length).toBe(ALERT_DAILY_CAP + 1)
  })
})

describe("in the adopter's language", () => {
  it('a Hindi account is told of a match in Hindi, what people typed kept as typed', async () => {
    await db.updateTable('users').set({ locale: 'hi' }).where('id', '=', adopter.id).execute()
    const d = delivery({ now: new Date('2026-11-23T04:00:00Z') })
    await alertId(adopter, 'Andheri dogs', { species: 'dog' })
    await d.matchNewAnimal(await insertAnimal(db, lister.id, { name: 'Sheru', species: 'dog', gender: 'female' }))
    const [told] = await notificationsOf(db, adopter.id)
    expect(told?.title).toBe('आपके अलर्ट "Andheri dogs" से नया जानवर मिला')
    expect(told?.message).toMatch(/^Sheru, .+ में कुत्ता \(मादा\), घर ढूँढ रहा है।$/)
  })
})

describe('through the job queue', () => {
  it('listing a matching animal tells the adopter within a minute; a non-matching one does not', async () => {
    await alertId(adopter, 'Cats in Bandra', { species: 'cat', city: 'Bandra' })
    const list = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/animals', headers: bearer(lister), payload })
    const base = { size: 'small', gender: 'female', age: 10 }
    const miss = await list({ ...base, name: 'Tommy', species: 'dog', city: 'Bandra' })
    expect(miss.statusCode, miss.body).toBe(201)
    const hit = await list({ ...base, name: 'Billi', species: 'cat', city: 'Bandra' })
    expect(hit.statusCode, hit.body).toBe(201)
    const started = Date.now()
    while ((await titles(adopter)).length === 0 && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(await titles(adopter)).toEqual(['New match for your alert "Cats in Bandra"'])
    expect((await notificationsOf(db, adopter.id))[0]?.url).toBe(`/animals/${hit.json().id}`)
  }, 90_000)
})
