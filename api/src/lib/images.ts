// Photo intake (docs/rules.md#photos): the type is read from the bytes, never the name; only
// jpeg, png, webp and gif; decoded with a pixel cap (decompression bombs) and in strict mode
// (truncated files); re-encoded so no metadata, GPS included, survives; stored as a large
// version, a thumbnail (400 px square: cards on a desk, lists) and a small one (360x270, the
// 4:3 card of a phone's two columns at twice its pixels, and Save-Data) under
// server-made UUID names. The small one is also kept as AVIF (about half the bytes of the WebP
// at the same look), sent instead of the WebP to browsers that take it (plugins/external/
// static.ts); a photo stored before it existed gets it on its first such request.
import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { IMAGE_TYPES, MAX_IMAGE_MB } from '@paws/contracts'
import { BusinessRule, PayloadTooLarge, UnsupportedMedia } from './errors.ts'
import type { Storage } from './storage.ts'

const MAX_PIXELS = 60_000_000
const LARGE = { width: 1600, height: 1600 }
const THUMB = { width: 400, height: 400 }
const SMALL = { width: 360, height: 270 }
const ALLOWED = IMAGE_TYPES.map((t) => t.replace('image/', ''))

sharp.cache(false)
sharp.concurrency(1)

export interface StoredImage {
  url: string
  thumbUrl: string
}

/** The thumbnail URL that goes with a stored large image URL. */
export function thumbUrlOf(url: string): string {
  return url.replace(/\.webp$/, '-thumb.webp')
}

/** The small (360x270) version's URL that goes with a stored large image URL. */
export function smallUrlOf(url: string): string {
  return url.replace(/\.webp$/, '-small.webp')
}

/** The small version's AVIF copy, next to its WebP. */
export function smallAvifUrlOf(url: string): string {
  return url.replace(/\.webp$/, '-small.avif')
}

/** The small version as AVIF, from the stored large photo (already upright and without metadata). */
export function smallAvif(large: Buffer): Promise<Buffer> {
  return sharp(large, { limitInputPixels: MAX_PIXELS })
    .resize({ ...SMALL, fit: 'cover', position: 'attention' })
    .avif({ quality: 40, effort: 4 })
    .toBuffer()
}

/** The 413 of a photo over MAX_IMAGE_MB. */
export function fileTooLarge(): PayloadTooLarge {
  return new PayloadTooLarge('validation.fileTooLarge', { mb: MAX_IMAGE_MB })
}

export async function checkImage(bytes: Buffer): Promise<void> {
  if (bytes.length > MAX_IMAGE_MB * 1024 * 1024) throw fileTooLarge()
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new UnsupportedMedia('validation.invalidFileType', { allowed: ALLOWED.join(', ') })
  }
}

async function encode(bytes: Buffer) {
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', animated: false })
  try {
    const meta = await input().metadata()
    if (!meta.width || !meta.height) throw new Error('no dimensions')
    const large = await input()
      .rotate()
      .resize({ ...LARGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
    const thumb = await input()
      .rotate()
      .resize({ ...THUMB, fit: 'cover', position: 'attention' })
      .webp({ quality: 72 })
      .toBuffer()
    const small = await input()
      .rotate()
      .resize({ ...SMALL, fit: 'cover', position: 'attention' })
      // The phone's photo: the encoder's most thorough effort (7% smaller at the same quality).
      .webp({ quality: 68, effort: 6 })
      .toBuffer()
    return { large, thumb, small, smallAvif: await smallAvif(large) }
  } catch (err) {
    const message = err instanceof Error ? err.message : ''
    if (/pixel limit/i.test(message)) {
      throw new BusinessRule('error.image.tooManyPixels')
    }
    throw new BusinessRule('error.image.unreadable')
  }
}

/** A photo's stored versions, checked and re-encoded, not stored yet. */
export type EncodedImage = Awaited<ReturnType<typeof encode>>

/** Checks and re-encodes one photo. */
export async function prepareImage(bytes: Buffer): Promise<EncodedImage> {
  await checkImage(bytes)
  return encode(bytes)
}

/** Stores a prepared photo under `folder`, under a new name; answers its public URLs. */
export async function putImage(storage: Storage, folder: string, image: EncodedImage): Promise<StoredImage> {
  const { large, thumb, small, smallAvif } = image
  const name = randomUUID()
  const url = await storage.put(`${folder}/${name}.webp`, large, 'image/webp')
  await storage.put(`${folder}/${name}-thumb.webp`, thumb, 'image/webp')
  await storage.put(`${folder}/${name}-small.webp`, small, 'image/webp')
  await storage.put(`${folder}/${name}-small.avif`, smallAvif, 'image/avif')
  return { url, thumbUrl: thumbUrlOf(url) }
}

/** Checks, re-encodes and stores one photo under `folder`; answers its public URLs. */
export async function storeImage(storage: Storage, folder: string, bytes: Buffer): Promise<StoredImage> {
  return putImage(storage, folder, await prepareImage(bytes))
}

export async function removeImage(storage: Storage, url: string): Promise<void> {
  await storage.remove(url)
  await storage.remove(thumbUrlOf(url))
  await storage.remove(smallUrlOf(url))
  await storage.remove(smallAvifUrlOf(url))
}
