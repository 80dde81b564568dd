import { animalPhotoCompression, imageFileError, MAX_IMAGES } from '@paws/contracts'
import { type ExistingPhotos, PhotoPicker as Picker } from './PhotoPicker.tsx'
import { FormSection } from '../ui/FormSection.tsx'
import { t } from '../../i18n/index.ts'

const blobOf = (file: File) => file
const checkFiles = (files: File[]) => files.map((file) => imageFileError(t, file)).find(Boolean)

async function compress(files: File[], onProgress: (fraction: number) => void) {
  const { compressImages } = await import('../../lib/compress-images.ts')
  return compressImages(files, animalPhotoCompression, onProgress)
}

/**
 * Photo selection with the 5-photo limit (existing photos count too). New photos are
 * compressed on the device right away, with progress; the compressor is loaded on demand.
 */
export function AnimalPhotoPicker({
  title,
  photos,
  onChange,
  existing,
  disabled,
}: {
  title: string
  photos: File[]
  onChange: (files: File[]) => void
  existing?: ExistingPhotos
  disabled?: boolean
}) {
  return (
    <FormSection title={title}>
      <Picker
        photos={photos}
        onChange={onChange}
        existing={existing}
        disabled={disabled}
        intro={(total) => (
          <p className="text-slate-700">{t('photos.addUpToPhotos', { MAX_IMAGES, total, MAX_IMAGES2: MAX_IMAGES })}</p>
        )}
        blobOf={blobOf}
        nameOf={(i) => t('photos.newPhoto', { n: i + 1 })}
        check={checkFiles}
        prepare={compress}
        progressLabel={t('photos.preparing')}
        blockWhenFull
      />
    </FormSection>
  )
}
