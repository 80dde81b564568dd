import { createFileRoute } from '@tanstack/react-router'
import { AccessDenied } from '../../components/ui/AccessDenied.tsx'
import { OfferPage } from '../../features/respond/OfferPage.tsx'
import { useSession } from '../../session/SessionProvider.tsx'

// The page an offer's notification opens: the one offer, Accept and Can't.
export const Route = createFileRoute('/_auth/respond/$id')({ component: OfferRoute })

function OfferRoute() {
  const { user } = useSession()
  const { id } = Route.useParams()
  if (!user) return null
  if (user.role !== 'ngo' || user.ngoStatus?.approvalStatus !== 'approved')
    return <AccessDenied required={['ngo']} actual={user.role} />
  return <OfferPage userId={user.id} raw={id} />
}
