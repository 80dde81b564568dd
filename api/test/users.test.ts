import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, PASSWORD, resetDb, setupApp } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx
beforeEach(() => resetDb(db))

function multipart(field: string, filename: string, bytes: Buffer, type: string) {
  const boundary = '----paws-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('profile', () => {
  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'PUT', url: '/api/users/profile', payload: { city: 'Pune' } })).statusCode).toBe(
      401,
    )
  })

  it('updates the editable fields and keeps the rest', async () => {
    const user = await createUser(ctx)
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user),
      payload: {
        firstName: ' Kavya ',
        phone: '9123456780',
        address: '12 Linking Road',
        city: 'Mumbai',
        pincode: '400050',
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      firstName: 'Kavya',
      lastName: 'Adopter',
      phone: '9123456780',
      address: { street: '12 Linking Road' },
      city: 'Mumbai',
      pincode: '400050',
      role: 'adopter',
    })
  })

  it('refuses role and other fields it does not own (mass assignment)', async () => {
    const user = await createUser(ctx)
    for (const payload of [{ role: 'admin' }, { isActive: false }, { emailVerified: true }, { id: 1 }]) {
      const res = await app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user), payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].message).toMatch(/is not an allowed field/)
    }
    const row = await db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.role).toBe('adopter')
  })

  it('validates phone, pincode and e-mail and refuses an e-mail in use', async () => {
    const user = await createUser(ctx)
    const other = await createUser(ctx)
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user),
      payload: { phone: '123', pincode: '12', email: 'nope' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Phone number must be exactly 10 digits' },
        { field: 'pincode', message: 'Pincode must be 6 digits' },
        { field: 'email', message: 'Please enter a valid email address' },
      ]),
    )
    // A new e-mail needs the password and a code sent to it; an address in use
    // answers like any other (no enumeration) and is never applied (security-auth-email-change).
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user),
      payload: { email: other.email, currentPassword: PASSWORD },
    })
    expect(taken.statusCode).toBe(200)
    expect(taken.json().email).toBe(user.email)
  })
})

describe('avatar', () => {
  it('stores a re-encoded photo, replaces it, and removes it', async () => {
    const user = await createUser(ctx)
    const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer()
    const up = await app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      ...withAuth(user, multipart('avatar', 'me.jpg', jpeg, 'image/jpeg')),
    })
    expect(up.statusCode).toBe(200)
    const url: string = up.json().avatarUrl
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/)
    const file = await app.inject({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['cache-control']).toContain('immutable')
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp')

    const gone = await app.inject({ method: 'DELETE', url: '/api/users/avatar', headers: bearer(user) })
    expect(gone.statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user) })
    expect(profile.json().avatarUrl).toBeNull()
  })

  it('refuses a file that is not an image whatever its name', async () => {
    const user = await createUser(ctx)
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      ...withAuth(user, multipart('avatar', 'me.jpg', html, 'image/jpeg')),
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe('Invalid file type. Allowed: jpeg, png, webp, gif')
  })
})

function withAuth(user: { token: string }, request: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: request.payload, headers: { ...request.headers, ...bearer(user) } }
}
