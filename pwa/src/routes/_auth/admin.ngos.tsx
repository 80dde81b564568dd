import { createFileRoute } from '@tanstack/react-router'
import { AdminNgosPage } from '../../features/admin/AdminNgosPage.tsx'
import { NGO_FILTERS, NGO_SORTS, parseListSearch } from '../../lib/list-search.ts'
import { requireRoleOrRedirect } from '../../session/guards.ts'

export const Route = createFileRoute('/_auth/admin/ngos')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch('filter', NGO_FILTERS, search, NGO_SORTS),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { ngosListOf } = await import('../../features/admin/admin-loaders.ts')
    void context.queryClient.prefetchQuery(ngosListOf(deps))
  },
  component: AdminNgosPage,
})
