import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'

export interface FaqItem {
  q: string
  a: string
}

/**
 * FAQ accordion: each question is a heading's button with aria-expanded, operable by keyboard;
 * one answer open at a time. Plain buttons, not a component library: the page is one a visitor
 * opens first (docs/rules.md#first-load).
 */
export function Faq({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<string | null>(null)
  const id = useId()
  return (
    <div className="grid gap-3">
      {items.map((item, index) => {
        const expanded = open === item.q
        const panel = `${id}-${index}`
        return (
          <div key={item.q} data-expanded={expanded || undefined} className="card group overflow-hidden">
            <h3 className="m-0">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : item.q)}
                className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left text-lg font-semibold text-slate-900 outline-none focus-visible:ring-3 focus-visible:ring-brand-600 focus-visible:ring-inset"
              >
                {item.q}
                <ChevronDown
                  className="h-5 w-5 shrink-0 transition-transform group-data-[expanded]:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div id={panel} hidden={!expanded}>
              <p className="px-4 pb-4 text-lg text-slate-700">{item.a}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
