import { createFileRoute } from '@tanstack/react-router'
import { requireRoleOrRedirect } from '../../session/guards.tsx'
import { filterSearch, pageSearch, parseListSearch, USER_FILTERS } from '../../lib/list-search.ts'
import { AdminUsersPage } from '../../features/admin/AdminUsersPage.tsx'

// Non-admins are sent to /dashboard (spec part 2 section 2; e2e/guards.spec.ts).
export const Route = createFileRoute('/_auth/admin/users')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch('role', USER_FILTERS, search),
  component: UsersRoute,
})

function UsersRoute() {
  const { role, page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminUsersPage
      filter={role}
      page={page}
      onFilter={(f) => void navigate({ search: filterSearch('role', f) })}
      onPage={(p) => void navigate({ search: pageSearch(p) })}
    />
  )
}
