// On-device photo compression presets (docs/rules.md#limits). The PWA
// hands these to browser-image-compression; the server re-encodes whatever arrives anyway.

export interface CompressionPlan {
  maxWidth: number
  maxHeight: number
  quality: number
  /** Target size passed to the compressor. */
  maxSizeMB: number
  fileType: 'image/jpeg'
}

const MB = 1024 * 1024
/** The compressor's class defaults, used as the size target everywhere. */
export const COMPRESSION_DEFAULTS = { maxWidth: 1920, maxHeight: 1080, quality: 0.85, maxSizeMB: 2 } as const

/**
 * Animal photos: skipped (null) when at most 2 MB and already JPEG; over 5 MB 1200x800 at
 * 0.75; over 2 MB 1600x1200 at 0.8; anything else 1200x900 at 0.85. Always JPEG.
 */
export function animalPhotoCompression(file: { size: number; type: string }): CompressionPlan | null {
  const jpeg = file.type === 'image/jpeg' || file.type === 'image/jpg'
  if (file.size <= 2 * MB && jpeg) return null
  const base = { maxSizeMB: COMPRESSION_DEFAULTS.maxSizeMB, fileType: 'image/jpeg' as const }
  if (file.size > 5 * MB) return { ...base, maxWidth: 1200, maxHeight: 800, quality: 0.75 }
  if (file.size > 2 * MB) return { ...base, maxWidth: 1600, maxHeight: 1200, quality: 0.8 }
  return { ...base, maxWidth: 1200, maxHeight: 900, quality: 0.85 }
}

/** Rescue photos: max 1200x900, JPEG, quality 0.85, target 2 MB. */
export const RESCUE_PHOTO_COMPRESSION: CompressionPlan = {
  maxWidth: 1200,
  maxHeight: 900,
  quality: 0.85,
  maxSizeMB: 2,
  fileType: 'image/jpeg',
}

/** Profile photo: 800x800, quality 0.85, JPEG. */
export const AVATAR_COMPRESSION: CompressionPlan = {
  maxWidth: 800,
  maxHeight: 800,
  quality: 0.85,
  maxSizeMB: 2,
  fileType: 'image/jpeg',
}

/**
 * The compressor only knows one "longest side" limit; this is the longest side an image of
 * width x height may keep so that it fits inside maxWidth x maxHeight (never upscaled).
 */
export function longestSideWithin(width: number, height: number, maxWidth: number, maxHeight: number): number {
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return Math.max(1, Math.floor(Math.max(width, height) * scale))
}
