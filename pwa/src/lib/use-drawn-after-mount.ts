import { startTransition, useEffect, useState } from 'react'

/**
 * False in the commit that mounts the component, then true in a transition right after it. A
 * page's first commit comes from the router's stores, which React always draws in one task; what
 * is drawn behind this flag is drawn as a transition instead, in slices of a few milliseconds, so
 * a slow phone keeps taking taps while a long list appears (docs/rules.md#first-load).
 */
export function useDrawnAfterMount(): boolean {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => startTransition(() => setDrawn(true)), [])
  return drawn
}
