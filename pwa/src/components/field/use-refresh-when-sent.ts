// When actions on the phone have gone through, the cases are read from the server again, so
// the screen shows the server's status rather than the phone's guess.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { rescueKeys } from '../../api/rescues.ts'
import type { ActionEntry } from '../../offline/index.ts'

export function useRefreshWhenSent(entries: readonly ActionEntry[]): void {
  const qc = useQueryClient()
  const waiting = entries.filter((e) => e.state !== 'not_applied').length
  const before = useRef(waiting)
  useEffect(() => {
    if (waiting < before.current) void qc.invalidateQueries({ queryKey: rescueKeys.all })
    before.current = waiting
  }, [waiting, qc])
}
