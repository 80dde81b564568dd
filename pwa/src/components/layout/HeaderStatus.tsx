// Device status shown in the header at all times: the count of rescue reports waiting on this
// phone (docs/rules.md#offline-reports). The badge reads IndexedDB, so it is loaded on demand and
// Dexie stays out of the first load.
import { lazy, Suspense, type ComponentType } from 'react'
import { useOutboxHint } from '../../offline/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'

/**
 * A status whose code could not be fetched (the signal went before it arrived, on a page the
 * service worker does not serve yet) is left out: the page stays usable without it.
 */
const orNothing = <P,>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => load().catch(() => ({ default: () => null })))

const OutboxBadge = orNothing(() => import('./OutboxBadge.tsx'))
// An NGO member's duty control; loaded only for them.
const DutyStatus = orNothing(() => import('./DutyStatus.tsx'))

export function HeaderStatus() {
  const { user } = useSession()
  // Signed out, the offline store is opened only if reports were left waiting (see hint.ts).
  const mayWait = useOutboxHint()
  if (!user && !mayWait) return null
  return (
    <Suspense fallback={null}>
      {user?.role === 'ngo' && user.ngoStatus?.approvalStatus === 'approved' && <DutyStatus userId={user.id} />}
      <OutboxBadge userId={user?.id ?? null} />
    </Suspense>
  )
}
