import { startTransition, useEffect, useState } from 'react'

/**
 * False until `shown` is true and has been drawn, then true in a transition right after. A page
 * the router commits, or a query's answer arriving, is drawn by React in one task (the router's
 * and the queries' stores force it); what is drawn behind this flag is drawn as a transition
 * instead, in slices of a few milliseconds, so a slow phone keeps taking taps while a long list
 * appears (docs/rules.md#first-load).
 */
export function useDrawnAfter(shown: boolean): boolean {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    if (shown) startTransition(() => setDrawn(true))
  }, [shown])
  return drawn && shown
}
