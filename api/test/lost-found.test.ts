// Lost and found through the API (docs/rules.md#lost-and-found): the life of a lost and a found
// post, the found post near a lost one among its matches and telling the owner once, nothing
// public carrying a phone, an address or an exact place, the relay, a tag scan, the search cells
// taken once each under concurrency, and bad input answered with a clear 4xx that changes nothing.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, notificationsOf, png } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

// Bandra West: the owner's exact place, and a finder 700 m away.
const HOME = { lat: 19.0597312, lng: 72.8291783 }
const FOUND_AT = { lat: 19.0658, lng: 72.8311 }
const OWNER_PHONE = '9820011223'

let owner: TestUser
let finder: TestUser
let neighbour: TestUser
let stranger: TestUser

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString()

function post(user: TestUser | null, payload: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/lost-found/posts',
    headers: { ...(user ? bearer(user) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  })
}

const lostDog = {
  kind: 'lost',
  species: 'dog',
  sex: 'female',
  colours: ['brown', 'white'],
  size: 'medium',
  collar: 'yes',
  collarColour: 'red',
  marks: ['ear-notch'],
  name: 'Bijli',
  description: `Ran away during the fireworks. Call ${OWNER_PHONE}.`,
  ...HOME,
  seenAt: hoursAgo(30),
}

const foundDog = {
  kind: 'found',
  species: 'dog',
  sex: 'unknown',
  colours: ['brown', 'white'],
  size: 'medium',
  collar: 'yes',
  collarColour: 'red',
  ...FOUND_AT,
  seenAt: hoursAgo(3),
  foundWhere: 'with-me',
}

beforeAll(async () => {
  await resetDb(db)
  owner = await createUser(ctx)
  await db.updateTable('users').set({ phone: OWNER_PHONE }).where('id', '=', owner.id).execute()
  finder = await createUser(ctx)
  neighbour = await createUser(ctx)
  stranger = await createUser(ctx)
}, 60_000)

