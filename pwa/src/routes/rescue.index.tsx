import { createFileRoute } from '@tanstack/react-router'
import { loadWholeCatalog } from '../i18n/language.ts'
import { RescueLanding } from '../features/rescue/RescueLanding.tsx'

// Public (docs/screens.md): the page lives in features/rescue/RescueLanding.tsx. A visitor
// or reporter gets the first screen (report button and hotline) and how it works, which need only
// the public part of the catalog and no rescue code; an NGO gets its latest cases, whose words
// and code load here, with the page's.
export const Route = createFileRoute('/rescue/')({
  beforeLoad: async ({ context }) => {
    await context.session.whenReady()
    if (context.session.getState().user?.role === 'ngo') await loadWholeCatalog()
  },
  loader: ({ context }) => {
    // Imported here, not at the top: the route tree is in every first load, the rescue API is not.
    if (context.session.getState().user?.role !== 'ngo') return
    void import('../api/rescues.ts').then((api) => context.queryClient.prefetchQuery(api.recentRescuesQuery(10)))
  },
  component: RescueLanding,
})
