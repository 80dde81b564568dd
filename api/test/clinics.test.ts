// Clinics (the spec's vet role): sign-up with the clinic's licence, place, species and hours,
// pending until an admin approves it as for NGOs; an approved clinic says whether it accepts
// emergencies (until a time in the future) and its free places by species; responders see the
// approved clinics accepting now, nearest first. Bad input changes nothing.
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, latestCode, resetDb, setupApp, type TestUser, uniqueEmail } from './support/helper.ts'
import { notificationsOf } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let admin: TestUser
beforeEach(async () => {
  await resetDb(db)
  admin = await createUser(ctx, { role: 'admin' })
})

const PAREL = { lat: 19.0019, lng: 72.8416 }

function vetBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Kulkarni',
    email: uniqueEmail('clinic'),
    password: 'Strong@123',
    phone: '9820012345',
    licenseNumber: 'MSVC-4411',
    clinicName: 'Parel Animal Clinic',
    address: 'Dr E Borges Road, Parel, Mumbai 400012',
    ...PAREL,
    species: ['dog', 'cat'],
    hours: 'Open 24 hours',
    ...overrides,
  }
}

async function signUp(overrides: Record<string, unknown> = {}) {
  const body = vetBody(overrides)
  const res = await app.inject({ method: 'POST', url: '/api/auth/register-vet', payload: body })
  expect(res.statusCode, res.body).toBe(201)
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email: body.email, otp: await latestCode(app, body.email) },
  })
  expect(verified.statusCode, verified.body).toBe(200)
  const { accessToken, user } = verified.json()
  return { token: accessToken as string, user, email: body.email }
}

const as = (token: string) => bearer(token)
const mine = (token: string) => app.inject({ method: 'GET', url: '/api/clinics/me', headers: as(token) })
const verify = (who: { token: string }, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/clinics/${id}/verify`, headers: bearer(who), payload })
const setAvailability = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/clinics/me/availability', headers: as(token), payload })
const nearby = (token: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/clinics/nearby?${query}`, headers: as(token) })
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString()

/** A clinic signed up, approved by the admin, accepting until `hours` from now at `place`. */
async function acceptingClinic(
  name: string,
  place: { lat: number; lng: number },
  places: Record<string, number> = { dog: 2 },
) {
  const clinic = await signUp({ clinicName: name, ...place })
  const id = (await mine(clinic.token)).json().id
  expect((await verify(admin, id, { action: 'approve' })).statusCode).toBe(200)
  const said = await setAvailability(clinic.token, { accepting: true, until: inHours(4), places })
  expect(said.statusCode, said.body).toBe(200)
  return { ...clinic, id }
}

