// Public answers browsers and a CDN may keep: animal lists and pages and the NGO
// directory carry an ETag and Cache-Control when asked without a session; a conditional
// request whose ETag still matches gets 304 without the list query running; any change to
// what they show (the animals, a lister's name, an NGO) gives a new ETag; signed-in answers
// stay private (no-store) and errors carry no ETag. A process keeps the change counters for a
// second: a change made elsewhere shows that much later, one made through it at once.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

// Here the counters are read on every request, as they are a second after a change made
// elsewhere: the database changes below are made straight in it, not through the app.
const ctx = await setupApp({ CACHE_VERSION_SECONDS: 0 })
const { app, db } = ctx
const kept = await setupApp()
// Keeping for longer than any test step takes: "no read within the period" does not race the clock.
const keptLong = await setupApp({ CACHE_VERSION_SECONDS: 30 })

let lister: TestUser
let animalId: number
beforeEach(async () => {
  await resetDb(db)
  lister = await createUser(ctx)
  animalId = await insertAnimal(db, lister.id, { name: 'Sheru' })
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('public answers are cacheable', () => {
  it('a list carries an ETag and a short public Cache-Control; a matching If-None-Match gets 304', async () => {
    const first = await get('/api/animals?species=dog')
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"animals-\d+"$/)
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300')
    expect(String(first.headers.vary)).toMatch(/Authorization/)

    const again = await get('/api/animals?species=dog', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    // A list of several tags, weak or strong, matches too.
    expect((await get('/api/animals?species=dog', { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304)
    expect((await get('/api/animals?species=dog', { 'if-none-match': 'W/"animals-0x"' })).statusCode).toBe(200)
  })

  it('the same ETag holds for the compressed answer, and its 304 carries no body to compress', async () => {
    // Enough animals for an answer over the 1 kB below which answers are sent as they are.
    for (const name of ['Moti', 'Kalu', 'Bholu', 'Raja']) await insertAnimal(db, lister.id, { name })
    const plain = await get('/api/animals')
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    const brotli = await get('/api/animals', { 'accept-encoding': 'br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.etag).toBe(plain.headers.etag)
    const again = await get('/api/animals', { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers['content-encoding']).toBeUndefined()
  })

  it('the 304 does not run the list query', async () => {
    const etag = (await get('/api/animals')).headers.etag as string
    // With the animals table out of the way, only an answer that never touches it can succeed.
    await sql`alter table animals rename to animals_away`.execute(db)
    try {
      expect((await get('/api/animals', { 'if-none-match': etag })).statusCode).toBe(304)
      expect((await get('/api/animals')).statusCode).toBeGreaterThanOrEqual(500)
    } finally {
      await sql`alter table animals_away rename to animals`.execute(db)
    }
  })

  it('any change to what the answers show gives a new ETag', async () => {
    const tag = async () => (await get(`/api/animals/${animalId}`)).headers.etag as string
    const seen = [await tag()]
    const changed = async () => {
      const next = await tag()
      expect(seen).not.toContain(next)
      seen.push(next)
      expect((await get(`/api/animals/${animalId}`, { 'if-none-match': seen.at(-2) as string })).statusCode).toBe(200)
    }
    await db.updateTable('animals').set({ status: 'adopted' }).where('id', '=', animalId).execute()
    await changed()
    await insertAnimal(db, lister.id, { name: 'Moti' })
    await changed()
    // The lister's name shows on every card.
    await db.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', lister.id).execute()
    await changed()
    // Signing in (last login, tokens) is not a change of what animals show.
    await db.updateTable('users').set({ updated_at: new Date() }).where('id', '=', lister.id).execute()
    expect(await tag()).toBe(seen.at(-1))
    await db.deleteFrom('animals').where('id', '=', animalId).execute()
    expect((await get(`/api/animals/${animalId}`)).statusCode).toBe(404)
    expect((await get('/api/animals')).headers.etag).not.toBe(seen.at(-1))
  })

  it('emptying the counters (a restore) never brings back an ETag from before', async () => {
    const version = (etag: string) => Number(/-(\d+)"$/.exec(etag)?.[1])
    const before = (await get('/api/animals')).headers.etag as string
    await db.deleteFrom('cache_versions').execute()
    await db.updateTable('animals').set({ status: 'adopted' }).where('id', '=', animalId).execute()
    const after = (await get('/api/animals')).headers.etag as string
    expect(version(after)).toBeGreaterThan(version(before))
  })

  it('the NGO directory and the city list are cacheable too, each on its own counter', async () => {
    const ngos = await get('/api/ngos')
    expect(ngos.statusCode).toBe(200)
    expect(ngos.headers.etag).toMatch(/^W\/"ngos-\d+"$/)
    expect(ngos.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600')
    const cities = await get('/api/animals/cities')
    expect(cities.headers.etag).toMatch(/^W\/"animals-\d+"$/)
    const ngo = await createUser(ctx, { role: 'ngo' })
    expect((await get('/api/ngos')).headers.etag).not.toBe(ngos.headers.etag)
    expect((await get('/api/ngos', { 'if-none-match': ngos.headers.etag as string })).statusCode).toBe(200)
    expect(ngo.ngoId).toBeTruthy()
  })

  it('signed in the answers stay private, and errors carry no ETag', async () => {
    const signedIn = await get('/api/animals', bearer(lister))
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.headers['cache-control']).toBe('no-store')
    expect(signedIn.headers.etag).toBeUndefined()
    const etag = (await get('/api/animals')).headers.etag as string
    // A conditional request with a session is answered in full, never from the public tag.
    expect((await get('/api/animals', { ...bearer(lister), 'if-none-match': etag })).statusCode).toBe(200)
    const missing = await get('/api/animals/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers.etag).toBeUndefined()
    expect(missing.headers['cache-control']).toBeUndefined()
    const bad = await get('/api/animals?limit=abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.headers.etag).toBeUndefined()
  })
})

describe('a process keeps the counters for a second', () => {
  const keptGet = (url: string, headers: Record<string, string> = {}) =>
    kept.app.inject({ method: 'GET', url, headers })
  const keptLongGet = (url: string, headers: Record<string, string> = {}) =>
    keptLong.app.inject({ method: 'GET', url, headers })

  it('within the period, lists and conditional requests need no counter read at all', async () => {
    const etag = (await keptLongGet('/api/animals')).headers.etag as string
    await sql`alter table cache_versions rename to cache_versions_away`.execute(db)
    try {
      const again = await keptLongGet('/api/animals?species=dog')
      expect(again.statusCode).toBe(200)
      expect(again.headers.etag).toBe(etag)
      expect((await keptLongGet('/api/animals', { 'if-none-match': etag })).statusCode).toBe(304)
    } finally {
      await sql`alter table cache_versions_away rename to cache_versions`.execute(db)
    }
  })

  it('a change made elsewhere shows in the ETag within a second or so', async () => {
    const etag = (await keptGet('/api/animals')).headers.etag as string
    await db.updateTable('animals').set({ status: 'adopted' }).where('id', '=', animalId).execute()
    const started = Date.now()
    await expect.poll(async () => (await keptGet('/api/animals')).headers.etag, { timeout: 3000 }).not.toBe(etag)
    expect(Date.now() - started).toBeLessThan(2000)
    expect((await keptGet('/api/animals', { 'if-none-match': etag })).statusCode).toBe(200)
  })

  it('a change made through this process shows at once', async () => {
    const etag = (await keptGet(`/api/animals/${animalId}`)).headers.etag as string
    const edit = await kept.app.inject({
      method: 'PUT',
      url: `/api/animals/${animalId}`,
      headers: bearer(lister),
      payload: { name: 'Sheru the Brave' },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const after = await keptGet(`/api/animals/${animalId}`, { 'if-none-match': etag })
    expect(after.statusCode).toBe(200)
    expect(after.json().name).toBe('Sheru the Brave')
    expect(after.headers.etag).not.toBe(etag)
  })
})
