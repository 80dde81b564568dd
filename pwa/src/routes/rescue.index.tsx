import { createFileRoute } from '@tanstack/react-router'
import { RescueLanding } from '../features/rescue/RescueLanding.tsx'

// Public (spec part 2 section 2): the page lives in features/rescue/RescueLanding.tsx. An NGO's
// latest cases are fetched with the page's code; the list keeps its own loading and error states.
export const Route = createFileRoute('/rescue/')({
  loader: ({ context }) => {
    // Imported here, not at the top: the route tree is in every first load, the rescue API is not.
    if (context.session.getState().user?.role !== 'ngo') return
    void import('../api/rescues.ts').then((api) => context.queryClient.prefetchQuery(api.recentRescuesQuery(10)))
  },
  component: RescueLanding,
})
