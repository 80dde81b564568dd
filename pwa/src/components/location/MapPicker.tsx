// Placing a position from a desk, with no GPS: a locality or pincode search gives the place's
// centre and opens the map there, and a tap on the map puts the pin where it is exactly (the
// same search and pin as a report of an animal seen elsewhere). Its words load with the
// signed-in part of the catalog, so only pages that load it use this (the clinic's sign-up).
import type { Place } from '@paws/contracts/places/places'
import { MapPinned } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { t } from '../../i18n/index.ts'
import { PlaceSearch } from './PlaceSearch.tsx'
import { type LatLng, roundedPosition as rounded } from './PositionField.tsx'

const PinMap = lazy(() => import('./PinMap.tsx'))

export function MapPicker({
  value,
  onChange,
  hint,
  label,
}: {
  value: LatLng | null
  onChange: (next: LatLng) => void
  hint: string
  label: string
}) {
  const [around, setAround] = useState<LatLng | null>(null)
  const [pinning, setPinning] = useState(false)
  function picked(place: Place) {
    const centre = { lat: place.lat, lng: place.lng }
    setAround(centre)
    onChange(rounded(centre))
    setPinning(true)
  }
  return (
    <div className="grid gap-2 rounded-xl bg-slate-100 p-3">
      <p className="text-sm text-slate-700">{hint}</p>
      <PlaceSearch onPick={picked} />
      {pinning ? (
        <Suspense fallback={<p>{t('bystander.mapLoading')}</p>}>
          <PinMap around={around} pin={value} onPin={(point) => onChange(rounded(point))} label={label} />
        </Suspense>
      ) : (
        <button type="button" className="btn-secondary justify-self-start" onClick={() => setPinning(true)}>
          <MapPinned className="h-4 w-4" aria-hidden="true" /> {t('bystander.pinOnMap')}
        </button>
      )}
    </div>
  )
}
