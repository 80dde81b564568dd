import type { ReactNode } from 'react'

/** A radio group shown as large tappable cards (a fieldset with its legend as the name). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 'grid-cols-2 sm:grid-cols-3',
  hint,
}: {
  legend: string
  name: string
  options: readonly { value: T; label: string; detail?: ReactNode }[]
  value: T | ''
  onChange: (value: T) => void
  columns?: string
  hint?: string
}) {
  return (
    <fieldset>
      <legend className="mb-2 flex items-baseline gap-1 text-lg font-semibold text-slate-900">
        {legend}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      {hint && <p className="-mt-1 mb-2 text-slate-600">{hint}</p>}
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/40 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-5 w-5 accent-brand-700"
            />
            <span>
              {option.label}
              {option.detail && <span className="block text-sm font-normal text-slate-600">{option.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
