// The worker's current position for distances: asked once when a field view opens,
// refreshed at most every 5 minutes; null when the phone will not tell.
import { useEffect, useState } from 'react'
import type { Position } from './field-sort.ts'

export function useWorkerPosition(): Position | null {
  const [here, setHere] = useState<Position | null>(null)
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return
    let live = true
    navigator.geolocation.getCurrentPosition(
      (p) => live && setHere({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => undefined,
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    )
    return () => {
      live = false
    }
  }, [])
  return here
}
