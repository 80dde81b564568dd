// An NGO's field list (GET /rescues?held=true): every case it holds, page after page, however
// many, and apart from them its other cases (held=false), so an old open case is never left out.
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { report, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let requester: TestUser
let ngo: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  ngo = await createUser(ctx, { role: 'ngo' })
})

async function list(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/rescues?${query}`, headers: bearer(ngo) })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  return { ids: body.rescueRequests.map((r: { id: number }) => r.id) as number[], meta: body.meta }
}

describe("an NGO's field list", () => {
  it('lists the cases it holds, oldest included, page after page, and its other cases apart', async () => {
    const statuses = ['assigned', 'accepted', 'in_progress', 'rescued', 'completed', 'declined'] as const
    const ids: Record<string, number> = {}
    for (const status of statuses) {
      const c = await report(app, requester, { urgency: 'low' })
      await setCase(db, c.id, { status, ngo_id: ngo.ngoId })
      ids[status] = c.id
    }
    // Another NGO's held case is never in this one's list.
    const other = await createUser(ctx, { role: 'ngo' })
    const theirs = await report(app, requester, { urgency: 'low' })
    await setCase(db, theirs.id, { status: 'accepted', ngo_id: other.ngoId })

    const newestFirst = 'sortBy=createdAt&sortOrder=DESC'
    const first = await list(`held=true&limit=3&page=1&${newestFirst}`)
    expect(first.meta).toMatchObject({ total: 4, totalPages: 2 })
    const second = await list(`held=true&limit=3&page=2&${newestFirst}`)
    expect([...first.ids, ...second.ids]).toEqual([ids.rescued, ids.in_progress, ids.accepted, ids.assigned])

    const others = await list(`held=false&limit=100&${newestFirst}`)
    expect(others.ids).toEqual([ids.declined, ids.completed])
  })

  it('refuses a held filter that is not true or false (400)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/rescues?held=maybe', headers: bearer(ngo) })
    expect(res.statusCode).toBe(400)
  })
})
