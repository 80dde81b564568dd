// "How fast help comes": the public response-time figures per area. Asked without the session,
// like every public read, so the service worker keeps the answer and the page opens offline
// (offline/cache-policy.ts). Shapes: packages/contracts/src/schemas/stats.ts.
import type { ResponseTimes } from '@paws/contracts/schemas/stats'
import { queryOptions } from '@tanstack/react-query'
import { API_BASE } from '../http/base.ts'
import { api } from '../http/client.ts'

/** The same figures as an open CSV file, one row per area. */
export const RESPONSE_TIMES_CSV_URL = `${API_BASE}/stats/response-times.csv`

export const responseTimesQuery = () =>
  queryOptions({
    queryKey: ['stats', 'response-times'] as const,
    queryFn: ({ signal }) => api.get<ResponseTimes>('/stats/response-times', { signal, anonymous: true }),
    // Asked even when the browser says it is offline: the service worker may answer from its copy.
    networkMode: 'offlineFirst',
    staleTime: 5 * 60_000,
  })
