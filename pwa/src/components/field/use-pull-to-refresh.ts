// Pull to refresh for the field screens: a finger pulling down from the top of the
// page, past a threshold, refreshes (the cases kept on the phone, when online). Touch only;
// keyboard and mouse users have the Refresh button. The page scrolls as usual unless it is at
// the very top and the pull goes down.
import { useEffect, useRef, useState } from 'react'

export const PULL_THRESHOLD = 70

export type PullState = { kind: 'idle' } | { kind: 'pulling'; distance: number } | { kind: 'refreshing' }

export function usePullToRefresh(onRefresh: () => Promise<unknown>, enabled = true): PullState {
  const [state, setState] = useState<PullState>({ kind: 'idle' })
  const refresh = useRef(onRefresh)
  refresh.current = onRefresh
  useEffect(() => {
    if (!enabled) return
    let startY: number | null = null
    let distance = 0
    let busy = false
    const start = (e: TouchEvent) => {
      startY = !busy && window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0].clientY : null
      distance = 0
    }
    const move = (e: TouchEvent) => {
      if (startY === null) return
      distance = Math.max(0, e.touches[0].clientY - startY)
      setState(distance > 0 ? { kind: 'pulling', distance } : { kind: 'idle' })
    }
    const end = () => {
      if (startY === null) return
      startY = null
      if (distance < PULL_THRESHOLD) return setState({ kind: 'idle' })
      busy = true
      setState({ kind: 'refreshing' })
      void refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy = false
          setState({ kind: 'idle' })
        })
    }
    window.addEventListener('touchstart', start, { passive: true })
    window.addEventListener('touchmove', move, { passive: true })
    window.addEventListener('touchend', end)
    window.addEventListener('touchcancel', end)
    return () => {
      window.removeEventListener('touchstart', start)
      window.removeEventListener('touchmove', move)
      window.removeEventListener('touchend', end)
      window.removeEventListener('touchcancel', end)
    }
  }, [enabled])
  return state
}
