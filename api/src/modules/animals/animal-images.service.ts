// An animal's photos: at most MAX_IMAGES counting the stored ones. Files are stored first
// and the list is changed in a transaction holding the row lock, so two uploads racing for
// the last slots cannot pass the limit together; the loser's files are removed again.
import { MAX_IMAGES } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import type { Database } from '../../db/database.ts'
import { BusinessRule, Forbidden, NotFound } from '../../lib/errors.ts'
import { tooManyImages } from '../../lib/uploads.ts'
import type { AuthUser } from '../../types.ts'
import type { AnimalsService } from './animals.service.ts'
import { lockAnimal, updateAnimal } from './animals.repository.ts'

export function createAnimalImagesService(deps: { db: Database; animals: AnimalsService }) {
  const { db, animals } = deps

  /** The row, when the viewer may change its photos: its owner, or an admin. */
  function assertManager<T extends { shelter_id: number; deleted_at: Date | null }>(
    viewer: AuthUser,
    row: T | undefined,
  ): T {
    const admin = viewer.role === 'admin'
    if (!row || (row.deleted_at && !admin)) throw new NotFound('error.animal.notFound')
    if (row.shelter_id !== viewer.id && !admin) throw new Forbidden('error.animal.photosOwnOnly')
    return row
  }

  /** Before reading an upload: may this viewer add photos, and how many are there already? */
  async function current(viewer: AuthUser, id: number): Promise<number> {
    const row = await animals.visible(viewer, id)
    assertManager(viewer, row)
    return row.images.length
  }

  async function add(viewer: AuthUser, id: number, photos: Buffer[]): Promise<string[]> {
    if (photos.length === 0) throw new BusinessRule('error.noPhotosSent', { field: 'images' })
    const urls = await animals.storeAll(photos)
    try {
      return await db.transaction().execute(async (trx) => {
        const row = assertManager(viewer, await lockAnimal(trx, id))
        const images = row.images
        if (images.length + urls.length > MAX_IMAGES) throw tooManyImages(images.length)
        const next = [...images, ...urls]
        await updateAnimal(trx, id, { images: JSON.stringify(next) })
        return next
      })
    } catch (err) {
      await animals.removeAll(urls)
      throw err
    }
  }

  async function remove(viewer: AuthUser, id: number, index: number): Promise<Animal> {
    const dropped = await db.transaction().execute(async (trx) => {
      const row = assertManager(viewer, await lockAnimal(trx, id))
      const images = row.images
      if (index >= images.length) throw new NotFound('error.imageNotFound')
      await updateAnimal(trx, id, { images: JSON.stringify(images.filter((_, i) => i !== index)) })
      return images[index]
    })
    await animals.removeAll([dropped])
    return animals.get(viewer, id)
  }

  return { current, add, remove }
}

export type AnimalImagesService = ReturnType<typeof createAnimalImagesService>
