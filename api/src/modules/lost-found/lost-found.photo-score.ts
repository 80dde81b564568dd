// The photo score of lost and found matching (docs/rules.md#lost-and-found): how alike two
// posts' photos are, from 0 to 1, computed on the server from what is installed (sharp), with
// nothing downloaded at run time. The scorer is an interface so another method (an object
// detector that crops the animal first, say) can take its place without touching the matcher.
//
// The default works on the central crop of each photo (the animal is usually in the middle,
// and the crop drops the street around it), after stretching its levels (another exposure), and
// compares: a hue and saturation histogram (the coat's colours, blind to where they sit, so a
// mirror or another crop moves nothing), a 6x6 grid of mean colours (the coat's pattern; compared
// as is and mirrored), and the perceptual hash (contracts photo-hash.ts), mirrored too. The
// features are computed once, when the photo is uploaded, so a match request only compares numbers.
import { dHash, hashDistance, PHOTO_HASH_HEIGHT, PHOTO_HASH_WIDTH } from '@paws/contracts'
import sharp from 'sharp'

export interface PhotoFeatures {
  /** The method's version: features of another version are not compared. */
  v: 1
  hash: string
  hashMirror: string
  /** Hue x saturation histogram, plus grey levels; sums to 1. */
  hist: number[]
  /** GRID x GRID cells of mean [r, g, b], each 0 to 1, row by row. */
  grid: number[]
}

export interface PhotoScorer {
  features(bytes: Buffer): Promise<PhotoFeatures>
  /** 0 (nothing alike) to 1 (the same picture); null when the two cannot be compared. */
  compare(a: PhotoFeatures, b: PhotoFeatures): number | null
}

/** The share of each side kept in the central crop. */
const CROP = 0.7
const SIDE = 48
const GRID = 6
const HUES = 12
const SATS = 3
const GREYS = 4
const HIST_BINS = HUES * SATS + GREYS

const MAX_PIXELS = 60_000_000

function centralCrop(width: number, height: number) {
  const w = Math.max(1, Math.round(width * CROP))
  const h = Math.max(1, Math.round(height * CROP))
  return { left: Math.floor((width - w) / 2), top: Math.floor((height - h) / 2), width: w, height: h }
}

function histogram(rgb: Uint8Array): number[] {
  const bins = new Array<number>(HIST_BINS).fill(0)
  const pixels = rgb.length / 3
  for (let i = 0; i < rgb.length; i += 3) {
    const r = (rgb[i] ?? 0) / 255
    const g = (rgb[i + 1] ?? 0) / 255
    const b = (rgb[i + 2] ?? 0) / 255
    const max = Math.max(r, g, b)
    const min = Math.min(r, g, b)
    const s = max === 0 ? 0 : (max - min) / max
    if (s < 0.18 || max < 0.12) {
      const grey = HUES * SATS + Math.min(GREYS - 1, Math.floor(max * GREYS))
      bins[grey] = (bins[grey] ?? 0) + 1
      continue
    }
    let h: number
    const d = max - min
    if (max === r) h = ((g - b) / d + 6) % 6
    else if (max === g) h = (b - r) / d + 2
    else h = (r - g) / d + 4
    const hue = Math.min(HUES - 1, Math.floor((h / 6) * HUES))
    const sat = Math.min(SATS - 1, Math.floor(((s - 0.18) / 0.82) * SATS))
    bins[hue * SATS + sat] = (bins[hue * SATS + sat] ?? 0) + 1
  }
  return bins.map((n) => Number((n / pixels).toFixed(4)))
}

function grid(rgb: Uint8Array): number[] {
  const cell = SIDE / GRID
  const out: number[] = []
  for (let gy = 0; gy < GRID; gy++) {
    for (let gx = 0; gx < GRID; gx++) {
      let r = 0
      let g = 0
      let b = 0
      for (let y = gy * cell; y < (gy + 1) * cell; y++) {
        for (let x = gx * cell; x < (gx + 1) * cell; x++) {
          const i = (y * SIDE + x) * 3
          r += rgb[i] ?? 0
          g += rgb[i + 1] ?? 0
          b += rgb[i + 2] ?? 0
        }
      }
      for (const c of [r, g, b]) out.push(Number((c / (cell * cell * 255)).toFixed(3)))
    }
  }
  return out
}

function mirrorGrid(cells: number[]): number[] {
  const out: number[] = []
  for (let gy = 0; gy < GRID; gy++) {
    for (let gx = GRID - 1; gx >= 0; gx--) {
      const i = (gy * GRID + gx) * 3
      out.push(cells[i] ?? 0, cells[i + 1] ?? 0, cells[i + 2] ?? 0)
    }
  }
  return out
}

/** 1 minus the mean absolute difference of the cells, stretched so unrelated photos sit near 0. */
function gridSimilarity(a: number[], b: number[]): number {
  let diff = 0
  for (let i = 0; i < a.length; i++) diff += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return Math.max(0, 1 - (diff / a.length) * 4)
}

/** Bhattacharyya coefficient of two histograms (1: the same). */
function histSimilarity(a: number[], b: number[]): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.sqrt((a[i] ?? 0) * (b[i] ?? 0))
  return Math.min(1, sum)
}

async function hashOf(input: sharp.Sharp): Promise<string> {
  const gray = await input
    .clone()
    .greyscale()
    .resize(PHOTO_HASH_WIDTH, PHOTO_HASH_HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer()
  return dHash(gray)
}

/** The default scorer: colour histogram, colour layout and perceptual hash of the central crop. */
export const colourLayoutScorer: PhotoScorer = {
  async features(bytes) {
    const base = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate()
    const meta = await base.clone().toBuffer({ resolveWithObject: true })
    const crop = sharp(meta.data, { limitInputPixels: MAX_PIXELS })
      .extract(centralCrop(meta.info.width, meta.info.height))
      .removeAlpha()
      .normalise()
    const small = crop.clone().resize(SIDE, SIDE, { fit: 'fill' })
    const rgb = new Uint8Array(await small.clone().raw().toBuffer())
    const cells = grid(rgb)
    return {
      v: 1,
      hash: await hashOf(small),
      hashMirror: await hashOf(small.clone().flop()),
      hist: histogram(rgb),
      grid: cells,
    }
  },
  compare(a, b) {
    if (a.v !== 1 || b.v !== 1 || a.hist.length !== b.hist.length || a.grid.length !== b.grid.length) return null
    const hist = histSimilarity(a.hist, b.hist)
    const layout = Math.max(gridSimilarity(a.grid, b.grid), gridSimilarity(a.grid, mirrorGrid(b.grid)))
    const bits = Math.min(hashDistance(a.hash, b.hash), hashDistance(a.hash, b.hashMirror))
    const hash = Math.max(0, 1 - bits / 32)
    return Number((0.5 * hist + 0.35 * layout + 0.15 * hash).toFixed(4))
  },
}

/** The best score between any photo of one post and any of the other's; null when either has none. */
export function bestPhotoScore(scorer: PhotoScorer, a: PhotoFeatures[], b: PhotoFeatures[]): number | null {
  let best: number | null = null
  for (const x of a) {
    for (const y of b) {
      const s = scorer.compare(x, y)
      if (s !== null && (best === null || s > best)) best = s
    }
  }
  return best
}
