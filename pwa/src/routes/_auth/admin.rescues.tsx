import { RESCUE_STATUSES, type RescueStatus } from '@paws/contracts'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { requireRoleOrRedirect } from '../../session/guards.tsx'
import { pickOption, pickPage } from '../-components/admin/admin-search.ts'
import { AdminRescuesPage } from '../-components/admin/AdminRescuesPage.tsx'

interface RescuesSearch {
  status?: RescueStatus
  page?: number
}

export const Route = createFileRoute('/_auth/admin/rescues')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>): RescuesSearch => ({
    status: pickOption(search.status, RESCUE_STATUSES),
    page: pickPage(search.page),
  }),
  component: RescuesRoute,
})

function RescuesRoute() {
  const { status, page } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <AdminRescuesPage status={status} page={page ?? 1} onChange={(next) => void navigate({ search: next })} />
}
