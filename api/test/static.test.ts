// The built PWA served at /: precompressed copies (.br, .gz) for browsers that accept them,
// long caching for hashed assets, and the shell for client-side routes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { buildServer } from '../src/runtime.ts'
import { fileDatabaseUrl } from './support/database.ts'
import { tempDir } from './support/temp-dir.ts'

const BOOT = "document.documentElement.setAttribute('data-first','home')"
const SHELL = `<!doctype html><html><head><title>Mumbai Paws</title><script>${BOOT}</script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`

function writeWithCopies(path: string, body: string) {
  writeFileSync(path, body)
  writeFileSync(`${path}.br`, brotliCompressSync(body))
  writeFileSync(`${path}.gz`, gzipSync(body))
}

const dist = tempDir('paws-dist-')
mkdirSync(join(dist, 'assets'))
writeWithCopies(join(dist, 'index.html'), SHELL)
writeWithCopies(join(dist, 'assets', 'index-abc123.js'), SCRIPT)
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

const url = await fileDatabaseUrl()
const config = loadConfig(
  { NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long' },
  { uploadsDir: tempDir('paws-uploads-') },
)
const { db } = createDatabase(url, 2)
const app = await buildServer({ config, db, databaseUrl: url, close: async () => {} }, dist)
await app.ready()
afterAll(async () => {
  await app.close()
  await db.destroy()
})

const get = (path: string, encoding?: string) =>
  app.inject({ method: 'GET', url: path, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

describe('the PWA at /', () => {
  it('sends the shell at / brotli- or gzip-compressed, or plain', async () => {
    const br = await get('/', 'gzip, deflate, br')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/^text\/html/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SHELL)

    const gz = await get('/', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SHELL)

    const plain = await get('/')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SHELL)
  })

  it('sends hashed assets compressed with a year-long immutable cache', async () => {
    const res = await get('/assets/index-abc123.js', 'br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('compresses a file without compressed copies as it is sent, when the browser takes it', async () => {
    const res = await get('/favicon.svg', 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<svg')
    const plain = await get('/favicon.svg')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<svg')
  })

  it('answers client-side routes with the shell and leaves the API alone', async () => {
    const route = await get('/animals/12', 'br')
    expect(route.statusCode).toBe(200)
    expect(route.headers['content-type']).toMatch(/^text\/html/)
    expect(route.headers['cache-control']).toBe('no-cache')
    const shell =
      route.headers['content-encoding'] === 'br' ? brotliDecompressSync(route.rawPayload).toString() : route.body
    expect(shell).toBe(SHELL)
    const api = await get('/api/nothing-here', 'br')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ statusCode: 404 })
    expect((await get('/assets/missing.js', 'br')).statusCode).toBe(404)
  })
})

describe('the content security policy', () => {
  it("lets the page's own inline script run, by its hash, and no other", async () => {
    const page = await get('/')
    const policy = String(page.headers['content-security-policy'])
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    const hash = createHash('sha256').update(BOOT, 'utf8').digest('base64')
    expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`])
  })
})

describe('the headers of a file a page fetches', () => {
  it("sends a script only a file's headers, and a page and the API the page's too", async () => {
    const script = await get('/assets/index-abc123.js', 'br')
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site')
    expect(script.headers['strict-transport-security']).toMatch(/max-age=/)
    expect(script.headers['referrer-policy']).toBe('no-referrer')
    expect(script.headers['content-security-policy']).toBeUndefined()
    expect(script.headers['x-frame-options']).toBeUndefined()

    // Anything that could be drawn as a page keeps the page's policy: the shell, an SVG, the API.
    for (const path of ['/', '/animals/12', '/favicon.svg', '/api/health', '/assets/index-abc123.js/x']) {
      const res = await get(path)
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
    }
  })
})

describe("the API's answers", () => {
  it('are compressed for a client that takes Brotli or gzip, and plain for one that does not', async () => {
    const br = await get('/api/docs/json', 'gzip, deflate, br')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const document = JSON.parse(brotliDecompressSync(br.rawPayload).toString())
    expect(document.openapi).toMatch(/^3\./)
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 3)

    const gz = await get('/api/docs/json', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(document)

    const plain = await get('/api/docs/json')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toEqual(document)
  })

  it('leave a small answer as it is', async () => {
    const health = await get('/api/health', 'br')
    expect(health.statusCode).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toMatchObject({ status: expect.any(String) })
  })
})
