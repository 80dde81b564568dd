import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ui/ComingSoon.tsx'
import { requireRoleOrRedirect } from '../../session/guards.tsx'

// Admins and NGOs may open the admin dashboard; everyone else goes to /dashboard.
export const Route = createFileRoute('/_auth/admin/')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin', 'ngo']),
  component: () => <ComingSoon title="Admin Dashboard" />,
})
