// The posts on a map (Leaflet, as the rescue pages' maps; loaded with React.lazy, its CSS in the
// same chunk): each post a vector circle marker at its approximate place (red lost, green found),
// so with no tiles at all the markers still show and can be tapped; the tile server is the API's
// MAP_TILE_URL.
import type { LostFoundPost } from '@paws/contracts/schemas/lost-found'
import { useQuery } from '@tanstack/react-query'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { mapTilesQuery } from '../../api/dispatch.ts'
import { useTileLayer } from '../../components/location/use-tile-layer.ts'
import { t } from '../../i18n/index.ts'
import { postTitle } from './post-text.ts'

const MUMBAI: L.LatLngTuple = [19.076, 72.8777]
const COLOURS = { lost: '#b91c1c', found: '#15803d', sighting: '#a16207' } as const

export default function PostsMap({ posts, onPick }: { posts: LostFoundPost[]; onPick: (id: number) => void }) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const config = useQuery(mapTilesQuery())
  const pick = useRef(onPick)
  pick.current = onPick

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

  useTileLayer(map, config.data)

  useEffect(() => {
    const group = layer.current
    if (!group || !map.current) return
    group.clearLayers()
    for (const post of posts) {
      const name = postTitle(post)
      const marker = L.circleMarker([post.place.lat, post.place.lng], {
        radius: 10,
        color: '#ffffff',
        weight: 3,
        fillColor: COLOURS[post.kind],
        fillOpacity: 0.95,
      })
      marker.bindTooltip(name)
      marker.on('click', () => pick.current(post.id))
      marker.addTo(group)
      const path = marker.getElement()
      if (path) {
        path.setAttribute('role', 'button')
        path.setAttribute('tabindex', '0')
        path.setAttribute('aria-label', name)
        path.setAttribute('data-post', String(post.id))
        path.addEventListener('keydown', (e) => {
          if ((e as KeyboardEvent).key === 'Enter') pick.current(post.id)
        })
      }
    }
    if (posts.length > 0) {
      map.current.fitBounds(L.latLngBounds(posts.map((p) => [p.place.lat, p.place.lng] as L.LatLngTuple)), {
        maxZoom: 14,
        padding: [24, 24],
      })
    }
  }, [posts])

  return (
    <div
      ref={element}
      className="h-[320px] w-full rounded-lg ring-1 ring-slate-300"
      data-testid="posts-map"
      role="application"
      aria-label={t('lf.mapLabel')}
    />
  )
}
