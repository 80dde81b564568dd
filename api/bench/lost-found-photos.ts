// Part (b) of the lost and found benchmark: the photo score alone, on the demo photos
// (/work/shared/demo-photos or BENCH_PHOTOS_DIR). Each of the 16 photos is one animal; its "lost"
// photo and its "found" photo are two different derivations of it (another crop, a mirror,
// another exposure, a re-encoding as a messenger does, in a seeded mix), and 200 distractors are
// derived the same way from the other animals' photos. For each animal, its found photo is
// compared with its own lost photo and the 200 distractors; counted: how often its own ranks first.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { PhotoFeatures, PhotoScorer } from '../src/modules/lost-found/lost-found.photo-score.ts'

export interface PhotoBenchResult {
  animals: number
  distractors: number
  first: number
  firstFive: number
  ranks: number[]
}

type Rand = () => number

/** A photo as a phone or a messenger may change it: crop, mirror, exposure, re-encoding; 2-4 of them. */
export async function derive(bytes: Buffer, rand: Rand): Promise<Buffer> {
  const meta = await sharp(bytes).metadata()
  const w = meta.width ?? 800
  const h = meta.height ?? 600
  let img = sharp(bytes).rotate()
  // Another crop: keep 75-95% of each side, placed anywhere.
  const kw = Math.round(w * (0.75 + rand() * 0.2))
  const kh = Math.round(h * (0.75 + rand() * 0.2))
  img = img.extract({
    left: Math.floor(rand() * (w - kw)),
    top: Math.floor(rand() * (h - kh)),
    width: kw,
    height: kh,
  })
  if (rand() < 0.5) img = img.flop()
  // Another exposure: brighter or darker by up to 35%, a little more or less contrast.
  const gain = 0.65 + rand() * 0.7
  img = img.linear(gain, (rand() - 0.5) * 30)
  // A messenger's re-encoding: smaller and a low JPEG quality.
  const side = 640 + Math.floor(rand() * 640)
  return img
    .resize(side, side, { fit: 'inside' })
    .jpeg({ quality: 35 + Math.floor(rand() * 40) })
    .toBuffer()
}

export function listPhotos(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .map((f) => join(dir, f))
}

export async function photoBench(
  scorer: PhotoScorer,
  files: string[],
  rand: Rand,
  distractorCount = 200,
): Promise<PhotoBenchResult> {
  const originals = files.map((f) => readFileSync(f))
  const lost: PhotoFeatures[] = []
  const found: PhotoFeatures[] = []
  for (const bytes of originals) {
    lost.push(await scorer.features(await derive(bytes, rand)))
    found.push(await scorer.features(await derive(bytes, rand)))
  }
  // Distractors: derived from each animal's photo in turn, so each animal's query meets ~190 of others'.
  const distractors: { animal: number; f: PhotoFeatures }[] = []
  for (let i = 0; i < distractorCount; i++) {
    const animal = i % originals.length
    distractors.push({ animal, f: await scorer.features(await derive(originals[animal]!, rand)) })
  }
  const ranks: number[] = []
  for (let a = 0; a < originals.length; a++) {
    const own = scorer.compare(found[a]!, lost[a]!) ?? 0
    const others = distractors.filter((d) => d.animal !== a).map((d) => scorer.compare(found[a]!, d.f) ?? 0)
    const otherLost = lost.filter((_, i) => i !== a).map((l) => scorer.compare(found[a]!, l) ?? 0)
    ranks.push(1 + [...others, ...otherLost].filter((s) => s >= own).length)
  }
  return {
    animals: originals.length,
    distractors: distractorCount,
    first: ranks.filter((r) => r === 1).length,
    firstFive: ranks.filter((r) => r <= 5).length,
    ranks,
  }
}
