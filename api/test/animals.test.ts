// GET /animals: every filter, every pair of filters, pagination edges, sort orders, cities.
import { AGE_BANDS, type AnimalStatus, type Gender, type Size } from '@paws/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

interface Fixture {
  id: number
  name: string
  species: string
  breed: string | null
  gender: Gender
  size: Size
  age: number | null
  city: string | null
  location: string | null
  description: string | null
  status: AnimalStatus
  owner: 'a' | 'b'
  createdAt: Date
  deleted: boolean
}

const SPECIES = ['dog', 'cat', 'bird', 'rabbit']
const SIZES: Size[] = ['small', 'medium', 'large']
const AGES = [6, 18, 48, 100, null, 12, 36]
const STATUSES: AnimalStatus[] = ['available', 'pending', 'available', 'adopted', 'medical_hold', 'unavailable']
const BREEDS = ['Labrador Retriever', 'Indian Pariah', null, 'Black Lab Mix', 'Persian']
// city column, location column: exercises "city, else first part of location, else Mumbai".
const PLACES: [string | null, string | null][] = [
  ['Thane', null],
  [null, 'Thane West, Maharashtra'],
  [null, 'thane, near the station'],
  ['Pune', 'Kothrud, Pune'],
  [null, null],
  ['Navi Mumbai', null],
  ['', 'Pune, Camp'],
]

let ownerA: TestUser
let ownerB: TestUser
let admin: TestUser
const fixtures: Fixture[] = []

beforeAll(async () => {
  await resetDb(db)
  ownerA = await createUser(ctx)
  ownerB = await createUser(ctx, { role: 'ngo' })
  admin = await createUser(ctx, { role: 'admin' })
  const base = Date.parse('2025-01-01T00:00:00Z')
  for (let i = 0; i < 46; i++) {
    const [city, location] = PLACES[i % PLACES.length]
    const f: Omit<Fixture, 'id'> = {
      name: i % 9 === 0 ? `Sunny ${i}` : `Pet ${String(i).padStart(2, '0')}`,
      species: SPECIES[i % 4],
      breed: BREEDS[i % 5],
      gender: Math.floor(i / 2) % 2 === 0 ? 'male' : 'female',
      size: SIZES[i % 3],
      age: AGES[i % 7],
      city,
      location,
      description: i % 5 === 2 ? 'Loves SUNNY balconies' : i % 4 === 1 ? '100% friendly_dog' : null,
      status: STATUSES[i % 6],
      owner: i % 3 === 0 ? 'b' : 'a',
      createdAt: new Date(base + ((i * 7919) % 46) * 3_600_000),
      deleted: i % 15 === 14,
    }
    const id = await insertAnimal(db, f.owner === 'a' ? ownerA.id : ownerB.id, {
      name: f.name,
      species: f.species,
      breed: f.breed,
      gender: f.gender,
      size: f.size,
      age: f.age,
      city: f.city,
      location: f.location,
      description: f.description,
      status: f.deleted ? 'deleted' : f.status,
      deleted_at: f.deleted ? new Date() : null,
      created_at: f.createdAt,
    })
    fixtures.push({ ...f, id })
  }
})

const cityOf = (f: Fixture) => f.city?.trim() || f.location?.split(',')[0].trim() || 'Mumbai'
const has = (value: string | null, needle: string) => (value ?? '').toLowerCase().includes(needle.toLowerCase())

type Filter = { query: Record<string, string>; match: (f: Fixture) => boolean }
const FILTERS: Record<string, Filter> = {
  search: {
    query: { search: 'sunny' },
    match: (f) => has(f.name, 'sunny') || has(f.breed, 'sunny') || has(f.description, 'sunny'),
  },
  species: { query: { species: 'dog' }, match: (f) => f.species === 'dog' },
  breed: { query: { breed: 'LAB' }, match: (f) => has(f.breed, 'lab') },
  gender: { query: { gender: 'female' }, match: (f) => f.gender === 'female' },
  size: { query: { size: 'medium' }, match: (f) => f.size === 'medium' },
  age: {
    query: { age: 'young' },
    match: (f) => f.age !== null && f.age >= AGE_BANDS.young.min && f.age < AGE_BANDS.young.max,
  },
  city: { query: { city: 'THANE' }, match: (f) => cityOf(f).toLowerCase() === 'thane' },
  status: { query: { status: 'available' }, match: (f) => f.status === 'available' },
  owner: { query: { owner: 'me' }, match: (f) => f.owner === 'a' },
}

