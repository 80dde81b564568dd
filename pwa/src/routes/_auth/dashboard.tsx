import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../session/SessionProvider.tsx'
import { Dashboard } from '../../features/dashboard/Dashboard.tsx'

export const Route = createFileRoute('/_auth/dashboard')({
  // ?tab= opens a tab (the header's outbox badge links to the rescue tab).
  validateSearch: (search: Record<string, unknown>): { tab?: string } =>
    typeof search.tab === 'string' && /^[a-z-]{1,30}$/.test(search.tab) ? { tab: search.tab } : {},
  // Waits (briefly: features/dashboard/queries.ts) for the first answers, so the page is drawn once.
  loader: async ({ context, location }) => {
    const { prefetchDashboard } = await import('../../features/dashboard/queries.ts')
    const { tab } = location.search as { tab?: string }
    return prefetchDashboard(context.queryClient, context.session.getState().user, tab)
  },
  component: DashboardPage,
})

function DashboardPage() {
  const { user } = useSession()
  const { tab } = Route.useSearch()
  if (!user) return null
  return <Dashboard key={user.id} user={user} requestedTab={tab} />
}
