// The questions that tell where cases are, limited per account: GET /rescues/nearby (30 in
// 10 minutes) and following a case (10 an hour), with the defaults a deployment gets.
import { beforeEach, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { report } from './support/rescue-fixtures.ts'

const ctx = await setupApp({ NEARBY_RATE_LIMIT_MAX: 30, FOLLOW_RATE_LIMIT_MAX: 10 })
const { app, db } = ctx
const HERE = { lat: 19.0545, lng: 72.8405 }

let reporter: TestUser
let passerBy: TestUser

beforeEach(async () => {
  await resetDb(db)
  reporter = await createUser(ctx)
  passerBy = await createUser(ctx)
})

const nearby = (user: TestUser, lat: number) =>
  app.inject({
    method: 'GET',
    url: `/api/rescues/nearby?lat=${lat}&lng=${HERE.lng}&animalType=dog`,
    headers: bearer(user),
  })

it('answers at most 30 nearby questions in 10 minutes per account, then 429; follows at most 10 an hour', async () => {
  for (let i = 0; i < 30; i++) expect((await nearby(passerBy, HERE.lat + i * 0.0001)).statusCode).toBe(200)
  const refused = await nearby(passerBy, HERE.lat)
  expect(refused.statusCode).toBe(429)
  expect(refused.json().message).toMatch(/Too many requests/)
  // Another account is not held back by it.
  expect((await nearby(reporter, HERE.lat)).statusCode).toBe(200)

  const rescue = await report(app, reporter, { location: { address: 'SV Road', city: 'Mumbai', ...HERE } })
  const follow = () =>
    app.inject({
      method: 'POST',
      url: `/api/rescues/${rescue.id}/follow`,
      headers: bearer(passerBy),
      payload: { ...HERE, accuracy: 15 },
    })
  for (let i = 0; i < 10; i++) expect((await follow()).statusCode).toBe(200)
  expect((await follow()).statusCode).toBe(429)
})
