import { createFileRoute } from '@tanstack/react-router'
import { AccessDenied } from '../../components/ui/AccessDenied.tsx'
import { RespondPage } from '../../features/respond/RespondPage.tsx'
import { useSession } from '../../session/SessionProvider.tsx'

// The members of an approved NGO (coordinators and responders) answer offers and pick cases
// near them; anyone else is told they may not.
export const Route = createFileRoute('/_auth/respond/')({
  // Waits (briefly: api/dispatch.ts) for the duty state and the offers, so the page is drawn once.
  loader: async ({ context }) => {
    const user = context.session.getState().user
    if (user?.role !== 'ngo') return
    const { prefetchRespond } = await import('../../api/dispatch.ts')
    return prefetchRespond(context.queryClient, user.id)
  },
  component: RespondRoute,
})

function RespondRoute() {
  const { user } = useSession()
  if (!user) return null
  if (user.role !== 'ngo' || user.ngoStatus?.approvalStatus !== 'approved')
    return <AccessDenied required={['ngo']} actual={user.role} />
  return <RespondPage userId={user.id} />
}
