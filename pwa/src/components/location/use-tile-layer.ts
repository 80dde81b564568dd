// The maps' tile layer (docs/rules.md#places): added once the tile server's settings arrive,
// removed with the map; the markers are drawn without it. Imported only by the maps, which load
// with Leaflet when they are opened.
import type { MapConfig } from '@paws/contracts/schemas/admin'
import L from 'leaflet'
import { type RefObject, useEffect } from 'react'

export function useTileLayer(map: RefObject<L.Map | null>, config: MapConfig | undefined): void {
  useEffect(() => {
    if (!map.current || !config) return
    const tiles = L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 19 })
    tiles.addTo(map.current)
    return () => void tiles.remove()
  }, [map, config])
}