describe('lost and found', () => {
  let lostId = 0
  let foundId = 0

  it('a lost post is made once per key, with its photo, and read by anyone at the approximate place', async () => {
    const key = randomUUID()
    const first = await post(owner, lostDog, key)
    expect(first.statusCode, first.body).toBe(201)
    const again = await post(owner, lostDog, key)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    lostId = first.json().id
    expect(await db.selectFrom('lost_found_posts').select('id').execute()).toHaveLength(1)

    const form = await multipart([{ bytes: await png(3), name: 'bijli.png' }], { photoIds: JSON.stringify(['p1']) })
    const photo = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/images`,
      headers: { ...bearer(owner), ...form.headers },
      payload: form.payload,
    })
    expect(photo.statusCode, photo.body).toBe(200)
    expect(photo.json().photos).toHaveLength(1)

    const read = await app.inject({ method: 'GET', url: `/api/lost-found/posts/${lostId}` })
    expect(read.statusCode).toBe(200)
    const body = read.json()
    expect(body.place.pincode).toMatch(/^4000\d\d$/)
    expect(body.photos).toHaveLength(1)
    expect(body.mine).toBe(false)
    expect(body.description).not.toContain(OWNER_PHONE)
  })

  it('a found post near it is among its matches with the reasons, and tells the owner once', async () => {
    const key = randomUUID()
    const made = await post(finder, foundDog, key)
    expect(made.statusCode, made.body).toBe(201)
    foundId = made.json().id
    expect((await post(finder, foundDog, key)).statusCode).toBe(200)

    const told = (await notificationsOf(db, owner.id)).filter((n) => n.url === `/lost-found/${lostId}/matches`)
    expect(told).toHaveLength(1)

    const matches = await app.inject({
      method: 'GET',
      url: `/api/lost-found/posts/${lostId}/matches`,
      headers: bearer(owner),
    })
    expect(matches.statusCode, matches.body).toBe(200)
    const [best] = matches.json().matches
    expect(best.post.id).toBe(foundId)
    const keys = best.reasons.map((r: { key: string }) => r.key)
    expect(keys).toEqual(expect.arrayContaining(['distance', 'days', 'colours', 'size', 'collar']))
    expect(best.reasons.find((r: { key: string }) => r.key === 'collar').collarColour).toBe('red')
    // The finder's side sees the lost dog; a stranger is refused.
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/lost-found/posts/${foundId}/matches`,
      headers: bearer(finder),
    })
    expect(theirs.json().matches.map((m: { post: { id: number } }) => m.post.id)).toEqual([lostId])
    const refused = await app.inject({
      method: 'GET',
      url: `/api/lost-found/posts/${lostId}/matches`,
      headers: bearer(stranger),
    })
    expect(refused.statusCode).toBe(403)
  })

  it('nothing public carries the phone, the exact place or a name of the poster', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/lost-found/posts' }),
      await app.inject({ method: 'GET', url: `/api/lost-found/posts?lat=19.06&lng=72.83&radiusKm=3` }),
      await app.inject({ method: 'GET', url: `/api/lost-found/posts/${lostId}` }),
      await app.inject({ method: 'GET', url: `/api/lost-found/posts/${foundId}`, headers: bearer(stranger) }),
    ]
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain(OWNER_PHONE)
      expect(res.body).not.toMatch(/19\.0597|72\.8291|19\.0658|72\.8311/)
      expect(res.body).not.toMatch(/"user_?id"/i)
    }
    const near = answers[1]!.json().posts
    expect(near.map((p: { id: number }) => p.id).sort()).toEqual([lostId, foundId].sort())
    for (const p of near) expect(p.distanceM % 50).toBe(0)
  })

  it('the relay: the finder writes, the owner answers their thread, a stranger reads nothing of it; a report tells the admins', async () => {
    const admin = await createUser(ctx, { role: 'admin' })
    const write = (user: TestUser, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/lost-found/posts/${lostId}/messages`, headers: bearer(user), payload })
    const first = await write(finder, { text: 'I think I have Bijli, she is safe with me.' })
    expect(first.statusCode, first.body).toBe(201)
    const thread = first.json().threads[0]
    expect(thread.messages[0]).toMatchObject({ fromOwner: false, mine: true })
    expect((await write(owner, { text: 'Thank you!' })).statusCode).toBe(400)
    const answer = await write(owner, { text: 'Thank you! Is she eating?', threadId: thread.id })
    expect(answer.statusCode, answer.body).toBe(201)
    const finderReads = await app.inject({
      method: 'GET',
      url: `/api/lost-found/posts/${lostId}/messages`,
      headers: bearer(finder),
    })
    expect(finderReads.json().threads[0].messages.map((m: { text: string }) => m.text)).toEqual([
      'I think I have Bijli, she is safe with me.',
      'Thank you! Is she eating?',
    ])
    expect((await notificationsOf(db, finder.id)).some((n) => n.url === `/lost-found/${lostId}/messages`)).toBe(true)
    const strangerReads = await app.inject({
      method: 'GET',
      url: `/api/lost-found/posts/${lostId}/messages`,
      headers: bearer(stranger),
    })
    expect(strangerReads.json().threads).toEqual([])
    const messageId = thread.messages[0].id
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/messages/${messageId}/report`,
      headers: bearer(stranger),
      payload: {},
    })
    expect(foreign.statusCode).toBe(404)
    const reported = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/messages/${messageId}/report`,
      headers: bearer(owner),
      payload: { reason: 'Asks for money' },
    })
    expect(reported.statusCode, reported.body).toBe(200)
    expect(reported.json().threads[0].reported).toBe(true)
    expect((await notificationsOf(db, admin.id)).some((n) => n.url === `/lost-found/${lostId}`)).toBe(true)
    // The admins read the reported thread on the post's page; nobody else's.
    const adminReads = await app.inject({
      method: 'GET',
      url: `/api/lost-found/posts/${lostId}/messages`,
      headers: bearer(admin),
    })
    expect(adminReads.json().threads.map((t: { reported: boolean }) => t.reported)).toEqual([true])
  })

  it('a tag: the owner makes it, anyone reads the page, a signed-out finder tells the owner with the place', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/lost-found/tags',
      headers: bearer(owner),
      payload: { postId: lostId },
    })
    expect(made.statusCode, made.body).toBe(201)
    const { code, url, imageUrl } = made.json()
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
    expect(url.endsWith(`/tag/${code}`)).toBe(true)
    const again = await app.inject({
      method: 'POST',
      url: '/api/lost-found/tags',
      headers: bearer(owner),
      payload: { postId: lostId },
    })
    expect(again.json().code).toBe(code)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/lost-found/tags',
          headers: bearer(finder),
          payload: { postId: lostId },
        })
      ).statusCode,
    ).toBe(403)
    const image = await app.inject({ method: 'GET', url: imageUrl })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG')

    const page = await app.inject({ method: 'GET', url: `/api/lost-found/tags/${code}` })
    expect(page.statusCode).toBe(200)
    expect(page.json().post.id).toBe(lostId)
    expect(page.body).not.toContain(OWNER_PHONE)

    const before = (await notificationsOf(db, owner.id)).length
    const scan = await app.inject({
      method: 'POST',
      url: `/api/lost-found/tags/${code}/found`,
      payload: { lat: 19.0712, lng: 72.8344, text: 'At the bus stop on Hill Road' },
    })
    expect(scan.statusCode, scan.body).toBe(200)
    const notes = await notificationsOf(db, owner.id)
    expect(notes).toHaveLength(before + 1)
    expect(notes.at(-1)!.message).toContain('mlat=19.07120')
    expect(notes.at(-1)!.message).toContain('At the bus stop on Hill Road')
    const unknown = await app.inject({ method: 'POST', url: '/api/lost-found/tags/ZZZZZZZZ/found', payload: {} })
    expect(unknown.statusCode).toBe(404)
  })

  it('the search cells: each taken by one person under concurrency, ticked searched, the owner sees who', async () => {
    const cells = await app.inject({
      method: 'GET',
      url: `/api/lost-found/posts/${lostId}/search-cells`,
      headers: bearer(neighbour),
    })
    expect(cells.statusCode, cells.body).toBe(200)
    const grid = cells.json()
    expect(grid.cellM).toBe(200)
    expect(grid.cells.length).toBeGreaterThan(60)
    const targets = grid.cells.slice(0, 6).map((c: { id: number }) => c.id)
    const people = [neighbour, finder, stranger]
    const results = await Promise.all(
      targets.flatMap((cellId: number) =>
        people.map((who) =>
          app.inject({
            method: 'POST',
            url: `/api/lost-found/posts/${lostId}/search-cells/${cellId}/claim`,
            headers: bearer(who),
          }),
        ),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(targets.length)
    expect(statuses.filter((s) => s === 409)).toHaveLength(targets.length * (people.length - 1))
    const rows = await db.selectFrom('lost_found_search_cells').selectAll().where('post_id', '=', lostId).execute()
    expect(rows).toHaveLength(targets.length)

    const mine = rows[0]!
    const holder = people.find((p) => p.id === mine.user_id)!
    const other = people.find((p) => p.id !== mine.user_id)!
    const notYours = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/search-cells/${mine.cell_id}/searched`,
      headers: bearer(other),
    })
    expect(notYours.statusCode).toBe(409)
    const done = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/search-cells/${mine.cell_id}/searched`,
      headers: bearer(holder),
    })
    expect(done.statusCode).toBe(200)
    const ownerView = await app.inject({
      method: 'GET',
      url: `/api/lost-found/posts/${lostId}/search-cells`,
      headers: bearer(owner),
    })
    const cell = ownerView.json().cells.find((c: { id: number }) => c.id === mine.cell_id)
    expect(cell.state).toBe('searched')
    expect(cell.by).toBeTruthy()
    expect(cell.searchedAt).toBeTruthy()
    const strangerView = done.json().cells.find((c: { id: number }) => c.id === mine.cell_id)
    expect(strangerView.by).toBeNull()
    const outside = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/search-cells/0/claim`,
      headers: bearer(neighbour),
    })
    expect(outside.statusCode).toBe(404)
  })

  it('bad input gets a clear 4xx and changes nothing', async () => {
    const count = async () => (await db.selectFrom('lost_found_posts').select('id').execute()).length
    const before = await count()
    const future = await post(owner, { ...lostDog, seenAt: new Date(Date.now() + 3 * 3600_000).toISOString() })
    expect(future.statusCode).toBe(400)
    expect(future.json().errors[0].field).toBe('seenAt')
    const pune = await post(owner, { ...lostDog, lat: 18.52, lng: 73.85 })
    expect(pune.statusCode).toBe(400)
    expect(pune.json().message).toMatch(/Mumbai region/)
    const farPin = await post(owner, { ...lostDog, lat: undefined, lng: undefined, pincode: '411001' })
    expect(farPin.statusCode).toBe(400)
    const noWhere = await post(finder, { ...foundDog, foundWhere: undefined })
    expect(noWhere.statusCode).toBe(400)
    const colour = await post(owner, { ...lostDog, colours: ['purple'] })
    expect(colour.statusCode).toBe(400)
    const sighting = await post(neighbour, {
      kind: 'sighting',
      species: 'dog',
      ...FOUND_AT,
      seenAt: hoursAgo(1),
      lostPostId: foundId,
    })
    expect(sighting.statusCode).toBe(422)
    expect(await count()).toBe(before)

    const text = await multipart([{ bytes: Buffer.from('not an image at all'), name: 'x.png' }], {
      photoIds: JSON.stringify(['bad']),
    })
    const notImage = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/images`,
      headers: { ...bearer(owner), ...text.headers },
      payload: text.payload,
    })
    expect(notImage.statusCode).toBe(415)
    expect((await db.selectFrom('lost_found_photos').select('id').where('post_id', '=', lostId).execute()).length).toBe(
      1,
    )
    const unknownTag = await app.inject({ method: 'GET', url: '/api/lost-found/tags/ABCDEFGH' })
    expect(unknownTag.statusCode).toBe(404)
  })

  it('a sighting tells the owner; the post closes as reunited, then takes no message; the sweep closes old lost posts', async () => {
    const seen = await post(neighbour, {
      kind: 'sighting',
      species: 'dog',
      ...FOUND_AT,
      seenAt: hoursAgo(1),
      lostPostId: lostId,
    })
    expect(seen.statusCode, seen.body).toBe(201)
    expect((await app.inject({ method: 'GET', url: `/api/lost-found/posts/${lostId}` })).json().sightings).toBe(1)
    const noHow = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/close`,
      headers: bearer(owner),
      payload: { outcome: 'reunited' },
    })
    expect(noHow.statusCode).toBe(400)
    const closed = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/close`,
      headers: bearer(owner),
      payload: { outcome: 'reunited', how: 'match' },
    })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json()).toMatchObject({ status: 'closed', closure: { outcome: 'reunited', how: 'match' } })
    const late = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/messages`,
      headers: bearer(finder),
      payload: { text: 'Hello?' },
    })
    expect(late.statusCode).toBe(409)
    const twice = await app.inject({
      method: 'POST',
      url: `/api/lost-found/posts/${lostId}/close`,
      headers: bearer(owner),
      payload: { outcome: 'rehomed' },
    })
    expect(twice.statusCode).toBe(409)

    const old = await post(stranger, { ...lostDog, name: 'Moti', seenAt: hoursAgo(2) })
    const oldId = old.json().id
    await db
      .updateTable('lost_found_posts')
      .set({ created_at: new Date(Date.now() - 61 * 86_400_000) })
      .where('id', '=', oldId)
      .execute()
    const { createLostFoundService } = await import('../src/modules/lost-found/lost-found.service.ts')
    const service = createLostFoundService({
      db,
      notify: {} as never,
      scorer: {} as never,
      clock: () => new Date(),
    })
    expect(await service.sweep()).toBe(1)
    const swept = await app.inject({ method: 'GET', url: `/api/lost-found/posts/${oldId}` })
    expect(swept.json().closure.outcome).toBe('still-lost')
    expect((await app.inject({ method: 'GET', url: `/api/lost-found/posts/${foundId}` })).json().status).toBe('open')
  })

  it('a feeder watching the place hears of lost dogs quietly, at most 3 a day', async () => {
    const feeder = await createUser(ctx)
    const alert = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: bearer(feeder),
      payload: { name: 'My lane', filters: { kind: 'lost', species: 'dog', lat: 19.06, lng: 72.83, radiusKm: 2 } },
    })
    expect(alert.statusCode, alert.body).toBe(201)
    expect(alert.json().filters).toMatchObject({ kind: 'lost', lat: 19.06, lng: 72.83, radiusKm: 2 })
    const noPlace = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: bearer(feeder),
      payload: { name: 'Anywhere', filters: { kind: 'found' } },
    })
    expect(noPlace.statusCode).toBe(400)
    for (const name of ['Kalu', 'Sheru', 'Moti', 'Tommy']) {
      expect((await post(stranger, { ...lostDog, name, seenAt: hoursAgo(2) })).statusCode).toBe(201)
    }
    // A lost cat there is not what the alert follows.
    expect((await post(stranger, { ...lostDog, species: 'cat', seenAt: hoursAgo(2) })).statusCode).toBe(201)
    const notes = (await notificationsOf(db, feeder.id)).filter((n) => n.url.startsWith('/lost-found/'))
    expect(notes).toHaveLength(3)
  })
})
