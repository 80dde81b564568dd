// On-device photo compression, loaded on demand (dynamic import) so it is never part of the
// first load. Runs browser-image-compression in a Web Worker; the worker loads the library
// from our own origin (libURL) instead of the package's default CDN, so it works offline and
// under the API's Content-Security-Policy. A file that fails is sent as it is, and so is one
// the browser cannot read as an image (a HEIC, a broken file): the library would only fail on
// it too, after copying it to the worker and then decoding it again on the page, which for a
// large file keeps the person waiting for seconds on a busy phone. The page runs the same
// file the worker loads (the library's browser build, which sets `imageCompression` on the
// global object), so the library is fetched and kept on the phone once, not twice.
import { longestSideWithin, type CompressionPlan } from '@paws/contracts'
import type ImageCompression from 'browser-image-compression'
import libUrl from 'browser-image-compression/dist/browser-image-compression.js?url'

/** Where the library's browser build puts itself. */
const global = globalThis as unknown as { imageCompression?: typeof ImageCompression }

/** The library, from the file the worker loads too. */
async function library(href: string): Promise<typeof ImageCompression> {
  if (!global.imageCompression) await import(/* @vite-ignore */ href)
  const loaded = global.imageCompression
  if (!loaded) throw new Error(`${href} did not define imageCompression`)
  return loaded
}

async function dimensions(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return null
  }
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`

export async function compressImages(
  files: File[],
  planFor: (file: File) => CompressionPlan | null,
  onProgress?: (fraction: number) => void,
): Promise<File[]> {
  const out: File[] = []
  const absoluteLib = new URL(libUrl, window.location.href).href
  const imageCompression = await library(absoluteLib)
  for (const [i, file] of files.entries()) {
    const plan = planFor(file)
    const report = (p: number) => onProgress?.((i + p / 100) / files.length)
    if (!plan) {
      out.push(file)
      report(100)
      continue
    }
    const size = await dimensions(file)
    // (A browser without createImageBitmap leaves the reading to the library.)
    if (!size && typeof createImageBitmap === 'function') {
      out.push(file)
      report(100)
      continue
    }
    try {
      const maxWidthOrHeight = size
        ? longestSideWithin(size.width, size.height, plan.maxWidth, plan.maxHeight)
        : Math.max(plan.maxWidth, plan.maxHeight)
      const result = await imageCompression(file, {
        maxSizeMB: plan.maxSizeMB,
        maxWidthOrHeight,
        initialQuality: plan.quality,
        fileType: plan.fileType,
        useWebWorker: true,
        libURL: absoluteLib,
        onProgress: report,
      })
      out.push(new File([result], asJpegName(file.name), { type: plan.fileType, lastModified: file.lastModified }))
    } catch {
      out.push(file)
      report(100)
    }
  }
  onProgress?.(1)
  return out
}
