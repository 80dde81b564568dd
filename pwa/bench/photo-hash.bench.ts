// The photo hash against re-shares, as a messenger makes them (WhatsApp and the like), on 200
// distinct photos larger than the messenger's 1600 px, so its resize really happens.
//
// The 200 photos are derived from the 16 demo photos (../shared/demo-photos, DEMO_PHOTOS to
// name another folder; the demo photos are at most 1200 px): photo i comes from demo photo
// i % 16, as its view floor(i / 16) of VIEWS below: the whole frame, or one of seven regions
// (the four corners and the centre, each 55% of the width and height; the left and the right
// half), as it is or mirrored. So no two derived photos show the same view of one scene. Each is
// scaled up to a long side of 2000-2600 px and given one of four colour treatments (none,
// warm, cool, brighter with more contrast) so they do not share one tone; the colour alone
// never tells two photos apart, the view does. Each is saved as a camera would (JPEG 0.92).
//
// A re-share of each is what a messenger sends on: decoded, its long side scaled to 1600 px,
// JPEG at quality 0.65-0.75 (about 70). A second set is also cropped 1-5% at one to four edges
// (a screenshot, an editor), reported apart. All is made in Chromium (canvas), then hashed by
// the app's own code (src/lib/photo-hash.ts) with the CPU slowed 4x through the DevTools
// protocol, as on a cheap phone. Figures: re-shares within PHOTO_HASH_MAX_DISTANCE of their own
// original (target >= 90%); pairs of different photos (a re-share against every other
// original) that close (target < 1%), split into different scenes and different views of one
// scene (harder: the same animal, light and background); hash time per photo.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { hashDistance, PHOTO_HASH_MAX_DISTANCE } from '@paws/contracts/photo-hash'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const PHOTOS = 200
const MESSENGER_LONG_SIDE = 1600
const MATCH_TARGET = 0.9
const FALSE_MATCH_TARGET = 0.01
const CPU_SLOWDOWN = 4
/** Made and hashed this many at a time, so the page never holds all 200 large photos. */
const BATCH = 20
// The demo photos as shared beside the checkout (the originals), else the repository's copy.
const sharedPhotos = fileURLToPath(new URL('../../../shared/demo-photos', import.meta.url))
const photosDir =
  process.env.DEMO_PHOTOS ??
  (existsSync(sharedPhotos) ? sharedPhotos : fileURLToPath(new URL('../../api/seed-photos', import.meta.url)))
const hashModule = fileURLToPath(new URL('../src/lib/photo-hash.ts', import.meta.url))

/** A region of the demo photo (fractions of its width and height), and whether it is mirrored. */
interface View {
  name: string
  x: number
  y: number
  w: number
  h: number
  mirror: boolean
}
const REGIONS = [
  { name: 'whole', x: 0, y: 0, w: 1, h: 1 },
  { name: 'top left', x: 0, y: 0, w: 0.55, h: 0.55 },
  { name: 'top right', x: 0.45, y: 0, w: 0.55, h: 0.55 },
  { name: 'bottom left', x: 0, y: 0.45, w: 0.55, h: 0.55 },
  { name: 'bottom right', x: 0.45, y: 0.45, w: 0.55, h: 0.55 },
  { name: 'centre', x: 0.225, y: 0.225, w: 0.55, h: 0.55 },
  { name: 'left half', x: 0, y: 0, w: 0.5, h: 1 },
  { name: 'right half', x: 0.5, y: 0, w: 0.5, h: 1 },
]
const VIEWS: View[] = [false, true].flatMap((mirror) => REGIONS.map((r) => ({ ...r, mirror })))
const COLOURS = [
  'none',
  'sepia(0.3) saturate(1.3)',
  'hue-rotate(20deg) saturate(0.85)',
  'brightness(1.12) contrast(1.15)',
]

// The app's module as one script for the page (window.PawsPhotoHash.photoHash).
const bundled = await build({
  configFile: false,
  logLevel: 'silent',
  build: { write: false, minify: false, lib: { entry: hashModule, formats: ['iife'], name: 'PawsPhotoHash' } },
})
const output = (Array.isArray(bundled) ? bundled[0] : bundled) as { output: { code?: string }[] }
const script = output.output[0].code ?? ''

const names = readdirSync(photosDir)
  .filter((n) => /\.(jpe?g|png|webp)$/i.test(n))
  .sort()
const sources = names.map((name) => readFileSync(join(photosDir, name)).toString('base64'))
if (sources.length * VIEWS.length < PHOTOS) throw new Error(`${sources.length} demo photos give fewer than ${PHOTOS}`)

/** A repeatable number in [0, 1) for photo i and purpose k. */
const rnd = (i: number, k: number) => (((Math.sin((i + 1) * 12.9898 + k * 78.233) * 43758.5453) % 1) + 1) % 1

