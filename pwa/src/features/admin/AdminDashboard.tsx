// /admin (docs/screens.md, "Admin dashboard"). Admins get the six counts from
// GET /admin/stats (docs/rules.md#beyond-the-spec: wired, not the spec's zeros), links to the five
// admin pages and the newest cases and applications. NGOs may open the page too but not the admin
// API: they see their own assigned cases and received applications, with the counts from
// those lists, and only links they may use.
import type { User } from '@paws/contracts/schemas/users'
import { useQuery } from '@tanstack/react-query'
import {
  Building2,
  Hospital,
  ClipboardList,
  Clock,
  HeartHandshake,
  LayoutDashboard,
  PawPrint,
  PlusCircle,
  Settings,
  Siren,
  Users,
} from 'lucide-react'
import { adminDashboardQueries as q } from './dashboard-queries.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { AdminStatCard } from './AdminStatCard.tsx'
import { AttentionStrip } from './AttentionStrip.tsx'
import { QuickActions, type QuickAction } from './QuickActions.tsx'
import { RecentAdoptions, RecentRescues } from './RecentLists.tsx'
import { t } from '../../i18n/index.ts'

const icon = 'h-6 w-6'

const adminActions = (): QuickAction[] => [
  { label: t('admin.manageRescues'), to: '/admin/rescues', icon: <Siren className={icon} aria-hidden="true" /> },
  { label: t('admin.manageUsers'), to: '/admin/users', icon: <Users className={icon} aria-hidden="true" /> },
  { label: t('admin.manageNgos'), to: '/admin/ngos', icon: <Building2 className={icon} aria-hidden="true" /> },
  { label: t('admin.manageClinics'), to: '/admin/clinics', icon: <Hospital className={icon} aria-hidden="true" /> },
  { label: t('admin.manageAnimals'), to: '/admin/animals', icon: <PawPrint className={icon} aria-hidden="true" /> },
  {
    label: t('admin.manageAdoptions'),
    to: '/admin/adoptions',
    icon: <HeartHandshake className={icon} aria-hidden="true" />,
  },
  { label: t('adminSettings.title'), to: '/admin/settings', icon: <Settings className={icon} aria-hidden="true" /> },
]

export function AdminDashboard({ user }: { user: User }) {
  return user.role === 'admin' ? <AdminView /> : <NgoView user={user} />
}

function AdminView() {
  const stats = useQuery(q.stats())
  const rescues = useQuery(q.rescues())
  const adoptions = useQuery(q.adoptions('all'))
  const s = stats.data
  return (
    <div className="page grid gap-6">
      <h1 className="text-3xl font-bold">{t('admin.adminDashboard')}</h1>
      {stats.isError && (
        <Alert tone="error">
          {t('admin.failedToLoadTheCounts')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void stats.refetch()}>
            {t('admin.retry')}
          </button>
        </Alert>
      )}
      <AttentionStrip />
      <section aria-label={t('admin.counts')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <AdminStatCard
          label={t('admin.pendingRescues')}
          note={t('admin.needAssignment')}
          value={s?.pendingRescues ?? null}
          icon={<Siren className={icon} aria-hidden="true" />}
        />
        <AdminStatCard
          label={t('admin.assignedRescues')}
          note={t('admin.withNgos')}
          value={s?.assignedRescues ?? null}
          icon={<ClipboardList className={icon} aria-hidden="true" />}
        />
        <AdminStatCard
          label={t('admin.totalAnimals')}
          value={s?.totalAnimals ?? null}
          icon={<PawPrint className={icon} aria-hidden="true" />}
        />
        <AdminStatCard
          label={t('admin.pendingAdoptions')}
          value={s?.pendingAdoptions ?? null}
          icon={<HeartHandshake className={icon} aria-hidden="true" />}
        />
        <AdminStatCard
          label={t('admin.totalUsers')}
          value={s?.totalUsers ?? null}
          icon={<Users className={icon} aria-hidden="true" />}
        />
        <AdminStatCard
          label={t('admin.partnerNgos')}
          value={s?.partnerNgos ?? null}
          icon={<Building2 className={icon} aria-hidden="true" />}
        />
      </section>
      <QuickActions actions={adminActions()} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentRescues query={rescues} viewAll="admin" />
        <RecentAdoptions query={adoptions} viewAll="admin" />
      </div>
    </div>
  )
}

function NgoView({ user }: { user: User }) {
  const rescues = useQuery(q.rescues())
  const waiting = useQuery(q.waiting())
  const adoptions = useQuery(q.adoptions('received'))
  const total = (q: { data?: { meta: { total: number } } }) => q.data?.meta.total ?? null
  const actions: QuickAction[] = [
    { label: t('admin.myDashboard'), to: '/dashboard', icon: <LayoutDashboard className={icon} aria-hidden="true" /> },
    { label: t('dashboard.viewRescues'), to: '/rescue', icon: <Siren className={icon} aria-hidden="true" /> },
    { label: t('dashboard.browseAnimals'), to: '/animals', icon: <PawPrint className={icon} aria-hidden="true" /> },
  ]
  // Listing animals waits for the NGO's approval (the server refuses it before).
  if (user.ngoStatus?.approvalStatus === 'approved') {
    actions.push({
      label: t('dashboard.addAnimal'),
      to: '/add-animal',
      icon: <PlusCircle className={icon} aria-hidden="true" />,
    })
  }
  return (
    <div className="page grid gap-6">
      <header>
        <h1 className="text-3xl font-bold">{t('admin.organizationDashboard')}</h1>
        {user.ngoStatus && <p className="mt-1 text-lg text-slate-700">{user.ngoStatus.name}</p>}
      </header>
      <section aria-label={t('admin.counts')} className="grid gap-3 sm:grid-cols-3">
        <AdminStatCard
          label={t('admin.assignedRescues')}
          value={total(rescues)}
          icon={<ClipboardList className={icon} aria-hidden="true" />}
        />
        <AdminStatCard
          label={t('admin.awaitingYourResponse')}
          value={total(waiting)}
          icon={<Clock className={icon} aria-hidden="true" />}
        />
        <AdminStatCard
          label={t('admin.receivedApplications')}
          value={total(adoptions)}
          icon={<HeartHandshake className={icon} aria-hidden="true" />}
        />
      </section>
      <QuickActions actions={actions} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentRescues query={rescues} viewAll="ngo" />
        <RecentAdoptions query={adoptions} viewAll="ngo" />
      </div>
    </div>
  )
}
