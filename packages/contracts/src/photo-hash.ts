// A photo's perceptual hash (dHash, "difference hash": Krawetz, "Kind of Like That", 2013):
// the picture reduced to a 9x8 grayscale grid, each bit saying whether a cell is darker than
// its right-hand neighbour. Re-encoding, resizing and small crops (what a messenger does to a
// forwarded photo) change few of the 64 bits; a different photo changes about half. Two
// photos within PHOTO_HASH_MAX_DISTANCE bits are taken for the same picture (the threshold
// is set by pwa/bench/photo-hash.bench.ts on the demo photos' re-shares).
export const PHOTO_HASH_WIDTH = 9
export const PHOTO_HASH_HEIGHT = 8
export const PHOTO_HASH_MAX_DISTANCE = 12
/** 64 bits as 16 lowercase hex digits. */
export const PHOTO_HASH_PATTERN = '^[0-9a-f]{16}$'

/** The hash of a 9x8 grid of gray levels (row by row). */
export function dHash(gray: ArrayLike<number>): string {
  let out = ''
  let nibble = 0
  let bits = 0
  for (let y = 0; y < PHOTO_HASH_HEIGHT; y++) {
    for (let x = 0; x < PHOTO_HASH_WIDTH - 1; x++) {
      const i = y * PHOTO_HASH_WIDTH + x
      nibble = (nibble << 1) | (gray[i] < gray[i + 1] ? 1 : 0)
      bits += 1
      if (bits === 4) {
        out += nibble.toString(16)
        nibble = 0
        bits = 0
      }
    }
  }
  return out
}

/**
 * Whether a hash tells a picture apart: one whose eight rows are all alike (a flat colour, a
 * plain gradient, a blank screen) would match every other such image, so it is not used.
 */
export function isTellingHash(hash: string): boolean {
  const rows = hash.match(/../g) ?? []
  return rows.length === 8 && rows.some((row) => row !== rows[0])
}

/** How many of the 64 bits differ. */
export function hashDistance(a: string, b: string): number {
  let distance = 0
  for (let i = 0; i < 16; i += 4) {
    let x = Number.parseInt(a.slice(i, i + 4), 16) ^ Number.parseInt(b.slice(i, i + 4), 16)
    while (x) {
      distance += x & 1
      x >>>= 1
    }
  }
  return distance
}

/**
 * The 9x8 grid from an RGBA image of `width` x `height` (any size, at least 9x8): each cell the
 * mean luma (ITU-R BT.601) of the pixels it covers, so the result hardly depends on how the
 * image was scaled down before.
 */
export function grayGrid(rgba: ArrayLike<number>, width: number, height: number): Float64Array {
  const grid = new Float64Array(PHOTO_HASH_WIDTH * PHOTO_HASH_HEIGHT)
  const counts = new Float64Array(grid.length)
  for (let y = 0; y < height; y++) {
    const gy = Math.min(PHOTO_HASH_HEIGHT - 1, Math.floor((y * PHOTO_HASH_HEIGHT) / height))
    for (let x = 0; x < width; x++) {
      const gx = Math.min(PHOTO_HASH_WIDTH - 1, Math.floor((x * PHOTO_HASH_WIDTH) / width))
      const p = (y * width + x) * 4
      const cell = gy * PHOTO_HASH_WIDTH + gx
      grid[cell] += 0.299 * rgba[p] + 0.587 * rgba[p + 1] + 0.114 * rgba[p + 2]
      counts[cell] += 1
    }
  }
  for (let i = 0; i < grid.length; i++) grid[i] /= counts[i] || 1
  return grid
}
