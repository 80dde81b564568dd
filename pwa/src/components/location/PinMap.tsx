// A pin on a map for a place (where the animal was seen, where a clinic is; Leaflet, loaded with
// React.lazy, its CSS in the same chunk, as the case's own map): a tap on the map puts the pin
// there. The pin is a vector
// marker, so it shows with no tiles at all (no signal, a signed-out visitor); the tiles are the
// API's MAP_TILE_URL, asked for only when signed in.
import { useQuery } from '@tanstack/react-query'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useTileLayer } from './use-tile-layer.ts'
import { useEffect, useRef } from 'react'
import { mapTilesQuery } from '../../api/dispatch.ts'
import { t } from '../../i18n/index.ts'

type Point = { lat: number; lng: number }

/** Where the map opens when nothing is known yet: the middle of Mumbai. */
const MUMBAI: Point = { lat: 19.076, lng: 72.8777 }

export default function PinMap({
  around,
  pin,
  onPin,
  label,
}: {
  around: Point | null
  pin: Point | null
  onPin: (point: Point) => void
  /** What the map is for, as a screen reader names it. */
  label: string
}) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const pick = useRef(onPin)
  pick.current = onPin
  const config = useQuery(mapTilesQuery())
  const start = pin ?? around ?? MUMBAI
  const zoom = pin || around ? 15 : 11

  // The map is made once per place it opens on; taps move the pin, not the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pin's moves must not remake the map
  useEffect(() => {
    if (!element.current) return
    const m = L.map(element.current, { center: [start.lat, start.lng], zoom })
    map.current = m
    m.on('click', (e: L.LeafletMouseEvent) => pick.current({ lat: e.latlng.lat, lng: e.latlng.lng }))
    return () => {
      m.remove()
      map.current = null
    }
  }, [around?.lat, around?.lng])

  const pinLat = pin?.lat
  const pinLng = pin?.lng
  useEffect(() => {
    if (!map.current || pinLat === undefined || pinLng === undefined) return
    const marker = L.circleMarker([pinLat, pinLng], {
      radius: 10,
      color: '#ffffff',
      weight: 3,
      fillColor: '#b91c1c',
      fillOpacity: 0.95,
    }).addTo(map.current)
    marker.getElement()?.setAttribute('aria-label', t('bystander.pinHere'))
    marker.getElement()?.setAttribute('data-testid', 'pin-marker')
    return () => void marker.remove()
  }, [pinLat, pinLng])

  useTileLayer(map, config.data)

  return (
    <div
      ref={element}
      className="h-[220px] w-full rounded-lg ring-1 ring-slate-300"
      data-testid="pin-map"
      aria-label={label}
      role="application"
    />
  )
}
