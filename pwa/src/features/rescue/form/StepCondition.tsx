// Step 3: what the animal looks like. The description first (the one required field); then
// the condition fields, each with exactly one "unknown" choice: the list's own "Unknown" where
// the contracts have one, else "Not sure / not seen" (left unanswered).
import { BLEEDING, BREATHING, CONSCIOUSNESS, enumLabel, INJURIES, type LabelledEnum, MOBILITY } from '@paws/contracts'
import { SelectField, TextArea } from '../../../components/ui/fields.tsx'
import type { StepProps } from './step-props.ts'
import { t } from '../../../i18n/index.ts'

function Select<T extends string>(props: {
  label: string
  value: T | ''
  options: readonly T[]
  kind: LabelledEnum
  onChange: (v: T | '') => void
}) {
  const hasUnknown = (props.options as readonly string[]).includes('unknown')
  return (
    <SelectField label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value as T | '')}>
      <option value="">{hasUnknown ? t('wizard.chooseIfYouCan') : t('wizard.notSureNotSeen')}</option>
      {props.options.map((o) => (
        <option key={o} value={o}>
          {enumLabel(t, props.kind, o)}
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
          kind="injury"
          onChange={(v) => set('injuries', v)}
        />
        <Select
          label={t('wizard.mobility')}
          value={values.mobility}
          options={MOBILITY}
          kind="mobility"
          onChange={(v) => set('mobility', v)}
        />
        <Select
          label={t('wizard.consciousness')}
          value={values.consciousness}
          options={CONSCIOUSNESS}
          kind="consciousness"
          onChange={(v) => set('consciousness', v)}
        />
        <Select
          label={t('wizard.bleeding')}
          value={values.bleeding}
          options={BLEEDING}
          kind="bleeding"
          onChange={(v) => set('bleeding', v)}
        />
        <Select
          label={t('wizard.breathing')}
          value={values.breathing}
          options={BREATHING}
          kind="breathing"
          onChange={(v) => set('breathing', v)}
        />
      </div>
    </div>
  )
}
