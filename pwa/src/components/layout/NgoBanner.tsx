import { lazy, Suspense } from 'react'
import { useWholeCatalog } from '../../i18n/use-whole-catalog.ts'
import { useSession } from '../../session/SessionProvider.tsx'

// Few people ever see it: its code (the banners' rules and the alert) loads, beside its words,
// only for them, not in every first load (docs/rules.md#first-load).
const ApprovalBanner = lazy(() => import('./ApprovalBanner.tsx').catch(() => ({ default: () => null })))

/** NGO and clinic users see their approval status until an admin approves them. */
export function NgoBanner() {
  const { user } = useSession()
  const clinic = user?.role === 'vet'
  const status = clinic ? user.clinicStatus?.approvalStatus : user?.ngoStatus?.approvalStatus
  const shown = (user?.role === 'ngo' || clinic) && status !== 'approved'
  // Its words are in the rest of the catalog (i18n/parts.ts), which few visitors need.
  const words = useWholeCatalog(shown)
  if (!user || !shown) return null
  // Asked for at once, so the code comes beside the words; drawn once both are in.
  return (
    <Suspense fallback={null}>
      <ApprovalBanner clinic={clinic} status={status} words={words} />
    </Suspense>
  )
}
