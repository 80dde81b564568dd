// The coverage map's drawing (docs/rules.md#coverage): each cell a square, red where cover is
// thin, green where it is not, stronger where cases waited; its summary on hover and focus.
// Leaflet and its CSS come in this chunk only. With no tiles (offline, a blocked tile server)
// the squares still show.
import type { CoverageCell, CoverageQuery } from '@paws/contracts/schemas/coverage'
import { useQuery } from '@tanstack/react-query'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { mapConfigQuery } from '../../api/admin.ts'
import { useTileLayer } from '../../components/location/use-tile-layer.ts'
import { t } from '../../i18n/index.ts'
import { cellSummary } from './cells.ts'

const MUMBAI: L.LatLngTuple = [19.076, 72.8777]

export default function CoverageMap({
  cells,
  hours,
  onView,
}: {
  cells: CoverageCell[]
  hours: number
  onView(box: CoverageQuery): void
}) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const config = useQuery(mapConfigQuery())
  const view = useRef(onView)
  view.current = onView

  useEffect(() => {
    if (!element.current) return
    const m = L.map(element.current, { center: MUMBAI, zoom: 11 })
    map.current = m
    layer.current = L.layerGroup().addTo(m)
    m.on('moveend', () => {
      const b = m.getBounds()
      view.current({ minLat: b.getSouth(), minLng: b.getWest(), maxLat: b.getNorth(), maxLng: b.getEast() })
    })
    return () => {
      m.remove()
      map.current = null
    }
  }, [])

  useTileLayer(map, config.data)

  useEffect(() => {
    const group = layer.current
    if (!group) return
    group.clearLayers()
    for (const c of cells) {
      const colour = c.thin ? '#dc2626' : '#15803d'
      const square = L.rectangle(
        [
          [c.minLat, c.minLng],
          [c.minLat + 0.01, c.minLng + 0.01],
        ],
        {
          color: colour,
          weight: c.longWaits > 0 ? 2 : 0.5,
          fillColor: colour,
          fillOpacity: c.thin ? Math.min(0.35 + 0.1 * c.longWaits, 0.75) : 0.3,
        },
      )
      const summary = cellSummary(c, hours)
      square.bindTooltip(summary)
      square.addTo(group)
      const path = square.getElement()
      if (path) {
        path.setAttribute('tabindex', '0')
        path.setAttribute('aria-label', `${c.thin ? t('coverage.legendThin') : t('coverage.legendCovered')}: ${summary}`)
        path.setAttribute('data-thin', String(c.thin))
      }
    }
  }, [cells, hours])

  return (
    <div
      ref={element}
      className="h-[420px] w-full rounded-lg ring-1 ring-slate-300"
      data-testid="coverage-map"
      role="region"
      aria-label={t('coverage.mapLabel')}
    />
  )
}
