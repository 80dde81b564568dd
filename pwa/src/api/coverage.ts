// The coverage map (docs/rules.md#coverage): admins and the coordinators of approved NGOs.
// Shapes: packages/contracts/src/schemas/coverage.ts.
import type { CoverageMap, CoverageQuery } from '@paws/contracts/schemas/coverage'
import { queryOptions } from '@tanstack/react-query'
import { api, type Query } from '../http/client.ts'

export const coverageQuery = (box: CoverageQuery) =>
  queryOptions({
    queryKey: ['coverage', box] as const,
    queryFn: ({ signal }) => api.get<CoverageMap>('/coverage', { query: box as Query, signal }),
    staleTime: 5 * 60_000,
  })
