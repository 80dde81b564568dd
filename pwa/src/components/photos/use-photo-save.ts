// Saving an edited animal with new photos (the owner's edit page and the admin's Edit dialog):
// the photos go up first, with their progress, then the fields are saved.
import { useState } from 'react'
import { useUploadAnimalImages } from '../../api/animals.ts'
import { t } from '../../i18n/index.ts'

export interface Saving {
  label: string
  progress: number | null
}

export function usePhotoSave(animalId: number) {
  const upload = useUploadAnimalImages(animalId)
  const [photos, setPhotos] = useState<File[]>([])
  const [saving, setSaving] = useState<Saving | null>(null)

  /**
   * Uploads the new photos, then runs `saveFields`. A failed upload does not stop the fields
   * being saved; it is reported as `photosFailed`. Throws when saving the fields fails.
   */
  async function save(saveFields: () => Promise<unknown>): Promise<{ photosFailed: boolean }> {
    let photosFailed = false
    try {
      if (photos.length > 0) {
        const progress = (p: number) => setSaving({ label: t('photos.uploading'), progress: p })
        progress(0)
        try {
          await upload.mutateAsync({ photos, onProgress: progress })
          setPhotos([])
        } catch {
          photosFailed = true
        }
      }
      setSaving({ label: t('photos.savingChanges'), progress: null })
      await saveFields()
      return { photosFailed }
    } finally {
      setSaving(null)
    }
  }

  return { photos, setPhotos, saving, save }
}
