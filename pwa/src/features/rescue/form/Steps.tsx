// The four steps of the report wizard (spec part 2 section 2): animal and urgency; location
// (with GPS); condition, description and photos; contact preferences and extra information.
import {
  BLEEDING,
  BLEEDING_LABELS,
  BREATHING,
  BREATHING_LABELS,
  CONSCIOUSNESS,
  CONSCIOUSNESS_LABELS,
  INJURIES,
  INJURY_LABELS,
  MOBILITY,
  MOBILITY_LABELS,
  RESCUE_ANIMAL_TYPE_LABELS,
  RESCUE_ANIMAL_TYPES,
  URGENCIES,
  URGENCY_LABELS,
} from '@paws/contracts'
import { LocateFixed, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { GPS_TEXT } from '../../../lib/rescue-texts.ts'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import type { RescueFormValues } from './form-values.ts'
import { useGeolocation } from './use-geolocation.ts'

export type SetValue = <K extends keyof RescueFormValues>(key: K, value: RescueFormValues[K]) => void

interface StepProps {
  values: RescueFormValues
  set: SetValue
  errors: Record<string, string>
}

const URGENCY_HINTS = {
  critical: 'Life in danger right now',
  high: 'Badly hurt or in a dangerous place',
  medium: 'Hurt or sick, but stable',
  low: 'Needs help soon, not urgent',
} as const

export function StepAnimal({ values, set }: StepProps) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup
        legend="Animal type"
        name="animalType"
        options={RESCUE_ANIMAL_TYPES.map((t) => ({ value: t, label: RESCUE_ANIMAL_TYPE_LABELS[t] }))}
        value={values.animalType}
        onChange={(v) => set('animalType', v)}
      />
      <ChoiceGroup
        legend="Urgency"
        name="urgency"
        columns="grid-cols-1 sm:grid-cols-2"
        options={URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u], detail: URGENCY_HINTS[u] }))}
        value={values.urgency}
        onChange={(v) => set('urgency', v)}
      />
    </div>
  )
}

export function StepLocation({ values, set, errors }: StepProps) {
  const gps = useGeolocation()
  async function locateMe() {
    const fix = await gps.locate()
    if (!fix) return
    set('lat', fix.lat)
    set('lng', fix.lng)
    set('accuracy', fix.accuracy)
  }
  const fix = values.lat !== null && values.lng !== null ? { lat: values.lat, lng: values.lng } : null
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-xl bg-slate-100 p-4">
        <button type="button" className="btn-secondary" onClick={() => void locateMe()} disabled={gps.finding}>
          <LocateFixed className="h-5 w-5" aria-hidden="true" />
          {gps.finding ? GPS_TEXT.finding : GPS_TEXT.button}
        </button>
        <div aria-live="polite">
          {fix && (
            <p className="flex items-start gap-2 text-green-900">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <span>
                {GPS_TEXT.captured(fix.lat, fix.lng, values.accuracy)}{' '}
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => {
                    set('lat', null)
                    set('lng', null)
                    set('accuracy', null)
                  }}
                >
                  Remove
                </button>
              </span>
            </p>
          )}
        </div>
        {gps.error && (
          <p role="alert" className="text-red-700">
            {gps.error}
          </p>
        )}
        <p className="text-sm text-slate-600">Please also type the address so the team can find the place.</p>
      </div>
      <TextField
        label="Address"
        required
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        error={errors['location.address']}
        autoComplete="street-address"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="City"
          required
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
          error={errors['location.city']}
          autoComplete="address-level2"
        />
        <TextField
          label="State"
          value={values.state}
          onChange={(e) => set('state', e.target.value)}
          autoComplete="address-level1"
        />
      </div>
      <TextField
        label="Pincode"
        required
        inputMode="numeric"
        value={values.pincode}
        onChange={(e) => set('pincode', e.target.value)}
        error={errors['location.pincode']}
        autoComplete="postal-code"
      />
      <TextField
        label="Landmarks"
        value={values.landmarks}
        onChange={(e) => set('landmarks', e.target.value)}
        hint="Shops, signs or gates nearby"
      />
    </div>
  )
}

function Select<T extends string>(props: {
  label: string
  value: T | ''
  options: readonly T[]
  labels: Record<T, string>
  onChange: (v: T | '') => void
}) {
  return (
    <SelectField label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value as T | '')}>
      <option value="">Not sure / not seen</option>
      {props.options.map((o) => (
        <option key={o} value={o}>
          {props.labels[o]}
        </option>
      ))}
    </SelectField>
  )
}

export function StepCondition({ values, set, errors, photos }: StepProps & { photos: ReactNode }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Injuries"
          value={values.injuries}
          options={INJURIES}
          labels={INJURY_LABELS}
          onChange={(v) => set('injuries', v)}
        />
        <Select
          label="Mobility"
          value={values.mobility}
          options={MOBILITY}
          labels={MOBILITY_LABELS}
          onChange={(v) => set('mobility', v)}
        />
        <Select
          label="Consciousness"
          value={values.consciousness}
          options={CONSCIOUSNESS}
          labels={CONSCIOUSNESS_LABELS}
          onChange={(v) => set('consciousness', v)}
        />
        <Select
          label="Bleeding"
          value={values.bleeding}
          options={BLEEDING}
          labels={BLEEDING_LABELS}
          onChange={(v) => set('bleeding', v)}
        />
        <Select
          label="Breathing"
          value={values.breathing}
          options={BREATHING}
          labels={BREATHING_LABELS}
          onChange={(v) => set('breathing', v)}
        />
      </div>
      <TextArea
        label="Description"
        required
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        hint="What you see: injuries, behaviour, how long it has been there"
      />
      {photos}
    </div>
  )
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  )
}

export function StepContact({ values, set }: StepProps) {
  return (
    <div className="grid gap-4">
      <Check
        label="I can stay with the animal until help arrives"
        checked={values.canStay}
        onChange={(v) => set('canStay', v)}
      />
      <Check
        label="I can transport the animal"
        checked={values.canTransport}
        onChange={(v) => set('canTransport', v)}
      />
      <TextArea
        label="Additional information"
        value={values.additionalInfo}
        onChange={(e) => set('additionalInfo', e.target.value)}
        hint="Anything else the rescue team should know"
      />
    </div>
  )
}
