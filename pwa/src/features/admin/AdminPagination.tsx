import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pagerItems } from '../../lib/animal-search.ts'
import { t } from '../../i18n/index.ts'

const item = 'grid h-11 min-w-11 place-items-center rounded-lg px-3 font-semibold disabled:opacity-50'

/** Page buttons under an admin list (nothing when everything fits on one page). */
export function AdminPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t('admin.pagination')} className="mt-3 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${item} border border-slate-300 bg-white`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('admin.previousPage')}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </button>
      {pagerItems(page, totalPages).map(({ page: p, key }) =>
        p === null ? (
          <span key={key} className="px-2 text-slate-600" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            onClick={() => onPage(p)}
            aria-label={t('admin.pageN', { n: p })}
            aria-current={p === page ? 'page' : undefined}
            className={`${item} ${p === page ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${item} border border-slate-300 bg-white`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('admin.nextPage')}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
    </nav>
  )
}
