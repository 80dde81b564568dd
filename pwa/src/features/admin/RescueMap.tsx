// Every open case of the admin rescues list on a map, not only the list's page.
// (React.lazy), with Leaflet's CSS in the same chunk. Cases are vector circle markers (no
// marker images to fetch), coloured by urgency; a case without GPS is drawn at the centre of
// its typed pincode or locality with a dashed ring, labelled approximate, as on the Respond map
// (docs/rules.md#dispatch). With no tiles at all (offline, a blocked
// tile server) the markers still show and open their case; the tile server is the API's
// MAP_TILE_URL.
import { enumLabel, type RescueStatus, type Urgency } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useTileLayer } from '../../components/location/use-tile-layer.ts'
import { useEffect, useRef } from 'react'
import { mapConfigQuery, rescueMapQuery } from '../../api/admin.ts'
import { t } from '../../i18n/index.ts'

const MUMBAI: L.LatLngTuple = [19.076, 72.8777]
const COLOURS: Record<Urgency, string> = { critical: '#b91c1c', high: '#c2410c', medium: '#a16207', low: '#15803d' }

export default function RescueMap({ status, urgency }: { status?: RescueStatus; urgency?: Urgency }) {
  const cases = useQuery(rescueMapQuery({ ...(status ? { status } : {}), ...(urgency ? { urgency } : {}) }))
  const points = cases.data?.points
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

  useTileLayer(map, config.data)

  useEffect(() => {
    const group = layer.current
    if (!group || !map.current || !points) return
    group.clearLayers()
    for (const p of points) {
      const name = t('admin.caseNamed', { id: p.id, animal: enumLabel(t, 'rescueAnimal', p.animalType) })
      const open = () => void navigate({ to: '/rescue/$id', params: { id: String(p.id) } })
      const marker = L.circleMarker([p.lat, p.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        dashArray: p.approximate ? '4 3' : undefined,
        fillColor: COLOURS[p.urgency],
        fillOpacity: 0.95,
      })
      const where = p.approximate ? `, ${t('respond.approximate')}` : ''
      marker.bindTooltip(`${name}, ${enumLabel(t, 'urgency', p.urgency)}${where}`)
      marker.on('click', open)
      marker.addTo(group)
      // A keyboard and screen-reader handle on the vector marker.
      const path = marker.getElement()
      if (path) {
        path.setAttribute('role', 'link')
        path.setAttribute('tabindex', '0')
        path.setAttribute(
          'aria-label',
          p.approximate ? t('admin.approximateCaseOnTheMap', { id: p.id }) : t('admin.caseOnTheMap', { id: p.id }),
        )
        path.setAttribute('data-case', String(p.id))
        if (p.approximate) path.setAttribute('data-approximate', 'true')
        path.addEventListener('keydown', (e) => {
          if ((e as KeyboardEvent).key === 'Enter') open()
        })
      }
    }
    if (points.length > 0) {
      map.current.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: 14 })
    }
  }, [points, navigate])

  return (
    <figure className="grid gap-2">
      <div ref={element} className="h-[420px] w-full rounded-lg ring-1 ring-slate-300" data-testid="rescue-map" />
      <figcaption className="text-sm text-slate-700" aria-live="polite">
        {cases.isError
          ? t('admin.mapCasesFailed')
          : points && (
              <>
                {t('admin.openCasesOnTheMap', { count: points.length })}
                {cases.data?.truncated ? ` ${t('admin.mapTruncated')}` : ''} {t('admin.mapHint')}{' '}
                {points.some((p) => p.approximate) && <>{t('admin.mapApproximateHint')} </>}
                {cases.data && cases.data.withoutPosition > 0 && (
                  <Link
                    to="/admin/rescues"
                    search={{ flag: 'noPosition', ...(status ? { status } : {}), ...(urgency ? { urgency } : {}) }}
                    className="font-semibold underline"
                  >
                    {t('attention.withoutPosition', { count: cases.data.withoutPosition })}
                  </Link>
                )}
              </>
            )}
      </figcaption>
    </figure>
  )
}
