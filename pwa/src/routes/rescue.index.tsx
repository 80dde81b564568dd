import { HELPLINE_PHONE, HELPLINE_TEL } from '@paws/contracts'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ComingSoon } from '../components/ui/ComingSoon.tsx'
import { useSession } from '../session/SessionProvider.tsx'

export const Route = createFileRoute('/rescue/')({ component: RescueLanding })

function RescueLanding() {
  const { user } = useSession()
  return (
    <ComingSoon title="Help us save a life">
      {user?.role !== 'ngo' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Link to="/rescue/form" className="btn-danger">Report Rescue Case</Link>
          <p className="text-slate-700">
            Emergency hotline (24/7): <a className="font-semibold text-brand-800 underline" href={`tel:${HELPLINE_TEL}`}>{HELPLINE_PHONE}</a>
          </p>
        </div>
      )}
    </ComingSoon>
  )
}
