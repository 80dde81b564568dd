// Where an NGO or a clinic works from (nearest-first assignment, nearby clinics): the phone's
// position, taken with one tap while standing at the premises, shown as numbers with a way to
// clear it. A page may add another way to place it below the button (the clinic's MapPicker).
import { Crosshair, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { t } from '../../i18n/index.ts'
import { useGeolocation } from '../../lib/use-geolocation.ts'

export interface LatLng {
  lat: number
  lng: number
}

export const roundedPosition = (point: LatLng): LatLng => ({
  lat: Number(point.lat.toFixed(6)),
  lng: Number(point.lng.toFixed(6)),
})

export function PositionField({
  value,
  onChange,
  label,
  hint,
  children,
}: {
  value: LatLng | null
  onChange: (next: LatLng | null) => void
  label: string
  hint: string
  /** Another way to place it, shown under the phone's. */
  children?: ReactNode
}) {
  const gps = useGeolocation()
  async function locate() {
    const fix = await gps.locate()
    if (fix) onChange(roundedPosition(fix))
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="label">{label}</legend>
      <p className="text-sm text-slate-700">{hint}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-secondary" onClick={() => void locate()} disabled={gps.finding}>
          <Crosshair className="h-4 w-4" aria-hidden="true" />
          {gps.finding ? t('gps.finding') : value ? t('position.retake') : t('gps.button')}
        </button>
        {value && (
          <button type="button" className="btn-secondary" onClick={() => onChange(null)}>
            {t('position.clear')}
          </button>
        )}
      </div>
      {gps.error && (
        <p role="alert" className="text-red-800">
          {gps.error}
        </p>
      )}
      {children}
      <p role="status" className="flex items-center gap-2 text-slate-800">
        {value && (
          <>
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('position.saved', { at: `${value.lat.toFixed(5)}, ${value.lng.toFixed(5)}` })}
          </>
        )}
      </p>
    </fieldset>
  )
}
