// Photos shared to the app (the share target, offline/sw-share.ts) follow the picker's rule
// (RescuePhotoPicker, docs/rules.md#validation): an image type the server takes, compressed on the
// phone with the rescue preset, and then at most MAX_IMAGE_MB. One that does not pass is left
// out and named, with why, in the person's language; the others are kept.
import { imageFileError, MAX_IMAGE_MB, RESCUE_PHOTO_COMPRESSION } from '@paws/contracts'
import { t } from '../../../i18n/index.ts'
import { type StoredPhoto, toStoredPhotos } from '../../../offline/index.ts'

export interface SharedPhotosTaken {
  kept: StoredPhoto[]
  /** One message per photo left out. */
  refused: string[]
}

export async function takeSharedPhotos(shared: StoredPhoto[]): Promise<SharedPhotosTaken> {
  const refused: string[] = []
  const typed = shared.filter((photo) => {
    const wrong = imageFileError(t, { type: photo.type, size: 0 }) !== null
    if (wrong) refused.push(t('bystander.sharedPhotoWrongType', { name: photo.name }))
    return !wrong
  })
  const files = typed.map((photo) => new File([photo.data], photo.name, { type: photo.type }))
  // Sizes are checked after compression: a big camera photo is fine once it is made smaller.
  // Should the compressor not load, the photos are checked as they came.
  const compressed = await import('../../../lib/compress-images.ts')
    .then(({ compressImages }) => compressImages(files, () => RESCUE_PHOTO_COMPRESSION))
    .catch(() => files)
  const fitting = compressed.filter((file, i) => {
    const large = imageFileError(t, file) !== null
    if (large) refused.push(t('bystander.sharedPhotoTooLarge', { name: typed[i].name, mb: MAX_IMAGE_MB }))
    return !large
  })
  return { kept: await toStoredPhotos(fitting), refused }
}
