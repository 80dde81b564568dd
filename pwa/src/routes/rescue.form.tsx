import { createFileRoute, Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { MessagePage } from '../components/ui/MessagePage.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import { NgoKeptReport } from '../features/rescue/form/NgoKeptReport.tsx'
import { ReportWizard } from '../features/rescue/form/ReportWizard.tsx'
import { t } from '../i18n/index.ts'

// Not under _auth: report first, account after. A visitor fills the wizard (kept on the phone)
// and signs in or creates an account at Submit, in a sheet over the report; an NGO gets its
// own screen, which says so when a report typed signed out stays on the phone unsent. The page
// and its code are precached, so it opens and works offline (the report waits in the outbox).
export const Route = createFileRoute('/rescue/form')({
  // entry: an outbox entry to fix; shared: photos shared to the app (offline/sw-share.ts).
  validateSearch: (search: Record<string, unknown>): { entry?: string; shared?: string } => {
    const id = (value: unknown) => (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined)
    const entry = id(search.entry)
    const shared = id(search.shared)
    return { ...(entry ? { entry } : {}), ...(shared ? { shared } : {}) }
  },
  component: RescueFormPage,
})

function RescueFormPage() {
  const { user } = useSession()
  const { entry, shared } = Route.useSearch()
  if (user?.role === 'ngo') {
    return (
      <>
        <MessagePage
          title={t('rescueText.ngoRestriction')}
          text={t('rescueText.ngoRestrictionText')}
          icon={<ShieldAlert className="h-14 w-14 text-amber-700" aria-hidden="true" />}
        >
          <Link to="/dashboard" className="btn-primary">
            {t('root.goToDashboard')}
          </Link>
          <Link to="/rescue" className="btn-secondary">
            {t('root.viewRescueRequests')}
          </Link>
        </MessagePage>
        <div className="px-4 pb-10">
          <NgoKeptReport />
        </div>
      </>
    )
  }
  // An outbox entry belongs to an account: a visitor gets a new report.
  const entryId = user ? entry : undefined
  return <ReportWizard key={entryId ?? 'new'} user={user} entryId={entryId} sharedId={shared} />
}
