import { createFileRoute } from '@tanstack/react-router'
import { parseListSearch, USER_FILTERS, USER_SORTS } from '../../lib/list-search.ts'
import { requireRoleOrRedirect } from '../../session/guards.ts'
import { AdminUsersPage } from '../../features/admin/AdminUsersPage.tsx'

// Non-admins are sent to /dashboard (docs/screens.md; e2e/guards.spec.ts).
export const Route = createFileRoute('/_auth/admin/users')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch('role', USER_FILTERS, search, USER_SORTS),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { usersListOf } = await import('../../features/admin/admin-loaders.ts')
    void context.queryClient.prefetchQuery(usersListOf(deps))
  },
  component: AdminUsersPage,
})
