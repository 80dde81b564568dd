import { formatDate, truncate, enumLabel, REASON_PREVIEW } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import type { ReactNode } from 'react'
import { PetImage } from '../../components/animals/PetImage.tsx'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { t } from '../../i18n/index.ts'

const tone = (status: Adoption['status']) =>
  status === 'completed' || status === 'approved'
    ? 'green'
    : status === 'rejected' || status === 'cancelled' || status === 'returned'
      ? 'red'
      : status === 'pending'
        ? 'amber'
        : 'sky'

/** An application's status as a coloured tag. */
export function AdoptionStatusTag({ status }: { status: Adoption['status'] }) {
  return <Tag tone={tone(status)}>{enumLabel(t, 'adoptionStatus', status)}</Tag>
}

/** An application in the admin list: who applied for which animal, why, and where it stands. */
export function AdoptionAdminCard({ adoption, children }: { adoption: Adoption; children: ReactNode }) {
  const applicant = `${adoption.adopter.firstName} ${adoption.adopter.lastName}`.trim()
  const reason = adoption.reason?.trim() || adoption.notes?.trim() || ''
  const animal = [enumLabel(t, 'species', adoption.animal.species), adoption.animal.breed].filter(Boolean).join(' · ')
  return (
    <article
      className="card grid grid-cols-[5.5rem_1fr] gap-4 p-4 sm:grid-cols-[7rem_1fr]"
      aria-labelledby={`application-${adoption.id}`}
    >
      <PetImage
        src={adoption.animal.images[0]}
        thumb
        sizes="112px"
        alt={adoption.animal.name}
        className="aspect-square w-full rounded-xl bg-slate-200 object-cover"
        loading="lazy"
      />
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`application-${adoption.id}`} className="mr-auto text-lg font-bold">
            {t('adoptionFlow.applicationNo', { id: adoption.id })}
          </h2>
          <AdoptionStatusTag status={adoption.status} />
        </div>
        <p>
          <span className="font-semibold">{adoption.animal.name}</span>
          {animal && <span className="text-slate-700"> ({animal})</span>}
        </p>
        <p className="text-slate-800">
          {applicant}
          <span className="block break-words text-slate-700">{adoption.adopter.email}</span>
        </p>
        {reason && <p className="text-slate-700">{truncate(reason, REASON_PREVIEW)}</p>}
        <p className="text-sm text-slate-600">
          {t('adoptionFlow.appliedDate', { date: formatDate(adoption.createdAt) })}
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap gap-2">{children}</div>
    </article>
  )
}
