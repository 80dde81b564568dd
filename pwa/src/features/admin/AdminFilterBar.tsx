/** A row of filter buttons above an admin list (the current one pressed); wraps on a phone. */
export function AdminFilterBar<T extends string>({
  label,
  options,
  value,
  onSelect,
  labelOf,
}: {
  label: string
  options: readonly T[]
  value: T
  onSelect: (value: T) => void
  labelOf: (option: T) => string
}) {
  return (
    <fieldset aria-label={label} className="flex min-w-0 flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option === value
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(option)}
            className={`min-h-11 rounded-full px-4 text-base font-semibold ring-1 ring-inset ${
              pressed
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'
            }`}
          >
            {labelOf(option)}
          </button>
        )
      })}
    </fieldset>
  )
}
