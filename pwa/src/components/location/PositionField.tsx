// Where an NGO works from (nearest-first assignment): the phone's position, taken
// with one tap while standing at the premises, shown as numbers with a way to clear it.
// Optional: without it the NGO is listed after those with a position.
import { Crosshair, MapPin } from 'lucide-react'
import { t } from '../../i18n/index.ts'
import { GPS_TEXT } from '../../lib/rescue-texts.ts'
import { useGeolocation } from '../../lib/use-geolocation.ts'

export interface LatLng {
  lat: number
  lng: number
}

export function PositionField({
  value,
  onChange,
  label,
  hint,
}: {
  value: LatLng | null
  onChange: (next: LatLng | null) => void
  label: string
  hint: string
}) {
  const gps = useGeolocation()
  async function locate() {
    const fix = await gps.locate()
    if (fix) onChange({ lat: Number(fix.lat.toFixed(6)), lng: Number(fix.lng.toFixed(6)) })
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="label">{label}</legend>
      <p className="text-sm text-slate-700">{hint}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-secondary" onClick={() => void locate()} disabled={gps.finding}>
          <Crosshair className="h-4 w-4" aria-hidden="true" />
          {gps.finding ? GPS_TEXT.finding : value ? t('position.retake') : GPS_TEXT.button}
        </button>
        {value && (
          <button type="button" className="btn-secondary" onClick={() => onChange(null)}>
            {t('position.clear')}
          </button>
        )}
      </div>
      <p role="status" className="flex items-center gap-2 text-slate-800">
        {value && (
          <>
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('position.saved', { at: `${value.lat.toFixed(5)}, ${value.lng.toFixed(5)}` })}
          </>
        )}
      </p>
      {gps.error && (
        <p role="alert" className="text-red-800">
          {gps.error}
        </p>
      )}
    </fieldset>
  )
}
