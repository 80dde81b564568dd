import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../http/errors.ts'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        // The client already waits out 429s; retry once more only when the server was unreachable
        // or broken, never for an answer like 404.
        retry: (count, error) => count < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