const plan = Array.from({ length: PHOTOS }, (_, i) => {
  const crop = 0.01 + rnd(i, 1) * 0.04
  return {
    source: i % sources.length,
    view: VIEWS[Math.floor(i / sources.length)],
    colour: COLOURS[i % COLOURS.length],
    longSide: 2000 + Math.round(rnd(i, 6) * 600),
    quality: 0.65 + rnd(i, 5) * 0.1,
    crop: {
      left: rnd(i, 2) < 0.5 ? crop : 0,
      top: rnd(i, 3) < 0.5 ? crop : 0,
      right: rnd(i, 4) < 0.7 ? crop : 0,
      bottom: crop,
    },
  }
})
type Plan = (typeof plan)[number]
const distinct = new Set(plan.map((p) => `${p.source} ${p.view.name} ${p.view.mirror}`))
if (distinct.size !== PHOTOS) throw new Error('two derived photos share a view of one demo photo')

interface Made {
  original: [number, number]
  reshare: [number, number]
  bytes: number
}
interface Hashed {
  original: string | null
  reshare: string | null
  cropped: string | null
  originalMs: number
  reshareMs: number
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
const made: Made[] = []
const hashed: Hashed[] = []
try {
  const page = await browser.newPage()
  await page.addScriptTag({ content: script })
  // tsx names the functions it compiles with a helper the page does not have.
  await page.addScriptTag({ content: 'window.__name = (f) => f' })
  await page.evaluate((sources: string[]) => {
    const store = window as unknown as { __sources: Blob[] }
    store.__sources = sources.map(
      (b64) => new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }),
    )
  }, sources)
  const cdp = await page.context().newCDPSession(page)

  for (let start = 0; start < PHOTOS; start += BATCH) {
    const batch = plan.slice(start, start + BATCH)
    // Made at full speed: only the hashing is what a phone does.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    made.push(
      ...(await page.evaluate(
        async ({ batch, longSide }: { batch: Plan[]; longSide: number }) => {
          const store = window as unknown as {
            __sources: Blob[]
            __batch: { original: Blob; reshare: Blob; cropped: Blob }[]
          }
          const jpeg = (canvas: OffscreenCanvas, quality: number) =>
            canvas.convertToBlob({ type: 'image/jpeg', quality })
          /** What a messenger sends on: long side 1600 px, JPEG about 70, `crop` off the edges. */
          async function reshare(original: Blob, v: Plan, crop: Plan['crop'] | null) {
            const bitmap = await createImageBitmap(original)
            const c = crop ?? { left: 0, top: 0, right: 0, bottom: 0 }
            const sx = Math.round(bitmap.width * c.left)
            const sy = Math.round(bitmap.height * c.top)
            const sw = Math.round(bitmap.width * (1 - c.left - c.right))
            const sh = Math.round(bitmap.height * (1 - c.top - c.bottom))
            const scale = longSide / Math.max(sw, sh)
            const canvas = new OffscreenCanvas(Math.round(sw * scale), Math.round(sh * scale))
            const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
            context.imageSmoothingQuality = 'high'
            context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height)
            bitmap.close()
            return { blob: await jpeg(canvas, v.quality), size: [canvas.width, canvas.height] as [number, number] }
          }
          store.__batch = []
          const out = []
          for (const v of batch) {
            const bitmap = await createImageBitmap(store.__sources[v.source])
            const sx = Math.round(bitmap.width * v.view.x)
            const sy = Math.round(bitmap.height * v.view.y)
            const sw = Math.round(bitmap.width * v.view.w)
            const sh = Math.round(bitmap.height * v.view.h)
            const scale = v.longSide / Math.max(sw, sh)
            const canvas = new OffscreenCanvas(Math.round(sw * scale), Math.round(sh * scale))
            const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
            context.imageSmoothingQuality = 'high'
            context.filter = v.colour
            if (v.view.mirror) {
              context.translate(canvas.width, 0)
              context.scale(-1, 1)
            }
            context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height)
            bitmap.close()
            const original = await jpeg(canvas, 0.92)
            const plain = await reshare(original, v, null)
            const cropped = await reshare(original, v, v.crop)
            store.__batch.push({ original, reshare: plain.blob, cropped: cropped.blob })
            out.push({ original: [canvas.width, canvas.height], reshare: plain.size, bytes: plain.blob.size })
          }
          return out as { original: [number, number]; reshare: [number, number]; bytes: number }[]
        },
        { batch, longSide: MESSENGER_LONG_SIDE },
      )),
    )
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    hashed.push(
      ...(await page.evaluate(async () => {
        const store = window as unknown as {
          __batch: { original: Blob; reshare: Blob; cropped: Blob }[]
          PawsPhotoHash: { photoHash: (b: Blob) => Promise<string | null> }
        }
        const timed = async (blob: Blob) => {
          const start = performance.now()
          const hash = await store.PawsPhotoHash.photoHash(blob)
          return { hash, ms: performance.now() - start }
        }
        const out = []
        for (const photo of store.__batch) {
          const original = await timed(photo.original)
          const reshare = await timed(photo.reshare)
          const cropped = await timed(photo.cropped)
          out.push({
            original: original.hash,
            reshare: reshare.hash,
            cropped: cropped.hash,
            originalMs: original.ms,
            reshareMs: reshare.ms,
          })
        }
        store.__batch = []
        return out
      })),
    )
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
} finally {
  await browser.close()
}

