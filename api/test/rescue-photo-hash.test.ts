// The same picture reported again: each report's photo hashes are kept with the case, and
// GET /rescues/same-photo offers the open cases whose photo is within the distance of the
// ones about to be reported, wherever they were reported; not one's own, not closed ones.
import { describe, expect, it, beforeEach } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { report, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

const ORIGINAL = 'f0e1d2c3b4a59687'
/** `hex` with its lowest `n` bits flipped. */
const flip = (hex: string, n: number) => (BigInt(`0x${hex}`) ^ ((1n << BigInt(n)) - 1n)).toString(16).padStart(16, '0')

let first: TestUser
let second: TestUser
beforeEach(async () => {
  await resetDb(db)
  first = await createUser(ctx)
  second = await createUser(ctx)
})

async function samePhoto(user: TestUser, hashes: string[]) {
  return app.inject({
    method: 'GET',
    url: `/api/rescues/same-photo?hashes=${hashes.join(',')}`,
    headers: bearer(user),
  })
}

describe('the same photo, reported again', () => {
  it('is offered its case when a re-shared copy is within the distance, wherever it was reported', async () => {
    // Reported far away from where the second person stands: a forwarded photo.
    const filed = await report(app, first, { photoHashes: [ORIGINAL, '0123456789abcdef'] })
    const close = await samePhoto(second, ['ffffffffffffffff', flip(ORIGINAL, 5)])
    expect(close.statusCode, close.body).toBe(200)
    expect(close.json()).toEqual({
      rescues: [expect.objectContaining({ id: filed.id, bits: 5, status: 'pending', animalType: 'dog' })],
    })
    // A different picture (20 bits off) is not.
    expect((await samePhoto(second, [flip(ORIGINAL, 20)])).json()).toEqual({ rescues: [] })
  })

  it("leaves out the caller's own cases and closed ones", async () => {
    const filed = await report(app, first, { photoHashes: [ORIGINAL] })
    expect((await samePhoto(first, [ORIGINAL])).json()).toEqual({ rescues: [] })
    await setCase(db, filed.id, { status: 'completed' })
    expect((await samePhoto(second, [ORIGINAL])).json()).toEqual({ rescues: [] })
  })

  it('refuses hashes that are not 16 hex digits (400) and callers not signed in (401)', async () => {
    for (const hashes of [['xyz'], [`${ORIGINAL}0`], Array.from({ length: 6 }, () => ORIGINAL)]) {
      expect((await samePhoto(second, hashes)).statusCode, hashes.join(',')).toBe(400)
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/api/rescues',
      headers: bearer(first),
      payload: { animalType: 'dog', photoHashes: ['nothex'] },
    })
    expect(bad.statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: `/api/rescues/same-photo?hashes=${ORIGINAL}` })).statusCode).toBe(
      401,
    )
  })
})

describe('following with the same photo, from far away', () => {
  // The case is reported in Bandra (the fixture's place); the second person stands in Thane, 20 km away.
  const THANE = { lat: 19.2183, lng: 72.9781 }
  const follow = (user: TestUser, id: number, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/rescues/${id}/follow`,
      headers: bearer(user),
      payload: { ...THANE, ...payload },
    })

  it('follows when one of the photos matches one of the case (a re-shared copy)', async () => {
    const filed = await report(app, first, { photoHashes: [ORIGINAL] })
    const res = await follow(second, filed.id, { photoHashes: ['0123456789abcdef', flip(ORIGINAL, 6)] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: filed.id, following: true })
    // With no position at all (the person said where it was seen, not where they are).
    const other = await createUser(ctx)
    const blind = await follow(other, filed.id, { lat: undefined, lng: undefined, photoHashes: [ORIGINAL] })
    expect(blind.statusCode, blind.body).toBe(200)
    const rows = await db.selectFrom('rescue_followers').select(['user_id']).where('rescue_id', '=', filed.id).execute()
    expect(rows.map((r) => r.user_id).sort()).toEqual([second.id, other.id].sort())
  })

  it('is refused (422) with no photo or a different one, and nothing changes', async () => {
    const filed = await report(app, first, { photoHashes: [ORIGINAL] })
    for (const payload of [{}, { photoHashes: [flip(ORIGINAL, 20)] }, { photoHashes: [] }]) {
      const res = await follow(second, filed.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      expect(res.json().message).toContain('or with one of its photos')
    }
    // Another case's photo earns nothing here.
    await report(app, first, { photoHashes: ['0123456789abcdef'] })
    expect((await follow(second, filed.id, { photoHashes: ['0123456789abcdef'] })).statusCode).toBe(422)
    expect(await db.selectFrom('rescue_followers').select('user_id').execute()).toEqual([])
    expect((await follow(second, filed.id, { photoHashes: ['nothex'] })).statusCode).toBe(400)
  })
})
