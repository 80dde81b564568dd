import { englishTranslator as english } from '../src/lib/i18n.ts'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { MESSAGES } from '@paws/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, png, report, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db, config } = ctx

beforeEach(() => resetDb(db))

async function upload(
  user: TestUser,
  id: number,
  ids: string[] | null,
  seeds: number[] = ids?.map((_, i) => i) ?? [0],
) {
  const files = await Promise.all(seeds.map(async (seed) => ({ bytes: await png(seed), name: `photo-${seed}.png` })))
  const body = await multipart(files, ids ? { photoIds: JSON.stringify(ids) } : {})
  return app.inject({
    method: 'POST',
    url: `/api/rescues/${id}/images`,
    headers: { ...bearer(user), ...body.headers },
    payload: body.payload,
  })
}

const onDisk = (url: string) => existsSync(join(config.uploadsDir, url.replace('/uploads/', '')))
const rowsOf = (id: number) =>
  db.selectFrom('rescue_images').select(['client_id', 'url']).where('rescue_id', '=', id).orderBy('id').execute()

describe('case photos', () => {
  it('stores photos once per client photo id, re-sent ones are not stored again', async () => {
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    const first = await upload(requester, rescue.id, ['a1', 'b2'])
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().photoIds).toEqual(['a1', 'b2'])
    expect(first.json().urls).toHaveLength(2)
    for (const url of first.json().urls) expect(onDisk(url)).toBe(true)

    const again = await upload(requester, rescue.id, ['a1', 'b2'], [7, 8])
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const mixed = await upload(requester, rescue.id, ['b2', 'c3', 'c3'], [1, 2, 3])
    expect(mixed.json().photoIds).toEqual(['a1', 'b2', 'c3'])
    expect(await rowsOf(rescue.id)).toHaveLength(3)

    const detail = await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(requester) })
    expect(detail.json()).toMatchObject({ images: mixed.json().urls, photoIds: ['a1', 'b2', 'c3'] })
  })

  it('concurrent re-sends of the same photo store it once', async () => {
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    const files = () =>
      existsSync(join(config.uploadsDir, 'rescues')) ? readdirSync(join(config.uploadsDir, 'rescues')) : []
    const before = new Set(files())
    const results = await Promise.all([1, 2, 3].map(() => upload(requester, rescue.id, ['same-photo'])))
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200])
    const rows = await rowsOf(rescue.id)
    expect(rows).toHaveLength(1)
    for (const r of results) expect(r.json().urls).toEqual([rows[0].url])
    // The copies the losers re-encoded are removed again: only the kept photo and its smaller versions remain.
    const name = rows[0].url.split('/').pop()!
    expect(
      files()
        .filter((f) => !before.has(f))
        .sort(),
    ).toEqual(
      [
        name.replace('.webp', '-thumb.webp'),
        name.replace('.webp', '-small.webp'),
        name.replace('.webp', '-small.avif'),
        name,
      ].sort(),
    )
  })

  it('at most 5 per case counting stored ones (422 with the spec message); deleting by index frees a place', async () => {
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    await upload(requester, rescue.id, ['p1', 'p2', 'p3'])
    const tooMany = await upload(requester, rescue.id, ['p4', 'p5', 'p6'])
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().message).toBe(MESSAGES.maxImages(english, 3))
    expect(await rowsOf(rescue.id)).toHaveLength(3)
    expect((await upload(requester, rescue.id, ['p4', 'p5'])).json().photoIds).toEqual(['p1', 'p2', 'p3', 'p4', 'p5'])
    // A repeat of stored ids is still fine at the limit.
    expect((await upload(requester, rescue.id, ['p5'])).statusCode).toBe(200)

    const before = (await rowsOf(rescue.id))[1]
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/rescues/${rescue.id}/images/1`,
      headers: bearer(requester),
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().photoIds).toEqual(['p1', 'p3', 'p4', 'p5'])
    expect(onDisk(before.url)).toBe(false)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/rescues/${rescue.id}/images/9`, headers: bearer(requester) }))
        .statusCode,
    ).toBe(404)
    expect((await upload(requester, rescue.id, ['p6'])).statusCode).toBe(200)
  })

  it('without photoIds every photo is new; mismatched or bad ids are a 400', async () => {
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    expect((await upload(requester, rescue.id, null, [1])).statusCode).toBe(200)
    expect((await upload(requester, rescue.id, null, [1])).statusCode).toBe(200)
    expect(await rowsOf(rescue.id)).toHaveLength(2)
    const count = await upload(requester, rescue.id, ['x'], [1, 2])
    expect(count.statusCode).toBe(400)
    expect(count.json().errors[0].field).toBe('photoIds')
    expect((await upload(requester, rescue.id, ['bad id!'], [1])).statusCode).toBe(400)
  })

  it('checks the file by its bytes (415) and who may change photos', async () => {
    const requester = await createUser(ctx)
    const other = await createUser(ctx)
    const ngo = await createUser(ctx, { role: 'ngo' })
    const admin = await createUser(ctx, { role: 'admin' })
    const rescue = await report(app, requester)
    await setCase(db, rescue.id, { status: 'assigned', ngo_id: ngo.ngoId! })

    const fake = await multipart([{ bytes: Buffer.from('%PDF-1.4 not an image'), name: 'x.png' }], {
      photoIds: '["f1"]',
    })
    const res = await app.inject({
      method: 'POST',
      url: `/api/rescues/${rescue.id}/images`,
      headers: { ...bearer(requester), ...fake.headers },
      payload: fake.payload,
    })
    expect(res.statusCode).toBe(415)

    expect((await upload(other, rescue.id, ['o1'])).statusCode).toBe(404)
    expect((await upload(ngo, rescue.id, ['n1'])).statusCode).toBe(403)
    expect((await upload(admin, rescue.id, ['ad1'])).statusCode).toBe(200)
    await setCase(db, rescue.id, { status: 'cancelled', ngo_id: null })
    const closed = await upload(requester, rescue.id, ['r9'])
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toBe('This rescue request is already cancelled.')
    expect((await upload(admin, rescue.id, ['ad2'])).statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: `/api/rescues/${rescue.id}/images` })).statusCode).toBe(401)
  })

  it('the detail gives the requester and admins the SHA-256 of each photo as received; NGOs and lists do not get it', async () => {
    const requester = await createUser(ctx)
    const ngo = await createUser(ctx, { role: 'ngo' })
    const admin = await createUser(ctx, { role: 'admin' })
    const rescue = await report(app, requester)
    await setCase(db, rescue.id, { status: 'assigned', ngo_id: ngo.ngoId! })
    expect((await upload(requester, rescue.id, ['d1', 'd2'], [4, 5])).statusCode).toBe(200)
    // A re-send of d1 with other bytes is not stored, so its digest stays the first one's.
    expect((await upload(requester, rescue.id, ['d1'], [9])).statusCode).toBe(200)
    const sha = async (seed: number) =>
      createHash('sha256')
        .update(await png(seed))
        .digest('hex')
    const detail = (who: TestUser) =>
      app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(who) })

    const mine = (await detail(requester)).json()
    expect(mine.photos).toEqual([
      { clientId: 'd1', url: mine.images[0], sha256: await sha(4) },
      { clientId: 'd2', url: mine.images[1], sha256: await sha(5) },
    ])
    expect((await detail(admin)).json().photos).toEqual(mine.photos)
    expect((await detail(ngo)).json()).not.toHaveProperty('photos')
    const list = await app.inject({ method: 'GET', url: '/api/rescues', headers: bearer(requester) })
    expect(list.json().rescueRequests[0]).not.toHaveProperty('photos')
  })

  it('an admin edit with images keeps only the listed ones', async () => {
    const requester = await createUser(ctx)
    const admin = await createUser(ctx, { role: 'admin' })
    const rescue = await report(app, requester)
    const { urls } = (await upload(requester, rescue.id, ['k1', 'k2', 'k3'])).json() as { urls: string[] }
    const res = await app.inject({
      method: 'PUT',
      url: `/api/rescues/${rescue.id}`,
      headers: bearer(admin),
      payload: { images: [urls[0], urls[2]] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().photoIds).toEqual(['k1', 'k3'])
    expect(onDisk(urls[1])).toBe(false)
  })
})

