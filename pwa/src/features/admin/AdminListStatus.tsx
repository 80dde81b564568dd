import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { t } from '../../i18n/index.ts'

/**
 * An admin list's loading, error (the server's message, else the spec's fallback, with Retry)
 * and empty states; the list itself once there is something to show, dimmed while the next
 * filter or page loads over it.
 */
export function AdminListStatus<T>({
  query,
  loading,
  failed,
  empty,
  emptyHint,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>
  loading: string
  failed: string
  empty: string
  emptyHint?: string
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <LoadingScreen full={false} text={loading} />
  if (query.isError) {
    return (
      <Alert tone="error" title={failed}>
        <p>{describeError(query.error, failed)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </button>
      </Alert>
    )
  }
  if (isEmpty(query.data)) {
    return (
      <div className="card p-8 text-center">
        <h2 className="text-xl font-bold">{empty}</h2>
        {emptyHint && <p className="mt-2 text-slate-700">{emptyHint}</p>}
      </div>
    )
  }
  return (
    <div className={query.isPlaceholderData ? 'opacity-60' : undefined} aria-busy={query.isPlaceholderData}>
      {children(query.data)}
    </div>
  )
}
