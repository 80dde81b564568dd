import { formatDate } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import { Link } from '@tanstack/react-router'
import { Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { AdoptionStatusBadge } from './AdoptionBadge.tsx'
import { t } from '../../i18n/index.ts'

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * An application to one of the viewer's animals (docs/screens.md, received tab): the
 * animal, the applicant and how to reach them, their message and when they applied; the
 * owner's quick decisions go in `children`.
 */
export function ReceivedCard({ adoption, children }: { adoption: Adoption; children?: ReactNode }) {
  const { adopter, animal } = adoption
  const titleId = `application-${adoption.id}`
  return (
    <article className="card grid gap-3 p-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="mr-auto text-lg font-bold">
          {t('apps.application', { name: animal.name, id: adoption.id })}
        </h3>
        <AdoptionStatusBadge status={adoption.status} />
      </div>
      <p className="text-slate-700">{[capitalize(animal.species), animal.breed].filter(Boolean).join(' · ')}</p>
      <div className="grid gap-1">
        <p className="font-semibold">
          {adopter.firstName} {adopter.lastName}
        </p>
        <a href={`mailto:${adopter.email}`} className="flex items-center gap-2 break-all text-brand-800 underline">
          <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
          {adopter.email}
        </a>
        {adopter.phone && (
          <a href={`tel:${adopter.phone}`} className="flex items-center gap-2 text-brand-800 underline">
            <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
            {adopter.phone}
          </a>
        )}
      </div>
      {adoption.notes && <p className="rounded-lg bg-slate-50 p-3 text-slate-800">{adoption.notes}</p>}
      <p className="text-sm text-slate-600">
        {t('apps.applied')} {formatDate(adoption.appliedDate)}
      </p>
      <div className="flex flex-wrap gap-2">
        {children}
        <Link to="/adoption/$id" params={{ id: String(adoption.id) }} className="btn-secondary">
          {t('apps.viewDetails')}
        </Link>
      </div>
    </article>
  )
}
