// Photos on S3-compatible storage, against s3rver (a real S3 protocol server on loopback).
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { bearer, createUser, setupApp } from './support/helper.ts'
import { tempDir } from './support/temp-dir.ts'

const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: tempDir('paws-s3-'),
  configureBuckets: [{ name: 'paws-photos', configs: [] }],
})
const address = await s3.run()
afterAll(() => s3.close())
const endpoint = `http://127.0.0.1:${address.port}`

const ctx = await setupApp({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: 'paws-photos',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
})

describe('S3 photo storage', () => {
  it('uploads to the bucket with signed requests, serves from it, and deletes from it', async () => {
    const user = await createUser(ctx)
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#48a' } })
      .jpeg()
      .toBuffer()
    const boundary = '----s3-test'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      payload,
      headers: { ...bearer(user), 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(res.statusCode).toBe(200)
    const url: string = res.json().avatarUrl
    expect(url).toMatch(new RegExp(`^${endpoint}/paws-photos/avatars/[0-9a-f-]{36}\\.webp$`))
    const stored = await fetch(url)
    expect(stored.status).toBe(200)
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).format).toBe('webp')
    expect((await fetch(url.replace('.webp', '-thumb.webp'))).status).toBe(200)

    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/users/avatar', headers: bearer(user) })
    expect(removed.statusCode).toBe(200)
    expect((await fetch(url)).status).toBe(404)
  })

  it('refuses a half-configured bucket at boot', async () => {
    const { loadConfig } = await import('../src/config.ts')
    expect(() => loadConfig({ S3_ENDPOINT: endpoint })).toThrow(/S3 storage needs all of/)
  })
})
