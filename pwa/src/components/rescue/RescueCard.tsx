import { formatDate, truncate, enumLabel } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { placeOf, StatusBadge, UrgencyBadge } from './RescueBadges.tsx'
import { t } from '../../i18n/index.ts'

/** A case in a list: what, where, how urgent, where it stands; `details` and actions below. */
export function RescueCard({
  rescue,
  showReporter,
  tag,
  details,
  children,
}: {
  rescue: Rescue
  showReporter?: boolean
  tag?: ReactNode
  details?: ReactNode
  children?: ReactNode
}) {
  const reporter = rescue.requester ? `${rescue.requester.firstName} ${rescue.requester.lastName}`.trim() : null
  return (
    <article className="card grid gap-3 p-4" aria-labelledby={`case-${rescue.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`case-${rescue.id}`} className="mr-auto text-lg font-bold">
          {t('case.case2', { id: rescue.id })} {enumLabel('rescueAnimal', rescue.animalType)}
        </h3>
        {tag}
        <StatusBadge status={rescue.status} mergedIntoId={rescue.mergedIntoId} />
        <UrgencyBadge urgency={rescue.urgency} />
      </div>
      <p className="flex items-start gap-2 text-slate-700">
        <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        {placeOf(rescue.location)}
      </p>
      <p className="text-slate-800">{truncate(rescue.description, 160)}</p>
      <p className="text-sm text-slate-600">
        {t('case.reported')} {formatDate(rescue.createdAt)}
        {showReporter && reporter ? t('case.byReporter', { reporter }) : ''}
      </p>
      {details}
      <div className="flex flex-wrap gap-2">
        {children}
        <Link to="/rescue/$id" params={{ id: String(rescue.id) }} className="btn-secondary">
          {t('case.viewDetails')}
        </Link>
      </div>
    </article>
  )
}
