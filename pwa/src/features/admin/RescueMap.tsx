// The open cases of the admin rescues list on a map (issue 15). Loaded only on that screen
// (React.lazy), with Leaflet's CSS in the same chunk. Cases are vector circle markers (no
// marker images to fetch), coloured by urgency, so with no tiles at all (offline, a blocked
// tile server) the markers still show and open their case; the tile server is the API's
// MAP_TILE_URL.
import type { Urgency } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { mapConfigQuery } from '../../api/admin.ts'
import { t } from '../../i18n/index.ts'

const MUMBAI: L.LatLngTuple = [19.076, 72.8777]
const COLOURS: Record<Urgency, string> = { critical: '#b91c1c', high: '#c2410c', medium: '#a16207', low: '#15803d' }

export default function RescueMap({ rescues }: { rescues: Rescue[] }) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const config = useQuery(mapConfigQuery())
  const navigate = useNavigate()

  useEffect(() => {
    if (!element.current) return
    const m = L.map(element.current, { center: MUMBAI, zoom: 11 })
    map.current = m
    layer.current = L.layerGroup().addTo(m)
    return () => {
      m.remove()
      map.current = null
    }
  }, [])

  useEffect(() => {
    if (!map.current || !config.data) return
    const tiles = L.tileLayer(config.data.tileUrl, { attribution: config.data.attribution, maxZoom: 19 })
    tiles.addTo(map.current)
    return () => void tiles.remove()
  }, [config.data])

  useEffect(() => {
    const group = layer.current
    if (!group || !map.current) return
    group.clearLayers()
    const placed = rescues.filter((r) => r.location.lat !== null && r.location.lng !== null)
    for (const r of placed) {
      const marker = L.circleMarker([r.location.lat as number, r.location.lng as number], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: COLOURS[r.urgency],
        fillOpacity: 0.95,
      })
      marker.bindTooltip(`Case #${r.id}: ${r.animalType}, ${r.urgency}`)
      marker.on('click', () => void navigate({ to: '/rescue/$id', params: { id: String(r.id) } }))
      marker.addTo(group)
      // A keyboard and screen-reader handle on the vector marker.
      const path = marker.getElement()
      if (path) {
        path.setAttribute('role', 'link')
        path.setAttribute('tabindex', '0')
        path.setAttribute('aria-label', `Case #${r.id} on the map`)
        path.addEventListener('keydown', (e) => {
          if ((e as KeyboardEvent).key === 'Enter') void navigate({ to: '/rescue/$id', params: { id: String(r.id) } })
        })
      }
    }
    if (placed.length > 0) {
      map.current.fitBounds(L.latLngBounds(placed.map((r) => [r.location.lat as number, r.location.lng as number])), {
        padding: [24, 24],
        maxZoom: 14,
      })
    }
  }, [rescues, navigate])

  const unplaced = rescues.filter((r) => r.location.lat === null || r.location.lng === null).length
  return (
    <figure className="grid gap-2">
      <div ref={element} className="h-[420px] w-full rounded-lg ring-1 ring-slate-300" data-testid="rescue-map" />
      <figcaption className="text-sm text-slate-700">
        {t('admin.onTheMap', { count: rescues.length - unplaced })}
        {unplaced > 0 ? t('admin.withoutPosition', { count: unplaced }) : ''} {t('admin.mapHint')}
      </figcaption>
    </figure>
  )
}