function expected(...filters: Filter[]): number[] {
  return fixtures
    .filter((f) => !f.deleted && filters.every((flt) => flt.match(f)))
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id)
    .map((f) => f.id)
}

async function list(query: Record<string, string>, user?: TestUser) {
  const qs = new URLSearchParams({ limit: '100', ...query }).toString()
  return app.inject({ method: 'GET', url: `/api/animals?${qs}`, headers: user ? bearer(user) : {} })
}

async function ids(query: Record<string, string>, user: TestUser = ownerA) {
  const res = await list(query, user)
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  expect(body.meta.total).toBe(body.animals.length)
  return (body.animals as { id: number }[]).map((a) => a.id)
}

describe('filters', () => {
  it('the unfiltered list hides soft-deleted animals and shows every other status', async () => {
    const all = await ids({})
    expect(all).toEqual(expected())
    expect(new Set((await list({}, ownerA)).json().animals.map((a: { status: string }) => a.status))).toEqual(
      new Set(['available', 'pending', 'adopted', 'medical_hold', 'unavailable']),
    )
    expect(all).not.toContain(fixtures.find((f) => f.deleted)!.id)
  })

  for (const [name, filter] of Object.entries(FILTERS)) {
    it(`${name} alone`, async () => {
      const want = expected(filter)
      expect(want.length).toBeGreaterThan(0)
      expect(want.length).toBeLessThan(expected().length)
      expect(await ids(filter.query)).toEqual(want)
    })
  }

  const names = Object.keys(FILTERS)
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [FILTERS[names[i]], FILTERS[names[j]]]
      it(`${names[i]} + ${names[j]}`, async () => {
        expect(await ids({ ...a.query, ...b.query })).toEqual(expected(a, b))
      })
    }
  }

  it('the pair combinations are not trivially empty', () => {
    let nonEmpty = 0
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        if (expected(FILTERS[names[i]], FILTERS[names[j]]).length > 0) nonEmpty++
      }
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(30)
  })

  it('search treats % and _ literally', async () => {
    expect(await ids({ search: '100%' })).toEqual(expected({ query: {}, match: (f) => has(f.description, '100%') }))
    expect(await ids({ search: '%' })).toEqual(expected({ query: {}, match: (f) => has(f.description, '%') }))
    expect(await ids({ search: 'y_d' })).toEqual(expected({ query: {}, match: (f) => has(f.description, 'y_d') }))
  })

  it('each animal carries its lister and owner type', async () => {
    const res = await list({ species: 'dog' })
    for (const animal of res.json().animals) {
      const mine = animal.shelterId === ownerA.id
      expect(animal.shelter).toEqual({
        firstName: 'Test',
        lastName: mine ? 'Adopter' : 'Ngo',
        role: mine ? 'adopter' : 'ngo',
      })
      expect(animal.ownerType).toBe(mine ? 'private' : 'ngo')
    }
  })

  it('unknown parameters and values are refused', async () => {
    for (const query of [
      { colour: 'black' },
      { species: 'dragon' },
      { size: 'huge' },
      { age: 'ancient' },
      { gender: 'other' },
      { status: 'lost' },
      { sortBy: 'weight' },
      { sortOrder: 'up' },
      { owner: 'you' },
    ] as Record<string, string>[]) {
      const res = await list(query)
      expect(res.statusCode, JSON.stringify(query)).toBe(400)
      expect(res.json().errors.length).toBeGreaterThan(0)
    }
  })
})

describe('deleted animals and owner=me', () => {
  it('includeDeleted is for admins only', async () => {
    expect((await list({ includeDeleted: 'true' })).statusCode).toBe(403)
    expect((await list({ includeDeleted: 'true' }, ownerB)).statusCode).toBe(403)
    expect((await list({ status: 'deleted' }, ownerA)).statusCode).toBe(403)
    const res = await list({ includeDeleted: 'true' }, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().meta.total).toBe(fixtures.length)
    const deleted = await list({ status: 'deleted' }, admin)
    expect(
      deleted
        .json()
        .animals.map((a: { id: number }) => a.id)
        .sort(),
    ).toEqual(
      fixtures
        .filter((f) => f.deleted)
        .map((f) => f.id)
        .sort(),
    )
  })

  it('owner=me needs a signed-in user and lists only theirs', async () => {
    expect((await list({ owner: 'me' })).statusCode).toBe(401)
    expect(await ids({ owner: 'me' }, ownerB)).toEqual(expected({ query: {}, match: (f) => f.owner === 'b' }))
  })
})

