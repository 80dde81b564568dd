import { ChevronLeft, ChevronRight } from 'lucide-react'

/** Previous / next through a list longer than one page; nothing when it fits on one. */
export function AdminPagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-5 w-5" aria-hidden="true" /> Previous
      </button>
      <span className="font-semibold" aria-current="page">
        Page {page} of {totalPages}
      </span>
      <button type="button" className="btn-secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
    </nav>
  )
}
