// The latest items of a landing page, for NGOs and adopters, with a "View All" link to their
// dashboard tab.
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../ui/Alert.tsx'
import { LoadingScreen } from '../ui/LoadingScreen.tsx'
import { t } from '../../i18n/index.ts'

/** The latest items with a "View All" link to a dashboard tab; loading, error and empty states included. */
export function LatestList<D, T>({
  id,
  title,
  tab,
  query,
  items,
  loading,
  failed,
  empty,
  emptyText,
  children,
}: {
  id: string
  title: string
  /** The dashboard tab "View All" opens. */
  tab: string
  query: UseQueryResult<D>
  items: (data: D) => T[]
  loading: string
  failed: string
  empty: string
  emptyText: string
  children: (item: T) => ReactNode
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex items-center gap-3">
        <h2 id={id} className="mr-auto text-2xl font-bold">
          {title}
        </h2>
        <Link to="/dashboard" search={{ tab }} className="font-semibold text-brand-800 underline">
          {t('layout.viewAll')}
        </Link>
      </div>
      {query.isPending ? (
        <LoadingScreen full={false} text={loading} />
      ) : query.isError ? (
        <Alert tone="error">{`${failed}. ${describeError(query.error, '')}`}</Alert>
      ) : items(query.data).length === 0 ? (
        <div className="card p-8 text-center">
          <p className="text-lg font-semibold">{empty}</p>
          <p className="mt-2 text-slate-700">{emptyText}</p>
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">{items(query.data).map(children)}</div>
      )}
    </section>
  )
}
