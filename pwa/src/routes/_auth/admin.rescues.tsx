import { URGENCIES, type Urgency } from '@paws/contracts'
import { createFileRoute } from '@tanstack/react-router'
import { AdminRescuesPage } from '../../features/admin/AdminRescuesPage.tsx'
import {
  parseListSearch,
  RESCUE_FILTERS,
  RESCUE_FLAGS,
  type RescueFilter,
  type RescueFlag,
} from '../../lib/list-search.ts'
import { requireRoleOrRedirect } from '../../session/guards.tsx'

type Flag = Exclude<RescueFlag, 'all'>
const isFlag = (value: unknown): value is Flag => value !== 'all' && RESCUE_FLAGS.includes(value as RescueFlag)
const isUrgency = (value: unknown): value is Urgency => URGENCIES.includes(value as Urgency)

export const Route = createFileRoute('/_auth/admin/rescues')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseListSearch('status', RESCUE_FILTERS, search),
    ...(isFlag(search.flag) ? { flag: search.flag } : {}),
    ...(isUrgency(search.urgency) ? { urgency: search.urgency } : {}),
  }),
  component: RescuesRoute,
})

function RescuesRoute() {
  const { status, page = 1, flag, urgency } = Route.useSearch()
  const navigate = Route.useNavigate()
  // A new filter starts again at page 1; the other filters stay.
  const go = (next: { status?: RescueFilter; flag?: RescueFlag; urgency?: Urgency | null; page?: number }) => {
    const s = next.status ?? status ?? 'all'
    const f = next.flag ?? flag ?? 'all'
    const u = next.urgency === null ? undefined : (next.urgency ?? urgency)
    void navigate({
      search: {
        ...(s !== 'all' ? { status: s } : {}),
        ...(f !== 'all' ? { flag: f } : {}),
        ...(u ? { urgency: u } : {}),
        ...(next.page && next.page > 1 ? { page: next.page } : {}),
      },
    })
  }
  return (
    <AdminRescuesPage
      filter={status}
      page={page}
      flag={flag}
      urgency={urgency}
      onFilter={(f) => go({ status: f })}
      onFlag={(f) => go({ flag: f })}
      onUrgency={(u) => go({ urgency: u ?? null })}
      onPage={(p) => go({ page: p })}
    />
  )
}