describe("a follower's photos", () => {
  const follow = (rescueId: number, user: TestUser) =>
    db.insertInto('rescue_followers').values({ rescue_id: rescueId, user_id: user.id }).execute()

  it("count against the follower's own quota, never the reporter's 5 slots", async () => {
    const requester = await createUser(ctx)
    const follower = await createUser(ctx)
    const rescue = await report(app, requester)
    await follow(rescue.id, follower)
    const mine = await upload(follower, rescue.id, ['f1', 'f2'], [1, 2])
    expect(mine.statusCode, mine.body).toBe(200)
    const more = await upload(follower, rescue.id, ['f3'], [3])
    expect(more.statusCode).toBe(422)
    expect(more.json().message).toBe('You can add up to 2 photos to a case you follow; you have added 2.')
    // The reporter still has all five slots.
    const reporter = await upload(requester, rescue.id, ['r1', 'r2', 'r3', 'r4', 'r5'], [4, 5, 6, 7, 8])
    expect(reporter.statusCode, reporter.body).toBe(200)
    expect(reporter.json().photoIds).toEqual(['f1', 'f2', 'r1', 'r2', 'r3', 'r4', 'r5'])
    const sixth = await upload(requester, rescue.id, ['r6'], [9])
    expect(sixth.statusCode).toBe(422)
    expect(sixth.json().message).toBe(MESSAGES.maxImages(english, 5))
  })

  it('several followers together cannot fill the reporter slots', async () => {
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    for (let i = 0; i < 3; i++) {
      const follower = await createUser(ctx)
      await follow(rescue.id, follower)
      expect((await upload(follower, rescue.id, [`x${i}a`, `x${i}b`], [i, i + 10])).statusCode).toBe(200)
    }
    const reporter = await upload(requester, rescue.id, ['r1', 'r2', 'r3', 'r4', 'r5'], [20, 21, 22, 23, 24])
    expect(reporter.statusCode, reporter.body).toBe(200)
  })
})