// Every derived photo was larger than the messenger's size, and every re-share was scaled to it.
const longest = made.map((m) => Math.max(...m.original))
const reshared = made.map((m) => Math.max(...m.reshare))
if (longest.some((side) => side <= MESSENGER_LONG_SIDE) || reshared.some((side) => side !== MESSENGER_LONG_SIDE))
  throw new Error('a photo was not downscaled to 1600 px')
const unhashed = hashed.filter((h) => !h.original || !h.reshare || !h.cropped).length
if (unhashed > 0) throw new Error(`${unhashed} photos could not be hashed`)
const hashOf = (i: number, kind: 'original' | 'reshare' | 'cropped') => hashed[i][kind] ?? ''

const close = (a: string, b: string) => hashDistance(a, b) <= PHOTO_HASH_MAX_DISTANCE
const ownDistance = (kind: 'reshare' | 'cropped') =>
  plan.map((_, i) => hashDistance(hashOf(i, kind), hashOf(i, 'original'))).sort((a, b) => a - b)
const plainDistances = ownDistance('reshare')
const croppedDistances = ownDistance('cropped')
const matched = plainDistances.filter((d) => d <= PHOTO_HASH_MAX_DISTANCE).length
const croppedMatched = croppedDistances.filter((d) => d <= PHOTO_HASH_MAX_DISTANCE).length

// A re-share against every other photo's original: of another scene, or another view of its own.
const wrong = { otherScene: { pairs: 0, matched: 0 }, sameScene: { pairs: 0, matched: 0 } }
plan.forEach((a, i) => {
  plan.forEach((b, j) => {
    if (i === j) return
    const bucket = a.source === b.source ? wrong.sameScene : wrong.otherScene
    bucket.pairs += 1
    if (close(hashOf(i, 'reshare'), hashOf(j, 'original'))) bucket.matched += 1
  })
})
const share = (n: number, of: number) => `${n}/${of} = ${((n / of) * 100).toFixed(2)}%`
const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]
const timing = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b)
  return `median ${median(sorted).toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (n = ${sorted.length})`
}
const kB = made.map((m) => m.bytes / 1024).sort((a, b) => a - b)
const falseShare = wrong.otherScene.matched / wrong.otherScene.pairs
const matchShare = matched / PHOTOS

console.log(
  `photo hash: ${PHOTOS} distinct photos from ${sources.length} demo photos (one of ${VIEWS.length} views each: whole ` +
    `or one of ${REGIONS.length - 1} regions, as is or mirrored; 4 colour treatments), long side ${Math.min(...longest)}-${Math.max(...longest)} px`,
)
console.log(
  `  re-shared as a messenger does: every one scaled to a long side of ${MESSENGER_LONG_SIDE} px, JPEG q0.65-0.75, ` +
    `${Math.round(kB[0])}-${Math.round(kB[kB.length - 1])} kB`,
)
console.log(
  `  re-shares matched to their original (<= ${PHOTO_HASH_MAX_DISTANCE} of 64 bits): ${share(matched, PHOTOS)} ` +
    `(target >= ${MATCH_TARGET * 100}%); distance median ${median(plainDistances)}, max ${plainDistances[PHOTOS - 1]}`,
)
console.log(
  `  re-shares also cropped 1-5% at the edges, matched: ${share(croppedMatched, PHOTOS)}; ` +
    `distance median ${median(croppedDistances)}, max ${croppedDistances[PHOTOS - 1]}`,
)
console.log(
  `  different scenes wrongly matched (a re-share against another demo photo's derived originals): ` +
    `${share(wrong.otherScene.matched, wrong.otherScene.pairs)} of pairs (target < ${FALSE_MATCH_TARGET * 100}%)`,
)
console.log(
  `  other views of the same scene wrongly matched (harder: another region or the mirror of one demo photo): ` +
    `${share(wrong.sameScene.matched, wrong.sameScene.pairs)} of pairs`,
)
console.log(
  `  hash time per photo at ${CPU_SLOWDOWN}x CPU slowdown: a 1600 px re-share ${timing(hashed.map((h) => h.reshareMs))}; ` +
    `a ${Math.min(...longest)}-${Math.max(...longest)} px original ${timing(hashed.map((h) => h.originalMs))}`,
)
if (matchShare < MATCH_TARGET || falseShare >= FALSE_MATCH_TARGET) process.exitCode = 1
