import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { adoptionQuery } from '../../api/adoptions.ts'
import { describeError, isApiError } from '../../api/errors.ts'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { MessagePage } from '../../components/ui/MessagePage.tsx'
import { ADOPTION_TEXT } from '../../lib/adoption-texts.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { AdoptionDetail } from '../../features/adoption/AdoptionDetail.tsx'

// The route guard sends visitors to /login and back, like every protected page. The server
// answers 404 to anyone who is not the applicant, the animal's owner or an admin, so someone
// else's application reads as not found.
export const Route = createFileRoute('/_auth/adoption/$id')({ component: AdoptionApplicationPage })

function AdoptionApplicationPage() {
  const { id: raw } = Route.useParams()
  const { user } = useSession()
  const id = Number(raw)
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...adoptionQuery(id), enabled: valid && user !== null })

  if (!user) {
    // Only while the session ends on this page.
    return (
      <MessagePage title={ADOPTION_TEXT.loginToView}>
        <Link to="/login" search={{ redirect: `/adoption/${raw}` }} className="btn-primary">
          Log In
        </Link>
      </MessagePage>
    )
  }
  const back = (
    <Link to="/adoption" className="btn-primary">
      {ADOPTION_TEXT.back}
    </Link>
  )
  if (!valid) return <MessagePage title={ADOPTION_TEXT.notFound}>{back}</MessagePage>
  if (query.isPending) return <LoadingScreen full={false} text={ADOPTION_TEXT.loading} />
  if (query.isError) {
    if (isApiError(query.error, 404)) return <MessagePage title={ADOPTION_TEXT.notFound}>{back}</MessagePage>
    return (
      <MessagePage
        title={`Application #${id}`}
        text={`${ADOPTION_TEXT.loadFailed} ${describeError(query.error, '')}`.trim()}
      >
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          Retry
        </button>
        {back}
      </MessagePage>
    )
  }
  return <AdoptionDetail adoption={query.data} />
}
