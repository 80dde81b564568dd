// Directions leave to the phone's maps app (docs/rules.md#places): a geo: link on Android (the
// system offers the installed maps apps), a maps URL elsewhere.
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { t } from '../../i18n/index.ts'

export function directionsUrl(location: Rescue['location'], userAgent: string): string {
  const { lat, lng } = location
  const place = [location.address, location.landmarks, location.city].filter(Boolean).join(', ')
  if (/Android/i.test(userAgent)) {
    return lat !== null && lng !== null
      ? `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(place || t('field.rescueCasePin'))})`
      : `geo:0,0?q=${encodeURIComponent(place)}`
  }
  const destination = lat !== null && lng !== null ? `${lat},${lng}` : place
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

/** A tel: link for the reporter's phone, if they gave one. */
export function callUrl(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[^\d+]/g, '')
  return digits ? `tel:${digits}` : null
}

/** Where the approximate place opens in the phone's maps app (a search at the point). */
export function mapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(5)},${lng.toFixed(5)}`
}
