// My Applications (docs/screens.md): the caller's own applications, newest first, each
// with the animal's photo, name, status and applied date, linking to the application.
import { formatDate } from '@paws/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { myAdoptionsQuery } from '../../api/adoptions.ts'
import { describeError } from '../../http/errors.ts'
import { AdoptionStatusBadge } from '../../components/adoption/AdoptionBadge.tsx'
import { PetImage } from '../../components/animals/PetImage.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { ShowMore } from './ShowMore.tsx'
import { LIST_PAGE } from './tabs.ts'
import { t } from '../../i18n/index.ts'

export function MyApplicationsTab() {
  const [limit, setLimit] = useState(LIST_PAGE)
  const list = useQuery({ ...myAdoptionsQuery(limit), placeholderData: keepPreviousData })
  if (list.isPending) return <LoadingScreen full={false} text={t('adoptionText.listLoading')} />
  if (list.isError)
    return <Alert tone="error">{`${t('adoptionText.listFailed')}. ${describeError(list.error, '')}`}</Alert>
  const { adoptions, meta } = list.data
  if (adoptions.length === 0) {
    return (
      <div className="card grid justify-items-center gap-3 p-8 text-center">
        <p className="text-lg font-semibold">{t('adoptionText.myEmpty')}</p>
        <p className="text-slate-700">{t('adoptionText.myEmptyText')}</p>
        <Link to="/animals" className="btn-primary">
          {t('dashboard.browseAnimals')}
        </Link>
      </div>
    )
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adoptions.map((a) => (
          <li key={a.id} className="card overflow-hidden">
            <PetImage
              src={a.animal.images[0]}
              thumb
              alt={a.animal.name}
              className="aspect-[4/3] w-full object-cover"
              loading="lazy"
            />
            <div className="grid gap-2 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="mr-auto text-lg font-bold">{a.animal.name}</h3>
                <AdoptionStatusBadge status={a.status} />
              </div>
              <p className="text-sm text-slate-600">
                {t('dashboard.applicationApplied', { id: a.id })} {formatDate(a.appliedDate)}
              </p>
              <Link
                to="/adoption/$id"
                params={{ id: String(a.id) }}
                className="btn-secondary"
                aria-label={t('dashboard.viewApplicationFor', { id: a.id, name: a.animal.name })}
              >
                {t('dashboard.viewApplication')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <ShowMore
        shown={adoptions.length}
        total={meta.total}
        busy={list.isFetching}
        onMore={() => setLimit((l) => l + LIST_PAGE)}
      />
    </div>
  )
}
