import { URGENCIES, type Urgency } from '@paws/contracts'
import { createFileRoute } from '@tanstack/react-router'
import { AdminRescuesPage } from '../../features/admin/AdminRescuesPage.tsx'
import { parseListSearch, RESCUE_FILTERS, RESCUE_FLAGS, RESCUE_SORTS, type RescueFlag } from '../../lib/list-search.ts'
import { requireRoleOrRedirect } from '../../session/guards.ts'

type Flag = Exclude<RescueFlag, 'all'>
const isFlag = (value: unknown): value is Flag => value !== 'all' && RESCUE_FLAGS.includes(value as RescueFlag)
const isUrgency = (value: unknown): value is Urgency => URGENCIES.includes(value as Urgency)

export const Route = createFileRoute('/_auth/admin/rescues')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseListSearch('status', RESCUE_FILTERS, search, RESCUE_SORTS),
    ...(isFlag(search.flag) ? { flag: search.flag } : {}),
    ...(isUrgency(search.urgency) ? { urgency: search.urgency } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { rescuesListOf } = await import('../../features/admin/admin-loaders.ts')
    void context.queryClient.prefetchQuery(rescuesListOf(deps))
  },
  component: AdminRescuesPage,
})
