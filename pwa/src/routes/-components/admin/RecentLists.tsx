// The dashboard's two short lists: the newest rescue requests and adoption applications the
// viewer may see, each with View All and a View Details link per item.
import { ADOPTION_STATUS_LABELS, formatDate, RESCUE_ANIMAL_TYPE_LABELS } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { placeOf, StatusBadge, Tag, UrgencyBadge } from '../../../components/rescue/RescueBadges.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'

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
          Loading...
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

const viewAllStyle = 'font-semibold text-brand-800 underline underline-offset-4'
const itemStyle = 'grid gap-1 rounded-xl border border-slate-200 p-3'

export function RecentRescues({ query, viewAll }: { query: UseQueryResult<{ rescueRequests: Rescue[] }>; viewAll: 'admin' | 'ngo' }) {
  return (
    <RecentSection
      title="Recent Rescue Requests"
      query={query}
      items={query.data?.rescueRequests.slice(0, 5)}
      empty="No rescue requests yet."
      failed="Failed to load rescue requests"
      viewAll={
        viewAll === 'admin' ? (
          <Link to="/admin/rescues" className={viewAllStyle}>
            View All
          </Link>
        ) : (
          <Link to="/dashboard" search={{ tab: 'assigned-rescues' }} className={viewAllStyle}>
            View All
          </Link>
        )
      }
      render={(r) => (
        <li key={r.id} className={itemStyle}>
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-auto font-semibold">
              Case #{r.id}: {RESCUE_ANIMAL_TYPE_LABELS[r.animalType]}
            </span>
            <StatusBadge status={r.status} />
            <UrgencyBadge urgency={r.urgency} />
          </div>
          <p className="text-slate-700">{placeOf(r.location)}</p>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>Reported {formatDate(r.createdAt)}</span>
            <Link to="/rescue/$id" params={{ id: String(r.id) }} className={viewAllStyle} aria-label={`View Details of case #${r.id}`}>
              View Details
            </Link>
          </div>
        </li>
      )}
    />
  )
}

export function RecentAdoptions({ query, viewAll }: { query: UseQueryResult<{ adoptions: Adoption[] }>; viewAll: 'admin' | 'ngo' }) {
  return (
    <RecentSection
      title={viewAll === 'admin' ? 'Recent Adoption Applications' : 'Received Applications'}
      query={query}
      items={query.data?.adoptions.slice(0, 5)}
      empty="No adoption applications yet."
      failed="Failed to load adoption applications"
      viewAll={
        viewAll === 'admin' ? (
          <Link to="/admin/adoptions" className={viewAllStyle}>
            View All
          </Link>
        ) : (
          <Link to="/dashboard" search={{ tab: 'received-adoptions' }} className={viewAllStyle}>
            View All
          </Link>
        )
      }
      render={(a) => (
        <li key={a.id} className={itemStyle}>
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-auto font-semibold">
              Application #{a.id}: {a.animal.name}
            </span>
            <Tag tone="slate">{ADOPTION_STATUS_LABELS[a.status]}</Tag>
          </div>
          <p className="text-slate-700">
            {`${a.adopter.firstName} ${a.adopter.lastName}`.trim()} · {a.adopter.email}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>Applied {formatDate(a.createdAt)}</span>
            <Link to="/adoption/$id" params={{ id: String(a.id) }} className={viewAllStyle} aria-label={`View Details of application #${a.id}`}>
              View Details
            </Link>
          </div>
        </li>
      )}
    />
  )
}
