// Radio and checkbox groups as large tappable cards (a fieldset named by its legend).
import { type FieldMessage, fieldText } from '../../../lib/form/form-state.ts'

const card =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600'

export function RadioChoices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  required,
}: {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  value: T | ''
  onChange: (value: T) => void
  error?: FieldMessage
  required?: boolean
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-lg font-semibold text-slate-900">
        {legend}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className={card}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 wrap-anywhere">{option.label}</span>
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-red-700">{fieldText(error)}</p>}
    </fieldset>
  )
}

export function CheckChoices<T extends string>({
  legend,
  options,
  value,
  onChange,
  hint,
}: {
  legend: string
  options: readonly { value: T; label: string }[]
  value: readonly T[]
  onChange: (value: T[]) => void
  hint?: string
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="-mt-1 mb-2 text-slate-600">{hint}</p>}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className={card}>
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
              }
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 wrap-anywhere">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
