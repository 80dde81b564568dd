// A report opened from a shared photo, once the person said whether they are with the animal:
// everything the report needs on one screen, so it is queued in a few taps (the animal, the
// urgency, a few words; the photos are already attached). With the animal, the phone's position
// is taken as the screen opens and the address starts as the nearest locality and the position;
// seen elsewhere, a locality or pincode search gives the place, and a pin on a map (PinMap) its
// position if the person can point to it. Both stay editable, and "Add more
// details" opens the full wizard (docs/rules.md#offline-reports).
import type { Place } from '@paws/contracts/places/places'
import { LocateFixed, MapPin, MapPinned } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { TextArea, TextField } from '../../../components/ui/fields.tsx'
import { t } from '../../../i18n/index.ts'
import { useGeolocation } from '../../../lib/use-geolocation.ts'
import { PlaceSearch } from '../../../components/location/PlaceSearch.tsx'
import { StepAnimal } from './StepAnimal.tsx'
import type { StepProps } from './step-props.ts'
import { capturedText } from '../../../lib/use-geolocation.ts'

const PinMap = lazy(() => import('../../../components/location/PinMap.tsx'))

/** The address a position starts with: the nearest locality (when the table has one near) and the position. */
async function addressAt(lat: number, lng: number): Promise<string> {
  const { nearestPlace } = await import('@paws/contracts/places/places')
  const place = nearestPlace({ lat, lng })
  const position = `${lat.toFixed(5)}, ${lng.toFixed(5)}`
  return place ? `${place.localities[0]} ${place.pincode} (${position})` : position
}

export function QuickShareReport({
  values,
  set,
  errors,
  withAnimal,
  photos,
}: StepProps & { withAnimal: boolean; photos: ReactNode }) {
  const gps = useGeolocation()
  const fix = values.lat !== null && values.lng !== null
  // The address is filled for the person only while they have not typed one.
  const typed = useRef(values.address.trim() !== '')
  async function locateMe() {
    const found = await gps.locate()
    if (!found) return
    set('lat', found.lat)
    set('lng', found.lng)
    set('accuracy', found.accuracy)
    if (!typed.current) set('address', await addressAt(found.lat, found.lng))
  }
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current || fix || !withAnimal) return
    asked.current = true
    void locateMe()
  })
  const [around, setAround] = useState<{ lat: number; lng: number } | null>(null)
  const [pinning, setPinning] = useState(false)
  function picked(place: Place, name: string) {
    set('pincode', place.pincode)
    setAround({ lat: place.lat, lng: place.lng })
    if (!typed.current) set('address', name)
  }
  async function pinned(point: { lat: number; lng: number }) {
    set('lat', point.lat)
    set('lng', point.lng)
    set('accuracy', null)
    if (!typed.current) set('address', await addressAt(point.lat, point.lng))
  }
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 rounded-xl bg-slate-100 p-4">
        {withAnimal ? (
          <div aria-live="polite">
            {fix ? (
              <p className="flex items-start gap-2 text-green-900">
                <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                {capturedText(values.lat ?? 0, values.lng ?? 0, values.accuracy)}
              </p>
            ) : gps.finding ? (
              <p>{t('gps.finding')}</p>
            ) : (
              <button type="button" className="btn-secondary" onClick={() => void locateMe()}>
                <LocateFixed className="h-5 w-5" aria-hidden="true" /> {t('gps.button')}
              </button>
            )}
            {gps.error && !fix && (
              <p role="alert" className="mt-2 text-red-700">
                {gps.error}
              </p>
            )}
          </div>
        ) : (
          <>
            <p>{t('bystander.whereWasItSeen')}</p>
            <PlaceSearch onPick={picked} />
            {pinning ? (
              <Suspense fallback={<p>{t('bystander.mapLoading')}</p>}>
                <p className="text-sm text-slate-700">{t('bystander.tapWhereSeen')}</p>
                <PinMap
                  around={around}
                  pin={fix ? { lat: values.lat ?? 0, lng: values.lng ?? 0 } : null}
                  onPin={(point) => void pinned(point)}
                  label={t('bystander.pinMap')}
                />
              </Suspense>
            ) : (
              <button type="button" className="btn-secondary" onClick={() => setPinning(true)}>
                <MapPinned className="h-5 w-5" aria-hidden="true" /> {t('bystander.pinOnMap')}
              </button>
            )}
          </>
        )}
        <TextField
          label={fix ? t('wizard.whereExactlyAddressOr') : t('wizard.address')}
          required
          value={values.address}
          onChange={(e) => {
            typed.current = true
            set('address', e.target.value)
          }}
          error={errors['location.address']}
          hint={t('wizard.forExampleOutsideGate')}
        />
      </div>
      <StepAnimal values={values} set={set} errors={errors} photos={photos} />
      <TextArea
        label={t('wizard.description')}
        required
        rows={3}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        hint={t('bystander.describeShort')}
      />
    </div>
  )
}
