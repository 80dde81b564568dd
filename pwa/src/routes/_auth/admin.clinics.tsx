import { createFileRoute } from '@tanstack/react-router'
import { AdminClinicsPage } from '../../features/admin/AdminClinicsPage.tsx'
import { requireRoleOrRedirect } from '../../session/guards.ts'

export const Route = createFileRoute('/_auth/admin/clinics')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  component: AdminClinicsPage,
})
