// Migrations 0025 and 0027 on data made before them: every NGO's own account becomes its
// coordinator (and keeps working as before); a case typed without coordinates gets the
// approximate position of its pincode or locality, one with coordinates or no usable place none.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import * as m0025 from '../src/db/migrations/0025_ngo_teams.ts'
import * as m0027 from '../src/db/migrations/0027_rescue_approx_place.ts'
import { bearer, createUser, setupApp } from './support/helper.ts'
import { put, report, reportBody } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

describe('migration 0025 (NGO teams)', () => {
  it("makes each existing NGO's account its coordinator; the NGO works as before", async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    const pending = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    const admin = await createUser(ctx, { role: 'admin' })
    const requester = await createUser(ctx)
    const rescue = await report(app, requester)
    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    await m0025.down(db)
    await m0025.up(db)
    const rows = await db.selectFrom('ngo_members').select(['ngo_id', 'user_id', 'kind']).orderBy('user_id').execute()
    expect(rows).toEqual([
      { ngo_id: ngo.ngoId, user_id: ngo.id, kind: 'coordinator' },
      { ngo_id: pending.ngoId, user_id: pending.id, kind: 'coordinator' },
    ])
    expect(
      (await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(ngo) })).statusCode,
    ).toBe(200)
    expect((await put(app, ngo, rescue.id, { status: 'accepted' })).statusCode).toBe(200)
  })
})

describe('migration 0027 (approximate positions)', () => {
  it('gives cases without coordinates the centroid of their pincode or locality', async () => {
    const requester = await createUser(ctx)
    const { location } = reportBody()
    const noGps = { ...location, lat: null, lng: null, accuracy: null }
    const byPin = await report(app, requester, { location: { ...noGps, pincode: '400005' } })
    const byName = await report(app, requester, {
      location: { ...noGps, pincode: '400000', address: 'Vashi sector 17' },
    })
    const nowhere = await report(app, requester, {
      location: { ...noGps, pincode: '400000', address: 'Behind the temple' },
    })
    const located = await report(app, requester)
    await m0027.down(db)
    await m0027.up(db)
    const rows = await sql<{ id: number; approx_source: string | null; approx_lat: number | null }>`
      select id, approx_source, approx_lat from rescues where id in (${sql.join([byPin.id, byName.id, nowhere.id, located.id])})
      order by id`.execute(db)
    expect(rows.rows).toEqual([
      { id: byPin.id, approx_source: 'pincode', approx_lat: expect.closeTo(18.91, 2) },
      { id: byName.id, approx_source: 'locality', approx_lat: expect.closeTo(19.08, 2) },
      { id: nowhere.id, approx_source: null, approx_lat: null },
      { id: located.id, approx_source: null, approx_lat: null },
    ])
  })
})
