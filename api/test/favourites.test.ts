// Favourites: hearting and un-hearting, the list and its ids, and the news told to
// everyone who hearted an animal when it is adopted or available again (not to the actor).
import { beforeEach, describe, expect, it } from 'vitest'
import { adoptionCast, apply, moveTo, walkTo } from './support/adoption-fixtures.ts'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let owner: TestUser, applicant: TestUser, fan: TestUser, animalId: number
beforeEach(async () => {
  ;({ owner, applicant, animalId } = await adoptionCast(ctx, { name: 'Moti' }))
  fan = await createUser(ctx)
})

const heart = (user: TestUser | null, id: number, method: 'PUT' | 'DELETE' = 'PUT') =>
  app.inject({ method, url: `/api/favourites/${id}`, headers: user ? bearer(user) : {} })
const get = (user: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} })

describe('hearting animals', () => {
  it('hearts (twice is once), lists newest first, un-hearts; signed out 401, missing 404', async () => {
    const other = await insertAnimal(db, owner.id, { name: 'Tara' })
    expect((await heart(fan, animalId)).json()).toEqual({ animalId, favourite: true })
    expect((await heart(fan, animalId)).statusCode).toBe(200)
    expect((await heart(fan, other)).statusCode).toBe(200)
    expect((await get(fan, '/api/favourites/ids')).json()).toEqual({ animalIds: [other, animalId] })
    const list = (await get(fan, '/api/favourites')).json()
    expect(list.animals.map((a: { name: string }) => a.name)).toEqual(['Tara', 'Moti'])
    // Someone else's hearts are their own.
    expect((await get(applicant, '/api/favourites/ids')).json()).toEqual({ animalIds: [] })

    expect((await heart(fan, other, 'DELETE')).json()).toEqual({ animalId: other, favourite: false })
    expect((await get(fan, '/api/favourites/ids')).json()).toEqual({ animalIds: [animalId] })

    expect((await heart(null, animalId)).statusCode).toBe(401)
    expect((await get(null, '/api/favourites')).statusCode).toBe(401)
    expect((await heart(fan, 999_999)).statusCode).toBe(404)
    expect((await heart(fan, 0)).statusCode).toBe(400)
  })

  it('a deleted animal leaves the list and cannot be hearted', async () => {
    await heart(fan, animalId)
    await db
      .updateTable('animals')
      .set({ deleted_at: new Date(), status: 'deleted' })
      .where('id', '=', animalId)
      .execute()
    expect((await get(fan, '/api/favourites')).json()).toEqual({ animals: [] })
    expect((await heart(fan, animalId)).statusCode).toBe(404)
  })
})

describe("a favourite's news", () => {
  const titles = async (user: TestUser) => (await notificationsOf(db, user.id)).map((n) => `${n.title} ${n.url}`)

  it('adopted, then available again after a return: told to the fans, never to the actor', async () => {
    await heart(fan, animalId)
    await heart(owner, animalId)
    const a = await apply(app, applicant, animalId)
    await walkTo(app, owner, a.id, 'trial_period')
    // Approved made it pending: not news for fans.
    expect(await titles(fan)).toEqual([])
    await moveTo(app, owner, a.id, 'returned')
    expect(await titles(fan)).toEqual([`Moti is available again /animals/${animalId}`])
    const b = await apply(app, await createUser(ctx), animalId)
    await walkTo(app, owner, b.id, 'completed')
    expect(await titles(fan)).toEqual([
      `Moti is available again /animals/${animalId}`,
      `Moti has been adopted /animals/${animalId}`,
    ])
    const fanRows = await notificationsOf(db, fan.id)
    expect(fanRows.at(-1)?.message).toBe('Moti, one of your favourites, has found a home.')
    // The owner hearted it too but made the changes: told nothing about them.
    expect((await titles(owner)).filter((t) => t.startsWith('Moti '))).toEqual([])
  })

  it("the owner's own status changes: unavailable is not news, available again is", async () => {
    await heart(fan, animalId)
    const put = (status: string) =>
      app.inject({ method: 'PUT', url: `/api/animals/${animalId}`, headers: bearer(owner), payload: { status } })
    expect((await put('unavailable')).statusCode).toBe(200)
    expect(await titles(fan)).toEqual([])
    expect((await put('available')).statusCode).toBe(200)
    expect(await titles(fan)).toEqual([`Moti is available again /animals/${animalId}`])
    // Saving the same status again is no news.
    expect((await put('available')).statusCode).toBe(200)
    expect(await titles(fan)).toHaveLength(1)
  })

  it('flipped unavailable/available ten times, each heart is told once a day', async () => {
    const second = await createUser(ctx)
    await heart(fan, animalId)
    await heart(second, animalId)
    const put = (status: string) =>
      app.inject({ method: 'PUT', url: `/api/animals/${animalId}`, headers: bearer(owner), payload: { status } })
    for (let i = 0; i < 10; i++) {
      expect((await put('unavailable')).statusCode).toBe(200)
      expect((await put('available')).statusCode).toBe(200)
    }
    expect(await titles(fan)).toEqual([`Moti is available again /animals/${animalId}`])
    expect(await titles(second)).toHaveLength(1)
    // A day later the news is news again.
    await db
      .updateTable('favourites')
      .set({ available_told_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .execute()
    expect((await put('unavailable')).statusCode).toBe(200)
    expect((await put('available')).statusCode).toBe(200)
    expect(await titles(fan)).toHaveLength(2)
  })

  it("each fan is told in their account's language", async () => {
    const marathi = await createUser(ctx)
    await db.updateTable('users').set({ locale: 'mr' }).where('id', '=', marathi.id).execute()
    await heart(marathi, animalId)
    await heart(fan, animalId)
    const put = (status: string) =>
      app.inject({ method: 'PUT', url: `/api/animals/${animalId}`, headers: bearer(owner), payload: { status } })
    expect((await put('unavailable')).statusCode).toBe(200)
    expect((await put('available')).statusCode).toBe(200)
    const [told] = await notificationsOf(db, marathi.id)
    expect([told?.title, told?.message]).toEqual([
      'Moti पुन्हा उपलब्ध आहे',
      'तुमच्या आवडत्यांपैकी Moti पुन्हा दत्तकासाठी उपलब्ध आहे.',
    ])
    expect(await titles(fan)).toEqual([`Moti is available again /animals/${animalId}`])
  })
})
