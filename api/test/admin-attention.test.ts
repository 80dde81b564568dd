// The admin dashboard's "needs attention" counts (GET /admin/rescues/attention), each equal to
// the size of the rescues list it links to, and the admin map's count of open cases it cannot
// draw for want of a position (GET /admin/rescues/map withoutPosition, listed by noPosition).
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { report, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let requester: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
})

const get = (url: string, user?: TestUser) => app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} })

const listTotal = async (query: string) => {
  const res = await get(`/api/rescues?${query}`, admin)
  expect(res.statusCode, res.body).toBe(200)
  return { total: res.json().meta.total as number, ids: res.json().rescueRequests.map((r: { id: number }) => r.id) }
}

/** No GPS, no pincode, no locality of the region's table: a case with no position at all. */
const noPlace = {
  location: { address: 'Beside the railway line', city: 'Lonavala', pincode: '410401', lat: undefined, lng: undefined },
}
/** No GPS, a typed pincode of the region: placed at its centroid, approximately. */
const typedPlace = {
  location: { address: 'Behind the temple', city: 'Mumbai', pincode: '400050', lat: undefined, lng: undefined },
}

describe('needs attention', () => {
  it('counts the cases with no response, the possible duplicates and the critical cases nobody holds', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const pendingCritical = await report(app, requester, { urgency: 'critical' })
    const declinedCritical = await report(app, requester, { urgency: 'critical' })
    await setCase(db, declinedCritical.id, { status: 'declined', ngo_id: null })
    const heldCritical = await report(app, requester, { urgency: 'critical' })
    await setCase(db, heldCritical.id, { status: 'accepted', ngo_id: ngo.ngoId })
    const doneCritical = await report(app, requester, { urgency: 'critical' })
    await setCase(db, doneCritical.id, { status: 'completed', ngo_id: null })
    const pendingHigh = await report(app, requester, { urgency: 'high' })
    const silent = await report(app, requester, { urgency: 'high' })
    await setCase(db, silent.id, { status: 'assigned', ngo_id: ngo.ngoId })
    // Only the flags set here: a report near another is flagged as its duplicate on its own.
    // Nobody is on duty here either, so each critical or high report told the desk at once (no
    // cover) and counts as escalated; only the one marked below should.
    await db.updateTable('rescues').set({ duplicate_of_id: null, escalated_at: null }).execute()
    await db.updateTable('rescues').set({ escalated_at: new Date() }).where('id', '=', silent.id).execute()
    await db
      .updateTable('rescues')
      .set({ duplicate_of_id: pendingCritical.id })
      .where('id', 'in', [pendingHigh.id, doneCritical.id])
      .execute()
    // A merged duplicate needs nothing more.
    await db
      .updateTable('rescues')
      .set({ duplicate_of_id: pendingCritical.id, merged_into_id: pendingCritical.id })
      .where('id', '=', heldCritical.id)
      .execute()

    const res = await get('/api/admin/rescues/attention', admin)
    expect(res.statusCode, res.body).toBe(200)
    // The requester is a new account: its fifth open critical or high report of the day waits for review.
    expect(res.json()).toEqual({ noResponse: 1, duplicates: 2, criticalUnheld: 2, heldForReview: 1 })
    // Each count is the size of the list the dashboard links to.
    expect(await listTotal('escalated=true')).toEqual({ total: 1, ids: [silent.id] })
    expect(await listTotal('triage=true')).toEqual({ total: 1, ids: [pendingHigh.id] })
    expect((await listTotal('duplicates=true')).total).toBe(2)
    const unheld = await listTotal('unheld=true&urgency=critical')
    expect(unheld.total).toBe(2)
    expect(unheld.ids.sort()).toEqual([pendingCritical.id, declinedCritical.id].sort())
  })

  it('is for the admins only', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    expect((await get('/api/admin/rescues/attention')).statusCode).toBe(401)
    expect((await get('/api/admin/rescues/attention', requester)).statusCode).toBe(403)
    expect((await get('/api/admin/rescues/attention', ngo)).statusCode).toBe(403)
  })

  it('answers zeros with no cases', async () => {
    const res = await get('/api/admin/rescues/attention', admin)
    expect(res.json()).toEqual({ noResponse: 0, duplicates: 0, criticalUnheld: 0, heldForReview: 0 })
  })
})

describe('the map and the cases without a position', () => {
  it('counts the open cases it cannot draw, with the same filters, and the list shows them', async () => {
    const placed = await report(app, requester, { urgency: 'critical' })
    const approximate = await report(app, requester, { urgency: 'critical', ...typedPlace })
    const nowhereCritical = await report(app, requester, { urgency: 'critical', ...noPlace })
    const nowhereLow = await report(app, requester, { urgency: 'low', ...noPlace })
    const nowhereDone = await report(app, requester, { urgency: 'critical', ...noPlace })
    await setCase(db, nowhereDone.id, { status: 'cancelled' })
    const nowhereMerged = await report(app, requester, { urgency: 'critical', ...noPlace })
    await db
      .updateTable('rescues')
      .set({ merged_into_id: nowhereCritical.id })
      .where('id', '=', nowhereMerged.id)
      .execute()

    const all = await get('/api/admin/rescues/map', admin)
    expect(all.statusCode, all.body).toBe(200)
    // The case placed from its pincode is drawn, marked approximate, at the pincode's centre.
    const points = all.json().points as { id: number; approximate: boolean; lat: number; lng: number }[]
    expect(points.map((p) => [p.id, p.approximate]).sort()).toEqual(
      [
        [placed.id, false],
        [approximate.id, true],
      ].sort(),
    )
    expect(points.find((p) => p.id === approximate.id)).toMatchObject({ lat: 19.0552, lng: 72.83 })
    expect(all.json().withoutPosition).toBe(2)
    expect((await get('/api/admin/rescues/map?urgency=critical', admin)).json().withoutPosition).toBe(1)
    const list = await listTotal('noPosition=true')
    expect(list.total).toBe(2)
    expect(list.ids.sort()).toEqual([nowhereCritical.id, nowhereLow.id].sort())
    expect(await listTotal('noPosition=true&urgency=critical')).toEqual({ total: 1, ids: [nowhereCritical.id] })
  })
})
