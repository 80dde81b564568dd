import { createFileRoute } from '@tanstack/react-router'
import { requireRoleOrRedirect } from '../../session/guards.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { AdminDashboard } from '../../features/admin/AdminDashboard.tsx'

// Admins and NGOs may open the admin dashboard; everyone else goes to /dashboard.
export const Route = createFileRoute('/_auth/admin/')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin', 'ngo']),
  loader: async ({ context }) => {
    const user = context.session.getState().user
    if (!user) return
    const { prefetchAdminDashboard } = await import('../../features/admin/dashboard-queries.ts')
    prefetchAdminDashboard(context.queryClient, user)
  },
  component: AdminIndex,
})

function AdminIndex() {
  const { user } = useSession()
  if (!user) return null
  return <AdminDashboard key={user.id} user={user} />
}
