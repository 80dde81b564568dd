import { createFileRoute } from '@tanstack/react-router'
import { requireRoleOrRedirect } from '../../session/guards.ts'
import { AdminSettingsPage } from '../../features/admin/AdminSettingsPage.tsx'

// Admins only; anyone else goes to /dashboard.
export const Route = createFileRoute('/_auth/admin/settings')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  loader: async ({ context }) => {
    const { dispatchSettingsQuery, escalationSettingsQuery, smsSettingsQuery } = await import(
      '../../api/admin-settings.ts'
    )
    void context.queryClient.prefetchQuery(escalationSettingsQuery())
    void context.queryClient.prefetchQuery(dispatchSettingsQuery())
    void context.queryClient.prefetchQuery(smsSettingsQuery())
  },
  component: AdminSettingsPage,
})
