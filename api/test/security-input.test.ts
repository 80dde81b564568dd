// Text with a NUL byte and integers beyond a PostgreSQL integer column used
// to reach the database and come back as 500s. Every such input is now a 400 that says what
// is wrong, refused before any SQL runs.
import Fastify from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import errorsPlugin from '../src/plugins/app/errors.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx
let adopter: TestUser
let admin: TestUser

beforeAll(async () => {
  await resetDb(db)
  adopter = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
})

async function expect400(res: { statusCode: number; json(): { message: string } }, pattern: RegExp) {
  expect(res.statusCode).toBe(400)
  expect(res.json().message).toMatch(pattern)
}

describe('NUL bytes', () => {
  it('are refused in query strings', async () => {
    for (const url of ['/api/animals?search=%00', '/api/ngos?search=a%00b', '/api/animals?city=%00']) {
      await expect400(await app.inject({ method: 'GET', url }), /must not contain NUL/)
    }
    await expect400(
      await app.inject({ method: 'GET', url: '/api/rescues?search=%00', headers: bearer(adopter) }),
      /must not contain NUL/,
    )
    await expect400(
      await app.inject({ method: 'GET', url: '/api/users?search=%00', headers: bearer(admin) }),
      /must not contain NUL/,
    )
  })

  it('are refused in any body field, sign-up included', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Nu\u0000l',
        lastName: 'Byte',
        email: 'nul@example.test',
        password: 'Secret@123',
        phone: '9876543210',
      },
    })
    await expect400(register, /firstName must not contain NUL/)
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@example.test', password: 'x' },
    })
    await expect400(login, /must not contain NUL/)
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(adopter),
      payload: { bio: 'hello\u0000world' },
    })
    expect(profile.statusCode).toBe(400)
  })

  it('are refused inside free-form JSON (keys and values)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(adopter),
      payload: { address: { 'k\u0000': 'v' } },
    })
    await expect400(res, /field names containing NUL/)
    const value = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(adopter),
      payload: { address: { street: { line: ['ok', 'b\u0000d'] } } },
    })
    await expect400(value, /address\.street\.line\.1 must not contain NUL/)
  })
})

describe('unpaired surrogates', () => {
  it('are refused in free-form JSON (jsonb cannot store them)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(adopter),
      payload: { address: { street: 'a\ud800b' } },
    })
    await expect400(res, /address\.street must be valid Unicode text/)
  })
})

describe('integers beyond the columns', () => {
  it('are refused in paths, queries and bodies', async () => {
    await expect400(await app.inject({ method: 'GET', url: '/api/animals/99999999999' }), /id must be <= 2147483647/)
    await expect400(await app.inject({ method: 'GET', url: '/api/animals/2147483648' }), /2147483647/)
    expect((await app.inject({ method: 'GET', url: '/api/animals/2147483647' })).statusCode).toBe(404)
    await expect400(
      await app.inject({ method: 'GET', url: '/api/animals?page=99999999999999999999' }),
      /page must be <= 2147483647/,
    )
    await expect400(
      await app.inject({
        method: 'POST',
        url: '/api/adoptions',
        headers: bearer(adopter),
        payload: { animalId: 2147483648 },
      }),
      /animalId must be <= 2147483647/,
    )
    await expect400(
      await app.inject({ method: 'GET', url: '/api/rescues?ngoId=99999999999', headers: bearer(admin) }),
      /2147483647/,
    )
  })
})

describe('deeply nested JSON', () => {
  it('is a 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(adopter), 'content-type': 'application/json' },
      payload: `{"address":{"x":${deep}}}`,
    })
    await expect400(res, /must not nest more than 32 levels/)
  })
})

describe('the error handler as a safety net', () => {
  it('answers PostgreSQL data errors about bad text or numbers with a 400', async () => {
    const bare = Fastify()
    await bare.register(errorsPlugin)
    bare.get('/:code', async (req) => {
      throw Object.assign(new Error('from the database'), { code: (req.params as { code: string }).code })
    })
    for (const code of ['22021', '22P05', '22P02', '22003', '22008']) {
      const res = await bare.inject({ method: 'GET', url: `/${code}` })
      expect(res.statusCode, code).toBe(400)
      expect(res.json().message).not.toContain('from the database')
    }
    expect((await bare.inject({ method: 'GET', url: '/23505' })).statusCode).toBe(500)
    await bare.close()
  })
})
