// The dashboard's two short lists: the newest rescue requests and adoption applications the
// viewer may see, each with View All and a View Details link per item.
import { formatDate, enumLabel } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { placeOf, StatusBadge, Tag, UrgencyBadge } from '../../components/rescue/RescueBadges.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { t } from '../../i18n/index.ts'

function RecentSection<T>({
  title,
  viewAll,
  query,
  items,
  empty,
  failed,
  render,
}: {
  title: string
  viewAll: ReactNode
  query: UseQueryResult<unknown>
  items: T[] | undefined
  empty: string
  failed: string
  render: (item: T) => ReactNode
}) {
  return (
    <section className="card grid content-start gap-3 p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{title}</h2>
        {viewAll}
      </div>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t('admin.loading')}
        </p>
      ) : query.isError ? (
        <Alert tone="error">{failed}</Alert>
      ) : !items || items.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="grid gap-3">{items.map(render)}</ul>
      )}
    </section>
  )
}

const linkStyle = 'font-semibold text-brand-800 underline underline-offset-4'

/** View All: the admin's list page, or the NGO's dashboard tab. */
function ViewAll({
  admin,
  adminTo,
  tab,
}: {
  admin: boolean
  adminTo: '/admin/rescues' | '/admin/adoptions'
  tab: string
}) {
  return admin ? (
    <Link to={adminTo} className={linkStyle}>
      {t('admin.viewAll')}
    </Link>
  ) : (
    <Link to="/dashboard" search={{ tab }} className={linkStyle}>
      {t('admin.viewAll')}
    </Link>
  )
}

/** One item: its title and badges, a line about it, the date and its View Details link. */
function RecentItem({
  title,
  badges,
  line,
  date,
  details,
}: {
  title: string
  badges: ReactNode
  line: string
  date: string
  details: { to: '/rescue/$id' | '/adoption/$id'; id: number; label: string }
}) {
  return (
    <li className="grid gap-1 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto font-semibold">{title}</span>
        {badges}
      </div>
      <p className="text-slate-700">{line}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>{date}</span>
        <Link
          to={details.to}
          params={{ id: String(details.id) }}
          className={linkStyle}
          aria-label={t('admin.viewDetailsOf', { name: details.label })}
        >
          {t('admin.viewDetails')}
        </Link>
      </div>
    </li>
  )
}

export function RecentRescues({
  query,
  viewAll,
}: {
  query: UseQueryResult<{ rescueRequests: Rescue[] }>
  viewAll: 'admin' | 'ngo'
}) {
  return (
    <RecentSection
      title={t('admin.recentRescueRequests')}
      query={query}
      items={query.data?.rescueRequests.slice(0, 5)}
      empty={t('admin.noRescuesYet')}
      failed={t('rescueText.listFailed')}
      viewAll={<ViewAll admin={viewAll === 'admin'} adminTo="/admin/rescues" tab="assigned-rescues" />}
      render={(r) => (
        <RecentItem
          key={r.id}
          title={t('admin.caseTitle', { id: r.id, animal: enumLabel(t, 'rescueAnimal', r.animalType) })}
          badges={
            <>
              <StatusBadge status={r.status} mergedIntoId={r.mergedIntoId} />
              <UrgencyBadge urgency={r.urgency} />
            </>
          }
          line={placeOf(r.location)}
          date={t('admin.reportedOn', { date: formatDate(r.createdAt) })}
          details={{ to: '/rescue/$id', id: r.id, label: t('admin.caseNumber', { id: r.id }) }}
        />
      )}
    />
  )
}

export function RecentAdoptions({
  query,
  viewAll,
}: {
  query: UseQueryResult<{ adoptions: Adoption[] }>
  viewAll: 'admin' | 'ngo'
}) {
  return (
    <RecentSection
      title={viewAll === 'admin' ? t('admin.recentAdoptionApplications') : t('admin.receivedApplications')}
      query={query}
      items={query.data?.adoptions.slice(0, 5)}
      empty={t('admin.noApplicationsYet')}
      failed={t('adoptionText.listFailed')}
      viewAll={<ViewAll admin={viewAll === 'admin'} adminTo="/admin/adoptions" tab="received-adoptions" />}
      render={(a) => (
        <RecentItem
          key={a.id}
          title={t('admin.applicationTitle', { id: a.id, name: a.animal.name })}
          badges={<Tag tone="slate">{enumLabel(t, 'adoptionStatus', a.status)}</Tag>}
          line={`${`${a.adopter.firstName} ${a.adopter.lastName}`.trim()} · ${a.adopter.email}`}
          date={t('admin.appliedOn', { date: formatDate(a.createdAt) })}
          details={{ to: '/adoption/$id', id: a.id, label: t('admin.applicationNumber', { id: a.id }) }}
        />
      )}
    />
  )
}
