import { ChevronDown } from 'lucide-react'
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components'

export interface FaqItem {
  q: string
  a: string
}

/** FAQ accordion: each question is a button with aria-expanded, operable by keyboard. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <DisclosureGroup className="grid gap-3">
      {items.map((item) => (
        <Disclosure key={item.q} id={item.q} className="card group overflow-hidden">
          <Heading level={3} className="m-0">
            <Button
              slot="trigger"
              className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left text-lg font-semibold text-slate-900 outline-none focus-visible:ring-3 focus-visible:ring-brand-600 focus-visible:ring-inset"
            >
              {item.q}
              <ChevronDown
                className="h-5 w-5 shrink-0 transition-transform group-data-[expanded]:rotate-180"
                aria-hidden="true"
              />
            </Button>
          </Heading>
          <DisclosurePanel>
            <p className="px-4 pb-4 text-lg text-slate-700">{item.a}</p>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}
