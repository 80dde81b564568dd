import type { ReactNode } from 'react'

/** A card of related fields under a heading (a fieldset and its legend, for screen readers). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card grid gap-4 p-5 sm:p-6">
      <legend className="float-left mb-1 w-full text-xl font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}
