// The demo seed: accounts, about 30 animals with real re-encoded photos, and run-once.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo.ts'
import { login, resetDb, setupApp } from './helper.ts'

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
    const animals = res.json().animals as { species: string; status: string; city: string; images: string[]; ownerType: string }[]
    expect(animals.length).toBeGreaterThanOrEqual(28)
    expect(new Set(animals.map((a) => a.species))).toEqual(new Set(['dog', 'cat', 'bird', 'rabbit', 'hamster']))
    expect(new Set(animals.map((a) => a.city))).toEqual(new Set(['Mumbai', 'Thane', 'Navi Mumbai', 'Pune']))
    const statuses = animals.map((a) => a.status)
    expect(statuses.filter((s) => s === 'available').length).toBeGreaterThan(animals.length / 2)
    for (const status of ['pending', 'adopted', 'medical_hold']) expect(statuses).toContain(status)
    expect(new Set(animals.map((a) => a.ownerType))).toEqual(new Set(['ngo', 'private']))
    const cities = await app.inject({ method: 'GET', url: '/api/animals/cities' })
    expect(cities.json()).toEqual(['Mumbai', 'Navi Mumbai', 'Pune', 'Thane'])
  })

  it('photos are stored through the upload pipeline, with thumbnails', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/animals?limit=100' })
    const urls = (res.json().animals as { images: string[] }[]).flatMap((a) => a.images)
    expect(urls.length).toBeGreaterThanOrEqual(20)
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/animals\/[0-9a-f-]{36}\.webp$/)
      expect(existsSync(join(config.uploadsDir, url.replace('/uploads/', '').replace('.webp', '-thumb.webp')))).toBe(true)
    }
    const served = await app.inject({ method: 'GET', url: urls[0] })
    expect(served.statusCode).toBe(200)
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
  })

  it('the demo owner lists pets with a rehoming reason; accounts sign in', async () => {
    const owner = await login(app, 'owner@demo.test', DEMO_PASSWORD)
    const mine = await app.inject({ method: 'GET', url: '/api/animals?owner=me&limit=100', headers: { authorization: `Bearer ${owner.accessToken}` } })
    expect(mine.json().meta.total).toBeGreaterThanOrEqual(5)
    for (const animal of mine.json().animals) expect(animal.metadata.rehomingReason).toEqual(expect.any(String))
    const ngo = await login(app, 'ngo@demo.test', DEMO_PASSWORD)
    expect(ngo.user).toMatchObject({ ngoStatus: { approvalStatus: 'approved' } })
  })

  it('runs once', async () => {
    expect(await seedDemoData(db, config, app.log)).toBe(false)
  })
})
