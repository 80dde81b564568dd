// The wizard's "same animal" check (issue 14): online, with a GPS fix and an animal type, the
// open cases nearby are looked up before the report is filed; "this is the same animal"
// follows one of them with the report's note and photos instead of filing a new case. A
// failed or slow lookup never blocks the report: it is filed, and the server flags a possible
// duplicate for the admin.
import type { NearbyRescue } from '@paws/contracts/schemas/rescues'
import { fetchNearby, useFollowCase } from '../../../api/rescues.ts'
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

/** What the follower adds to the case's timeline: their description and extra information. */
export function followNote(values: RescueFormValues): string | null {
  const parts = [values.description.trim(), values.additionalInfo.trim()].filter(Boolean)
  return parts.length > 0 ? parts.join('\n\n').slice(0, 2000) : null
}

export function useSameAnimal() {
  const follow = useFollowCase()
  return {
    busy: follow.isPending,
    follow: (id: number, values: RescueFormValues, photos: StoredPhoto[]) => {
      // Following is only for someone at the place: the report's position, which found the case.
      if (values.lat === null || values.lng === null) return Promise.reject(new Error('No position'))
      return follow.mutateAsync({
        id,
        note: followNote(values),
        at: { lat: values.lat, lng: values.lng },
        photos: photos.map((p) => ({ id: p.id, name: p.name, blob: new Blob([p.data], { type: p.type }) })),
      })
    },
  }
}
