// The responder's lists on a map (Leaflet, as the admin map; loaded with React.lazy, its CSS in
// the same chunk). Each case is a vector circle marker at its approximate place (no marker
// images to fetch), coloured by urgency, so with no tiles at all (no signal, a blocked tile
// server) the markers still show and can be tapped; the tile server is the API's MAP_TILE_URL.
import { enumLabel, type Urgency } from '@paws/contracts'
import type { OpenCase } from '@paws/contracts/schemas/dispatch'
import { useQuery } from '@tanstack/react-query'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useTileLayer } from '../../components/location/use-tile-layer.ts'
import { useEffect, useRef } from 'react'
import { mapTilesQuery } from '../../api/dispatch.ts'
import { t } from '../../i18n/index.ts'

const MUMBAI: L.LatLngTuple = [19.076, 72.8777]
const COLOURS: Record<Urgency, string> = { critical: '#b91c1c', high: '#c2410c', medium: '#a16207', low: '#15803d' }

export default function RespondMap({
  offers,
  nearby,
  onPick,
  small = false,
}: {
  offers: OpenCase[]
  nearby: OpenCase[]
  onPick?: (id: number) => void
  /** One case's place, in a smaller frame. */
  small?: boolean
}) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const config = useQuery(mapTilesQuery())
  const pick = useRef(onPick)
  pick.current = onPick

  useEffect(() => {
    if (!element.current) return
    const m = L.map(element.current, { center: MUMBAI, zoom: 12 })
    map.current = m
    layer.current = L.layerGroup().addTo(m)
    return () => {
      m.remove()
      map.current = null
    }
  }, [])

  useTileLayer(map, config.data)

  useEffect(() => {
    const group = layer.current
    if (!group || !map.current) return
    group.clearLayers()
    const placed = [...offers, ...nearby].flatMap((c) =>
      c.place.lat !== null && c.place.lng !== null ? [{ c, at: [c.place.lat, c.place.lng] as L.LatLngTuple }] : [],
    )
    for (const { c, at } of placed) {
      const name = t('respond.caseTitle', { id: c.id, animal: enumLabel(t, 'rescueAnimal', c.animalType) })
      const marker = L.circleMarker(at, {
        radius: 10,
        color: offers.includes(c) ? '#1e3a8a' : '#ffffff',
        weight: 3,
        // No GPS: placed at the centre of its pincode or locality, drawn with a dashed ring.
        dashArray: c.place.fromTypedPlace ? '4 3' : undefined,
        fillColor: COLOURS[c.urgency],
        fillOpacity: 0.95,
      })
      marker.bindTooltip(`${name}, ${enumLabel(t, 'urgency', c.urgency)}`)
      const open = () => pick.current?.(c.id)
      marker.on('click', open)
      marker.addTo(group)
      // A keyboard and screen-reader handle on the vector marker.
      const path = marker.getElement()
      if (path) {
        path.setAttribute('role', 'button')
        path.setAttribute('tabindex', '0')
        path.setAttribute('aria-label', name)
        path.setAttribute('data-case', String(c.id))
        if (c.place.fromTypedPlace) path.setAttribute('data-typed-place', 'true')
        path.addEventListener('keydown', (e) => {
          if ((e as KeyboardEvent).key === 'Enter') open()
        })
      }
    }
    if (placed.length > 0) {
      map.current.fitBounds(L.latLngBounds(placed.map((p) => p.at)), {
        padding: [24, 24],
        maxZoom: 15,
      })
    }
  }, [offers, nearby])

  return (
    <figure className="grid gap-2">
      <div
        ref={element}
        className={`${small ? 'h-[200px]' : 'h-[360px]'} w-full rounded-lg ring-1 ring-slate-300`}
        data-testid="respond-map"
      />
      <figcaption className="text-sm text-slate-700">
        {t('respond.mapApproximate')}
        {[...offers, ...nearby].some((c) => c.place.fromTypedPlace) && ` ${t('respond.mapApproximateTyped')}`}
      </figcaption>
    </figure>
  )
}
