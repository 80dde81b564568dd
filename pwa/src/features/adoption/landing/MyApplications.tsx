// The adopter's own applications on /adoption: each with the animal, its status and
// the next step, newest first, linking to the application (which returns here).
import { adoptionResponsePromise, formatDate } from '@paws/contracts'
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { myAdoptionsQuery } from '../../../api/adoptions.ts'
import { describeError } from '../../../http/errors.ts'
import { AdoptionStatusBadge } from '../../../components/adoption/AdoptionBadge.tsx'
import { PetImage } from '../../../components/animals/PetImage.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { t } from '../../../i18n/index.ts'

/** Applications per page of "Your Applications" (its route prefetches the first page). */
export const MY_APPLICATIONS_PAGE = 20

/** What happens next, as the applicant reads it. */
export function nextStep(a: Adoption): string {
  const text = t(`adoptionText.status.${a.status}` as const)
  return a.status === 'pending' ? `${text} ${adoptionResponsePromise(t)}` : text
}

export function MyApplications() {
  const [limit, setLimit] = useState(MY_APPLICATIONS_PAGE)
  const list = useQuery({ ...myAdoptionsQuery(limit), placeholderData: keepPreviousData })
  return (
    <section aria-labelledby="my-applications" className="grid gap-4">
      <h2 id="my-applications" className="text-2xl font-bold">
        {t('adoptionFlow.yourApplications')}
      </h2>
      {list.isPending ? (
        <LoadingScreen full={false} text={t('adoptionText.listLoading')} />
      ) : list.isError ? (
        <Alert tone="error">{`${t('adoptionText.listFailed')}. ${describeError(list.error, '')}`}</Alert>
      ) : list.data.adoptions.length === 0 ? (
        <div className="card grid justify-items-center gap-3 p-8 text-center">
          <p className="text-lg font-semibold">{t('adoptionText.myEmpty')}</p>
          <p className="text-slate-700">{t('adoptionText.myEmptyText')}</p>
          <Link to="/animals" className="btn-primary">
            {t('adoptionText.browsePets')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid gap-3">
            {list.data.adoptions.map((a) => (
              <MyApplication key={a.id} adoption={a} />
            ))}
          </ul>
          {list.data.meta.total > list.data.adoptions.length && (
            <button
              type="button"
              className="btn-secondary justify-self-center"
              disabled={list.isFetching}
              onClick={() => setLimit((l) => l + MY_APPLICATIONS_PAGE)}
            >
              {list.isFetching ? t('ui.loading') : t('adoptionFlow.showMore')}
            </button>
          )}
        </>
      )}
    </section>
  )
}

function MyApplication({ adoption: a }: { adoption: Adoption }) {
  const titleId = `mine-${a.id}`
  return (
    <li className="card grid grid-cols-[5rem_1fr] gap-3 p-3 sm:grid-cols-[7rem_1fr]" aria-labelledby={titleId}>
      <PetImage
        src={a.animal.images[0]}
        thumb
        sizes="(min-width: 640px) 112px, 80px"
        alt={a.animal.name}
        className="aspect-square w-full rounded-lg object-cover"
        loading="lazy"
      />
      <div className="grid content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="mr-auto text-lg font-bold">
            {a.animal.name}
          </h3>
          <AdoptionStatusBadge status={a.status} />
        </div>
        <p className="text-slate-800">
          <span className="font-semibold">{t('adoptionFlow.next')} </span>
          {nextStep(a)}
        </p>
        <p className="text-sm text-slate-600">
          {t('adoptionFlow.applicationApplied', { id: a.id, date: formatDate(a.appliedDate) })}
        </p>
        <Link
          to="/adoption/$id"
          params={{ id: String(a.id) }}
          search={{ from: 'mine' }}
          className="font-semibold text-brand-800 underline"
          aria-label={t('adoptionFlow.openApplicationFor', { id: a.id, name: a.animal.name })}
        >
          {t('adoptionFlow.openApplication')}
        </Link>
      </div>
    </li>
  )
}
