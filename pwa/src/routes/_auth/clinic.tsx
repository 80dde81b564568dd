import { createFileRoute } from '@tanstack/react-router'
import { ClinicPage } from '../../features/clinic/ClinicPage.tsx'
import { requireRoleOrRedirect } from '../../session/guards.ts'

export const Route = createFileRoute('/_auth/clinic')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['vet']),
  component: ClinicPage,
})
