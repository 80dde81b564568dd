import type { ReactNode } from 'react'

/** One count on the admin dashboard; '–' until it is known. */
export function AdminStatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string
  value: number | null
  note?: string
  icon: ReactNode
}) {
  return (
    <fieldset aria-label={label} className="card flex min-w-0 items-center gap-4 p-4">
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-800">{icon}</span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-3xl font-bold text-slate-900">{value ?? '–'}</p>
        {note && <p className="text-sm text-slate-600">{note}</p>}
      </div>
    </fieldset>
  )
}
