import { formatAge, formatDate, type AnimalStatus, enumLabel } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import type { ReactNode } from 'react'
import { animalPhotos, PetImage } from '../../components/animals/PetImage.tsx'
import { Tag } from '../../components/rescue/RescueBadges.tsx'
import { placeOf } from './animal-admin-form.ts'
import { t } from '../../i18n/index.ts'

const STATUS_TONE: Record<AnimalStatus, 'green' | 'amber' | 'sky' | 'red' | 'slate'> = {
  available: 'green',
  pending: 'amber',
  adopted: 'sky',
  medical_hold: 'red',
  unavailable: 'slate',
  deleted: 'red',
}

/** An animal's status as a coloured tag. */
export function AnimalStatusTag({ status }: { status: AnimalStatus }) {
  return <Tag tone={STATUS_TONE[status]}>{enumLabel(t, 'animalStatus', status)}</Tag>
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  )
}

/** An animal in the admin list, deleted ones included (with their deleted date). */
export function AnimalAdminCard({ animal, children }: { animal: Animal; children: ReactNode }) {
  const lister = `${animal.shelter.firstName} ${animal.shelter.lastName}`.trim()
  const place = placeOf(animal)
  return (
    <article className="card overflow-hidden" aria-labelledby={`animal-${animal.id}`}>
      <PetImage
        src={animalPhotos(animal)[0]}
        thumb
        alt={animal.name}
        className="aspect-[16/9] w-full bg-slate-200 object-cover"
        loading="lazy"
      />
      <div className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`animal-${animal.id}`} className="mr-auto text-xl font-bold">
            {animal.name}
          </h2>
          <AnimalStatusTag status={animal.status} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          <Fact label={t('admin.species')}>{enumLabel(t, 'species', animal.species)}</Fact>
          <Fact label={t('admin.gender')}>{enumLabel(t, 'gender', animal.gender)}</Fact>
          <Fact label={t('admin.breed')}>{animal.breed || t('admin.unknown')}</Fact>
          <Fact label={t('admin.age')}>{formatAge(t, animal.age, t('admin.unknown'))}</Fact>
          <Fact label={t('admin.location')}>{place || t('admin.notGiven')}</Fact>
          <Fact label={t('admin.listedBy')}>{lister || t('admin.unknown')}</Fact>
          <Fact label={t('admin.listed')}>{formatDate(animal.createdAt)}</Fact>
          {animal.deletedAt && <Fact label={t('admin.deleted')}>{formatDate(animal.deletedAt)}</Fact>}
        </dl>
        <div className="flex flex-wrap gap-2">{children}</div>
      </div>
    </article>
  )
}
