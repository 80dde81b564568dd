// The post form's fields: the animal (species, sex, colours from the fixed set, size, collar,
// marks, name), where (the phone's GPS, a locality or pincode search and a pin on the map: the
// place pickers the rescue form and the clinic's sign-up use; or just a pincode typed, which
// needs nothing loaded, for a phone with no signal) and when; for a found animal,
// where it is now.
import {
  ANIMAL_MARKS,
  COAT_COLOURS,
  COLLAR_COLOURS,
  COLLAR_STATES,
  enumLabel,
  FOUND_WHERE,
  GENDERS,
  LOST_FOUND_SIZES,
  SPECIES,
} from '@paws/contracts'
import { MapPicker } from '../../../components/location/MapPicker.tsx'
import { PositionField } from '../../../components/location/PositionField.tsx'
import { SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import { t } from '../../../i18n/index.ts'
import { type FieldErrors, fieldText } from '../../../lib/form/index.ts'
import { CheckChoices, RadioChoices } from './Choices.tsx'
import type { PostKind, PostValues } from './post-values.ts'

export interface FieldsProps {
  kind: PostKind
  values: PostValues
  set: <K extends keyof PostValues>(key: K, value: PostValues[K]) => void
  errors: FieldErrors
}

const labelled = <T extends string>(kind: Parameters<typeof enumLabel>[1], values: readonly T[]) =>
  values.map((value) => ({ value, label: enumLabel(t, kind, value) }))

export function AnimalFields({ kind, values, set, errors }: FieldsProps) {
  return (
    <div className="grid gap-5">
      <RadioChoices
        legend={t('lf.species')}
        name="species"
        options={labelled('species', SPECIES)}
        value={values.species}
        onChange={(v) => set('species', v)}
        error={errors.species}
        required
      />
      <RadioChoices
        legend={t('lf.sex')}
        name="sex"
        options={labelled('gender', GENDERS)}
        value={values.sex}
        onChange={(v) => set('sex', v)}
      />
      <CheckChoices
        legend={t('lf.colours')}
        hint={t('lf.coloursHint')}
        options={labelled('colour', COAT_COLOURS)}
        value={values.colours}
        onChange={(v) => set('colours', v)}
      />
      {errors.colours && <p className="text-red-700">{fieldText(errors.colours)}</p>}
      <RadioChoices
        legend={t('lf.size')}
        name="size"
        options={labelled('size', LOST_FOUND_SIZES)}
        value={values.size}
        onChange={(v) => set('size', v)}
      />
      <RadioChoices
        legend={t('lf.collar')}
        name="collar"
        options={labelled('collar', COLLAR_STATES)}
        value={values.collar}
        onChange={(v) => set('collar', v)}
      />
      {values.collar === 'yes' && (
        <SelectField
          label={t('lf.collarColourLabel')}
          value={values.collarColour}
          onChange={(e) => set('collarColour', e.target.value as PostValues['collarColour'])}
        >
          <option value="">{t('lf.notSure')}</option>
          {COLLAR_COLOURS.map((c) => (
            <option key={c} value={c}>
              {enumLabel(t, 'collarColour', c)}
            </option>
          ))}
        </SelectField>
      )}
      <CheckChoices
        legend={t('lf.marks')}
        hint={t('lf.marksHint')}
        options={labelled('mark', ANIMAL_MARKS)}
        value={values.marks}
        onChange={(v) => set('marks', v)}
      />
      {kind === 'lost' && (
        <TextField
          label={t('lf.name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          hint={t('lf.nameHint')}
        />
      )}
      <TextArea
        label={t('lf.description')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        hint={kind === 'lost' ? t('lf.descriptionHintLost') : t('lf.descriptionHintFound')}
      />
    </div>
  )
}

export function PlaceFields({ kind, values, set, errors }: FieldsProps) {
  const point = values.lat !== null && values.lng !== null ? { lat: values.lat, lng: values.lng } : null
  const place = (next: { lat: number; lng: number } | null) => {
    set('lat', next?.lat ?? null)
    set('lng', next?.lng ?? null)
  }
  return (
    <div className="grid gap-5">
      <PositionField
        value={point}
        onChange={place}
        label={kind === 'lost' ? t('lf.whereLastSeen') : t('lf.whereFound')}
        hint={t('lf.placeHint')}
      >
        <MapPicker value={point} onChange={place} hint={t('lf.mapHint')} label={t('lf.mapPinLabel')} />
      </PositionField>
      <TextField
        label={t('lf.orPincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        value={values.pincode}
        onChange={(e) => set('pincode', e.target.value)}
        hint={t('lf.pincodeHint')}
      />
      {errors.place && (
        <p role="alert" className="text-red-700">
          {fieldText(errors.place)}
        </p>
      )}
      <TextField
        label={kind === 'lost' ? t('lf.whenLastSeen') : t('lf.whenFound')}
        type="datetime-local"
        required
        value={values.seenAt}
        onChange={(e) => set('seenAt', e.target.value)}
        error={errors.seenAt}
      />
      {kind === 'found' && (
        <RadioChoices
          legend={t('lf.whereNow')}
          name="foundWhere"
          options={labelled('foundWhere', FOUND_WHERE)}
          value={values.foundWhere}
          onChange={(v) => set('foundWhere', v)}
          error={errors.foundWhere}
          required
        />
      )}
    </div>
  )
}
