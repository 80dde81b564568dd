// The header badge: how many reports and NGO case updates wait on this phone (waiting,
// sending, needing attention or a sign-in), live from IndexedDB. Signed in it opens the
// dashboard tab that lists them (an NGO's queue for its updates); signed out it asks to sign
// in, which sends them.
import { Link } from '@tanstack/react-router'
import { CloudUpload } from 'lucide-react'
import { useWaitingCount } from '../../offline/index.ts'
import { t } from '../../i18n/index.ts'

/** The badge's accessible name: "1 report waiting to be sent", "1 report and 2 case updates waiting...". */
function waitingLabel(counts: { reports: number; updates: number }, signedIn: boolean): string {
  const what = t('rescueText.waitingWhat', counts)
  return signedIn ? t('rescueText.waiting', { what }) : t('rescueText.waitingSignIn', { what })
}

const badge =
  'relative grid h-11 min-w-11 place-items-center rounded-lg px-2 text-amber-800 hover:bg-amber-50 focus-visible:outline-3 focus-visible:outline-brand-600'

export default function OutboxBadge({ userId }: { userId: number | null }) {
  const counts = useWaitingCount(userId)
  const count = counts ? counts.reports + counts.updates : 0
  if (!counts || count === 0) return null
  const label = waitingLabel(counts, userId !== null)
  const tab = counts.reports === 0 ? 'assigned-rescues' : 'rescue'
  const content = (
    <>
      <CloudUpload className="h-6 w-6" aria-hidden="true" />
      <span
        aria-hidden="true"
        className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-amber-600 px-1 text-xs font-bold text-white"
      >
        {count}
      </span>
    </>
  )
  return userId !== null ? (
    <Link
      to="/dashboard"
      search={{ tab }}
      className={badge}
      aria-label={label}
      title={label}
      data-testid="outbox-badge"
      data-outbox-badge=""
    >
      {content}
    </Link>
  ) : (
    <Link
      to="/login"
      search={{ redirect: `/dashboard?tab=${tab}` }}
      className={badge}
      aria-label={label}
      title={label}
      data-testid="outbox-badge"
      data-outbox-badge=""
    >
      {content}
    </Link>
  )
}
