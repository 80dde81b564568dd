import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pagerItems, type AnimalSearch } from '../../../lib/animal-search.ts'
import { t } from '../../../i18n/index.ts'

const pageSearch =
  (page: number) =>
  (prev: AnimalSearch): AnimalSearch => ({ ...prev, page: page > 1 ? page : undefined })
const item = 'grid h-11 min-w-11 place-items-center rounded-lg px-3 font-semibold'

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t('browse.pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link
          from="/animals/"
          to="/animals"
          search={pageSearch(page - 1)}
          className={`${item} border border-slate-300 bg-white`}
          aria-label={t('browse.previousPage')}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </Link>
      ) : (
        <span className={`${item} border border-slate-200 text-slate-400`} aria-hidden="true">
          <ChevronLeft className="h-5 w-5" />
        </span>
      )}
      {pagerItems(page, totalPages).map(({ page: p, key }) =>
        p === null ? (
          <span key={key} className="px-2 text-slate-600" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            from="/animals/"
            to="/animals"
            search={pageSearch(p)}
            aria-label={t('browse.pageN', { n: p })}
            aria-current={p === page ? 'page' : undefined}
            className={`${item} ${p === page ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link
          from="/animals/"
          to="/animals"
          search={pageSearch(page + 1)}
          className={`${item} border border-slate-300 bg-white`}
          aria-label={t('browse.nextPage')}
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      ) : (
        <span className={`${item} border border-slate-200 text-slate-400`} aria-hidden="true">
          <ChevronRight className="h-5 w-5" />
        </span>
      )}
    </nav>
  )
}
