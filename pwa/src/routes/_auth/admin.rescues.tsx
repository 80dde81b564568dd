import { createFileRoute } from '@tanstack/react-router'
import { requireRoleOrRedirect } from '../../session/guards.tsx'
import { filterSearch, pageSearch, parseListSearch, RESCUE_FILTERS } from '../../lib/list-search.ts'
import { AdminRescuesPage } from '../../features/admin/AdminRescuesPage.tsx'

export const Route = createFileRoute('/_auth/admin/rescues')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch('status', RESCUE_FILTERS, search),
  component: RescuesRoute,
})

function RescuesRoute() {
  const { status, page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminRescuesPage
      filter={status}
      page={page}
      onFilter={(f) => void navigate({ search: filterSearch('status', f) })}
      onPage={(p) => void navigate({ search: pageSearch(p) })}
    />
  )
}
