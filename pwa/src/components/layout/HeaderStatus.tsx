// Device status shown in the header at all times: the count of rescue reports waiting on this
// phone (DESIGN section 6). The badge reads IndexedDB, so it is loaded on demand and Dexie
// stays out of the first load.
import { lazy, Suspense } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'

const OutboxBadge = lazy(() => import('./OutboxBadge.tsx'))

export function HeaderStatus() {
  const { user } = useSession()
  return (
    <Suspense fallback={null}>
      <OutboxBadge userId={user?.id ?? null} />
    </Suspense>
  )
}
