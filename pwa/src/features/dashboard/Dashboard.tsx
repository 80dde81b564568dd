// The personal dashboard (docs/screens.md, "Personal dashboard"). Every count is a list's
// meta.total from the API: rescue cases (GET /rescues), the caller's applications (GET
// /adoptions?type=sent), applications to the caller's animals (type=received) and own animals
// (GET /animals?owner=me). NGOs see their received applications as "Adoption Applications".
import type { User } from '@paws/contracts/schemas/users'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ClipboardList, FileHeart, Inbox, PawPrint, ShieldCheck, Siren } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { dashboardQueries } from './queries.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { useDrawnAfter } from '../../lib/use-drawn-after.ts'
import { useOnline } from '../../lib/use-online.ts'
import { useOutboxCount } from '../../offline/index.ts'
import { AnimalsTab } from './AnimalsTab.tsx'
import { AssignedRescuesTab } from './AssignedRescuesTab.tsx'
import { MyApplicationsTab } from './MyApplicationsTab.tsx'
import { MyReportsTab } from './MyReportsTab.tsx'
import { OverviewTab } from './OverviewTab.tsx'
import { ReceivedApplicationsTab } from './ReceivedApplicationsTab.tsx'
import { initialTab, rememberTab, storedTab, tabsFor, type DashboardTab } from './tabs.ts'
import { t } from '../../i18n/index.ts'

/** One count: a small tile of a strip on a phone (the queue below stays in the first screen), a card from sm up. */
function StatCard({ label, value, icon, note }: { label: string; value: ReactNode; icon: ReactNode; note?: string }) {
  return (
    <div className="card flex min-w-0 flex-col gap-0.5 p-2 sm:flex-row sm:items-center sm:gap-4 sm:p-4">
      <span className="hidden h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-800 sm:grid">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="break-words text-xs font-medium leading-tight text-slate-600 sm:text-sm">{label}</p>
        <p className="text-xl font-bold text-slate-900 sm:text-2xl">{value}</p>
        {note && <p className="text-xs text-amber-800 sm:text-sm">{note}</p>}
      </div>
    </div>
  )
}

