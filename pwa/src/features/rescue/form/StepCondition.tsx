// Step 3: what the animal looks like. The description first (the one required field); then
// the condition fields, each with exactly one "unknown" choice: the list's own "Unknown" where
// the contracts have one, else "Not sure / not seen" (left unanswered).
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
} from '@paws/contracts'
import { SelectField, TextArea } from '../../../components/ui/fields.tsx'
import type { StepProps } from './step-props.ts'
import { t } from '../../../i18n/index.ts'

function Select<T extends string>(props: {
  label: string
  value: T | ''
  options: readonly T[]
  labels: Record<T, string>
  onChange: (v: T | '') => void
}) {
  const hasUnknown = (props.options as readonly string[]).includes('unknown')
  return (
    <SelectField label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value as T | '')}>
      <option value="">{hasUnknown ? t('wizard.chooseIfYouCan') : t('wizard.notSureNotSeen')}</option>
      {props.options.map((o) => (
        <option key={o} value={o}>
          {props.labels[o]}
        </option>
      ))}
    </SelectField>
  )
}

export function StepCondition({ values, set, errors }: StepProps) {
  return (
    <div className="grid gap-4">
      <TextArea
        label={t('wizard.description')}
        required
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        hint={t('wizard.whatYouSeeInjuries')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('wizard.injuries')}
          value={values.injuries}
          options={INJURIES}
          labels={INJURY_LABELS}
          onChange={(v) => set('injuries', v)}
        />
        <Select
          label={t('wizard.mobility')}
          value={values.mobility}
          options={MOBILITY}
          labels={MOBILITY_LABELS}
          onChange={(v) => set('mobility', v)}
        />
        <Select
          label={t('wizard.consciousness')}
          value={values.consciousness}
          options={CONSCIOUSNESS}
          labels={CONSCIOUSNESS_LABELS}
          onChange={(v) => set('consciousness', v)}
        />
        <Select
          label={t('wizard.bleeding')}
          value={values.bleeding}
          options={BLEEDING}
          labels={BLEEDING_LABELS}
          onChange={(v) => set('bleeding', v)}
        />
        <Select
          label={t('wizard.breathing')}
          value={values.breathing}
          options={BREATHING}
          labels={BREATHING_LABELS}
          onChange={(v) => set('breathing', v)}
        />
      </div>
    </div>
  )
}
