// An admin list as a dense table for a desk (>= 1024 px, phones keep the cards): one
// row per record, sortable columns (the server sorts, the URL keeps it), the row's actions as
// real buttons, and the keyboard: Up and Down move between rows, keeping the column.
import { ArrowDown, ArrowUp } from 'lucide-react'
import type { KeyboardEvent, ReactNode } from 'react'
import type { SortDir } from '../../lib/list-search.ts'
import { t } from '../../i18n/index.ts'
import { AdminPagination } from './AdminPagination.tsx'

export interface Column<T, S extends string> {
  header: string
  cell: (row: T) => ReactNode
  /** The list call's sortBy for this column, when it sorts. */
  sort?: S
  className?: string
}

export interface TableSort<S extends string> {
  sort: S
  dir: SortDir
}

function SortHeader<S extends string>({
  label,
  field,
  current,
  onSort,
}: {
  label: string
  field: S
  current: TableSort<S>
  onSort: (sort: TableSort<S>) => void
}) {
  const active = current.sort === field
  const Arrow = current.dir === 'asc' ? ArrowUp : ArrowDown
  return (
    <th scope="col" aria-sort={active ? (current.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="inline-flex min-h-9 items-center gap-1 font-semibold hover:underline"
        onClick={() => onSort({ sort: field, dir: active && current.dir === 'desc' ? 'asc' : 'desc' })}
      >
        {label}
        {active && <Arrow className="h-4 w-4" aria-hidden="true" />}
      </button>
    </th>
  )
}

const FOCUSABLE = 'a[href], button:not([disabled])'

/** Up and Down from a link or button in a row go to the one in the same place a row above or below. */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const target = event.target as HTMLElement
  const row = target.closest('tr')
  if (!row) return
  const index = [...row.querySelectorAll<HTMLElement>(FOCUSABLE)].indexOf(target)
  const next = (event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling) as HTMLElement | null
  if (index < 0 || !next) return
  const focusables = [...next.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const to = focusables[Math.min(index, focusables.length - 1)]
  if (!to) return
  event.preventDefault()
  to.focus()
}

export function DataTable<T, S extends string>({
  caption,
  rows,
  rowKey,
  rowLabel,
  columns,
  sort,
  onSort,
  actions,
  actionsHeader = t('admin.actions'),
}: {
  caption: string
  rows: T[]
  rowKey: (row: T) => string | number
  /** What a screen reader announces for the row. */
  rowLabel: (row: T) => string
  columns: Column<T, S>[]
  sort: TableSort<S>
  onSort: (sort: TableSort<S>) => void
  actions?: (row: T) => ReactNode
  actionsHeader?: string
}) {
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full border-collapse bg-white text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((column) =>
              column.sort ? (
                <SortHeader
                  key={column.header}
                  label={column.header}
                  field={column.sort}
                  current={sort}
                  onSort={onSort}
                />
              ) : (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ),
            )}
            {actions && (
              <th scope="col">
                <span className="sr-only">{actionsHeader}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody onKeyDown={moveBetweenRows}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              aria-label={rowLabel(row)}
              className="border-t border-slate-200 align-top hover:bg-slate-50"
            >
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td>
                  <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A row action: a small button, secondary unless it is the row's next step. */
export const rowButton = (primary = false) => `${primary ? 'btn-primary' : 'btn-secondary'} min-h-9 px-3 py-1`

/** An admin list: the table at desk width (>= 1024 px), the cards below it, then the pages. */
export function AdminRecords({
  table,
  cards,
  page,
  totalPages,
  onPage,
}: {
  table: ReactNode
  cards: ReactNode
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  return (
    <>
      <div className="hidden lg:block">{table}</div>
      <div className="lg:hidden">{cards}</div>
      <AdminPagination page={page} totalPages={totalPages} onPage={onPage} />
    </>
  )
}
