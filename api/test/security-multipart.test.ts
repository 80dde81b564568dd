// A malformed multipart body (no boundary, cut short, a part that never ends) is the caller's
// fault: every upload route answers 400 and stores nothing. Before, the parser's errors
// reached the error handler as unexpected ones and came back as 500.
import { beforeAll, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

const BOUNDARY = 'PawsBoundary'
const BODIES: Record<string, { type: string; body: string }> = {
  noBoundary: { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
  emptyBoundary: { type: 'multipart/form-data; boundary=', body: 'lorem' },
  cutShort: {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  },
  garbage: { type: `multipart/form-data; boundary=${BOUNDARY}`, body: 'lorem ipsum dolor' },
  openingOnly: { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\n` },
}

let routes: { name: string; user: TestUser; url: string }[] = []

beforeAll(async () => {
  await resetDb(db)
  const adopter = await createUser(ctx)
  const ngo = await createUser(ctx, { role: 'ngo' })
  const rescue = await report(app, adopter)
  const animal = await insertAnimal(db, adopter.id)
  routes = [
    { name: 'POST /api/users/avatar', user: adopter, url: '/api/users/avatar' },
    { name: 'POST /api/rescues/{id}/images', user: adopter, url: `/api/rescues/${rescue.id}/images` },
    {
      name: 'POST /api/rescues/{id}/actions/{key}/photos',
      user: ngo,
      url: `/api/rescues/${rescue.id}/actions/6f1c2b1e-8a3d-4f7e-9c55-2d7e0b8a9f10/photos`,
    },
    { name: 'POST /api/animals', user: adopter, url: '/api/animals' },
    { name: 'POST /api/animals/{id}/images', user: adopter, url: `/api/animals/${animal}/images` },
    { name: 'POST /api/ngos/{id}/images', user: ngo, url: `/api/ngos/${ngo.ngoId}/images` },
  ]
})

describe('malformed multipart bodies', () => {
  it('get a 400 on all six upload routes, and nothing is stored', async () => {
    const before = await db.selectFrom('rescue_images').select('id').execute()
    const answers: string[] = []
    for (const route of routes) {
      for (const [kind, { type, body }] of Object.entries(BODIES)) {
        const res = await app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...bearer(route.user), 'content-type': type },
          payload: body,
        })
        answers.push(`${route.name} ${kind} ${res.statusCode}`)
        expect(res.statusCode, `${route.name} ${kind}: ${res.body}`).toBeLessThan(500)
      }
    }
    expect(answers.filter((a) => !a.endsWith(' 400'))).toEqual([])
    expect(await db.selectFrom('rescue_images').select('id').execute()).toEqual(before)
  })
})
