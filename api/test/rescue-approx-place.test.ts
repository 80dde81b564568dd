// A place without GPS: a case typed with a pincode or a locality but no coordinates gets an
// approximate position (the centroid from the Mumbai region table, marked by its source), so
// the nearest NGO is suggested for it; a case with no usable place is suggested no NGO.
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { put, report, reportBody } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let requester: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
})

async function ngoAt(name: string, place: { lat: number; lng: number }) {
  const user = await createUser(ctx, { role: 'ngo' })
  await db
    .updateTable('ngos')
    .set({ name, location: JSON.stringify({ address: name, city: 'Mumbai', ...place }) })
    .where('id', '=', user.ngoId as number)
    .execute()
  return user
}

/** A case typed without coordinates at `place`. */
function typed(place: { address: string; pincode?: string | null; landmarks?: string | null }) {
  const { location } = reportBody()
  return {
    location: { ...location, pincode: null, landmarks: null, lat: null, lng: null, accuracy: null, ...place },
  }
}

const approx = (id: number) =>
  db
    .selectFrom('rescues')
    .select(['lat', 'lng', 'approx_lat', 'approx_lng', 'approx_source'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

const options = (id: number) =>
  app.inject({ method: 'GET', url: `/api/admin/rescues/${id}/ngo-options`, headers: bearer(admin) })

describe('a place without GPS', () => {
  it('an Andheri case without GPS is suggested the NGO near Andheri, not the idle one in Colaba', async () => {
    const andheri = await ngoAt('Andheri Aid', { lat: 19.1197, lng: 72.8468 })
    const colaba = await ngoAt('Colaba Collective', { lat: 18.9155, lng: 72.8258 })
    // Andheri is busier (one open case), Colaba has none: "fewest open cases" picked Colaba.
    const busy = await report(app, requester)
    expect((await put(app, admin, busy.id, { ngoId: andheri.ngoId })).statusCode).toBe(200)

    const rescue = await report(app, requester, typed({ address: 'Outside the station, east side', pincode: '400053' }))
    expect(await approx(rescue.id)).toEqual({
      lat: null,
      lng: null,
      approx_lat: expect.closeTo(19.112, 2),
      approx_lng: expect.closeTo(72.861, 2),
      approx_source: 'pincode',
    })
    const res = await options(rescue.id)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.suggestedId).toBe(andheri.ngoId)
    expect(body.ngos.map((n: { id: number }) => n.id)).toEqual([andheri.ngoId, colaba.ngoId])
    expect(body.ngos[0].distanceKm).toBeLessThan(3)

    // A locality named in the address does as well, when the pincode is not one the table knows.
    const named = await report(app, requester, typed({ address: 'Near Andheri market, lane 3', pincode: '400000' }))
    expect((await approx(named.id)).approx_source).toBe('locality')
    expect((await options(named.id)).json().suggestedId).toBe(andheri.ngoId)
  })

  it('a place written in Marathi ("बांद्रा") is Bandra: the Bandra NGO is suggested', async () => {
    // The pincode the table does not know, as in the locality case above: the address decides.
    const bandra = await ngoAt('Bandra Paws', { lat: 19.0596, lng: 72.8295 })
    await ngoAt('Colaba Collective', { lat: 18.9155, lng: 72.8258 })
    const rescue = await report(app, requester, typed({ address: 'बांद्रा स्टेशनजवळ, पश्चिमेला', pincode: '400000' }))
    expect(await approx(rescue.id)).toMatchObject({
      approx_lat: expect.closeTo(19.055, 2),
      approx_lng: expect.closeTo(72.83, 2),
      approx_source: 'locality',
    })
    expect((await options(rescue.id)).json().suggestedId).toBe(bandra.ngoId)
  })

  it('a case with no usable place is suggested no NGO', async () => {
    await ngoAt('Andheri Aid', { lat: 19.1197, lng: 72.8468 })
    await ngoAt('Colaba Collective', { lat: 18.9155, lng: 72.8258 })
    const rescue = await report(app, requester, typed({ address: 'Behind the big temple', pincode: '400000' }))
    expect(await approx(rescue.id)).toMatchObject({ approx_lat: null, approx_source: null })
    const body = (await options(rescue.id)).json()
    expect(body.suggestedId).toBeNull()
    expect(body.ngos).toHaveLength(2)
    expect(body.ngos.every((n: { distanceKm: number | null }) => n.distanceKm === null)).toBe(true)

    const pune = await report(app, requester, typed({ address: 'FC Road', pincode: '411004' }))
    expect((await options(pune.id)).json().suggestedId).toBeNull()
  })

  it('a case with GPS keeps its coordinates and gets no approximate position; an edit of the place updates it', async () => {
    const withGps = await report(app, requester)
    expect(await approx(withGps.id)).toMatchObject({ approx_lat: null, approx_source: null })

    const rescue = await report(app, requester, typed({ address: 'Somewhere', pincode: '400000' }))
    expect((await approx(rescue.id)).approx_source).toBeNull()
    const edited = await put(app, requester, rescue.id, { location: { pincode: '400005' } })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await approx(rescue.id)).toMatchObject({ approx_lat: expect.closeTo(18.91, 2), approx_source: 'pincode' })
    const located = await put(app, requester, rescue.id, { location: { lat: 18.92, lng: 72.83 } })
    expect(located.statusCode, located.body).toBe(200)
    expect(await approx(rescue.id)).toMatchObject({ lat: 18.92, approx_lat: null, approx_source: null })
  })

  it("is in a responder's near-me list at its approximate place, marked as typed, not left out", async () => {
    const responder = await createUser(ctx, { role: 'ngo' })
    const andheri = { lat: 19.119, lng: 72.847 }
    const on = await app.inject({
      method: 'PUT',
      url: '/api/responders/me/duty',
      headers: bearer(responder),
      payload: { onDuty: true, hours: 1, ...andheri },
    })
    expect(on.statusCode, on.body).toBe(200)
    const noGps = await report(app, requester, typed({ address: 'Outside the station, east side', pincode: '400053' }))
    const withGps = await report(app, requester, { location: { ...reportBody().location, ...andheri } })
    const res = await app.inject({
      method: 'GET',
      url: `/api/rescues/nearby-open?lat=${andheri.lat}&lng=${andheri.lng}`,
      headers: bearer(responder),
    })
    expect(res.statusCode, res.body).toBe(200)
    const places = new Map(
      (res.json().rescues as { id: number; place: { lat: number | null; fromTypedPlace: boolean } }[]).map((c) => [
        c.id,
        c.place,
      ]),
    )
    expect(places.get(noGps.id)).toMatchObject({ lat: expect.any(Number), fromTypedPlace: true })
    expect(places.get(withGps.id)).toMatchObject({ fromTypedPlace: false })
    expect(res.body).not.toContain('Outside the station')
  })
})
