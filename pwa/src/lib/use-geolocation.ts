// "Use my current location": the phone's GPS, which needs no network. High accuracy, a time
// limit, and a fresh fix (a cached one may be from somewhere else); each failure has its own
// message, and the address fields stay required whatever happens.
import { useState } from 'react'
import { formatDistance } from '@paws/contracts'
import { t } from '../i18n/index.ts'

export interface Fix {
  lat: number
  lng: number
  accuracy: number | null
}

export const GPS_TIMEOUT_MS = 20_000

/** "Location captured: 19.01780, 72.84780 (accurate to about 14 m)". */
export function capturedText(lat: number, lng: number, accuracy: number | null): string {
  const at = `${lat.toFixed(5)}, ${lng.toFixed(5)}`
  return accuracy !== null
    ? t('gps.capturedAccuracy', { at, distance: formatDistance(t, accuracy) })
    : t('gps.captured', { at })
}

export function gpsErrorText(code: number | null): string {
  if (code === 1) return t('gps.denied')
  if (code === 2) return t('gps.unavailable')
  if (code === 3) return t('gps.timeout')
  return t('gps.unsupported')
}

export function useGeolocation() {
  const [finding, setFinding] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function locate(): Promise<Fix | null> {
    setError(null)
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setError(gpsErrorText(null))
      return Promise.resolve(null)
    }
    setFinding(true)
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          setFinding(false)
          const { latitude, longitude, accuracy } = position.coords
          resolve({ lat: latitude, lng: longitude, accuracy: Number.isFinite(accuracy) ? accuracy : null })
        },
        (failure) => {
          setFinding(false)
          setError(gpsErrorText(failure.code))
          resolve(null)
        },
        { enableHighAccuracy: true, timeout: GPS_TIMEOUT_MS, maximumAge: 0 },
      )
    })
  }

  return { finding, error, locate }
}
