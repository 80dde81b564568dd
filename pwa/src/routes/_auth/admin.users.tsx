import { ROLES, type Role } from '@paws/contracts'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { requireRoleOrRedirect } from '../../session/guards.tsx'
import { pickOption, pickPage } from '../-components/admin/admin-search.ts'
import { AdminUsersPage } from '../-components/admin/AdminUsersPage.tsx'

interface UsersSearch {
  role?: Role
  page?: number
}

// Non-admins are sent to /dashboard (spec part 2 section 2; e2e/guards.spec.ts).
export const Route = createFileRoute('/_auth/admin/users')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>): UsersSearch => ({
    role: pickOption(search.role, ROLES),
    page: pickPage(search.page),
  }),
  component: UsersRoute,
})

function UsersRoute() {
  const { role, page } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <AdminUsersPage role={role} page={page ?? 1} onChange={(next) => void navigate({ search: next })} />
}
