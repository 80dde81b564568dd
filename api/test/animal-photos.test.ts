// Photo intake for animals (docs/rules.md#photos): a corpus of good and hostile files, the
// 5-photo limit counting stored ones, and metadata (EXIF GPS) never surviving.
import { englishTranslator as english } from '../src/lib/i18n.ts'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { MESSAGES } from '@paws/contracts'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { type FilePart, jpeg, multipart, png, pngBomb, webp } from './support/factories/images.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db, config } = ctx
const STORED = /^\/uploads\/animals\/[0-9a-f-]{36}\.webp$/
let owner: TestUser

beforeAll(async () => {
  await resetDb(db)
  owner = await createUser(ctx)
})
beforeEach(async () => {
  await db.deleteFrom('animals').execute()
})

const pathOf = (url: string) => join(config.uploadsDir, url.replace(/^\/uploads\//, ''))
const storedFiles = () =>
  existsSync(join(config.uploadsDir, 'animals')) ? readdirSync(join(config.uploadsDir, 'animals')) : []

async function upload(id: number, files: FilePart[], user: TestUser = owner) {
  const form = multipart({}, files)
  return app.inject({
    method: 'POST',
    url: `/api/animals/${id}/images`,
    headers: { ...bearer(user), ...form.headers },
    payload: form.payload,
  })
}

describe('the photo corpus', () => {
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  )
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')

  const cases: [string, () => Promise<FilePart>, number][] = [
    ['a real JPEG', async () => ({ bytes: await jpeg(), name: 'dog.jpg' }), 200],
    ['a real PNG', async () => ({ bytes: await png(), name: 'dog.png', type: 'image/png' }), 200],
    ['a real WebP', async () => ({ bytes: await webp(), name: 'dog.webp', type: 'image/webp' }), 200],
    ['an SVG with a script', async () => ({ bytes: svg, name: 'cute.svg', type: 'image/svg+xml' }), 415],
    ['an SVG named .png', async () => ({ bytes: svg, name: 'cute.png', type: 'image/png' }), 415],
    ['an HTML file renamed .jpg', async () => ({ bytes: html, name: 'photo.jpg', type: 'image/jpeg' }), 415],
    ['a truncated JPEG', async () => ({ bytes: (await jpeg(400, 300)).subarray(0, 300), name: 'cut.jpg' }), 422],
    ['a decompression-bomb PNG (20000x20000)', async () => ({ bytes: await pngBomb(), name: 'bomb.png' }), 422],
    ['a file name with ../', async () => ({ bytes: await jpeg(), name: '../../../etc/passwd.jpg' }), 200],
  ]

  for (const [label, make, status] of cases) {
    it(`${label} -> ${status}`, async () => {
      const id = await insertAnimal(db, owner.id)
      const before = storedFiles().length
      const res = await upload(id, [await make()])
      expect(res.statusCode, res.body).toBe(status)
      const row = await db.selectFrom('animals').select('images').where('id', '=', id).executeTakeFirstOrThrow()
      if (status === 200) {
        expect(res.json().urls).toHaveLength(1)
        expect(res.json().urls[0]).toMatch(STORED)
        expect(row.images).toEqual(res.json().urls)
        const stored = await sharp(pathOf(res.json().urls[0])).metadata()
        expect(stored.format).toBe('webp')
        expect(existsSync(pathOf(res.json().urls[0].replace('.webp', '-thumb.webp')))).toBe(true)
        const small = await sharp(pathOf(res.json().urls[0].replace('.webp', '-small.webp'))).metadata()
        expect([small.format, small.width, small.height]).toEqual(['webp', 360, 270])
        const avif = await sharp(pathOf(res.json().urls[0].replace('.webp', '-small.avif'))).metadata()
        expect([avif.format, avif.width, avif.height]).toEqual(['heif', 360, 270])
      } else {
        expect(res.json().message).toEqual(expect.any(String))
        expect(row.images).toEqual([])
        expect(storedFiles().length).toBe(before)
      }
    })
  }

  it('the ../ name writes nothing outside the uploads folder', async () => {
    const id = await insertAnimal(db, owner.id)
    await upload(id, [{ bytes: await jpeg(), name: '../../escape.jpg' }])
    expect(existsSync(join(config.uploadsDir, '..', 'escape.jpg'))).toBe(false)
    expect(existsSync(join(config.uploadsDir, '..', '..', 'escape.jpg'))).toBe(false)
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}((-thumb|-small)?\.webp|-small\.avif)$/.test(name))).toBe(true)
  })

  it('a large real photo (several MB) is accepted and shrunk', async () => {
    const side = 1800
    const noise = Buffer.alloc(side * side * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024)
    const id = await insertAnimal(db, owner.id)
    const res = await upload(id, [{ bytes: big }])
    expect(res.statusCode, res.body).toBe(200)
    const stored = await sharp(pathOf(res.json().urls[0])).metadata()
    expect(Math.max(stored.width!, stored.height!)).toBe(1600)
  })

  it('a file over 10 MB -> 413', async () => {
    const id = await insertAnimal(db, owner.id)
    const big = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024)])
    const res = await upload(id, [{ bytes: big }])
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe(MESSAGES.fileTooLarge(english, 10))
  })

  it('a bad file among good ones stores none of them', async () => {
    const id = await insertAnimal(db, owner.id)
    const before = storedFiles().length
    const res = await upload(id, [{ bytes: await jpeg() }, { bytes: Buffer.from('<html></html>') }])
    expect(res.statusCode).toBe(415)
    expect(storedFiles().length).toBe(before)
  })

  it('a request that is not multipart -> 415', async () => {
    const id = await insertAnimal(db, owner.id)
    const res = await app.inject({
      method: 'POST',
      url: `/api/animals/${id}/images`,
      headers: bearer(owner),
      payload: { images: [] },
    })
    expect(res.statusCode).toBe(415)
  })
})

