import { createFileRoute } from '@tanstack/react-router'
import { AdminAdoptionsPage } from '../../features/admin/AdminAdoptionsPage.tsx'
import { ADOPTION_FILTERS, ADOPTION_SORTS, parseListSearch } from '../../lib/list-search.ts'
import { requireRoleOrRedirect } from '../../session/guards.ts'

export const Route = createFileRoute('/_auth/admin/adoptions')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) =>
    parseListSearch('filter', ADOPTION_FILTERS, search, ADOPTION_SORTS),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { adoptionsListOf } = await import('../../features/admin/admin-loaders.ts')
    void context.queryClient.prefetchQuery(adoptionsListOf(deps))
  },
  component: AdminAdoptionsPage,
})
