import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { PawPrint, Plus } from 'lucide-react'
import { useCallback, useDeferredValue } from 'react'
import { animalListQuery } from '../../../api/animals.ts'
import { isApiError } from '../../../http/errors.ts'
import { AnimalCard } from '../../../components/animals/AnimalCard.tsx'
import { AnimalCardSkeletons } from '../../../components/animals/AnimalCardSkeletons.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { type AnimalSearch, BROWSE_PAGE_SIZE, rangeText, toAnimalFilters } from '../../../lib/animal-search.ts'
import { FilterBar } from './FilterBar.tsx'
import { Pagination } from './Pagination.tsx'
import { t } from '../../../i18n/index.ts'

/** Browse: the filters, the result count, a page of cards and the pager. */
export function BrowsePage({ search }: { search: AnimalSearch }) {
  const navigate = useNavigate({ from: '/animals/' })
  const filters = toAnimalFilters(search)
  const { data: latest, error, isError, isPlaceholderData, refetch } = useQuery(animalListQuery(filters))
  // No answer because there is no signal is not a failure of the list: say so.
  const offline = isError && (!navigator.onLine || (isApiError(error) && error.kind === 'network'))
  // The cards render in the background (time-sliced), so a slow phone stays responsive while
  // a page of them is built; until then the skeleton (or the previous page) stays.
  const data = useDeferredValue(latest)
  const isPending = data === undefined

  const onChange = useCallback(
    (patch: Partial<AnimalSearch>, opts?: { replace?: boolean }) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }), replace: opts?.replace }),
    [navigate],
  )
  const clear = useCallback(() => void navigate({ search: {} }), [navigate])

  const animals = data?.animals ?? []
  const meta = data?.meta

  return (
    <div className="page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('browse.findYourNewBest')}</h1>
          <p className="mt-1 text-lg text-slate-700">{t('browse.dogsCatsAndMore')}</p>
        </div>
        <Link to="/add-animal" className="btn-primary">
          <Plus className="h-5 w-5" aria-hidden="true" /> {t('browse.listYourPet')}
        </Link>
      </div>

      <div className="mt-6">
        <FilterBar search={search} onChange={onChange} onClear={clear} total={isError ? undefined : meta?.total} />
      </div>

      <div aria-live="polite" className="mt-4 min-h-6 text-slate-700">
        {meta && !isError && meta.total > 0 && rangeText(meta.page, meta.limit || BROWSE_PAGE_SIZE, meta.total)}
      </div>

      {isError ? (
        <Alert tone={offline ? 'info' : 'error'} className="mt-4">
          <p>{offline ? t('browse.offline') : t('text.animalsLoadFailed')}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void refetch()}>
            {t('browse.tryAgain')}
          </button>
        </Alert>
      ) : isPending ? (
        <AnimalCardSkeletons count={6} className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3" />
      ) : animals.length === 0 ? (
        <div className="card mt-4 flex flex-col items-center gap-3 p-10 text-center">
          <PawPrint className="h-12 w-12 text-slate-400" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t('browse.noPetsFound')}</h2>
          <p className="text-slate-700">{t('browse.tryChangingOrClearing')}</p>
          <button type="button" className="btn-primary mt-2" onClick={clear}>
            {t('browse.clearFilters')}
          </button>
        </div>
      ) : (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {t('browse.animals')}
          </h2>
          {/* Two animals side by side on a phone, so people can compare them. */}
          <div
            className={`mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {animals.map((animal, i) => (
              <AnimalCard key={animal.id} animal={animal} eager={i < 4} priority={i === 0} />
            ))}
          </div>
        </section>
      )}

      {meta && !isError && <Pagination page={meta.page} totalPages={meta.totalPages} />}
    </div>
  )
}
