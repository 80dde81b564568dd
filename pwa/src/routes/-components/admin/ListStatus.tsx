import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describeError } from '../../../api/errors.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'

/**
 * An admin list's loading, error (the server's message, else the spec's fallback, with Retry)
 * and empty states; the list itself once there is something to show.
 */
export function ListStatus<T>({
  query,
  loading,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>
  loading: string
  failed: string
  empty: string
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <LoadingScreen full={false} text={loading} />
  if (query.isError) {
    return (
      <Alert tone="error" className="mt-6" title={failed}>
        <p>{describeError(query.error, failed)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void query.refetch()}>
          Retry
        </button>
      </Alert>
    )
  }
  if (isEmpty(query.data)) {
    return (
      <div className="card mt-6 p-8 text-center">
        <p className="text-lg font-semibold text-slate-800">{empty}</p>
      </div>
    )
  }
  return <>{children(query.data)}</>
}