describe('sign-up and approval', () => {
  it('a clinic signs up with its licence, place, species and hours, and is pending with its banner status', async () => {
    const clinic = await signUp()
    expect(clinic.user).toMatchObject({
      role: 'vet',
      clinicStatus: { name: 'Parel Animal Clinic', approvalStatus: 'pending' },
    })
    const profile = await mine(clinic.token)
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toMatchObject({
      name: 'Parel Animal Clinic',
      licenseNumber: 'MSVC-4411',
      address: 'Dr E Borges Road, Parel, Mumbai 400012',
      ...PAREL,
      species: ['dog', 'cat'],
      hours: 'Open 24 hours',
      phone: '9820012345',
      approvalStatus: 'pending',
      availability: { accepting: false, until: null, places: {}, updatedAt: null },
    })
  })

  it('refuses a sign-up without the clinic details, with no account made', async () => {
    const bad = [
      { species: [] },
      { species: ['dog', 'lion'] },
      { lat: 123 },
      { clinicName: '  ' },
      { hours: '' },
      { address: undefined },
    ]
    for (const overrides of bad) {
      const body = vetBody(overrides)
      const res = await app.inject({ method: 'POST', url: '/api/auth/register-vet', payload: body })
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400)
      const mail = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(body.email)}` })
      expect(mail.json().messages).toEqual([])
    }
    expect(await db.selectFrom('signup_attempts').select('id').execute()).toEqual([])
  })

  it('the admin lists pending clinics and approves one; its user is told and its status follows', async () => {
    const clinic = await signUp()
    const pending = await app.inject({ method: 'GET', url: '/api/clinics?status=pending', headers: bearer(admin) })
    expect(pending.statusCode).toBe(200)
    expect(pending.json().clinics.map((c: { name: string }) => c.name)).toEqual(['Parel Animal Clinic'])
    const id: number = pending.json().clinics[0].id

    const other = await createUser(ctx)
    expect((await verify(other, id, { action: 'approve' })).statusCode).toBe(403)
    expect((await verify({ token: clinic.token }, id, { action: 'approve' })).statusCode).toBe(403)
    expect((await verify(admin, id + 999, { action: 'approve' })).statusCode).toBe(404)

    const approved = await verify(admin, id, { action: 'approve' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().approvalStatus).toBe('approved')
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: as(clinic.token) })
    expect(profile.json().clinicStatus).toMatchObject({ id, approvalStatus: 'approved' })
    const notes = await notificationsOf(db, clinic.user.id)
    expect(notes.map((n) => [n.title, n.url])).toEqual([['Your clinic is approved', '/clinic']])
    expect(
      (await app.inject({ method: 'GET', url: '/api/clinics?status=pending', headers: bearer(admin) })).json().clinics,
    ).toEqual([])
  })

  it('rejecting needs a reason; a rejected clinic is told why and stops being offered', async () => {
    const clinic = await acceptingClinic('Worli Vet Care', PAREL)
    const noReason = await verify(admin, clinic.id, { action: 'reject', reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect((await mine(clinic.token)).json().approvalStatus).toBe('approved')

    const rejected = await verify(admin, clinic.id, { action: 'reject', reason: 'Licence number not found' })
    expect(rejected.json()).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'Licence number not found' })
    expect((await nearby(admin.token, `lat=${PAREL.lat}&lng=${PAREL.lng}`)).json().clinics).toEqual([])
    const notes = await notificationsOf(db, clinic.user.id)
    expect(notes.at(-1)).toMatchObject({
      title: 'Your clinic application was not approved',
      message: 'Worli Vet Care was not approved: Licence number not found. Contact support to resubmit.',
    })
  })
})

describe('availability', () => {
  it('a pending clinic, and any account that is not a clinic, cannot say it accepts', async () => {
    const clinic = await signUp()
    const body = { accepting: true, until: inHours(2), places: { dog: 1 } }
    const pending = await setAvailability(clinic.token, body)
    expect(pending.statusCode).toBe(403)
    expect((await mine(clinic.token)).json().availability.updatedAt).toBeNull()
    const ngo = await createUser(ctx, { role: 'ngo' })
    expect((await setAvailability(ngo.token, body)).statusCode).toBe(403)
    expect((await mine(ngo.token)).statusCode).toBe(404)
    expect((await app.inject({ method: 'PUT', url: '/api/clinics/me/availability', payload: body })).statusCode).toBe(
      401,
    )
  })

  it('keeps what the clinic said with the time it said it; bad input is a 400 that changes nothing', async () => {
    const clinic = await acceptingClinic('Parel Animal Clinic', PAREL, { dog: 3 })
    const before = (await mine(clinic.token)).json()
    expect(before.availability).toMatchObject({ accepting: true, places: { dog: 3 } })
    expect(Date.now() - Date.parse(before.availability.updatedAt)).toBeLessThan(60_000)

    const bad = [
      { accepting: true, until: inHours(2), places: { dog: -1 } },
      { accepting: true, until: inHours(2), places: { dog: 1.5 } },
      { accepting: true, until: inHours(2), places: { lion: 1 } },
      { accepting: true, until: inHours(-1), places: { dog: 1 } },
      { accepting: true, until: inHours(100), places: { dog: 1 } },
      { accepting: true, places: { dog: 1 } },
      { accepting: true, until: 'tonight', places: { dog: 1 } },
      { until: inHours(2), places: { dog: 1 } },
    ]
    for (const body of bad) {
      const res = await setAvailability(clinic.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().errors?.length ?? 0, res.body).toBeGreaterThan(0)
    }
    expect((await mine(clinic.token)).json()).toEqual(before)
    const tooFar = (language: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/clinics/me/availability',
        headers: { ...as(clinic.token), 'accept-language': language },
        payload: { accepting: true, until: inHours(100), places: { dog: 1 } },
      })
    expect((await tooFar('en')).json().errors).toEqual([
      { field: 'until', message: 'A clinic can say it accepts for at most 72 hours at a time' },
    ])
    expect((await tooFar('hi')).json().errors).toEqual([
      { field: 'until', message: 'क्लिनिक एक बार में ज़्यादा से ज़्यादा 72 घंटों के लिए ही केस ले सकता है' },
    ])

    const closed = await setAvailability(clinic.token, { accepting: false, places: { dog: 0, cat: 0 } })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json().availability).toMatchObject({ accepting: false, until: null, places: { dog: 0, cat: 0 } })
  })
})

describe('GET /clinics/nearby', () => {
  it('lists the approved clinics accepting now, nearest first, with places, hours and phone', async () => {
    // Parel, then Dadar (about 2.6 km north), then Bandra (about 8 km), then Thane (over 25 km).
    const parel = await acceptingClinic('Parel Animal Clinic', PAREL, { dog: 2, cat: 0 })
    const bandra = await acceptingClinic('Bandra Pet Hospital', { lat: 19.0596, lng: 72.8295 }, { dog: 1 })
    const dadar = await acceptingClinic('Dadar Vet Centre', { lat: 19.0178, lng: 72.8478 }, { cat: 4 })
    await acceptingClinic('Thane Animal Care', { lat: 19.2183, lng: 72.9781 })
    // Approved but no longer accepting, approved with its "until" run out, still pending.
    const closed = await acceptingClinic('Closed Clinic', { lat: 19.003, lng: 72.842 })
    await setAvailability(closed.token, { accepting: false, places: {} })
    const expired = await acceptingClinic('Expired Clinic', { lat: 19.004, lng: 72.842 })
    await db
      .updateTable('vets')
      .set({ accepting_until: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute()
    await signUp({ clinicName: 'Pending Clinic', lat: 19.002, lng: 72.8416 })

    const reporter = await createUser(ctx)
    const res = await nearby(reporter.token, `lat=${PAREL.lat + 0.0005}&lng=${PAREL.lng}`)
    expect(res.statusCode, res.body).toBe(200)
    const clinics = res.json().clinics
    expect(clinics.map((c: { id: number }) => c.id)).toEqual([parel.id, dadar.id, bandra.id])
    expect(clinics[0]).toMatchObject({
      name: 'Parel Animal Clinic',
      phone: '9820012345',
      hours: 'Open 24 hours',
      places: { dog: 2, cat: 0 },
      species: ['dog', 'cat'],
    })
    expect(clinics[0].distanceM).toBeGreaterThan(40)
    expect(clinics[0].distanceM).toBeLessThan(70)
    expect(clinics[1].distanceM).toBeGreaterThan(clinics[0].distanceM)
    expect(Date.parse(clinics[0].until)).toBeGreaterThan(Date.now())

    const birds = await nearby(reporter.token, `lat=${PAREL.lat}&lng=${PAREL.lng}&species=bird`)
    expect(birds.json().clinics).toEqual([])
  })

  it('needs a signed-in caller and a valid point', async () => {
    const reporter = await createUser(ctx)
    expect((await app.inject({ method: 'GET', url: '/api/clinics/nearby?lat=19&lng=72.8' })).statusCode).toBe(401)
    for (const q of ['lat=19', 'lat=91&lng=72.8', 'lat=19&lng=72.8&species=lion', 'lat=x&lng=72.8']) {
      expect((await nearby(reporter.token, q)).statusCode, q).toBe(400)
    }
  })
})
