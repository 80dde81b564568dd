import { clinicApprovalBanner, ngoApprovalBanner } from '@paws/contracts'
import { useWholeCatalog } from '../../i18n/use-whole-catalog.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { Alert } from '../ui/Alert.tsx'
import { t } from '../../i18n/index.ts'

/** NGO and clinic users see their approval status until an admin approves them. */
export function NgoBanner() {
  const { user } = useSession()
  const clinic = user?.role === 'vet'
  const status = clinic ? user.clinicStatus?.approvalStatus : user?.ngoStatus?.approvalStatus
  const shown = (user?.role === 'ngo' || clinic) && status !== 'approved'
  // Its words are in the rest of the catalog (i18n/parts.ts), which few visitors need.
  const words = useWholeCatalog(shown)
  if (!user || !shown || !words) return null
  const banner = clinic ? clinicApprovalBanner(t, status) : ngoApprovalBanner(t, status)
  if (!banner) return null
  const tone = banner.tone === 'danger' ? 'error' : banner.tone
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
      <Alert tone={tone} title={banner.title}>
        <p>{banner.text}</p>
      </Alert>
    </div>
  )
}
