// Device status shown in the header at all times: the count of rescue reports waiting on this
// phone (docs/rules.md#offline-reports). The badge reads IndexedDB, so it is loaded on demand and
// Dexie stays out of the first load.
import { lazy, Suspense } from 'react'
import { outboxMayHaveEntries } from '../../offline/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'

const OutboxBadge = lazy(() => import('./OutboxBadge.tsx'))
// An NGO member's duty control; loaded only for them.
const DutyStatus = lazy(() => import('./DutyStatus.tsx'))

export function HeaderStatus() {
  const { user } = useSession()
  // Signed out, the offline store is opened only if reports were left waiting (see hint.ts).
  if (!user && !outboxMayHaveEntries()) return null
  return (
    <Suspense fallback={null}>
      {user?.role === 'ngo' && user.ngoStatus?.approvalStatus === 'approved' && <DutyStatus userId={user.id} />}
      <OutboxBadge userId={user?.id ?? null} />
    </Suspense>
  )
}
