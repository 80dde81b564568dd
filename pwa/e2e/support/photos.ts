// Two real photo files for the upload tests, made with sharp (a dependency of the API package):
// a JPEG and a PNG (the PNG goes through the on-device compression to JPEG).
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const sharp = createRequire(new URL('../../../api/package.json', import.meta.url))('sharp') as typeof import('sharp')

function texture(width: number, height: number, seed: number): Buffer {
  const raw = Buffer.alloc(width * height * 3)
  let x = seed
  for (let y = 0; y < height; y++) {
    for (let col = 0; col < width; col++) {
      x = (x * 1103515245 + 12345) >>> 0
      const i = (y * width + col) * 3
      raw[i] = (col * 255) / width
      raw[i + 1] = (y * 255) / height
      raw[i + 2] = (x >>> 24) & 0xff
    }
  }
  return raw
}

/** Writes photo-1.jpg (1024x768) and photo-2.png (800x600) into `dir`; returns their paths. */
export async function makePhotos(dir: string): Promise<[string, string]> {
  mkdirSync(dir, { recursive: true })
  const jpeg = join(dir, 'photo-1.jpg')
  const png = join(dir, 'photo-2.png')
  writeFileSync(
    jpeg,
    await sharp(texture(1024, 768, 1), { raw: { width: 1024, height: 768, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  )
  writeFileSync(
    png,
    await sharp(texture(800, 600, 2), { raw: { width: 800, height: 600, channels: 3 } })
      .png()
      .toBuffer(),
  )
  return [jpeg, png]
}
