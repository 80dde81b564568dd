import type { FieldErrors } from '../../../lib/form/index.ts'
import { breedSuggestions, GENDERS, PERSONALITY_TRAITS, SIZES, SPECIES, enumLabel } from '@paws/contracts'
import { useId, type ReactNode } from 'react'
import { FormSection } from '../../../components/ui/FormSection.tsx'
import { CheckField } from '../../../components/ui/CheckField.tsx'
import { SelectField, TextArea, TextField } from '../../../components/ui/fields.tsx'
import type { AnimalFormValues } from './form-values.ts'

const cap = (s: string) => s[0].toUpperCase() + s.slice(1)

export type SetField = <K extends keyof AnimalFormValues>(key: K, value: AnimalFormValues[K]) => void

interface Props {
  values: AnimalFormValues
  set: SetField
  errors: FieldErrors
}

export function BasicInfo({ values, set, errors, children }: Props & { children?: ReactNode }) {
  const listId = useId()
  return (
    <FormSection title="Basic Information">
      <TextField
        label="Name"
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Species"
          required
          value={values.species}
          error={errors.species}
          onChange={(e) => {
            // A breed belongs to its species: changing species clears it.
            set('species', e.target.value)
            set('breed', '')
          }}
        >
          <option value="">Select species</option>
          {SPECIES.map((s) => (
            <option key={s} value={s}>
              {cap(s)}
            </option>
          ))}
        </SelectField>
        <div>
          <TextField
            label="Breed"
            list={listId}
            autoComplete="off"
            placeholder={values.species ? 'Start typing or pick one' : 'Choose a species first'}
            value={values.breed}
            onChange={(e) => set('breed', e.target.value)}
          />
          <datalist id={listId}>
            {values.species && breedSuggestions(values.species, values.breed).map((b) => <option key={b} value={b} />)}
          </datalist>
        </div>
        <TextField
          label="Age (months)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Whole months, e.g. 18 for 1½ years"
          value={values.age}
          onChange={(e) => set('age', e.target.value)}
          error={errors.age}
        />
        <SelectField
          label="Gender"
          value={values.gender}
          onChange={(e) => set('gender', e.target.value as AnimalFormValues['gender'])}
        >
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {cap(g)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Size"
          required
          value={values.size}
          error={errors.size}
          onChange={(e) => set('size', e.target.value)}
        >
          <option value="">Select size</option>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {enumLabel('size', s)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Weight (kg)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={values.weight}
          onChange={(e) => set('weight', e.target.value)}
          error={errors.weight}
        />
        <TextField label="Color" value={values.color} onChange={(e) => set('color', e.target.value)} />
      </div>
      {children}
    </FormSection>
  )
}

export function DescriptionFields({ values, set, rehoming }: Omit<Props, 'errors'> & { rehoming: boolean }) {
  return (
    <>
      <TextArea
        label="Description"
        placeholder="Tell adopters about this animal's story and habits"
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <PersonalityChips value={values.personality} onChange={(p) => set('personality', p)} />
      <TextArea
        label="Special needs"
        rows={3}
        placeholder="Diet, medication, care needs..."
        value={values.specialNeeds}
        onChange={(e) => set('specialNeeds', e.target.value)}
      />
      {rehoming && (
        <TextArea
          label="Reason for rehoming"
          rows={3}
          value={values.rehomingReason}
          onChange={(e) => set('rehomingReason', e.target.value)}
        />
      )}
    </>
  )
}

export function PersonalityChips({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="label">Personality</legend>
      <div className="flex flex-wrap gap-2">
        {PERSONALITY_TRAITS.map((trait) => {
          const on = value.includes(trait)
          return (
            <button
              key={trait}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((t) => t !== trait) : [...value, trait])}
              className={`min-h-11 rounded-full border px-4 font-medium ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
            >
              {cap(trait)}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}

export function LocationFields({ values, set }: Omit<Props, 'errors'>) {
  return (
    <FormSection title="Location">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
        />
        <TextField
          label="Area / locality"
          placeholder="e.g. Andheri West, Mumbai"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
        />
      </div>
    </FormSection>
  )
}

export function MedicalFields({ values, set }: Omit<Props, 'errors'>) {
  return (
    <FormSection title="Medical Information">
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckField
          label="Spayed / Neutered"
          checked={values.spayedNeutered}
          onChange={(v) => set('spayedNeutered', v)}
        />
        <CheckField label="Vaccinated" checked={values.vaccinated} onChange={(v) => set('vaccinated', v)} />
        <CheckField label="Microchipped" checked={values.microchipped} onChange={(v) => set('microchipped', v)} />
        <CheckField label="Health checked" checked={values.healthChecked} onChange={(v) => set('healthChecked', v)} />
      </div>
      <TextArea
        label="Medical history notes"
        rows={3}
        value={values.medicalNotes}
        onChange={(e) => set('medicalNotes', e.target.value)}
      />
    </FormSection>
  )
}