describe('pagination', () => {
  const all = () => expected()

  it('walks the pages to the last one and past it', async () => {
    const total = all().length
    const pages = Math.ceil(total / 12)
    const seen: number[] = []
    for (let page = 1; page <= pages; page++) {
      const res = await list({ limit: '12', page: String(page) })
      const body = res.json()
      expect(body.meta).toEqual({ total, page, limit: 12, totalPages: pages })
      expect(body.animals.length).toBe(page < pages ? 12 : total - 12 * (pages - 1))
      seen.push(...body.animals.map((a: { id: number }) => a.id))
    }
    expect(seen).toEqual(all())
    const past = (await list({ limit: '12', page: String(pages + 1) })).json()
    expect(past.animals).toEqual([])
    expect(past.meta).toEqual({ total, page: pages + 1, limit: 12, totalPages: pages })
  })

  it('defaults to page 1 of 20', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/animals' })
    expect(res.json().meta).toMatchObject({ page: 1, limit: 20 })
    expect(res.json().animals.length).toBe(20)
  })

  it('limit 100 is allowed, 101, 0 and page 0 are not', async () => {
    expect((await list({ limit: '100' })).json().meta.limit).toBe(100)
    for (const query of [{ limit: '101' }, { limit: '0' }, { page: '0' }, { page: 'two' }] as Record<
      string,
      string
    >[]) {
      expect((await list(query)).statusCode, JSON.stringify(query)).toBe(400)
    }
  })

  it('an empty result has one (empty) page', async () => {
    const res = await list({ search: 'no such animal anywhere' })
    expect(res.json()).toEqual({ animals: [], meta: { total: 0, page: 1, limit: 100, totalPages: 1 } })
  })
})

describe('sorting', () => {
  const live = () => fixtures.filter((f) => !f.deleted)
  const sorted = (cmp: (a: Fixture, b: Fixture) => number) => [...live()].sort(cmp).map((f) => f.id)

  it('by name either way, any case of sortOrder', async () => {
    const asc = sorted((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1))
    expect(await ids({ sortBy: 'name', sortOrder: 'ASC' })).toEqual(asc)
    expect(await ids({ sortBy: 'name', sortOrder: 'asc' })).toEqual(asc)
    expect(await ids({ sortBy: 'name', sortOrder: 'desc' })).toEqual([...asc].reverse())
  })

  it('by age with unknown ages last either way', async () => {
    const byAge = (dir: 1 | -1) => (a: Fixture, b: Fixture) => {
      if (a.age === null || b.age === null) return (a.age === null ? 1 : 0) - (b.age === null ? 1 : 0)
      return (a.age - b.age) * dir || (a.id - b.id) * dir
    }
    expect(await ids({ sortBy: 'age', sortOrder: 'ASC' })).toEqual(sorted(byAge(1)))
    const asc = await ids({ sortBy: 'age', sortOrder: 'ASC' })
    const desc = await ids({ sortBy: 'age', sortOrder: 'DESC' })
    const ages = (list: number[]) => list.map((id) => fixtures.find((f) => f.id === id)!.age)
    expect(
      ages(asc)
        .slice(-5)
        .every((a) => a === null),
    ).toBe(true)
    expect(
      ages(desc)
        .slice(-5)
        .every((a) => a === null),
    ).toBe(true)
    expect(ages(desc).filter((a) => a !== null)).toEqual(
      ages(asc)
        .filter((a) => a !== null)
        .reverse(),
    )
  })

  it('by creation date, newest first by default', async () => {
    const newest = sorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    expect(await ids({})).toEqual(newest)
    expect(await ids({ sortBy: 'createdAt', sortOrder: 'ASC' })).toEqual([...newest].reverse())
  })
})

describe('GET /animals/cities', () => {
  it('sorted distinct cities of live animals, one spelling per city', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/animals/cities' })
    expect(res.statusCode).toBe(200)
    const want = [
      ...new Set(
        fixtures
          .filter((f) => !f.deleted)
          .map(cityOf)
          .map((c) => c.toLowerCase()),
      ),
    ]
    const { cities } = res.json() as { cities: string[] }
    expect(cities.map((c) => c.toLowerCase()).sort()).toEqual(want.sort())
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en-IN')))
    expect(cities).toContain('Thane')
    expect(cities).toContain('Mumbai')
  })

  it('a city only deleted animals had is not offered', async () => {
    await insertAnimal(db, ownerA.id, { city: 'Lonavala', status: 'deleted', deleted_at: new Date() })
    const res = await app.inject({ method: 'GET', url: '/api/animals/cities' })
    expect(res.json().cities).not.toContain('Lonavala')
  })
})
