// Real image files made with sharp, for upload tests.
import sharp from 'sharp'

export function solid(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
}

export const jpeg = (width?: number, height?: number) => solid(width, height).jpeg().toBuffer()
export const png = (width?: number, height?: number) => solid(width, height).png().toBuffer()
export const webp = (width?: number, height?: number) => solid(width, height).webp().toBuffer()

export interface FilePart {
  field?: string
  name?: string
  type?: string
  bytes: Buffer
}

/** A multipart/form-data body with text fields and files, and its content-type header. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----paws${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.name ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4)
  head.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([head, body, crc])
}

/**
 * A decompression bomb: a valid, tiny (about 50 KB) 1-bit greyscale PNG that declares and
 * really holds side x side pixels (400 megapixels at 20000).
 */
export async function pngBomb(side = 20000): Promise<Buffer> {
  const { deflateSync } = await import('node:zlib')
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(side, 0)
  ihdr.writeUInt32BE(side, 4)
  ihdr[8] = 1 // bit depth
  ihdr[9] = 0 // greyscale
  const raw = Buffer.alloc(side * (1 + Math.ceil(side / 8))) // every row: filter 0, all black
  const idat = deflateSync(raw, { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
