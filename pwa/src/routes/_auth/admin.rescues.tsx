import { createFileRoute } from '@tanstack/react-router'
import { AdminRescuesPage } from '../../features/admin/AdminRescuesPage.tsx'
import { RESCUE_FLAGS, type RescueFlag } from '../../features/admin/admin-search.ts'
import { filterSearch, pageSearch, parseListSearch, RESCUE_FILTERS } from '../../lib/list-search.ts'
import { requireRoleOrRedirect } from '../../session/guards.tsx'

type Flag = Exclude<RescueFlag, 'all'>
const isFlag = (value: unknown): value is Flag => value !== 'all' && RESCUE_FLAGS.includes(value as RescueFlag)

export const Route = createFileRoute('/_auth/admin/rescues')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseListSearch('status', RESCUE_FILTERS, search),
    ...(isFlag(search.flag) ? { flag: search.flag } : {}),
  }),
  component: RescuesRoute,
})

function RescuesRoute() {
  const { status, page = 1, flag } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminRescuesPage
      filter={status}
      page={page}
      flag={flag}
      onFilter={(f) => void navigate({ search: { ...filterSearch('status', f), ...(flag ? { flag } : {}) } })}
      onFlag={(f) => void navigate({ search: { ...(status ? { status } : {}), ...(f === 'all' ? {} : { flag: f }) } })}
      onPage={(p) =>
        void navigate({ search: { ...(status ? { status } : {}), ...(flag ? { flag } : {}), ...pageSearch(p) } })
      }
    />
  )
}
