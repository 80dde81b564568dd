// Where photos live: the local uploads directory (served at /uploads/) by default, or an
// S3-compatible bucket when S3_* is configured. Keys are server-made paths like
// "animals/<uuid>.webp"; the public URL is what the database keeps.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { AwsClient } from 'aws4fetch'
import type { Config } from '../config.ts'

export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>
  remove(url: string): Promise<void>
  /** Every stored key (for backups), in no particular order. */
  list(): AsyncIterable<string>
  /** The bytes stored under `key`. */
  get(key: string): Promise<Buffer>
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key))
    if (!path.startsWith(normalize(root))) throw new Error(`storage key escapes the uploads folder: ${key}`)
    return path
  }
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, bytes)
      return `/uploads/${key}`
    },
    async remove(url) {
      if (!url.startsWith('/uploads/')) return
      await rm(pathOf(url.slice('/uploads/'.length)), { force: true })
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return []
          throw err
        },
      )
      for (const entry of entries) {
        if (entry.isFile()) yield relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')
      }
    },
    get: (key) => readFile(pathOf(key)),
  }
}

function xmlText(value: string): string {
  return value.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (entity, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? entity,
  )
}

export interface S3Options {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Base URL the public reads photos from (a CDN or the bucket's public address). */
  publicUrl?: string
}

export function s3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  })
  const bucketUrl = `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
  const publicBase = (options.publicUrl ?? bucketUrl).replace(/\/$/, '')
  return {
    async put(key, bytes, contentType) {
      const res = await client.fetch(`${bucketUrl}/${key}`, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      })
      if (!res.ok) throw new Error(`S3 upload of ${key} failed: ${res.status} ${await res.text()}`)
      return `${publicBase}/${key}`
    },
    async remove(url) {
      if (!url.startsWith(`${publicBase}/`)) return
      const res = await client.fetch(`${bucketUrl}/${url.slice(publicBase.length + 1)}`, { method: 'DELETE' })
      if (!res.ok && res.status !== 404) throw new Error(`S3 delete of ${url} failed: ${res.status}`)
    },
    async *list() {
      let token: string | undefined
      do {
        const query = new URLSearchParams({ 'list-type': '2', ...(token ? { 'continuation-token': token } : {}) })
        const res = await client.fetch(`${bucketUrl}?${query}`)
        const xml = await res.text()
        if (!res.ok) throw new Error(`S3 listing of ${options.bucket} failed: ${res.status} ${xml}`)
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) yield xmlText(m[1])
        const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        token = truncated ? xmlText(xml.match(/<NextContinuationToken>([^<]*)</)?.[1] ?? '') || undefined : undefined
      } while (token)
    },
    async get(key) {
      const res = await client.fetch(`${bucketUrl}/${key}`)
      if (!res.ok) throw new Error(`S3 read of ${key} failed: ${res.status}`)
      return Buffer.from(await res.arrayBuffer())
    },
  }
}

export function storageFor(config: Config): Storage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    })
  }
  return localStorage(config.uploadsDir)
}
