// An animal's basic fields, the same for the owner's add and edit form and the admin's edit
// dialog: name, species (changing it clears the breed), breed with the species' suggestions,
// age in months, gender, size, weight and colour, each with its message under it.
// Kept in components/animals/form/, not beside the public cards: the public pages never load these
// fields' words (src/i18n/parts.ts).
import { breedSuggestions, enumLabel, type Gender, GENDERS, SIZES, SPECIES } from '@paws/contracts'
import { type ReactNode, useId } from 'react'
import { t } from '../../../i18n/index.ts'
import { SelectField, TextField } from '../../ui/fields.tsx'
import type { FieldErrors } from '../../../lib/form/index.ts'

export interface AnimalBasics {
  name: string
  species: string
  breed: string
  age: string
  gender: Gender
  size: string
  weight: string
  color: string
}

/** Either form's field setter (its values hold these fields among others). */
type Setter<V> = <K extends Extract<keyof V, string>>(key: K, value: V[K]) => void

export function AnimalBasicFields<V extends AnimalBasics>({
  values,
  set: setField,
  errors,
  children,
}: {
  values: V
  set: Setter<V>
  errors: FieldErrors
  /** More fields in the same grid, after the colour (the admin's status). */
  children?: ReactNode
}) {
  const listId = useId()
  // Every one of these fields holds the text of its input (gender one of its options).
  const set = setField as (key: keyof AnimalBasics, value: string) => void
  return (
    <>
      <TextField
        label={t('adoptionInfo.name')}
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('browse.species')}
          required
          value={values.species}
          error={errors.species}
          onChange={(e) => {
            // A breed belongs to its species: changing species clears it.
            set('species', e.target.value)
            set('breed', '')
          }}
        >
          <option value="">{t('animalForm.selectSpecies')}</option>
          {SPECIES.map((s) => (
            <option key={s} value={s}>
              {enumLabel(t, 'species', s)}
            </option>
          ))}
        </SelectField>
        <div>
          <TextField
            label={t('browse.breed')}
            list={listId}
            autoComplete="off"
            placeholder={values.species ? t('animalForm.breedPlaceholder') : t('animalForm.chooseSpeciesFirst')}
            value={values.breed}
            onChange={(e) => set('breed', e.target.value)}
          />
          <datalist id={listId}>
            {values.species && breedSuggestions(values.species, values.breed).map((b) => <option key={b} value={b} />)}
          </datalist>
        </div>
        <TextField
          label={t('animalForm.ageMonths')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint={t('animalForm.ageHint')}
          value={values.age}
          onChange={(e) => set('age', e.target.value)}
          error={errors.age}
        />
        <SelectField label={t('browse.gender')} value={values.gender} onChange={(e) => set('gender', e.target.value)}>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {enumLabel(t, 'gender', g)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('browse.size')}
          required
          value={values.size}
          error={errors.size}
          onChange={(e) => set('size', e.target.value)}
        >
          <option value="">{t('animalForm.selectSize')}</option>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {enumLabel(t, 'size', s)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('animalForm.weightKg')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={values.weight}
          onChange={(e) => set('weight', e.target.value)}
          error={errors.weight}
        />
        <TextField label={t('animal.color')} value={values.color} onChange={(e) => set('color', e.target.value)} />
        {children}
      </div>
    </>
  )
}
