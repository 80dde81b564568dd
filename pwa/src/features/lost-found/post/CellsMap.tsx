// The search party's cells on a map (Leaflet, as the rescue pages' maps; loaded with React.lazy):
// each cell of about 200 m a rectangle, grey when free, amber when someone is on it, green once
// searched; the caller's own cells have a thick outline. A tap picks a cell.
import type { SearchCell, SearchCells } from '@paws/contracts/schemas/lost-found'
import { useQuery } from '@tanstack/react-query'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { mapTilesQuery } from '../../../api/dispatch.ts'
import { useTileLayer } from '../../../components/location/use-tile-layer.ts'
import { t } from '../../../i18n/index.ts'

const FILL = { free: '#94a3b8', claimed: '#d97706', searched: '#15803d' } as const

export default function CellsMap({ grid, onPick }: { grid: SearchCells; onPick: (cell: SearchCell) => void }) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const config = useQuery(mapTilesQuery())
  const pick = useRef(onPick)
  pick.current = onPick
  const { lat, lng } = grid.centre

  useEffect(() => {
    if (!element.current) return
    const m = L.map(element.current, { center: [lat, lng], zoom: 14 })
    map.current = m
    layer.current = L.layerGroup().addTo(m)
    return () => {
      m.remove()
      map.current = null
    }
  }, [lat, lng])

  useTileLayer(map, config.data)

  useEffect(() => {
    const group = layer.current
    if (!group) return
    group.clearLayers()
    for (const cell of grid.cells) {
      const box = L.rectangle(
        [
          [cell.south, cell.west],
          [cell.north, cell.east],
        ],
        {
          color: cell.mine ? '#1e3a8a' : '#ffffff',
          weight: cell.mine ? 3 : 1,
          fillColor: FILL[cell.state],
          fillOpacity: 0.55,
        },
      )
      box.on('click', () => pick.current(cell))
      box.addTo(group)
      const path = box.getElement()
      if (path) {
        path.setAttribute('data-cell', String(cell.id))
        path.setAttribute('data-state', cell.state)
      }
    }
  }, [grid.cells])

  return (
    <div
      ref={element}
      className="h-[300px] w-full rounded-lg ring-1 ring-slate-300"
      role="application"
      aria-label={t('lf.cellsMap')}
      data-testid="cells-map"
    />
  )
}
