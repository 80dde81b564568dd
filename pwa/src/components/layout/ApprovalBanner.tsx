import { clinicApprovalBanner, ngoApprovalBanner } from '@paws/contracts'
import { t } from '../../i18n/index.ts'
import { Alert } from '../ui/Alert.tsx'

/** An NGO's or clinic's approval status, in the rest of the catalog's words (NgoBanner loads both). */
export default function ApprovalBanner({
  clinic,
  status,
  words,
}: {
  clinic: boolean
  status: string | null | undefined
  /** The rest of the catalog is in. */
  words: boolean
}) {
  if (!words) return null
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
