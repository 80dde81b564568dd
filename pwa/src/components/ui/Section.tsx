import { useId, type ReactNode } from 'react'

/** A titled card on a detail page; the heading names the region for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="card grid gap-3 p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
