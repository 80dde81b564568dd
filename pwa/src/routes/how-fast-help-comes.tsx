import { createFileRoute } from '@tanstack/react-router'
import { responseTimesQuery } from '../api/stats.ts'
import { StatsPage } from '../features/stats/StatsPage.tsx'

// Public: "How fast help comes" (features/stats/). The figures are asked for while the page's
// code loads; the page shows its own loading, offline and error states.
export const Route = createFileRoute('/how-fast-help-comes')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(responseTimesQuery())
  },
  component: StatsPage,
})
