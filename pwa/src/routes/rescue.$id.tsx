import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { describeError, isApiError } from '../api/errors.ts'
import { rescueQuery } from '../api/rescues.ts'
import { LoadingScreen } from '../components/ui/LoadingScreen.tsx'
import { MessagePage } from '../components/ui/MessagePage.tsx'
import { RESCUE_TEXT } from '../lib/rescue-texts.ts'
import { useSession } from '../session/SessionProvider.tsx'
import { RescueDetail } from '../features/rescue/detail/RescueDetail.tsx'

// Not under _auth: a visitor gets the spec's own "please log in" screen.
export const Route = createFileRoute('/rescue/$id')({ component: RescueCasePage })

function RescueCasePage() {
  const { id: raw } = Route.useParams()
  const { user } = useSession()
  const id = Number(raw)
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...rescueQuery(id), enabled: valid && user !== null })

  if (!user) {
    return (
      <MessagePage title={RESCUE_TEXT.loginToView}>
        <Link to="/login" search={{ redirect: `/rescue/${raw}` }} className="btn-primary">
          Log In
        </Link>
      </MessagePage>
    )
  }
  const back =
    user.role === 'admin' ? (
      <Link to="/admin/rescues" className="btn-primary">
        Back to Admin Rescues
      </Link>
    ) : (
      <Link to="/dashboard" className="btn-primary">
        Back to Dashboard
      </Link>
    )
  if (!valid) return <MessagePage title={RESCUE_TEXT.noId}>{back}</MessagePage>
  if (query.isPending) return <LoadingScreen full={false} text={RESCUE_TEXT.loading} />
  if (query.isError) {
    const notFound = isApiError(query.error, 404)
    return (
      <MessagePage
        title={notFound ? RESCUE_TEXT.notFound : `Case #${id}`}
        text={notFound ? undefined : RESCUE_TEXT.loadFailed(describeError(query.error, 'Please try again.'))}
      >
        {back}
      </MessagePage>
    )
  }
  return <RescueDetail rescue={query.data} user={user} />
}
