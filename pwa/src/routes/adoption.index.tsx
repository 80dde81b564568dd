import { createFileRoute } from '@tanstack/react-router'
import { AdoptionLanding } from '../features/adoption/landing/AdoptionLanding.tsx'
import { defaultView, parseViewSearch } from '../features/adoption/landing/views.ts'

// Public: visitors see how adoption works; signed in, the person's own view. The
// view's list is fetched with the page's code; the list keeps its own loading and error states.
export const Route = createFileRoute('/adoption/')({
  validateSearch: parseViewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const fallback = defaultView(context.session.getState().user?.role)
    const view = fallback === null ? null : (deps.view ?? fallback)
    // Imported here, not at the top: the route tree is in every first load, the adoption API is not.
    if (view === null) return
    void Promise.all([import('../api/adoptions.ts'), import('../features/adoption/landing/MyApplications.tsx')]).then(
      ([api, mine]) =>
        context.queryClient.prefetchQuery(
          view === 'mine' ? api.myAdoptionsQuery(mine.MY_APPLICATIONS_PAGE) : api.receivedAdoptionsQuery(10),
        ),
    )
  },
  component: AdoptionRoute,
})

function AdoptionRoute() {
  return <AdoptionLanding view={Route.useSearch().view} />
}