export function Dashboard({ user, requestedTab }: { user: User; requestedTab?: string }) {
  const navigate = useNavigate()
  const isNgo = user.role === 'ngo'
  const [tab, setTab] = useState<DashboardTab>(() => initialTab(user.role, requestedTab, storedTab()))
  // A link to another tab while the dashboard is open (the header badge) switches to it.
  const [asked, setAsked] = useState(requestedTab)
  if (asked !== requestedTab) {
    setAsked(requestedTab)
    if (requestedTab) setTab(initialTab(user.role, requestedTab, tab))
  }
  const rescues = useQuery(dashboardQueries.rescues())
  const animalCount = useQuery(dashboardQueries.animalCount())
  const mine = useQuery(dashboardQueries.mine())
  const received = useQuery(dashboardQueries.received())
  const waiting = useOutboxCount(user.id)
  const online = useOnline()
  const queries = [rescues, animalCount, mine, received]
  // Back online: what failed while the signal was gone is read again, not left as "could not load".
  const client = useQueryClient()
  useEffect(() => {
    if (online) void client.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' })
  }, [online, client])
  // Offline the lists cannot load: show what this phone has at once instead of a spinner.
  const loading = queries.every((q) => q.isPending) && online
  // The tabs and their lists are drawn just after the heading and the counts (a transition).
  const drawn = useDrawnAfter(!loading)
  // On a phone the tab list scrolls sideways: bring the selected tab into view (without
  // scrolling the page, which scrollIntoView would do).
  const tabList = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the DOM that a new tab or the end of loading draws, so it runs after those change
  useEffect(() => {
    // Two frames later: the browser has laid the page out by then, so reading where the tab is
    // costs nothing (read now, it would force the whole page's layout inside this task).
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const list = tabList.current
        const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]')
        if (list && selected) list.scrollLeft = selected.offsetLeft - (list.clientWidth - selected.offsetWidth) / 2
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [tab, loading, drawn])

  function select(next: DashboardTab) {
    setTab(next)
    rememberTab(next)
    void navigate({ to: '/dashboard', search: { tab: next }, replace: true })
  }

  if (loading) return <LoadingScreen full={false} text={t('rescueText.dashboardLoading')} />
  const failed = queries.some((q) => q.isError && !q.isFetching)
  const count = (q: { data?: { meta: { total: number } } }) => (q.data ? q.data.meta.total : '–')

  return (
    <div className="page grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-3xl font-bold">
          {t('dashboard.welcomeBack')} {user.firstName || t('dashboard.user')}!
        </h1>
        {!isNgo && (
          <Link to="/rescue/form" className="btn-danger">
            <Siren className="h-5 w-5" aria-hidden="true" /> {t('dashboard.reportRescue')}
          </Link>
        )}
        <Link to="/animals" className="btn-secondary">
          {t('dashboard.browseAnimals')}
        </Link>
        {isNgo && (
          <>
            <Link to="/add-animal" className="btn-primary">
              {t('dashboard.addAnimal')}
            </Link>
            <Link to="/rescue" className="btn-secondary">
              {t('dashboard.viewRescues')}
            </Link>
            {user.ngoStatus?.approvalStatus === 'approved' && (
              <Link to="/respond" className="btn-secondary">
                {t('dashboard.respond')}
              </Link>
            )}
          </>
        )}
      </div>

      {!online && <Alert tone="warning">{isNgo ? t('rescueText.offlineNgo') : t('rescueText.offline')}</Alert>}
      {failed && online && (
        <Alert tone="error">
          {t('rescueText.dashboardFailed')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void Promise.all(queries.map((q) => q.refetch()))}
          >
            {t('dashboard.retry')}
          </button>
        </Alert>
      )}

      <div className="grid grid-cols-3 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3" data-testid="dashboard-counts">
        <StatCard
          label={isNgo ? t('dashboard.assignedRescues') : t('dashboard.rescueRequests')}
          value={count(rescues)}
          icon={<ClipboardList className="h-6 w-6" aria-hidden="true" />}
          note={!isNgo && waiting > 0 ? t('dashboard.waitingOnPhone', { count: waiting }) : undefined}
        />
        <StatCard
          label={isNgo ? t('dashboard.adoptionApplications') : t('dashboard.myApplications')}
          value={count(isNgo ? received : mine)}
          icon={<FileHeart className="h-6 w-6" aria-hidden="true" />}
        />
        {!isNgo && (
          <StatCard
            label={t('dashboard.receivedApplications')}
            value={count(received)}
            icon={<Inbox className="h-6 w-6" aria-hidden="true" />}
          />
        )}
        <StatCard
          label={t('dashboard.myAnimals')}
          value={count(animalCount)}
          icon={<PawPrint className="h-6 w-6" aria-hidden="true" />}
        />
        <StatCard
          label={t('dashboard.profileStatus')}
          value={t('dashboard.active')}
          icon={<ShieldCheck className="h-6 w-6" aria-hidden="true" />}
        />
      </div>

      {/* min-w-0: the tab list scrolls sideways instead of widening the page on a phone. */}
      {drawn && (
        <Tabs
          label={t('dashboard.dashboardSections')}
          tabs={tabsFor(user.role).map((id) => ({
            id,
            label: (
              <>
                {t(`dashboard.tab.${id}`)}
                {id === 'rescue' && waiting > 0 ? t('dashboard.waitingCount', { count: waiting }) : ''}
              </>
            ),
          }))}
          selected={tab}
          onSelect={select}
          listRef={tabList}
          listClassName="relative flex gap-1 overflow-x-auto border-b border-slate-200"
          tabClassName="cursor-pointer whitespace-nowrap rounded-t-lg px-4 py-3 text-base font-semibold text-slate-700 outline-none hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600 data-[selected]:border-b-3 data-[selected]:border-brand-700 data-[selected]:text-brand-800"
          panelClassName="pt-6 outline-none"
        >
          {tab === 'overview' && (
            <OverviewTab
              isNgo={isNgo}
              rescues={rescues.data?.rescueRequests ?? []}
              mine={mine.data?.adoptions ?? []}
              received={received.data?.adoptions ?? []}
              onManageRescues={() => select('assigned-rescues')}
            />
          )}
          {tab === 'rescue' && <MyReportsTab userId={user.id} />}
          {tab === 'assigned-rescues' && <AssignedRescuesTab />}
          {tab === 'adoption' && <MyApplicationsTab />}
          {tab === 'received-adoptions' && <ReceivedApplicationsTab />}
          {tab === 'animals' && <AnimalsTab />}
        </Tabs>
      )}
    </div>
  )
}
