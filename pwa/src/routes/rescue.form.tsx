import { createFileRoute, Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { MessagePage } from '../components/ui/MessagePage.tsx'
import { RESCUE_TEXT } from '../lib/rescue-texts.ts'
import { useSession } from '../session/SessionProvider.tsx'
import { ReportWizard } from '../features/rescue/form/ReportWizard.tsx'
import { t } from '../i18n/index.ts'

// Not under _auth: a visitor gets the spec's own "please log in" screen. The page and its
// code are precached, so it opens and works offline (the report waits in the outbox).
export const Route = createFileRoute('/rescue/form')({
  validateSearch: (search: Record<string, unknown>): { entry?: string } =>
    typeof search.entry === 'string' && /^[0-9a-f-]{36}$/i.test(search.entry) ? { entry: search.entry } : {},
  component: RescueFormPage,
})

function RescueFormPage() {
  const { user } = useSession()
  const { entry } = Route.useSearch()
  if (!user) {
    return (
      <MessagePage title={RESCUE_TEXT.loginToReport} text={t('root.signInSoThe')}>
        <Link to="/login" search={{ redirect: '/rescue/form' }} className="btn-primary">
          {t('root.logIn')}
        </Link>
      </MessagePage>
    )
  }
  if (user.role === 'ngo') {
    return (
      <MessagePage
        title={RESCUE_TEXT.ngoRestriction}
        text={RESCUE_TEXT.ngoRestrictionText}
        icon={<ShieldAlert className="h-14 w-14 text-amber-700" aria-hidden="true" />}
      >
        <Link to="/dashboard" className="btn-primary">
          {t('root.goToDashboard')}
        </Link>
        <Link to="/rescue" className="btn-secondary">
          {t('root.viewRescueRequests')}
        </Link>
      </MessagePage>
    )
  }
  return <ReportWizard key={entry ?? 'new'} user={user} entryId={entry} />
}