describe('at most 5 photos per animal, counting stored ones', () => {
  const stored = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/animals/stored-${i}.webp`)

  it('a 6th photo -> 422 with the spec message', async () => {
    const id = await insertAnimal(db, owner.id, { images: stored(5) })
    const res = await upload(id, [{ bytes: await jpeg() }])
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(MESSAGES.maxImages(english, 5))
  })

  it('3 stored + 3 sent -> 422 and nothing stored; 3 + 2 -> all 5', async () => {
    const id = await insertAnimal(db, owner.id, { images: stored(3) })
    const before = storedFiles().length
    const three = [{ bytes: await jpeg() }, { bytes: await png() }, { bytes: await webp() }]
    const res = await upload(id, three)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(MESSAGES.maxImages(english, 3))
    expect(storedFiles().length).toBe(before)
    const ok = await upload(id, three.slice(0, 2))
    expect(ok.statusCode).toBe(200)
    expect(ok.json().urls.slice(0, 3)).toEqual(stored(3))
    expect(ok.json().urls).toHaveLength(5)
  })

  it('six photos in one request, on create or on upload -> 422', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => jpeg()))
    const id = await insertAnimal(db, owner.id)
    const res = await upload(
      id,
      six.map((bytes) => ({ bytes })),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(MESSAGES.maxImages(english, 0))
    const form = multipart(
      { name: 'Tiger', species: 'cat', size: 'small' },
      six.map((bytes) => ({ bytes })),
    )
    const created = await app.inject({
      method: 'POST',
      url: '/api/animals',
      headers: { ...bearer(owner), ...form.headers },
      payload: form.payload,
    })
    expect(created.statusCode).toBe(422)
    expect(await db.selectFrom('animals').select('id').where('name', '=', 'Tiger').execute()).toEqual([])
  })

  it('two uploads racing for the last slots cannot pass the limit together', async () => {
    const id = await insertAnimal(db, owner.id, { images: stored(3) })
    const two = [{ bytes: await jpeg() }, { bytes: await png() }]
    const results = await Promise.all([upload(id, two), upload(id, two)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422])
    const row = await db.selectFrom('animals').select('images').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.images).toHaveLength(5)
  })
})

describe('deleting a photo', () => {
  it('removes the index, its files, and answers the animal', async () => {
    const id = await insertAnimal(db, owner.id)
    const urls = (await upload(id, [{ bytes: await jpeg() }, { bytes: await png() }])).json().urls as string[]
    const res = await app.inject({ method: 'DELETE', url: `/api/animals/${id}/images/0`, headers: bearer(owner) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, images: [urls[1]] })
    expect(existsSync(pathOf(urls[0]))).toBe(false)
    expect(existsSync(pathOf(urls[0].replace('.webp', '-thumb.webp')))).toBe(false)
    expect(existsSync(pathOf(urls[0].replace('.webp', '-small.webp')))).toBe(false)
    expect(existsSync(pathOf(urls[0].replace('.webp', '-small.avif')))).toBe(false)
    expect(existsSync(pathOf(urls[1]))).toBe(true)
    const missing = await app.inject({ method: 'DELETE', url: `/api/animals/${id}/images/1`, headers: bearer(owner) })
    expect(missing.statusCode).toBe(404)
  })
})

describe('metadata', () => {
  it('stored photos never carry EXIF (GPS included)', async () => {
    const withGps = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#7a5' } })
      .withExif({
        IFD0: { Make: 'PawsCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 4/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '72/1 52/1 10/1',
        },
      })
      .jpeg()
      .toBuffer()
    const source = await sharp(withGps).metadata()
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true) // GPS IFD pointer tag
    const id = await insertAnimal(db, owner.id)
    const res = await upload(id, [{ bytes: withGps }])
    expect(res.statusCode).toBe(200)
    const url = res.json().urls[0] as string
    for (const file of [
      pathOf(url),
      pathOf(url.replace('.webp', '-thumb.webp')),
      pathOf(url.replace('.webp', '-small.webp')),
      pathOf(url.replace('.webp', '-small.avif')),
    ]) {
      const meta = await sharp(file).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
    }
  })
})

describe("a card's small photo", () => {
  it('is sent as AVIF to a browser that takes it (fewer bytes), as WebP otherwise, under one address', async () => {
    const id = await insertAnimal(db, owner.id)
    // A real photo (a demo animal's): a flat test picture is a few hundred bytes either way.
    const photo = readFileSync(
      new URL(
        `../seed-photos/${readdirSync(new URL('../seed-photos/', import.meta.url)).find((f) => /\.jpe?g$/i.test(f))}`,
        import.meta.url,
      ),
    )
    const url = (await upload(id, [{ bytes: photo }])).json().urls[0] as string
    const small = url.replace('.webp', '-small.webp')
    const phone = await app.inject({ method: 'GET', url: small, headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(phone.statusCode).toBe(200)
    expect(phone.headers['content-type']).toBe('image/avif')
    expect(phone.headers.vary).toMatch(/accept/i)
    expect((await sharp(phone.rawPayload).metadata()).format).toBe('heif')
    const older = await app.inject({ method: 'GET', url: small, headers: { accept: 'image/webp,*/*' } })
    expect(older.statusCode).toBe(200)
    expect(older.headers['content-type']).toBe('image/webp')
    expect(older.headers.vary).toMatch(/accept/i)
    expect(phone.rawPayload.length).toBeLessThan(older.rawPayload.length)
  })

  it('of a photo stored before the AVIF copies existed gets its copy on the first such request', async () => {
    const id = await insertAnimal(db, owner.id)
    const url = (await upload(id, [{ bytes: await jpeg() }])).json().urls[0] as string
    const avifFile = pathOf(url.replace('.webp', '-small.avif'))
    rmSync(avifFile)
    const res = await app.inject({
      method: 'GET',
      url: url.replace('.webp', '-small.webp'),
      headers: { accept: 'image/avif,*/*' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/avif')
    expect(statSync(avifFile).size).toBe(res.rawPayload.length)
    const meta = await sharp(avifFile).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 360, 270])
  })

  it('that does not exist is a 404, whatever the browser takes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/uploads/animals/00000000-0000-0000-0000-000000000000-small.webp',
      headers: { accept: 'image/avif,*/*' },
    })
    expect(res.statusCode).toBe(404)
  })
})
