// Tabs as the WAI-ARIA tabs pattern has them (APG "Tabs with automatic activation"): one tab in
// the Tab order; the arrow keys, Home and End move to a tab and show its panel; only the shown
// panel is drawn, and its links and buttons come next in the Tab order. Written here rather
// than taken from react-aria: its Tabs brought some 30 kB of collection and selection code onto
// the dashboard's first load and measured every panel's styles after each render.
import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react'

/** Where each key moves from tab `at` of `count`: the arrows wrap around. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

export interface TabItem<K extends string> {
  id: K
  label: ReactNode
}

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  listRef,
  listClassName,
  tabClassName,
  panelClassName,
  children,
}: {
  /** The tab list's accessible name. */
  label: string
  tabs: readonly TabItem<K>[]
  selected: K
  onSelect: (id: K) => void
  listRef?: Ref<HTMLDivElement>
  listClassName?: string
  /** Styles for each tab; the selected one carries `data-selected`. */
  tabClassName?: string
  panelClassName?: string
  /** The selected tab's panel. */
  children: ReactNode
}) {
  const base = useId()
  const tabId = (id: K) => `${base}-tab-${id}`
  const panelId = (id: K) => `${base}-panel-${id}`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next =
      tabs[
        move(
          tabs.findIndex((tab) => tab.id === selected),
          tabs.length,
        )
      ]
    onSelect(next.id)
    document.getElementById(tabId(next.id))?.focus()
  }

  return (
    <div className="min-w-0">
      <div role="tablist" aria-label={label} ref={listRef} className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              className={tabClassName}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className={panelClassName}>
        {children}
      </div>
    </div>
  )
}
