// While on duty and the app is open, the phone's position goes to the server so the nearest
// members can be found: watchPosition, but a fix is sent only when it is at least MIN_GAP_MS
// after the last one and either moved more than MOVED_M from it or MAX_GAP_MS have passed.
// The server keeps it to about 100 m anyway (3 decimals).
import { useEffect, useRef } from 'react'

export const MOVED_M = 100
export const MIN_GAP_MS = 60_000
export const MAX_GAP_MS = 5 * 60_000

export interface Fix {
  lat: number
  lng: number
  at: number
}

/** Metres between two points (haversine). */
export function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

/** Whether a new fix is worth sending after `last` (null: nothing sent yet). */
export function worthSending(last: Fix | null, next: Fix): boolean {
  if (!last) return true
  const gap = next.at - last.at
  if (gap < MIN_GAP_MS) return false
  return gap >= MAX_GAP_MS || metres(last, next) > MOVED_M
}

export function useDutyPosition(onDuty: boolean, send: (fix: Fix) => void): void {
  const last = useRef<Fix | null>(null)
  const sendRef = useRef(send)
  sendRef.current = send
  useEffect(() => {
    if (!onDuty || typeof navigator === 'undefined' || !navigator.geolocation) return
    const id = navigator.geolocation.watchPosition(
      (p) => {
        const fix = { lat: p.coords.latitude, lng: p.coords.longitude, at: Date.now() }
        if (!worthSending(last.current, fix)) return
        last.current = fix
        sendRef.current(fix)
      },
      () => undefined,
      { enableHighAccuracy: false, maximumAge: 60_000 },
    )
    return () => navigator.geolocation.clearWatch(id)
  }, [onDuty])
}
