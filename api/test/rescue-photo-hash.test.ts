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
