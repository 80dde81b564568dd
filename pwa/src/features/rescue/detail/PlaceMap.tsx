// A case's place on a small map (Leaflet, loaded with React.lazy, its CSS in the same chunk):
// one vector circle marker, so the place shows with no tiles at all (no signal, a blocked tile
// server); the tile server is the API's MAP_TILE_URL.
import { useQuery } from '@tanstack/react-query'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useTileLayer } from '../../../components/location/use-tile-layer.ts'
import { useEffect, useRef } from 'react'
import { mapTilesQuery } from '../../../api/dispatch.ts'
import { t } from '../../../i18n/index.ts'

export default function PlaceMap({ lat, lng, accuracy }: { lat: number; lng: number; accuracy: number | null }) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const config = useQuery(mapTilesQuery())

  useEffect(() => {
    if (!element.current) return
    const m = L.map(element.current, { center: [lat, lng], zoom: 16 })
    map.current = m
    if (accuracy !== null && accuracy > 0)
      L.circle([lat, lng], { radius: accuracy, color: '#1d4ed8', weight: 1, fillOpacity: 0.1 }).addTo(m)
    const marker = L.circleMarker([lat, lng], {
      radius: 10,
      color: '#ffffff',
      weight: 3,
      fillColor: '#b91c1c',
      fillOpacity: 0.95,
    }).addTo(m)
    marker.getElement()?.setAttribute('aria-label', t('case.placeOnMap'))
    marker.getElement()?.setAttribute('data-testid', 'place-marker')
    return () => {
      m.remove()
      map.current = null
    }
  }, [lat, lng, accuracy])

  useTileLayer(map, config.data)

  return <div ref={element} className="h-[180px] w-full rounded-lg ring-1 ring-slate-300" data-testid="place-map" />
}
