import { createFileRoute } from '@tanstack/react-router'
import { AccessDenied } from '../../components/ui/AccessDenied.tsx'
import { CoveragePage } from '../../features/coverage/CoveragePage.tsx'
import { useSession } from '../../session/SessionProvider.tsx'

// Where nobody can reach: the admins and an NGO's coordinators; anyone else is told they may not.
export const Route = createFileRoute('/_auth/coverage')({ component: CoverageRoute })

function CoverageRoute() {
  const { user } = useSession()
  if (!user) return null
  if (user.role !== 'admin' && user.ngoStatus?.memberKind !== 'coordinator') {
    return <AccessDenied required={['admin', 'ngo']} actual={user.role} />
  }
  return <CoveragePage />
}
