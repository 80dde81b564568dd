// The questions of the apply sheet (docs/rules.md#entities, asked for real:
// docs/rules.md#departures-from-the-spec).
// Choices are buttons; every question may be skipped.
import {
  LIVING_SPACES,
  MAX_REFERENCES,
  PET_EXPERIENCE,
  sanitizePhone,
  WORK_SCHEDULES,
  TEXT_LIMITS,
} from '@paws/contracts'
import { Plus, X } from 'lucide-react'
import { TextArea, TextField } from '../../ui/fields.tsx'
import type { FormApi } from '../../../lib/form/index.ts'
import { type ApplyValues, blankReference } from './application-form.ts'
import { ChoiceButtons, choicesOf, YesNo } from './ChoiceButtons.tsx'
import { t } from '../../../i18n/index.ts'

type Form = FormApi<ApplyValues, unknown>

export function ApplicationQuestions({ form, animalName }: { form: Form; animalName: string }) {
  const { values, set } = form
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-bold">{t('apply.yourHome')}</legend>
        <ChoiceButtons
          label={t('apply.whereDoYouLive')}
          choices={choicesOf('livingSpace', LIVING_SPACES)}
          value={values.livingSpace}
          onChange={(v) => set('livingSpace', v)}
        />
        <YesNo label={t('apply.yard')} value={values.hasYard} onChange={(v) => set('hasYard', v)} />
        <YesNo label={t('apply.otherPets')} value={values.hasPets} onChange={(v) => set('hasPets', v)} />
        <YesNo label={t('apply.children')} value={values.hasChildren} onChange={(v) => set('hasChildren', v)} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-bold">{t('apply.youAndPets')}</legend>
        <ChoiceButtons
          label={t('apply.experience')}
          choices={choicesOf('petExperience', PET_EXPERIENCE)}
          value={values.experience}
          onChange={(v) => set('experience', v)}
        />
        <ChoiceButtons
          label={t('apply.workSchedule')}
          choices={choicesOf('workSchedule', WORK_SCHEDULES)}
          value={values.workSchedule}
          onChange={(v) => set('workSchedule', v)}
        />
      </fieldset>
      <References form={form} />
      <TextArea
        label={t('apply.messageTo', { name: animalName })}
        hint={t('apply.messageHint')}
        rows={3}
        maxLength={TEXT_LIMITS.adoptionMessage}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
      />
    </div>
  )
}

function References({ form }: { form: Form }) {
  const { values, set, errors } = form
  const rows = values.references
  const change = (i: number, key: 'name' | 'phone' | 'relationship', value: string) => {
    set(
      'references',
      rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)),
    )
    form.setErrors((all) => {
      const { [`references.${i}.${key}`]: _fixed, ...rest } = all
      return rest
    })
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-lg font-bold">{t('apply.references')}</legend>
      <p className="text-slate-700">{t('apply.referencesHint')}</p>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <div key={i} className="grid gap-2 rounded-xl border border-slate-200 p-3">
          <div className="flex items-center justify-between">
            <span className="font-semibold">{t('apply.reference', { n: i + 1 })}</span>
            {rows.length > 1 && (
              <button
                type="button"
                className="btn-ghost min-h-9 px-2"
                aria-label={t('apply.removeReference', { n: i + 1 })}
                onClick={() =>
                  set(
                    'references',
                    rows.filter((_, j) => j !== i),
                  )
                }
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
          <TextField
            label={t('adoptionInfo.name')}
            autoComplete="off"
            value={r.name}
            error={errors[`references.${i}.name`]}
            onChange={(e) => change(i, 'name', e.target.value)}
          />
          <TextField
            label={t('adoptionInfo.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={r.phone}
            error={errors[`references.${i}.phone`]}
            onChange={(e) => change(i, 'phone', sanitizePhone(e.target.value))}
          />
          <TextField
            label={t('apply.howKnow')}
            hint={t('apply.howKnowHint')}
            value={r.relationship}
            onChange={(e) => change(i, 'relationship', e.target.value)}
          />
        </div>
      ))}
      {rows.length < MAX_REFERENCES && (
        <button
          type="button"
          className="btn-secondary justify-self-start"
          onClick={() => set('references', [...rows, blankReference()])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('apply.addReference')}
        </button>
      )}
    </fieldset>
  )
}
