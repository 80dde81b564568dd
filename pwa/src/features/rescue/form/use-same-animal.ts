// The wizard's "same animal" check: online, as soon as the position and the animal type are
// known (not only at Submit), the open cases nearby are looked up, and with them the open
// cases, wherever reported, that have one of the same pictures (each photo's perceptual hash,
// computed on the phone: lib/photo-hash.ts); "this is the same animal" follows one of them
// with the report's note and photos instead of filing a new case. A failed or slow lookup
// never blocks the report: it is filed, and the server flags a possible duplicate.
import { TEXT_LIMITS } from '@paws/contracts'
import type { NearbyRescue, SamePhotoRescue } from '@paws/contracts/schemas/rescues'
import { fetchNearby, fetchSamePhoto, useFollowCase } from '../../../api/rescues.ts'
import { photoHash } from '../../../lib/photo-hash.ts'
import { isTellingHash } from '@paws/contracts/photo-hash'
import type { StoredPhoto } from '../../../offline/index.ts'
import type { RescueFormValues } from './form-values.ts'

/** The open cases that may be this animal; null when the lookup could not be made. */
export async function lookNearby(values: RescueFormValues): Promise<NearbyRescue[] | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null
  if (values.lat === null || values.lng === null || values.animalType === '') return null
  try {
    const found = await fetchNearby({ lat: values.lat, lng: values.lng, animalType: values.animalType })
    return found.rescues
  } catch {
    return null
  }
}

/** Each photo's hash, computed once per photo (by its client id). */
const hashes = new Map<string, Promise<string | null>>()
export async function photoHashes(photos: StoredPhoto[]): Promise<string[]> {
  const found = await Promise.all(
    photos.map((p) => {
      let hash = hashes.get(p.id)
      if (!hash) {
        hash = photoHash(new Blob([p.data], { type: p.type }))
        hashes.set(p.id, hash)
      }
      return hash
    }),
  )
  return found.filter((h): h is string => h !== null && isTellingHash(h))
}

/** The open cases with one of these photos; null when the lookup could not be made. */
export async function lookSamePhoto(photos: StoredPhoto[]): Promise<SamePhotoRescue[] | null> {
  if (photos.length === 0 || (typeof navigator !== 'undefined' && navigator.onLine === false)) return null
  try {
    const hashed = await photoHashes(photos)
    return hashed.length > 0 ? (await fetchSamePhoto(hashed)).rescues : null
  } catch {
    return null
  }
}

/** What the follower adds to the case's timeline: their description and extra information. */
export function followNote(values: RescueFormValues): string | null {
  const parts = [values.description.trim(), values.additionalInfo.trim()].filter(Boolean)
  return parts.length > 0 ? parts.join('\n\n').slice(0, TEXT_LIMITS.followNote) : null
}

export function useSameAnimal() {
  const follow = useFollowCase()
  return {
    busy: follow.isPending,
    /** `here`: the report's position is where the person stands (not a place they were told of). */
    follow: async (id: number, values: RescueFormValues, photos: StoredPhoto[], here = true) => {
      // Following is for someone at the place (the report's position, which found the case, as
      // the phone measured it: a point picked on the map has no accuracy and is not sent) or
      // holding one of its pictures (a forwarded photo: the server compares the hashes).
      const at =
        here && values.lat !== null && values.lng !== null && values.accuracy !== null
          ? { lat: values.lat, lng: values.lng, accuracy: values.accuracy }
          : null
      return follow.mutateAsync({
        id,
        note: followNote(values),
        at,
        photoHashes: await photoHashes(photos).catch(() => []),
        photos: photos.map((p) => ({ id: p.id, name: p.name, blob: new Blob([p.data], { type: p.type }) })),
      })
    },
  }
}
