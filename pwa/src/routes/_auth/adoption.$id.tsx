import { createFileRoute, notFound } from '@tanstack/react-router'
import { adoptionQuery } from '../../api/adoptions.ts'
import { isApiError } from '../../http/errors.ts'
import { AdoptionNotFound, AdoptionPage, adoptionId } from '../../features/adoption/AdoptionPage.tsx'
import { parseFromSearch } from '../../features/adoption/landing/views.ts'

// The route guard (_auth) sends visitors to /login and back, like every protected page.
export const Route = createFileRoute('/_auth/adoption/$id')({
  validateSearch: parseFromSearch,
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ context, params }) => {
    const id = adoptionId(params.id)
    if (id === null) return
    await context.queryClient.ensureQueryData(adoptionQuery(id)).catch((error: unknown) => {
      if (isApiError(error, 404)) throw notFound()
      throw error
    })
  },
  notFoundComponent: AdoptionNotFound,
  component: AdoptionRoute,
})

function AdoptionRoute() {
  return <AdoptionPage raw={Route.useParams().id} from={Route.useSearch().from} />
}
