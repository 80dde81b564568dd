// One admin list page, the same for every list: the heading with the list's size, the filter
// bar, the search box with the list's tools (Export CSV and others), the list's loading, failed
// and empty states, the table on a desk and the cards on a phone, the pages, and the page's
// dialogs. The filter, the words, the sort and the page live in the URL (lib/list-search.ts).
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { t } from '../../i18n/index.ts'
import { filterSearch, pageSearch, type SortDir, sortSearch, wordsSearch } from '../../lib/list-search.ts'
import { AdminFilterBar } from './AdminFilterBar.tsx'
import { AdminListStatus } from './AdminListStatus.tsx'
import { AdminPageHeading } from './AdminPageHeading.tsx'
import { AdminRecords, type Column, DataTable } from './DataTable.tsx'
import { SearchBox } from './SearchBox.tsx'

/** A change of the list's URL search: the page passes it to its route's `navigate({ search })`. */
export type SearchChange = ReturnType<typeof pageSearch>

export interface AdminListPageProps<Row extends { id: number }, Data, Filter extends string, Sort extends string> {
  title: string
  description?: string
  /** "12 users": the list's size once it is known. */
  count: (data: Data) => string
  /** The list's search from the URL. */
  search: { q?: string; page?: number; sort?: Sort; dir?: SortDir }
  go: (change: SearchChange) => void
  /** The filter buttons and the URL search key they set. */
  filter: { key: string; label: string; options: readonly Filter[]; labelOf: (f: Filter) => string; value?: Filter }
  searchBox: { label: string; placeholder: string }
  /** Beside the search box: Export CSV, and any other control of the list. */
  tools: ReactNode
  /** Between the controls and the list (a map). */
  above?: ReactNode
  query: UseQueryResult<Data>
  rows: (data: Data) => Row[]
  totalPages: (data: Data) => number
  /** The empty list's hint when no words are searched for. */
  status: { loading: string; failed: string; empty: string; emptyHint?: string }
  table: {
    caption?: string
    columns: Column<Row, Sort>[]
    /** What a screen reader announces for the row. */
    rowLabel: (row: Row) => string
    defaultSort: Sort
    actions: (row: Row) => ReactNode
  }
  card: (row: Row) => ReactNode
  /** The grid the cards sit in on a phone. */
  cardGrid: string
  /** The page's dialogs (edit, delete). */
  children?: ReactNode
}

export function AdminListPage<Row extends { id: number }, Data, Filter extends string, Sort extends string>({
  title,
  description,
  count,
  search,
  go,
  filter,
  searchBox,
  tools,
  above,
  query,
  rows,
  totalPages,
  status,
  table,
  card,
  cardGrid,
  children,
}: AdminListPageProps<Row, Data, Filter, Sort>) {
  return (
    <div className="page page-wide grid gap-5">
      <AdminPageHeading title={title} description={description} count={query.data && count(query.data)} />
      <AdminFilterBar
        label={filter.label}
        options={filter.options}
        labelOf={filter.labelOf}
        value={filter.value ?? ('all' as Filter)}
        onSelect={(f) => go(filterSearch(filter.key, f))}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          key={search.q ?? ''}
          label={searchBox.label}
          placeholder={searchBox.placeholder}
          value={search.q}
          onSearch={(q) => go(wordsSearch(q))}
        />
        {tools}
      </div>
      {above}
      <AdminListStatus
        query={query}
        loading={status.loading}
        failed={status.failed}
        empty={status.empty}
        emptyHint={search.q ? t('admin.nothingMatchesWords') : status.emptyHint}
        isEmpty={(d) => rows(d).length === 0}
      >
        {(data) => (
          <AdminRecords
            table={
              <DataTable
                caption={table.caption ?? title}
                rows={rows(data)}
                rowKey={(row) => row.id}
                rowLabel={table.rowLabel}
                columns={table.columns}
                sort={{ sort: search.sort ?? table.defaultSort, dir: search.dir ?? 'desc' }}
                onSort={({ sort, dir }) => go(sortSearch(sort, dir))}
                actions={table.actions}
              />
            }
            cards={
              <ul className={cardGrid}>
                {rows(data).map((row) => (
                  <li key={row.id}>{card(row)}</li>
                ))}
              </ul>
            }
            page={search.page ?? 1}
            totalPages={totalPages(data)}
            onPage={(p) => go(pageSearch(p))}
          />
        )}
      </AdminListStatus>
      {children}
    </div>
  )
}
