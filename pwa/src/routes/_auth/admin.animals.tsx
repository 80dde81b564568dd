import { createFileRoute } from '@tanstack/react-router'
import { AdminAnimalsPage } from '../../features/admin/AdminAnimalsPage.tsx'
import { ANIMAL_FILTERS, ANIMAL_SORTS, parseListSearch } from '../../lib/list-search.ts'
import { requireRoleOrRedirect } from '../../session/guards.ts'

export const Route = createFileRoute('/_auth/admin/animals')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch('filter', ANIMAL_FILTERS, search, ANIMAL_SORTS),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { animalsListOf } = await import('../../features/admin/admin-loaders.ts')
    void context.queryClient.prefetchQuery(animalsListOf(deps))
  },
  component: AdminAnimalsPage,
})
