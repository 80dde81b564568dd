// A row of filter buttons for an admin list; the page keeps the choice in its URL.
export function ListFilter<F extends string>({
  label,
  filters,
  labels,
  value,
  onChange,
}: {
  label: string
  filters: readonly F[]
  labels: Record<F, string>
  value: F
  onChange: (filter: F) => void
}) {
  return (
    <div role="group" aria-label={label} className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
      {filters.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={f === value}
          onClick={() => onChange(f)}
          className={`min-h-11 shrink-0 rounded-full border px-4 font-semibold ${
            f === value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
          }`}
        >
          {labels[f]}
        </button>
      ))}
    </div>
  )
}
