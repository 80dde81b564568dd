// Step 2: where the animal is. The phone's GPS is asked for as the step opens (no extra tap);
// with a fix the address is a short "where exactly" and the pincode is optional (contracts
// validateRescueReport, docs/rules.md#departures-from-the-spec). The spec's fields all stay in the
// form.
import { LocateFixed, MapPin } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { TextField } from '../../../components/ui/fields.tsx'
import type { StepProps } from './step-props.ts'
import { useGeolocation } from '../../../lib/use-geolocation.ts'
import { t } from '../../../i18n/index.ts'
import { capturedText } from '../../../lib/use-geolocation.ts'

/** `autoLocate` false: the person is not with the animal (a shared photo), the phone's position is not its. */
export function StepLocation({ values, set, errors, autoLocate = true }: StepProps & { autoLocate?: boolean }) {
  const gps = useGeolocation()
  const fix = values.lat !== null && values.lng !== null ? { lat: values.lat, lng: values.lng } : null
  async function locateMe() {
    const found = await gps.locate()
    if (!found) return
    set('lat', found.lat)
    set('lng', found.lng)
    set('accuracy', found.accuracy)
  }
  // Once per opening of the step, and only when there is no fix yet.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current || fix || !autoLocate) return
    asked.current = true
    void locateMe()
  })
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-xl bg-slate-100 p-4">
        <div aria-live="polite">
          {fix ? (
            <p className="flex items-start gap-2 text-green-900">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <span>
                {capturedText(fix.lat, fix.lng, values.accuracy)}{' '}
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => {
                    set('lat', null)
                    set('lng', null)
                    set('accuracy', null)
                  }}
                >
                  {t('wizard.remove')}
                </button>
              </span>
            </p>
          ) : (
            gps.finding && <p>{t('gps.finding')}</p>
          )}
        </div>
        {!fix && (
          <button type="button" className="btn-secondary" onClick={() => void locateMe()} disabled={gps.finding}>
            <LocateFixed className="h-5 w-5" aria-hidden="true" />
            {gps.finding ? t('gps.finding') : t('gps.button')}
          </button>
        )}
        {gps.error && !fix && (
          <p role="alert" className="text-red-700">
            {gps.error}
          </p>
        )}
        <p className="text-sm text-slate-600">
          {fix
            ? t('wizard.addAFewWords')
            : autoLocate
              ? t('wizard.withoutGpsPleaseType')
              : t('bystander.whereWasItSeen')}
        </p>
      </div>
      <TextField
        label={fix ? t('wizard.whereExactlyAddressOr') : t('wizard.address')}
        required
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        error={errors['location.address']}
        autoComplete="street-address"
        hint={fix ? t('wizard.forExampleOutsideGate') : undefined}
      />
      <TextField
        label={fix ? t('wizard.pincodeOptional') : t('wizard.pincode')}
        required={!fix}
        inputMode="numeric"
        value={values.pincode}
        onChange={(e) => set('pincode', e.target.value)}
        error={errors['location.pincode']}
        autoComplete="postal-code"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('wizard.city')}
          required
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
          error={errors['location.city']}
          autoComplete="address-level2"
        />
        <TextField
          label={t('wizard.state')}
          value={values.state}
          onChange={(e) => set('state', e.target.value)}
          autoComplete="address-level1"
        />
      </div>
      <TextField
        label={t('wizard.landmarks')}
        value={values.landmarks}
        onChange={(e) => set('landmarks', e.target.value)}
        hint={t('wizard.shopsSignsOrGates')}
      />
    </div>
  )
}
