import { createFileRoute } from '@tanstack/react-router'
import { AccessDenied } from '../../components/ui/AccessDenied.tsx'
import { TeamPage } from '../../features/team/TeamPage.tsx'
import { useSession } from '../../session/SessionProvider.tsx'

// An NGO's coordinators manage its team; anyone else is told they may not.
export const Route = createFileRoute('/_auth/team')({ component: TeamRoute })

function TeamRoute() {
  const { user } = useSession()
  if (!user) return null
  if (user.ngoStatus?.memberKind !== 'coordinator') return <AccessDenied required={['ngo']} actual={user.role} />
  return <TeamPage userId={user.id} />
}
