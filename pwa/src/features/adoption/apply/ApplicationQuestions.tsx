// The questions of the apply sheet (spec part 1 section 3, asked for real: DESIGN section 11).
// Choices are buttons; every question may be skipped.
import {
  LIVING_SPACE_LABELS,
  LIVING_SPACES,
  MAX_REFERENCES,
  PET_EXPERIENCE,
  PET_EXPERIENCE_LABELS,
  sanitizePhone,
  WORK_SCHEDULE_LABELS,
  WORK_SCHEDULES,
} from '@paws/contracts'
import { Plus, X } from 'lucide-react'
import { TextArea, TextField } from '../../../components/ui/fields.tsx'
import type { FormApi } from '../../../lib/form/index.ts'
import { type ApplyValues, blankReference } from './application-form.ts'
import { ChoiceButtons, choicesOf, YesNo } from './ChoiceButtons.tsx'

type Form = FormApi<ApplyValues, unknown>

export function ApplicationQuestions({ form, animalName }: { form: Form; animalName: string }) {
  const { values, set } = form
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-bold">Your home</legend>
        <ChoiceButtons
          label="Where do you live?"
          choices={choicesOf(LIVING_SPACES, LIVING_SPACE_LABELS)}
          value={values.livingSpace}
          onChange={(v) => set('livingSpace', v)}
        />
        <YesNo label="Do you have a yard or garden?" value={values.hasYard} onChange={(v) => set('hasYard', v)} />
        <YesNo label="Do you have other pets?" value={values.hasPets} onChange={(v) => set('hasPets', v)} />
        <YesNo label="Are there children at home?" value={values.hasChildren} onChange={(v) => set('hasChildren', v)} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-bold">You and pets</legend>
        <ChoiceButtons
          label="Your experience with pets"
          choices={choicesOf(PET_EXPERIENCE, PET_EXPERIENCE_LABELS)}
          value={values.experience}
          onChange={(v) => set('experience', v)}
        />
        <ChoiceButtons
          label="Your work schedule"
          choices={choicesOf(WORK_SCHEDULES, WORK_SCHEDULE_LABELS)}
          value={values.workSchedule}
          onChange={(v) => set('workSchedule', v)}
        />
      </fieldset>
      <References form={form} />
      <TextArea
        label={`Message to ${animalName}'s owner`}
        hint="Optional. Anything you would like them to know."
        rows={3}
        maxLength={5000}
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
      <legend className="mb-1 text-lg font-bold">References</legend>
      <p className="text-slate-700">Optional. Someone who knows you and can talk about you and animals.</p>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <div key={i} className="grid gap-2 rounded-xl border border-slate-200 p-3">
          <div className="flex items-center justify-between">
            <span className="font-semibold">Reference {i + 1}</span>
            {rows.length > 1 && (
              <button
                type="button"
                className="btn-ghost min-h-9 px-2"
                aria-label={`Remove reference ${i + 1}`}
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
            label="Name"
            autoComplete="off"
            value={r.name}
            error={errors[`references.${i}.name`]}
            onChange={(e) => change(i, 'name', e.target.value)}
          />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={r.phone}
            error={errors[`references.${i}.phone`]}
            onChange={(e) => change(i, 'phone', sanitizePhone(e.target.value))}
          />
          <TextField
            label="How do they know you?"
            hint="For example: neighbour, colleague, vet"
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
          <Plus className="h-4 w-4" aria-hidden="true" /> Add a reference
        </button>
      )}
    </fieldset>
  )
}
