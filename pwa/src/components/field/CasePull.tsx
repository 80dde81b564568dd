// Pull to refresh on a case: the case and the NGO's cases kept on the phone are
// fetched again when online.
import { useQueryClient } from '@tanstack/react-query'
import { rescueKeys } from '../../api/rescues.ts'
import { useOnline } from '../../lib/use-online.ts'
import { PullIndicator } from './PullIndicator.tsx'
import { usePullToRefresh } from './use-pull-to-refresh.ts'

export function CasePull({ rescueId }: { rescueId: number }) {
  const client = useQueryClient()
  const online = useOnline()
  const pull = usePullToRefresh(
    () =>
      Promise.all([
        client.refetchQueries({ queryKey: rescueKeys.detail(rescueId) }),
        client.refetchQueries({ queryKey: [...rescueKeys.all, 'field'] }),
      ]),
    online,
  )
  return <PullIndicator state={pull} />
}
