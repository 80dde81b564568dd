import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../components/ui/ComingSoon.tsx'
import { requireRoleOrRedirect } from '../../session/guards.tsx'

export const Route = createFileRoute('/_auth/admin/animals')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  component: () => <ComingSoon title="Manage Animals" />,
})
