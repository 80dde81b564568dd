// Photos of a rescue report: at most 5 counting ones the case already has, each compressed on
// the device (in a Web Worker, rescue preset) BEFORE it is kept, and kept as bytes so a draft
// or an outbox entry survives a closed app. The compressor loads on demand.
import { imageFileError, MAX_IMAGES, RESCUE_PHOTO_COMPRESSION } from '@paws/contracts'
import { type StoredPhoto, toStoredPhotos } from '../../offline/index.ts'
import { type ExistingPhotos, PhotoPicker } from '../photos/PhotoPicker.tsx'
import { t } from '../../i18n/index.ts'

const blobOf = (p: StoredPhoto) => new Blob([p.data], { type: p.type })
const keyOf = (p: StoredPhoto) => p.id
// Sizes are checked after compression: a big camera photo is fine once it is made smaller.
const checkType = (files: File[]) => files.map((f) => imageFileError(t, { type: f.type, size: 0 })).find(Boolean)

async function compress(files: File[], onProgress: (fraction: number) => void): Promise<StoredPhoto[] | string> {
  const { compressImages } = await import('../../lib/compress-images.ts')
  const compressed = await compressImages(files, () => RESCUE_PHOTO_COMPRESSION, onProgress)
  return compressed.map((file) => imageFileError(t, file)).find(Boolean) ?? (await toStoredPhotos(compressed))
}

export function RescuePhotoPicker({
  photos,
  onChange,
  existing,
  locked,
  disabled,
}: {
  photos: StoredPhoto[]
  onChange: (photos: StoredPhoto[]) => void
  existing?: ExistingPhotos
  /** Photos the server already has (an outbox entry being fixed): shown, not removable. */
  locked?: (photo: StoredPhoto) => boolean
  disabled?: boolean
}) {
  const existingCount = existing?.urls.length ?? 0
  return (
    <div className="grid gap-3">
      <PhotoPicker
        photos={photos}
        onChange={onChange}
        existing={existing}
        disabled={disabled}
        locked={locked}
        intro={(total) => <p className="text-slate-700">{t('case.photosHelpTheRescue', { total, MAX_IMAGES })}</p>}
        blobOf={blobOf}
        keyOf={keyOf}
        nameOf={(i) => t('photos.photoN', { n: existingCount + i + 1 })}
        check={checkType}
        prepare={compress}
        progressLabel={t('photos.compressing')}
        listLabel={t('animalForm.photos')}
      />
    </div>
  )
}
