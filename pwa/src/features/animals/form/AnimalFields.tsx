import type { FieldErrors } from '../../../lib/form/index.ts'
import { PERSONALITY_TRAITS, enumLabel } from '@paws/contracts'
import type { ReactNode } from 'react'
import { AnimalBasicFields } from '../../../components/animals/form/AnimalBasicFields.tsx'
import { FormSection } from '../../../components/ui/FormSection.tsx'
import { CheckField } from '../../../components/ui/CheckField.tsx'
import { TextArea, TextField } from '../../../components/ui/fields.tsx'
import type { AnimalFormValues } from './form-values.ts'
import { t } from '../../../i18n/index.ts'

export type SetField = <K extends keyof AnimalFormValues>(key: K, value: AnimalFormValues[K]) => void

interface Props {
  values: AnimalFormValues
  set: SetField
  errors: FieldErrors
}

export function BasicInfo({ values, set, errors, children }: Props & { children?: ReactNode }) {
  return (
    <FormSection title={t('animalForm.basicInformation')}>
      <AnimalBasicFields values={values} set={set} errors={errors} />
      {children}
    </FormSection>
  )
}

export function DescriptionFields({ values, set, rehoming }: Omit<Props, 'errors'> & { rehoming: boolean }) {
  return (
    <>
      <TextArea
        label={t('animalForm.description')}
        placeholder={t('animalForm.descriptionPlaceholder')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <PersonalityChips value={values.personality} onChange={(p) => set('personality', p)} />
      <TextArea
        label={t('animalForm.specialNeeds')}
        rows={3}
        placeholder={t('animalForm.specialNeedsPlaceholder')}
        value={values.specialNeeds}
        onChange={(e) => set('specialNeeds', e.target.value)}
      />
      {rehoming && (
        <TextArea
          label={t('animalForm.rehomingReason')}
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
      <legend className="label">{t('animalForm.personality')}</legend>
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
              {enumLabel(t, 'trait', trait)}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}

export function LocationFields({ values, set }: Omit<Props, 'errors'>) {
  return (
    <FormSection title={t('animal.location')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('browse.city')}
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
        />
        <TextField
          label={t('animalForm.area')}
          placeholder={t('animalForm.areaPlaceholder')}
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
        />
      </div>
    </FormSection>
  )
}

export function MedicalFields({ values, set }: Omit<Props, 'errors'>) {
  return (
    <FormSection title={t('animalForm.medicalInformation')}>
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckField
          label={t('animal.spayedNeutered')}
          checked={values.spayedNeutered}
          onChange={(v) => set('spayedNeutered', v)}
        />
        <CheckField label={t('animal.vaccinated')} checked={values.vaccinated} onChange={(v) => set('vaccinated', v)} />
        <CheckField
          label={t('animal.microchipped')}
          checked={values.microchipped}
          onChange={(v) => set('microchipped', v)}
        />
        <CheckField
          label={t('animal.healthChecked')}
          checked={values.healthChecked}
          onChange={(v) => set('healthChecked', v)}
        />
      </div>
      <TextArea
        label={t('animalForm.medicalNotes')}
        rows={3}
        value={values.medicalNotes}
        onChange={(e) => set('medicalNotes', e.target.value)}
      />
    </FormSection>
  )
}
