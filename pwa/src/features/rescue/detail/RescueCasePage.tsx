// /rescue/:id (docs/rules.md#entities): the case, once the route's loader has it. Not under
// _auth: a visitor gets the spec's own "please log in" screen. A case the server does not
// show this user reads as not found; any other failure is the app's page error (Try Again).
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { isApiError } from '../../../http/errors.ts'
import { rescueQuery } from '../../../api/rescues.ts'
import { MessagePage } from '../../../components/ui/MessagePage.tsx'
import { useSession } from '../../../session/SessionProvider.tsx'
import { RescueDetail } from './RescueDetail.tsx'
import { t } from '../../../i18n/index.ts'

/** The case id in the address, or null when it is not one. */
export function rescueId(raw: string): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

function BackLink() {
  const { user } = useSession()
  return user?.role === 'admin' ? (
    <Link to="/admin/rescues" className="btn-primary">
      {t('case.backToAdminRescues')}
    </Link>
  ) : (
    <Link to="/dashboard" className="btn-primary">
      {t('case.backToDashboard')}
    </Link>
  )
}

export function RescueCasePage({ raw }: { raw: string }) {
  const { user } = useSession()
  const id = rescueId(raw)
  if (!user) {
    return (
      <MessagePage title={t('rescueText.loginToView')}>
        <Link to="/login" search={{ redirect: `/rescue/${raw}` }} className="btn-primary">
          {t('case.logIn')}
        </Link>
      </MessagePage>
    )
  }
  if (id === null) {
    return (
      <MessagePage title={t('rescueText.noId')}>
        <BackLink />
      </MessagePage>
    )
  }
  return <RescueCase id={id} />
}

function RescueCase({ id }: { id: number }) {
  const { user } = useSession()
  const { data: rescue, error } = useSuspenseQuery(rescueQuery(id))
  if (!user) return null
  // A later read found the case no longer ours to see (taken, reassigned): the copy on screen
  // is no longer the case as it is, so it goes.
  if (isApiError(error, 404) || isApiError(error, 403)) return <RescueNotFound />
  return <RescueDetail rescue={rescue} user={user} />
}

export function RescueNotFound() {
  return (
    <MessagePage title={t('rescueText.notFound')}>
      <BackLink />
    </MessagePage>
  )
}
