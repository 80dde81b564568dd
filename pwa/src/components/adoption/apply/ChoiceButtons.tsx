// One question of the apply sheet as big tap targets (react-aria ToggleButtonGroup, single
// selection: a radio group whose choice can be tapped again to leave the question unanswered).
import { useId } from 'react'
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { enumLabel, type LabelledEnum, yesNoAnswer } from '@paws/contracts'
import { t } from '../../../i18n/index.ts'

export interface Choice<T extends string> {
  value: T
  label: string
}

export function ChoiceButtons<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string
  choices: readonly Choice<T>[]
  value: T | null
  onChange: (value: T | null) => void
}) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <span id={id} className="font-semibold text-slate-800">
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={id}
        selectionMode="single"
        selectedKeys={value === null ? [] : [value]}
        onSelectionChange={(keys) => onChange(([...keys][0] as T | undefined) ?? null)}
        className="flex flex-wrap gap-2"
      >
        {choices.map((c) => (
          <ToggleButton
            key={c.value}
            id={c.value}
            className={({ isSelected, isFocusVisible }) =>
              `min-h-11 rounded-full border px-4 py-2 text-base font-medium transition ${
                isSelected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              } ${isFocusVisible ? 'outline outline-2 outline-offset-2 outline-brand-700' : ''}`
            }
          >
            {c.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  )
}

const yesNoChoices = (): Choice<'yes' | 'no'>[] => [
  { value: 'yes', label: yesNoAnswer(t, true) },
  { value: 'no', label: yesNoAnswer(t, false) },
]

/** A yes/no question on top of ChoiceButtons: null is unanswered. */
export function YesNo({
  label,
  value,
  onChange,
}: {
  label: string
  value: boolean | null
  onChange: (value: boolean | null) => void
}) {
  return (
    <ChoiceButtons
      label={label}
      choices={yesNoChoices()}
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(v) => onChange(v === null ? null : v === 'yes')}
    />
  )
}

export const choicesOf = <T extends string>(kind: LabelledEnum, values: readonly T[]): Choice<T>[] =>
  values.map((value) => ({ value, label: enumLabel(t, kind, value) }))
