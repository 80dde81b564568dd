// Each photo's perceptual hash, computed on the phone (contracts/photo-hash.ts): the photo is
// decoded already scaled down (createImageBitmap), drawn on a small canvas, and its pixels
// averaged into the 9x8 grid the hash reads. Null when the browser cannot decode the photo:
// the report goes without it.
import { dHash, grayGrid } from '@paws/contracts/photo-hash'

/** The size the photo is decoded to: a whole number of pixels per grid cell. */
const SAMPLE_WIDTH = 72
const SAMPLE_HEIGHT = 64

export async function photoHash(photo: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(photo, {
      resizeWidth: SAMPLE_WIDTH,
      resizeHeight: SAMPLE_HEIGHT,
      resizeQuality: 'medium',
    })
    const canvas =
      typeof OffscreenCanvas === 'undefined'
        ? Object.assign(document.createElement('canvas'), { width: SAMPLE_WIDTH, height: SAMPLE_HEIGHT })
        : new OffscreenCanvas(SAMPLE_WIDTH, SAMPLE_HEIGHT)
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
    if (!context) return null
    context.drawImage(bitmap, 0, 0)
    bitmap.close()
    const { data } = context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT)
    return dHash(grayGrid(data, SAMPLE_WIDTH, SAMPLE_HEIGHT))
  } catch {
    return null
  }
}
