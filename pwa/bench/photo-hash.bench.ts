// The photo hash against re-shares, as a messenger makes them (WhatsApp and the like): each
// demo photo (../shared/demo-photos, DEMO_PHOTOS to name another folder) re-encoded as JPEG at about quality 70 with its long side
// at most 1600 px, some of them also cropped by a few per cent at the edges. 200 such variants
// are made in Chromium (canvas), then hashed by the app's own code (src/lib/photo-hash.ts) with
// the CPU slowed 4x through the DevTools protocol, as on a cheap phone. Targets: at least 90% of
// variants within PHOTO_HASH_MAX_DISTANCE of their original, under 1% of pairs of different
// photos (original against each other photo's variants) that close, and the time per photo.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { hashDistance, PHOTO_HASH_MAX_DISTANCE } from '@paws/contracts/photo-hash'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const VARIANTS = 200
const MATCH_TARGET = 0.9
const FALSE_MATCH_TARGET = 0.01
const CPU_SLOWDOWN = 4
// The demo photos as shared beside the checkout (the originals), else the repository's copy.
const sharedPhotos = fileURLToPath(new URL('../../../shared/demo-photos', import.meta.url))
const photosDir =
  process.env.DEMO_PHOTOS ??
  (existsSync(sharedPhotos) ? sharedPhotos : fileURLToPath(new URL('../../api/seed-photos', import.meta.url)))
const hashModule = fileURLToPath(new URL('../src/lib/photo-hash.ts', import.meta.url))

// The app's module as one script for the page (window.PawsPhotoHash.photoHash).
const bundled = await build({
  configFile: false,
  logLevel: 'silent',
  build: { write: false, minify: false, lib: { entry: hashModule, formats: ['iife'], name: 'PawsPhotoHash' } },
})
const output = (Array.isArray(bundled) ? bundled[0] : bundled) as { output: { code?: string }[] }
const script = output.output[0].code ?? ''

const names = readdirSync(photosDir).filter((n) => /\.(jpe?g|png|webp)$/i.test(n))
const originals = names.map((name) => ({ name, base64: readFileSync(join(photosDir, name)).toString('base64') }))

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  const page = await browser.newPage()
  await page.addScriptTag({ content: script })
  // tsx names the functions it compiles with a helper the page does not have.
  await page.addScriptTag({ content: 'window.__name = (f) => f' })

  // Variants: photo i % n, crop 0 for a third of them, else 1-5% off one to four edges.
  const plan = Array.from({ length: VARIANTS }, (_, i) => {
    const rnd = (k: number) => (((Math.sin((i + 1) * 12.9898 + k * 78.233) * 43758.5453) % 1) + 1) % 1
    const crop = i % 3 === 0 ? 0 : 0.01 + rnd(1) * 0.04
    return {
      photo: i % originals.length,
      crop: {
        left: rnd(2) < 0.5 ? crop : 0,
        top: rnd(3) < 0.5 ? crop : 0,
        right: rnd(4) < 0.7 ? crop : 0,
        bottom: crop,
      },
      quality: 0.65 + rnd(5) * 0.1,
    }
  })
  type Plan = (typeof plan)[number]
  const made = await page.evaluate(
    async ({ originals, plan }: { originals: { base64: string }[]; plan: Plan[] }) => {
      const blobOf = (b64: string) =>
        new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' })
      const store = window as unknown as { __variants: Blob[]; __originals: Blob[] }
      store.__originals = originals.map((o) => blobOf(o.base64))
      store.__variants = []
      for (const v of plan) {
        const bitmap = await createImageBitmap(store.__originals[v.photo])
        const sx = Math.round(bitmap.width * v.crop.left)
        const sy = Math.round(bitmap.height * v.crop.top)
        const sw = Math.round(bitmap.width * (1 - v.crop.left - v.crop.right))
        const sh = Math.round(bitmap.height * (1 - v.crop.top - v.crop.bottom))
        const scale = Math.min(1, 1600 / Math.max(sw, sh))
        const canvas = new OffscreenCanvas(Math.round(sw * scale), Math.round(sh * scale))
        canvas.getContext('2d')!.drawImage(bitmap, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height)
        store.__variants.push(await canvas.convertToBlob({ type: 'image/jpeg', quality: v.quality }))
      }
      return store.__variants.map((b) => b.size)
    },
    { originals, plan },
  )

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const hashed = await page.evaluate(async () => {
    const store = window as unknown as {
      __variants: Blob[]
      __originals: Blob[]
      PawsPhotoHash: { photoHash: (b: Blob) => Promise<string | null> }
    }
    const originals: (string | null)[] = []
    for (const blob of store.__originals) originals.push(await store.PawsPhotoHash.photoHash(blob))
    const variants: (string | null)[] = []
    const times: number[] = []
    for (const blob of store.__variants) {
      const start = performance.now()
      variants.push(await store.PawsPhotoHash.photoHash(blob))
      times.push(performance.now() - start)
    }
    return { originals, variants, times }
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

  let matched = 0
  let falsePairs = 0
  let pairs = 0
  const distances: number[] = []
  plan.forEach((v, i) => {
    const hash = hashed.variants[i]
    const own = hashed.originals[v.photo]
    if (!hash || !own) return
    const d = hashDistance(hash, own)
    distances.push(d)
    if (d <= PHOTO_HASH_MAX_DISTANCE) matched += 1
    hashed.originals.forEach((other, j) => {
      if (j === v.photo || !other) return
      pairs += 1
      if (hashDistance(hash, other) <= PHOTO_HASH_MAX_DISTANCE) falsePairs += 1
    })
  })
  // Different originals against each other too.
  for (const [i, a] of hashed.originals.entries()) {
    for (const b of hashed.originals.slice(i + 1)) {
      if (!a || !b) continue
      pairs += 1
      if (hashDistance(a, b) <= PHOTO_HASH_MAX_DISTANCE) falsePairs += 1
    }
  }
  const times = [...hashed.times].sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  const p95 = times[Math.floor(times.length * 0.95)]
  const share = matched / VARIANTS
  const falseShare = falsePairs / pairs
  const sizes = [...made].sort((a, b) => a - b)
  console.log(
    `photo hash: ${originals.length} photos, ${VARIANTS} re-shares (JPEG q0.65-0.75, long side <= 1600 px, 2/3 cropped 1-5%; ` +
      `${Math.round(sizes[0] / 1024)}-${Math.round(sizes[sizes.length - 1] / 1024)} kB)`,
  )
  console.log(
    `  matched to their original (<= ${PHOTO_HASH_MAX_DISTANCE} bits): ${matched}/${VARIANTS} = ${(share * 100).toFixed(1)}% (target >= ${MATCH_TARGET * 100}%); ` +
      `distance median ${distances.sort((a, b) => a - b)[Math.floor(distances.length / 2)]}, max ${distances[distances.length - 1]}`,
  )
  console.log(
    `  different photos wrongly matched: ${falsePairs}/${pairs} pairs = ${(falseShare * 100).toFixed(2)}% (target < ${FALSE_MATCH_TARGET * 100}%)`,
  )
  console.log(
    `  hash time per photo at ${CPU_SLOWDOWN}x CPU slowdown: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
  )
  if (share < MATCH_TARGET || falseShare >= FALSE_MATCH_TARGET) process.exitCode = 1
} finally {
  await browser.close()
}
